/**
 * The plan feature new_order_notification (SPEC §6): the merchant hears of each new order by e-mail,
 * at the business e-mail of the profile (else the account's), in the merchant's language. Outside
 * the plan nothing is sent. Built inside the order's transaction, sent by the caller after it
 * commits (through the e-mail provider; the sandbox's records it in email_outbox).
 */
import type { Queryable } from '../../db/db.ts';
import { one } from '../../db/db.ts';
import { merchantFeatures } from '../../db/queries.ts';
import { languageOf, text } from '../../lib/labels.ts';
import type { Email } from '../../providers/index.ts';
import type { OrderRow } from './rows.ts';

export async function newOrderEmail(q: Queryable, merchantId: number, order: OrderRow): Promise<Email | null> {
  if (!(await merchantFeatures(q, merchantId)).has('new_order_notification')) return null;
  const merchant = await one<{ email: string; language: string; profile: { Business_Email?: unknown } | null }>(
    q,
    'SELECT email, language, profile FROM merchants WHERE id = $1',
    [merchantId],
  );
  if (!merchant) return null;
  const language = languageOf(merchant.language);
  const business = typeof merchant.profile?.Business_Email === 'string' ? merchant.profile.Business_Email.trim() : '';
  const vars = {
    orderId: order.order_id,
    total: Number(order.total).toFixed(2),
    currency: order.currency,
    customer: order.customer_name || `+${order.phone}`,
  };
  return {
    merchantId,
    to: business || merchant.email,
    subject: text(language, 'notify:email.newOrder.subject', vars),
    body: text(language, 'notify:email.newOrder.body', vars),
  };
}
