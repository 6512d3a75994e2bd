/** Status changes shared by the dashboard and the store integration: lock the order, check the transition, record, message. */
import { canTransition, nextStatuses, type notificationFailures, type OrderStatusName } from '@wasl/api';
import { one, type Queryable } from '../../db/db.ts';
import { conflict, HttpError, type MessageKey } from '../../middleware/http.ts';
import { sendSurvey } from '../../messaging/survey.ts';
import { ORDER_COLUMNS, type OrderRow } from './rows.ts';
import { messageOrderStatus } from './messages.ts';

export async function lockOrder(q: Queryable, merchantId: number, where: { id: number } | { orderId: string }) {
  return 'id' in where
    ? one<OrderRow>(q, `SELECT ${ORDER_COLUMNS} FROM orders WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [merchantId, where.id])
    : one<OrderRow>(q, `SELECT ${ORDER_COLUMNS} FROM orders WHERE merchant_id = $1 AND order_id = $2 FOR UPDATE`, [
        merchantId,
        where.orderId,
      ]);
}

/** Sets the status and writes its history row (no message, no transition check); answers the history id. */
export async function recordStatus(
  q: Queryable,
  merchantId: number,
  orderPk: number,
  status: OrderStatusName,
  source: 'dashboard' | 'store',
): Promise<number> {
  await q.query('UPDATE orders SET status = $3, updated_at = now() WHERE merchant_id = $1 AND id = $2', [merchantId, orderPk, status]);
  const history = await one<{ id: number }>(
    q,
    'INSERT INTO order_status_history (order_pk, merchant_id, status, source) VALUES ($1, $2, $3, $4) RETURNING id',
    [orderPk, merchantId, status, source],
  );
  return history!.id;
}

/** Whether the customer heard of a change, and why not (an empty wallet or an expired subscription). */
export interface Notification {
  sent: boolean;
  reason: (typeof notificationFailures)[number] | null;
}

/** The 402 of the messaging rules → the notification's reason (`data`, as @wasl/api's schema names it). */
const unpaidReasons: Partial<Record<MessageKey, (typeof notificationFailures)[number]>> = {
  'errors:integration.insufficientBalance': 'integration:insufficientBalance',
  'errors:integration.subscriptionExpired': 'integration:subscriptionExpired',
};
const unpaid = (error: unknown): Notification['reason'] =>
  error instanceof HttpError && error.status === 402 ? (unpaidReasons[error.message] ?? null) : null;

/**
 * Changes status with history and a push message; 409 when the transition is not allowed.
 * "delivered" also sends the satisfaction survey when the merchant's survey form is on (SPEC §9).
 *
 * A message nobody can pay for (402: empty wallet, expired subscription): the store integration is
 * refused as SPEC §8 lists ('refuse': nothing changes); the dashboard records the change anyway
 * ('record') and answers that no message went — the merchant's record of the parcel must not wait
 * on the wallet. The 402 is thrown before anything is written, so the transaction goes on.
 */
export async function changeOrderStatus(
  q: Queryable,
  merchantId: number,
  order: OrderRow,
  status: OrderStatusName,
  source: 'dashboard' | 'store',
  now: Date,
  onUnpaid: 'refuse' | 'record' = 'refuse',
): Promise<Notification> {
  // The answer names both ends and what is allowed, so a caller can say why (SPEC §4 transitions: api README).
  if (!canTransition(order.status, status))
    throw conflict('errors:orderTransitionNotAllowed', { from: order.status, to: status, allowed: nextStatuses(order.status) });
  const historyId = await recordStatus(q, merchantId, order.id, status, source);
  let sent: boolean;
  try {
    sent = await messageOrderStatus(q, merchantId, { ...order, status }, { key: `push:${historyId}`, now });
  } catch (error) {
    const reason = unpaid(error);
    if (onUnpaid === 'refuse' || !reason) throw error;
    return { sent: false, reason };
  }
  if (status === 'delivered') await sendSurvey(q, merchantId, order, now);
  // Not sent: the merchant switched this status's message off (customise_order).
  return sent ? { sent, reason: null } : { sent, reason: 'errors:orderMessageOff' };
}
