/**
 * Cart recovery (issue 20): an order from a customer who was reminded of a cart in the
 * CART_RECOVERY_WINDOW_DAYS before it recovers that cart — the latest one not yet recovered — and
 * its total is the revenue recovered. Called for every new order (insertOrder), whoever reports
 * it; the demo seed calls it for its orders too, so the dashboard's figure has one source.
 */
import { CART_RECOVERY_WINDOW_DAYS } from '@wasl/api/models';
import type { Queryable } from '../../db/db.ts';

export interface RecoveringOrder {
  /** orders.id */
  id: number;
  phone: string;
  total: number | string;
  /** When the customer placed it (orders.order_date). */
  date: Date;
}

/** Marks the cart this order recovers, if any; answers its id. */
export async function recoverCart(q: Queryable, merchantId: number, order: RecoveringOrder): Promise<number | null> {
  const from = new Date(order.date.getTime() - CART_RECOVERY_WINDOW_DAYS * 86_400_000);
  const { rows } = await q.query<{ id: number }>(
    `UPDATE abandoned_carts SET recovered = true, recovered_order_pk = $3, recovered_total = $4, recovered_at = $5
     WHERE id = (
       SELECT id FROM abandoned_carts
       WHERE merchant_id = $1 AND phone = $2 AND reminded AND NOT recovered AND created_at <= $5 AND created_at > $6
       ORDER BY created_at DESC, id DESC LIMIT 1
     ) AND merchant_id = $1
     RETURNING id`,
    [merchantId, order.phone, order.id, order.total, order.date, from],
  );
  return rows[0]?.id ?? null;
}
