/** A purchase the merchant is about to pay for (the body of POST /subscription/purchase, without the card). */
import { addonById, planById, purchasePrice } from './catalogue';

export interface PurchaseRequest {
  item: 'plan' | 'addon' | 'coins';
  id: string;
  /** Packs of coins; 1 for a plan or an add-on. */
  quantity: number;
}

/** The catalogue entry a purchase names and its price lines; null when the catalogue sells no such thing. */
export function describePurchase(request: PurchaseRequest) {
  const entry = request.item === 'plan' ? planById(request.id) : addonById(request.id);
  const quantity = Number.isInteger(request.quantity) && request.quantity > 0 ? request.quantity : 1;
  const price = purchasePrice(request.item, request.id, quantity);
  if (!entry || !price) return null;
  return { name: entry.name, name_ar: entry.name_ar, currency: entry.currency, quantity, ...price };
}

/** A purchase in a URL (`/subscription?buy=coins:coins-1000:3`, the retry link of /failed). */
export const purchaseParam = (request: PurchaseRequest): string => `${request.item}:${request.id}:${request.quantity}`;

/** The purchase a `buy` parameter names, or null when it names nothing the catalogue sells. */
export function parsePurchaseParam(text: string | null | undefined): PurchaseRequest | null {
  const [item, id = '', quantity = '1'] = (text ?? '').split(':');
  if (item !== 'plan' && item !== 'addon' && item !== 'coins') return null;
  if (!/^\d{1,4}$/.test(quantity)) return null;
  const request: PurchaseRequest = { item, id, quantity: item === 'coins' ? Math.max(1, Number(quantity)) : 1 };
  const entry = item === 'plan' ? planById(id) : addonById(id);
  if (!entry || (item === 'plan' && planById(id)!.price === 0)) return null;
  if (item !== 'plan' && (item === 'coins') !== (addonById(id)!.coins !== null)) return null;
  return request;
}
