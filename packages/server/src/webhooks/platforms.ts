/**
 * What each store platform sends, reduced to one order shape, and each platform's order statuses
 * mapped onto SPEC §3's (@wasl/api `orderStatuses`). Custom sub-statuses map onto their parent
 * (Salla's `customized` status carries its parent's slug; WooCommerce plugins add `wc-<slug>`
 * statuses). A status we cannot place keeps the order where it is (undefined).
 *
 * Payload shapes follow each platform's public webhook reference, reduced to the fields read here
 * (fixtures: test/fixtures/stores/).
 */
import { normalizePhone, type OrderStatusName } from '@wasl/api';
import { z } from 'zod';
import type { StorePlatform } from '../providers/index.ts';
import type { NewOrder } from '../routes/orders/create.ts';

/** One order, whatever platform it came from: a new order (routes/orders/create.ts) and the platform's status. */
export interface StoreOrder extends NewOrder {
  customerName: string;
  status: OrderStatusName | undefined;
}

/** What the intake keeps of a delivery: the platform's own event id when it gives one, else the body's hash. */
export interface ParsedEvent {
  topic: string;
  /** A stable id of this event (replays carry the same). */
  eventId: string | undefined;
  /** Not an order event (a ping, a product update): acknowledged and dropped. */
  ignored: boolean;
}

const num = (v: unknown): number => {
  const n = typeof v === 'string' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
};
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const date = (v: unknown): Date => {
  const d = new Date(typeof v === 'number' && v < 1e12 ? v * 1000 : str(v) || NaN);
  return Number.isNaN(d.getTime()) ? new Date() : d;
};
const lang = (v: unknown): 'en' | 'ar' => (str(v).toLowerCase().startsWith('ar') ? 'ar' : 'en');
const phoneOf = (number: unknown, code: unknown = '966') => {
  const digits = str(number).replace(/[^\d+]/g, '');
  return digits ? normalizePhone(digits, str(code).replace(/[^\d]/g, '') || '966') : '';
};
const currency = (v: unknown) => (/^[A-Z]{3}$/.test(str(v)) ? str(v) : 'SAR');
const amount = (v: unknown) => (v && typeof v === 'object' ? num((v as { amount?: unknown }).amount) : num(v));

/* ------------------------------------------------------------------ status maps */

/** Salla status slugs (and the parent slug of a merchant's custom status). */
export const SALLA_STATUSES: Record<string, OrderStatusName> = {
  payment_pending: 'placed',
  under_review: 'placed',
  in_progress: 'packed',
  shipped: 'shipped',
  delivering: 'out_for_delivery',
  delivered: 'delivered',
  completed: 'delivered',
  canceled: 'cancelled',
  restoring: 'returned',
  restored: 'refunded',
};

/** Zid `order_status.code`. */
export const ZID_STATUSES: Record<string, OrderStatusName> = {
  new: 'placed',
  preparing: 'packed',
  ready: 'packed',
  indelivery: 'out_for_delivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
  reverse_in_progress: 'returned',
  reversed: 'refunded',
  refunded: 'refunded',
};

/** WooCommerce core statuses, and the slugs shipping plugins add (`wc-` prefix dropped first). */
export const WOO_STATUSES: Record<string, OrderStatusName> = {
  pending: 'placed',
  'on-hold': 'placed',
  processing: 'placed',
  'checkout-draft': 'placed',
  packed: 'packed',
  'ready-to-ship': 'packed',
  shipped: 'shipped',
  'in-transit': 'shipped',
  'out-for-delivery': 'out_for_delivery',
  delivered: 'delivered',
  completed: 'delivered',
  cancelled: 'cancelled',
  failed: 'cancelled',
  returned: 'returned',
  refunded: 'refunded',
};

/** Shopify fulfilment shipment statuses (carrier events). */
export const SHOPIFY_SHIPMENT: Record<string, OrderStatusName> = {
  label_printed: 'packed',
  label_purchased: 'packed',
  confirmed: 'shipped',
  in_transit: 'shipped',
  ready_for_pickup: 'reached_nearest_hub',
  out_for_delivery: 'out_for_delivery',
  attempted_delivery: 'out_for_delivery',
  delivered: 'delivered',
};

