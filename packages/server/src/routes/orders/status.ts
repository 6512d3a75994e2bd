/** Status changes shared by the dashboard and the store integration: lock the order, check the transition, record, message. */
import { canTransition, nextStatuses, type OrderStatusName } from '@wasl/api';
import { one, type Queryable } from '../../db/db.ts';
import { conflict } from '../../middleware/http.ts';
import type { MessagingProvider } from '../../providers/index.ts';
import { ORDER_COLUMNS, type OrderRow } from './rows.ts';
import { messageAboutOrder } from './templates.ts';

export async function lockOrder(q: Queryable, merchantId: number, where: { id: number } | { orderId: string }) {
  return 'id' in where
    ? one<OrderRow>(q, `SELECT ${ORDER_COLUMNS} FROM orders WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [merchantId, where.id])
    : one<OrderRow>(q, `SELECT ${ORDER_COLUMNS} FROM orders WHERE merchant_id = $1 AND order_id = $2 FOR UPDATE`, [
        merchantId,
        where.orderId,
      ]);
}

/** Changes status with history and a push message; 409 when the transition is not allowed. */
export async function changeOrderStatus(
  q: Queryable,
  messaging: MessagingProvider,
  merchantId: number,
  order: OrderRow,
  status: OrderStatusName,
  source: 'dashboard' | 'store',
): Promise<void> {
  // The answer names both ends and what is allowed, so a caller can say why (SPEC §4 transitions: api README).
  if (!canTransition(order.status, status))
    throw conflict('errors:orderTransitionNotAllowed', { from: order.status, to: status, allowed: nextStatuses(order.status) });
  await q.query('UPDATE orders SET status = $3, updated_at = now() WHERE merchant_id = $1 AND id = $2', [merchantId, order.id, status]);
  await q.query('INSERT INTO order_status_history (order_pk, merchant_id, status, source) VALUES ($1, $2, $3, $4)', [
    order.id,
    merchantId,
    status,
    source,
  ]);
  await messageAboutOrder(q, messaging, merchantId, { ...order, status }, 'push');
}
