/**
 * The contact panel's orders (issue 19): a customer's latest orders, any month, newest first. The
 * merchant reads any customer's; an agent only those of a customer whose conversation they may act
 * on (assigned to them, or waiting in one of their sections) — else 404, like another merchant's
 * customer. The month's order list (`GET /section/orders`) stays the merchant's.
 */
import { CONVERSATION_ORDERS_LIMIT } from '@wasl/api';
import type { Queryable } from '../db/db.ts';
import { display } from '../routes/orders/display.ts';
import { ORDER_COLUMNS, type ItemRow, type OrderRow } from '../routes/orders/rows.ts';
import type { Actor } from './records.ts';
import { agentMaySee } from './send.ts';

export async function conversationOrders(q: Queryable, merchantId: number, phone: string, actor: Actor) {
  await agentMaySee(q, merchantId, phone, actor);
  const { rows } = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE merchant_id = $1 AND phone = $2 ORDER BY order_date DESC, id DESC LIMIT ${CONVERSATION_ORDERS_LIMIT}`,
    [merchantId, phone],
  );
  if (rows.length === 0) return { orders: [] };
  const ids = rows.map((o) => o.id);
  const [items, messages] = await Promise.all([
    q.query<ItemRow>(
      `SELECT order_pk, product_name, quantity, unit_price, discount, tax, total, sku FROM order_items
       WHERE merchant_id = $1 AND order_pk = ANY($2::int[]) ORDER BY id`,
      [merchantId, ids],
    ),
    q.query<{ ref: string; status: string }>(
      `SELECT DISTINCT ON (ref) ref, status FROM outbound_messages
       WHERE merchant_id = $1 AND ref = ANY($2::text[]) AND kind IN ('invoice', 'order_status') AND rank > 0
       ORDER BY ref, id DESC`,
      [merchantId, rows.map((o) => o.order_id)],
    ),
  ]);
  return { orders: display(rows, items.rows, messages.rows) };
}
