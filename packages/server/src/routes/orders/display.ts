/** Stored order rows → the orders of the API answer (items, addresses, finance, last message status). */
import { iso } from '../../db/queries.ts';
import type { Tenant } from '../../db/tenant.ts';
import { ORDER_COLUMNS, type ItemRow, type OrderRow } from './rows.ts';

const address = (a: Record<string, string> | undefined) => ({
  Address_line1: a?.Address_line1 ?? '',
  Address_line2: a?.Address_line2 ?? '',
  Address_line3: a?.Address_line3 ?? '',
});

/** Display orders (items and last message status included) for rows of the tenant's merchant. */
async function toDisplayOrders(t: Tenant, rows: OrderRow[]) {
  if (rows.length === 0) return [];
  const pks = rows.map((o) => o.id);
  const refs = rows.map((o) => o.order_id);
  const [items, messages] = await Promise.all([
    t.many<ItemRow>(
      `SELECT order_pk, product_name, quantity, unit_price, discount, tax, total, sku FROM order_items
       WHERE merchant_id = $1 AND order_pk = ANY($2::int[]) ORDER BY id`,
      [pks],
    ),
    t.many<{ ref: string; status: string }>(
      `SELECT DISTINCT ON (ref) ref, status FROM outbound_messages
       WHERE merchant_id = $1 AND ref = ANY($2::text[]) AND kind IN ('invoice', 'order_status') AND rank > 0 ORDER BY ref, id DESC`,
      [refs],
    ),
  ]);
  return display(rows, items, messages);
}

export function display(rows: OrderRow[], items: ItemRow[], messages: { ref: string; status: string }[]) {
  const itemsBy = new Map<number, typeof items>();
  for (const item of items) {
    const list = itemsBy.get(item.order_pk) ?? [];
    list.push(item);
    itemsBy.set(item.order_pk, list);
  }
  const messageBy = new Map(messages.map((m) => [m.ref, m.status]));
  return rows.map((o) => ({
    id: o.id,
    order_id: o.order_id,
    contact: o.phone,
    customer_name: o.customer_name,
    order_date: iso(o.order_date),
    last_updated: iso(o.updated_at),
    total: o.total,
    status: o.status,
    invoice: o.invoice || null,
    lang: o.lang === 'ar' ? ('ar' as const) : ('en' as const),
    items: (itemsBy.get(o.id) ?? []).map((i) => ({
      product_name: i.product_name,
      quantity: i.quantity,
      unit_price: i.unit_price,
      discount: i.discount,
      tax: i.tax,
      total: i.total,
      sku: i.sku || null,
    })),
    billing_address: address(o.billing_address),
    shipping_address: address(o.shipping_address),
    finance: {
      total: o.total,
      currency: o.currency,
      subtotal: o.subtotal,
      tax: o.tax,
      discount: o.discount,
      shipping: o.shipping,
      payment_method: (['none', 'prepaid', 'postpaid'].includes(o.payment_method) ? o.payment_method : 'none') as
        'none' | 'prepaid' | 'postpaid',
    },
    message_status: (messageBy.get(o.order_id) ?? null) as 'sent' | 'delivered' | 'seen' | 'failed' | null,
  }));
}

/** One order of the tenant's merchant with its status history (undefined: none with this id). */
export async function orderByPk(t: Tenant, id: number) {
  const row = await t.one<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE merchant_id = $1 AND id = $2`, [id]);
  if (!row) return undefined;
  const [order, history] = await Promise.all([
    toDisplayOrders(t, [row]).then((orders) => orders[0]!),
    t.many<{ status: OrderRow['status']; changed_at: Date; source: string }>(
      'SELECT status, changed_at, source FROM order_status_history WHERE merchant_id = $1 AND order_pk = $2 ORDER BY changed_at, id',
      [id],
    ),
  ]);
  return {
    ...order,
    history: history.map((h) => ({
      status: h.status,
      at: iso(h.changed_at),
      source: (h.source === 'dashboard' ? 'dashboard' : 'store') as 'store' | 'dashboard',
    })),
  };
}