/** A status name or `{slug}`; a custom one maps by its parent (`customized` → its `slug` parent). */
export function sallaStatus(status: unknown): OrderStatusName | undefined {
  if (typeof status === 'string') return SALLA_STATUSES[status];
  if (!status || typeof status !== 'object') return undefined;
  const s = status as { slug?: unknown; parent?: { slug?: unknown } };
  return SALLA_STATUSES[str(s.slug)] ?? SALLA_STATUSES[str(s.parent?.slug)];
}

export function wooStatus(status: unknown): OrderStatusName | undefined {
  return WOO_STATUSES[str(status).replace(/^wc-/, '')];
}

export function shopifyStatus(order: Record<string, unknown>): OrderStatusName {
  if (order.cancelled_at) return str(order.financial_status) === 'refunded' ? 'refunded' : 'cancelled';
  if (str(order.financial_status) === 'refunded') return 'refunded';
  const fulfillments = Array.isArray(order.fulfillments) ? (order.fulfillments as { shipment_status?: unknown }[]) : [];
  const last = fulfillments.at(-1);
  const shipment = last ? SHOPIFY_SHIPMENT[str(last.shipment_status)] : undefined;
  if (shipment) return shipment;
  if (str(order.fulfillment_status) === 'fulfilled' || fulfillments.length > 0) return 'shipped';
  return 'placed';
}

export function wixStatus(order: Record<string, unknown>): OrderStatusName {
  if (str(order.status) === 'CANCELED') return 'cancelled';
  if (str(order.paymentStatus) === 'FULLY_REFUNDED') return 'refunded';
  if (str(order.fulfillmentStatus) === 'FULFILLED') return 'shipped';
  return 'placed';
}

/* ------------------------------------------------------------------ shapes (malformed → 400) */

const Obj = z.record(z.string(), z.unknown());
export const SallaEvent = z.object({ event: z.string().min(1).max(100), merchant: z.union([z.number(), z.string()]), data: Obj });
export const ZidEvent = z.object({ id: z.union([z.number(), z.string()]) }).loose();
export const WooOrder = z.object({ id: z.number().int(), status: z.string() }).loose();
export const ShopifyOrder = z.object({ id: z.number(), name: z.string().optional() }).loose();
export const WixEnvelope = z.object({ eventType: z.string(), instanceId: z.string().optional(), data: z.string() });

/* ------------------------------------------------------------------ normalisers */

export function fromSalla(data: Record<string, unknown>): StoreOrder {
  const amounts = (data.amounts ?? {}) as Record<string, unknown>;
  const customer = (data.customer ?? {}) as Record<string, unknown>;
  const items = Array.isArray(data.items) ? (data.items as Record<string, unknown>[]) : [];
  return {
    orderId: str(data.reference_id) || str(data.id),
    phone: phoneOf(customer.mobile, customer.mobile_code),
    customerName: [str(customer.first_name), str(customer.last_name)].filter(Boolean).join(' '),
    date: date((data.date as { date?: unknown } | undefined)?.date ?? data.created_at),
    status: sallaStatus(data.status),
    currency: currency((amounts.total as { currency?: unknown } | undefined)?.currency ?? data.currency),
    total: amount(amounts.total),
    subtotal: amount(amounts.sub_total),
    shipping: amount(amounts.shipping_cost),
    discount: amount(amounts.discounts ?? amounts.discount),
    tax: amount((amounts.tax as { amount?: unknown } | undefined)?.amount ?? amounts.tax),
    payment: str(data.payment_method) === 'cod' ? 'postpaid' : 'prepaid',
    lang: lang(customer.lang ?? data.lang ?? 'ar'),
    items: items.map((i) => {
      const a = (i.amounts ?? {}) as Record<string, unknown>;
      return {
        name: str(i.name),
        quantity: Math.max(1, Math.trunc(num(i.quantity))),
        unitPrice: amount(a.price_without_tax ?? i.price),
        discount: amount(a.total_discount),
        tax: amount((a.tax as { amount?: unknown } | undefined)?.amount),
        total: amount(a.total),
        sku: str(i.sku),
      };
    }),
  };
}

