/**
 * One way to store a new order, whoever reports it (the integration API, a store webhook): the
 * order with its items, the first history row and the customer as a client. Messages are the
 * caller's (each decides what happens when none can be paid for).
 */
import type { Queryable } from '../../db/db.ts';
import { recoverCart } from './cartRecovery.ts';
import { ORDER_COLUMNS, type OrderRow } from './rows.ts';

export interface NewOrderItem {
  name: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  tax: number;
  total: number;
  sku?: string;
}

export interface NewOrder {
  orderId: string;
  phone: string;
  customerName?: string;
  date: Date;
  currency: string;
  total: number;
  subtotal: number;
  shipping: number;
  discount: number;
  tax: number;
  payment: 'none' | 'prepaid' | 'postpaid';
  lang: 'en' | 'ar';
  billingAddress?: Record<string, string>;
  shippingAddress?: Record<string, string>;
  items: NewOrderItem[];
}

/** Inserts the order as `placed`; null when the merchant already has this order id (nothing written). */
export async function insertOrder(q: Queryable, merchantId: number, o: NewOrder, source: 'api' | 'store'): Promise<OrderRow | null> {
  const { rows } = await q.query<OrderRow>(
    `INSERT INTO orders (merchant_id, order_id, phone, customer_name, order_date, status, currency, total, subtotal, shipping, discount, tax,
       payment_method, lang, billing_address, shipping_address, source)
     VALUES ($1, $2, $3, $4, $5, 'placed', $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15::jsonb, $16)
     ON CONFLICT (merchant_id, order_id) DO NOTHING
     RETURNING ${ORDER_COLUMNS}`,
    [
      merchantId,
      o.orderId,
      o.phone,
      o.customerName ?? '',
      o.date,
      o.currency,
      o.total,
      o.subtotal,
      o.shipping,
      o.discount,
      o.tax,
      o.payment,
      o.lang,
      JSON.stringify(o.billingAddress ?? {}),
      JSON.stringify(o.shippingAddress ?? {}),
      source,
    ],
  );
  const order = rows[0];
  if (!order) return null;
  for (const item of o.items) {
    await q.query(
      `INSERT INTO order_items (order_pk, merchant_id, product_name, quantity, unit_price, discount, tax, total, sku)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        order.id,
        merchantId,
        item.name.slice(0, 500),
        item.quantity,
        item.unitPrice,
        item.discount,
        item.tax,
        item.total,
        (item.sku ?? '').slice(0, 100),
      ],
    );
  }
  await q.query(`INSERT INTO order_status_history (order_pk, merchant_id, status, source) VALUES ($1, $2, 'placed', 'store')`, [
    order.id,
    merchantId,
  ]);
  await q.query(`INSERT INTO clients (merchant_id, phone, language) VALUES ($1, $2, $3) ON CONFLICT (merchant_id, phone) DO NOTHING`, [
    merchantId,
    o.phone,
    o.lang,
  ]);
  await recoverCart(q, merchantId, { id: order.id, phone: o.phone, total: o.total, date: o.date });
  return order;
}
