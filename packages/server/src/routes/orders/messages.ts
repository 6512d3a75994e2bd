/**
 * The merchant's order status messages (/api_integration/customise_order, issue 22): per update
 * status, whether a message goes out and its English and Arabic text. A plan without `order_updates`
 * (SPEC §6) cannot read or change them (402), and its status changes send the push template as before.
 */
import { orderUpdateStatuses, type OrderMessageSetting } from '@wasl/api/models';
import { one, type Queryable } from '../../db/db.ts';
import { merchantFeatures } from '../../db/queries.ts';
import { notInPlan } from '../../middleware/http.ts';
import type { OrderRow } from './rows.ts';
import { messageAboutOrder, templateText } from './templates.ts';

async function stored(q: Queryable, merchantId: number): Promise<OrderMessageSetting[] | null> {
  const row = await one<{ messages: OrderMessageSetting[] }>(q, 'SELECT messages FROM order_messages WHERE merchant_id = $1', [merchantId]);
  return row?.messages ?? null;
}

/** 402 errors:featureNotInPlan unless the merchant's plan (or an add-on) has `order_updates`. */
export async function requireOrderUpdates(q: Queryable, merchantId: number, now: Date): Promise<void> {
  if (!(await merchantFeatures(q, merchantId, now)).has('order_updates')) throw notInPlan('order_updates');
}

/** What the merchant saved, or the default: every status on, in lifecycle order, with the push template's text. */
export async function orderMessages(q: Queryable, merchantId: number): Promise<OrderMessageSetting[]> {
  const saved = await stored(q, merchantId);
  if (saved) return saved;
  const [en, ar] = await Promise.all([templateText(q, merchantId, 'push', 'en'), templateText(q, merchantId, 'push', 'ar')]);
  return orderUpdateStatuses.map((status) => ({ status, enabled: true, en, ar }));
}

export async function saveOrderMessages(q: Queryable, merchantId: number, messages: OrderMessageSetting[], now: Date) {
  await q.query(
    `INSERT INTO order_messages (merchant_id, messages, updated_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (merchant_id) DO UPDATE SET messages = EXCLUDED.messages, updated_at = EXCLUDED.updated_at`,
    [merchantId, JSON.stringify(messages), now],
  );
}

/**
 * The status message of `order` (in its current status): the merchant's order messages decide —
 * nothing when that status is switched off (answers false), their text when customised; without
 * a saved list, without `order_updates` in the plan, or for a status outside the list (`placed`),
 * the push template. Every status change and the "resend" go through here.
 */
export async function messageOrderStatus(
  q: Queryable,
  merchantId: number,
  order: OrderRow,
  send: { key: string; now: Date },
): Promise<boolean> {
  const setting = (await stored(q, merchantId))?.find((m) => m.status === order.status);
  const custom = setting && (await merchantFeatures(q, merchantId, send.now)).has('order_updates') ? setting : null;
  if (custom && !custom.enabled) return false;
  await messageAboutOrder(q, merchantId, order, 'push', send, custom ? { en: custom.en, ar: custom.ar } : undefined);
  return true;
}