/** Zid's order as its API answers it (`GET /managers/store/orders/{id}/view` → `{order}`). */
export function fromZid(order: Record<string, unknown>): StoreOrder {
  const customer = (order.customer ?? {}) as Record<string, unknown>;
  const products = Array.isArray(order.products) ? (order.products as Record<string, unknown>[]) : [];
  return {
    orderId: str(order.code) || str(order.id),
    phone: phoneOf(customer.mobile),
    customerName: str(customer.name),
    date: date(order.created_at),
    status: ZID_STATUSES[str((order.order_status as { code?: unknown } | undefined)?.code)],
    currency: currency(order.currency_code),
    total: num(order.order_total),
    subtotal: num(order.products_sum_total ?? order.order_total),
    shipping: num((order.shipping as { method?: { price?: unknown } } | undefined)?.method?.price),
    discount: num(order.discounts_total),
    tax: num(order.taxes_total),
    payment: str((order.payment as { method?: { code?: unknown } } | undefined)?.method?.code) === 'zid_cod' ? 'postpaid' : 'prepaid',
    lang: lang(order.language ?? 'ar'),
    items: products.map((p) => ({
      name: str(p.name),
      quantity: Math.max(1, Math.trunc(num(p.quantity))),
      unitPrice: num(p.price),
      discount: 0,
      tax: num(p.tax_total ?? 0),
      total: num(p.total ?? num(p.price) * num(p.quantity)),
      sku: str(p.sku),
    })),
  };
}

export function fromWoo(order: Record<string, unknown>): StoreOrder {
  const billing = (order.billing ?? {}) as Record<string, unknown>;
  const shipping = (order.shipping ?? {}) as Record<string, unknown>;
  const items = Array.isArray(order.line_items) ? (order.line_items as Record<string, unknown>[]) : [];
  const total = num(order.total);
  const shippingTotal = num(order.shipping_total);
  const tax = num(order.total_tax);
  const discount = num(order.discount_total);
  return {
    orderId: str(order.number) || str(order.id),
    phone: phoneOf(billing.phone || shipping.phone, str(billing.country) === 'SA' || !billing.country ? '966' : ''),
    customerName: [str(billing.first_name), str(billing.last_name)].filter(Boolean).join(' '),
    date: date(order.date_created_gmt ? `${str(order.date_created_gmt)}Z` : order.date_created),
    status: wooStatus(order.status),
    currency: currency(order.currency),
    total,
    subtotal: Math.max(0, Math.round((total - shippingTotal - tax + discount) * 100) / 100),
    shipping: shippingTotal,
    discount,
    tax,
    payment: str(order.payment_method) === 'cod' ? 'postpaid' : order.date_paid ? 'prepaid' : 'none',
    lang: lang(
      (order.meta_data as { key?: unknown; value?: unknown }[] | undefined)?.find((m) => m.key === 'wpml_language')?.value ?? 'en',
    ),
    items: items.map((i) => ({
      name: str(i.name),
      quantity: Math.max(1, Math.trunc(num(i.quantity))),
      unitPrice: num(i.price),
      discount: Math.max(0, num(i.subtotal) - num(i.total)),
      tax: num(i.total_tax),
      total: Math.round((num(i.total) + num(i.total_tax)) * 100) / 100,
      sku: str(i.sku),
    })),
  };
}

