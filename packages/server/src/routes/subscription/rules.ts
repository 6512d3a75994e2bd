/**
 * The rules of a purchase: what is sold at what price (plans once at a time, add-ons once, coin
 * packs by quantity), and what the merchant must already have (a plan before anything else).
 */
import { badRequest, conflict, HttpError } from '../../middleware/http.ts';
import { isRenewable, purchasePrice } from '@wasl/api/models';
import { addonById, planById } from '../../providers/catalogue.ts';
import type { PaymentProvider } from '../../providers/index.ts';
import type { SubRow } from './mapping.ts';

/** An in-flight claim older than this is taken as left by a crash; the provider's key still prevents a second charge. */
export const CLAIM_STALE_SECONDS = 120;

export interface PurchaseItem {
  item: 'plan' | 'addon' | 'coins';
  id: string;
  quantity?: number | undefined;
}

export interface Priced {
  quantity: number;
  /** The transaction's package label. */
  label: string;
  /** SAR charged: the catalogue price with VAT (as /pricing states), rounded to the halala. */
  amount: number;
  /** The coins this purchase buys (coin packs only): kept on the transaction for the price per coin. */
  coins: number | null;
}

/** Price and label of a purchase, or 400 for an unknown package or a quantity it cannot have. */
export function priceOf(body: PurchaseItem): Priced {
  const quantity = body.quantity ?? 1;
  if (body.item === 'plan') {
    const plan = planById(body.id);
    if (!plan || plan.price === 0) throw badRequest('errors:unknownPackage');
    if (quantity !== 1) throw badRequest('errors:planQuantity');
    return { quantity, label: plan.name, amount: purchasePrice('plan', plan.id)!.total, coins: null };
  }
  const addon = addonById(body.id);
  if (!addon || (body.item === 'coins') !== (addon.coins !== null)) throw badRequest('errors:unknownPackage');
  if (addon.coins === null && quantity !== 1) throw badRequest('errors:planQuantity');
  return {
    quantity,
    label: addon.coins === null ? addon.name : `${addon.name} × ${quantity}`,
    amount: purchasePrice(body.item, addon.id, quantity)!.total,
    coins: addon.coins === null ? null : addon.coins * quantity,
  };
}

/**
 * 409 when the merchant cannot buy this now: add-ons and coins need a plan; an add-on is bought
 * once, and paid again only when its renewal is due or past due ("Renew now", ADR 024).
 */
export function checkCanBuy(current: SubRow | undefined, body: PurchaseItem, today: string): void {
  if (!current && body.item !== 'plan') throw new HttpError(409, 'errors:selectPackageFirst');
  const owned = body.item === 'addon' ? (current?.addons ?? []).find((a) => a.id === body.id) : undefined;
  if (owned && !isRenewable(owned, today)) throw conflict('errors:addonOwned');
}

/**
 * The provider charge of a priced purchase, the merchant's or the renewal run's: SAR with VAT, the
 * package label, and one provider idempotency key per claim key (a retry never charges twice).
 */
export const chargeFor = (payments: PaymentProvider, merchantId: number, priced: Priced, key: string, source: string | undefined) =>
  payments.charge({
    merchantId,
    amount: priced.amount,
    currency: 'SAR',
    description: priced.label,
    idempotencyKey: `wasl_${merchantId}_${key}`,
    source,
  });
