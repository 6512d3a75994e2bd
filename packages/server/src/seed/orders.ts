/** Orders over the last 92 days in every status, their items and status history, and their messages. */
import { orderStatuses, type OrderStatusName } from '@wasl/api';
import { orderStatusLabel } from '../lib/labels.ts';
import { DAY, HOUR, MINUTE, momentAgo, round2, type SeedContext } from './context.ts';
import { makeCustomers, type Customer } from './customers.ts';
import type { Product } from './data.ts';
import { insertRows } from './insert.ts';
import type { Outbox } from './messages.ts';
import type { Random } from './random.ts';

/** The delivery path: @wasl/api lists it first, in order, up to `delivered`. */
const ORDER_PATH = orderStatuses.slice(0, orderStatuses.indexOf('delivered') + 1);

/** The status history that leads to a final status (along @wasl/api's allowed transitions). */
function historyOf(status: OrderStatusName, rng: Random): OrderStatusName[] {
  const upTo = (s: OrderStatusName) => ORDER_PATH.slice(0, ORDER_PATH.indexOf(s) + 1);
  switch (status) {
    case 'cancelled':
      return rng.chance(0.5) ? ['placed', 'cancelled'] : ['placed', 'packed', 'cancelled'];
    case 'returned':
    case 'replaced':
      return [...upTo('delivered'), status];
    case 'refunded':
      return rng.chance(0.3) ? ['placed', 'cancelled', 'refunded'] : [...upTo('delivered'), 'returned', 'refunded'];
    default:
      return upTo(status);
  }
}

function statusForAge(days: number, rng: Random): OrderStatusName {
  if (days < 2)
    return rng.weighted<OrderStatusName>([
      ['placed', 35],
      ['packed', 30],
      ['shipped', 20],
      ['reached_nearest_hub', 8],
      ['out_for_delivery', 7],
    ]);
  if (days < 8)
    return rng.weighted<OrderStatusName>([
      ['shipped', 20],
      ['reached_nearest_hub', 15],
      ['out_for_delivery', 20],
      ['delivered', 35],
      ['cancelled', 10],
    ]);
  return rng.weighted<OrderStatusName>([
    ['delivered', 76],
    ['cancelled', 6],
    ['returned', 6],
    ['replaced', 4],
    ['refunded', 8],
  ]);
}

export interface OrderDraft {
  date: Date;
  customer: Customer;
  status: OrderStatusName;
  history: { status: OrderStatusName; at: Date }[];
  items: { product: Product; quantity: number; discount: number; tax: number; total: number }[];
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
  payment: string;
  source: string;
}

export interface SeededOrders {
  customers: Customer[];
  /** Oldest first, in the order of their ids. */
  drafts: OrderDraft[];
  orderIdOf(index: number): string;
}