export function fromShopify(order: Record<string, unknown>): StoreOrder {
  const customer = (order.customer ?? {}) as Record<string, unknown>;
  const address = (order.shipping_address ?? order.billing_address ?? {}) as Record<string, unknown>;
  const items = Array.isArray(order.line_items) ? (order.line_items as Record<string, unknown>[]) : [];
  const shippingLines = Array.isArray(order.shipping_lines) ? (order.shipping_lines as { price?: unknown }[]) : [];
  return {
    orderId: str(order.name).replace(/^#/, '') || str(order.id),
    phone: phoneOf(order.phone || customer.phone || address.phone),
    customerName: [str(customer.first_name), str(customer.last_name)].filter(Boolean).join(' '),
    date: date(order.created_at),
    status: shopifyStatus(order),
    currency: currency(order.currency),
    total: num(order.total_price),
    subtotal: num(order.subtotal_price),
    shipping: shippingLines.reduce((sum, l) => sum + num(l.price), 0),
    discount: num(order.total_discounts),
    tax: num(order.total_tax),
    payment: str(order.financial_status) === 'paid' ? 'prepaid' : 'postpaid',
    lang: lang(order.customer_locale),
    items: items.map((i) => ({
      name: str(i.title),
      quantity: Math.max(1, Math.trunc(num(i.quantity))),
      unitPrice: num(i.price),
      discount: num(i.total_discount),
      tax: Array.isArray(i.tax_lines) ? (i.tax_lines as { price?: unknown }[]).reduce((s, t) => s + num(t.price), 0) : 0,
      total: Math.round((num(i.price) * num(i.quantity) - num(i.total_discount)) * 100) / 100,
      sku: str(i.sku),
    })),
  };
}

export function fromWix(order: Record<string, unknown>): StoreOrder {
  const price = (order.priceSummary ?? {}) as Record<string, unknown>;
  const contact = ((order.billingInfo as { contactDetails?: unknown } | undefined)?.contactDetails ?? {}) as Record<string, unknown>;
  const items = Array.isArray(order.lineItems) ? (order.lineItems as Record<string, unknown>[]) : [];
  return {
    orderId: str(order.number) || str(order.id),
    phone: phoneOf(contact.phone),
    customerName: [str(contact.firstName), str(contact.lastName)].filter(Boolean).join(' '),
    date: date(order.createdDate),
    status: wixStatus(order),
    currency: currency(order.currency),
    total: amount(price.total),
    subtotal: amount(price.subtotal),
    shipping: amount(price.shipping),
    discount: amount(price.discount),
    tax: amount(price.tax),
    payment: str(order.paymentStatus) === 'PAID' ? 'prepaid' : 'postpaid',
    lang: lang(order.buyerLanguage),
    items: items.map((i) => ({
      name: str((i.productName as { original?: unknown } | undefined)?.original),
      quantity: Math.max(1, Math.trunc(num(i.quantity))),
      unitPrice: amount(i.price),
      discount: amount(i.totalDiscount),
      tax: amount(i.taxAmount ?? (i.taxDetails as { totalTax?: unknown } | undefined)?.totalTax),
      total: amount(i.totalPriceAfterTax),
      sku: str((i.physicalProperties as { sku?: unknown } | undefined)?.sku),
    })),
  };
}

/** Order topics per platform (anything else is acknowledged and dropped). */
/** The order events each platform sends that make or move an order (others are acknowledged and dropped). */
export const ORDER_EVENTS: Record<StorePlatform, readonly string[]> = {
  salla: ['order.created', 'order.updated', 'order.status.updated', 'order.cancelled', 'order.refunded'],
  zid: ['order.create', 'order.status.update', 'order.update'],
  woocommerce: ['order.created', 'order.updated', 'order.restored'],
  shopify: ['orders/create', 'orders/updated', 'orders/cancelled', 'orders/fulfilled', 'orders/paid', 'orders/partially_fulfilled'],
  wix: [
    'wix.ecom.v1.order_created',
    'wix.ecom.v1.order_updated',
    'wix.ecom.v1.order_approved',
    'wix.ecom.v1.order_canceled',
    'wix.ecom.v1.order_payment_status_updated',
  ],
};

const exactly = (names: readonly string[]) => new RegExp(`^(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
export const ORDER_TOPICS = Object.fromEntries(
  Object.entries(ORDER_EVENTS).map(([platform, names]) => [platform, exactly(names)]),
) as Record<StorePlatform, RegExp>;