export async function seedOrders(ctx: SeedContext): Promise<SeededOrders> {
  const { q, spec, rng, now, merchantId, add } = ctx;
  const customers = makeCustomers(spec, rng);
  const drafts: OrderDraft[] = [];
  for (let i = 0; i < spec.orders; i++) {
    const daysAgo = Math.floor(rng.next() ** 1.15 * 92);
    const date = momentAgo(now, daysAgo, rng);
    const customer = rng.pick(customers);
    const ageDays = (now.getTime() - date.getTime()) / DAY;
    const status = statusForAge(ageDays, rng);
    const steps = historyOf(status, rng);
    const history: OrderDraft['history'] = [];
    let t = date.getTime();
    for (const [index, s] of steps.entries()) {
      if (index > 0) t = Math.min(now.getTime() - (steps.length - index) * MINUTE, t + rng.int(3, 30) * HOUR);
      history.push({ status: s, at: new Date(Math.max(t, date.getTime() + index * MINUTE)) });
    }
    const products = rng.sample(
      spec.products,
      rng.weighted([
        [1, 50],
        [2, 30],
        [3, 15],
        [4, 5],
      ] as const),
    );
    const items = products.map((product) => {
      const quantity = rng.weighted([
        [1, 65],
        [2, 25],
        [3, 10],
      ] as const);
      const gross = product.price * quantity;
      const discount = rng.chance(0.12) ? round2(gross * 0.1) : 0;
      const tax = round2((gross - discount) * 0.15);
      return { product, quantity, discount, tax, total: round2(gross - discount + tax) };
    });
    const subtotal = round2(items.reduce((s, it) => s + it.product.price * it.quantity, 0));
    const discount = round2(items.reduce((s, it) => s + it.discount, 0));
    const tax = round2(items.reduce((s, it) => s + it.tax, 0));
    const shipping = subtotal - discount >= 200 ? 0 : 25;
    drafts.push({
      date,
      customer,
      status,
      history,
      items,
      subtotal,
      discount,
      tax,
      shipping,
      total: round2(subtotal - discount + tax + shipping),
      payment: rng.weighted([
        ['prepaid', 62],
        ['postpaid', 32],
        ['none', 6],
      ] as const),
      source: rng.weighted([
        [spec.orderPrefix === 'NKH' ? 'salla' : 'zid', 70],
        ['api', 30],
      ] as const),
    });
  }
  // Every status must appear: give missing ones to the oldest delivered orders.
  for (const status of orderStatuses) {
    if (drafts.some((d) => d.status === status)) continue;
    const victim = drafts.filter((d) => d.status === 'delivered').sort((a, b) => a.date.getTime() - b.date.getTime())[0] ?? drafts[0];
    if (!victim) break;
    victim.status = status;
    const steps = historyOf(status, rng);
    victim.history = steps.map((s, i) => ({ status: s, at: new Date(victim.date.getTime() + i * 6 * HOUR) }));
  }
  drafts.sort((a, b) => a.date.getTime() - b.date.getTime());
  const orderIdOf = (i: number) => `${spec.orderPrefix}-${spec.firstOrderNumber + i}`;
  const orderRows = await insertRows(
    q,
    'orders',
    [
      'merchant_id',
      'order_id',
      'phone',
      'customer_name',
      'order_date',
      'updated_at',
      'status',
      'currency',
      'total',
      'subtotal',
      'shipping',
      'discount',
      'tax',
      'payment_method',
      'lang',
      'billing_address',
      'shipping_address',
      'invoice',
      'source',
    ],
    drafts.map((d, i) => [
      merchantId,
      orderIdOf(i),
      d.customer.phone,
      d.customer.name,
      d.date,
      d.history[d.history.length - 1]?.at ?? d.date,
      d.status,
      'SAR',
      d.total,
      d.subtotal,
      d.shipping,
      d.discount,
      d.tax,
      d.payment,
      d.customer.language,
      d.customer.address,
      d.customer.address,
      `https://${spec.domain}/invoices/${orderIdOf(i)}.pdf`,
      d.source,
    ]),
    { returning: 'id, order_id', casts: { billing_address: 'jsonb', shipping_address: 'jsonb' } },
  );
  add('orders', orderRows.length);
  const pkByOrderId = new Map(orderRows.map((r) => [String(r.order_id), Number(r.id)]));
  const orderPks = drafts.map((_, i) => pkByOrderId.get(orderIdOf(i)));
  const itemRows = drafts.flatMap((d, i) =>
    d.items.map((it) => [
      orderPks[i],
      merchantId,
      it.product.name[d.customer.language === 'ar' ? 0 : 1],
      it.product.sku,
      it.quantity,
      it.product.price,
      it.discount,
      it.tax,
      it.total,
    ]),
  );
  await insertRows(
    q,
    'order_items',
    ['order_pk', 'merchant_id', 'product_name', 'sku', 'quantity', 'unit_price', 'discount', 'tax', 'total'],
    itemRows,
  );
  add('order_items', itemRows.length);
  const historyRows = drafts.flatMap((d, i) =>
    d.history.map((h, k) => [orderPks[i], merchantId, h.status, k === 0 ? 'store' : rng.chance(0.7) ? 'store' : 'dashboard', h.at]),
  );
  await insertRows(q, 'order_status_history', ['order_pk', 'merchant_id', 'status', 'source', 'changed_at'], historyRows);
  add('order_status_history', historyRows.length);
  return { customers, drafts, orderIdOf };
}

/** The invoice message of every order and a message for the status changes customers hear about. */
export function orderMessages(ctx: SeedContext, outbox: Outbox, { drafts, orderIdOf }: SeededOrders): void {
  const { spec } = ctx;
  drafts.forEach((d, i) => {
    const id = orderIdOf(i);
    const ar = d.customer.language === 'ar';
    outbox.message(
      d.customer.phone,
      'invoice',
      id,
      d.customer.language,
      ar
        ? `تم تأكيد طلبك ${id} بقيمة ${d.total} ريال. الفاتورة: https://${spec.domain}/invoices/${id}.pdf`
        : `Your order ${id} of SAR ${d.total} is confirmed. Invoice: https://${spec.domain}/invoices/${id}.pdf`,
      new Date(d.date.getTime() + 2 * MINUTE),
    );
    for (const h of d.history.slice(1)) {
      if (!['shipped', 'out_for_delivery', 'delivered', 'cancelled', 'refunded'].includes(h.status)) continue;
      outbox.message(
        d.customer.phone,
        'order_status',
        id,
        d.customer.language,
        ar
          ? `تحديث حالة طلبك ${id}: ${orderStatusLabel('ar', h.status)}`
          : `Update on your order ${id}: ${orderStatusLabel('en', h.status)}`,
        h.at,
      );
    }
  });
}

/** The three order templates, approved. */
export async function seedOrderTemplates(ctx: SeedContext): Promise<void> {
  const { q, merchantId, add, ago } = ctx;
  const templates: [string, string, string][] = [
    [
      'init',
      'Hello {customer_name}, we received your order {order_id}. Total: {total} {currency}.',
      'مرحبًا {customer_name}، استلمنا طلبك {order_id}. الإجمالي: {total} {currency}.',
    ],
    ['commit', 'Your order {order_id} is confirmed. Invoice: {invoice}', 'تم تأكيد طلبك {order_id}. الفاتورة: {invoice}'],
    ['push', 'Your order {order_id} is now {status}.', 'حالة طلبك {order_id} الآن: {status}.'],
  ];
  await insertRows(
    q,
    'order_templates',
    ['merchant_id', 'kind', 'enabled', 'en_text', 'ar_text', 'status', 'updated_at'],
    templates.map(([kind, en, ar], k) => [merchantId, kind, true, en, ar, 'approved', ago((90 - k) * DAY)]),
  );
  add('order_templates', templates.length);
}
