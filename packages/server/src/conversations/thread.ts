/**
 * A customer's thread as one list, oldest first: the inbound entries (thread_messages) and every
 * message the business sent to the customer's phone through the messaging engine — bot replies,
 * order updates, cart reminders, surveys (outbound_messages) and campaigns (campaign_recipients) —
 * each with its delivery status as the status webhooks move it (sent, delivered, seen, failed with
 * the plain-language reason class of @wasl/api `failureReasons`). Outbound records are matched by the
 * thread's phone in both stored forms (`9665…` from webhooks, `+9665…` from stores). Every
 * statement filters on the merchant.
 */
import type { Queryable } from '../db/db.ts';
import { isFailureReason, type FailureReason, type SentForm } from '@wasl/api/models';
import type { ThreadContact } from '@wasl/api/types';
import { phoneDigits } from '../lib/phone.ts';

export type ThreadSender = 'customer' | 'bot' | 'agent' | 'system';

export interface ThreadEntry {
  direction: 'in' | 'out';
  sender: ThreadSender;
  /** Inbound: the entry type (text, button_reply, image, …); outbound: the message kind (bot, order_status, campaign, …). */
  kind: string;
  /** As sent, verbatim. */
  text: string;
  /** Inbound: reply id, media id and caption, location…; outbound: a bot reply's buttons or list. */
  payload: Record<string, unknown>;
  /** Outbound only: queued, sending, sent, delivered, seen or failed. */
  status: string | null;
  failure_reason: FailureReason | null;
  at: Date;
  provider_message_id: string | null;
  /** Outbound, once sent: text, or the template (name, parameters) it went as (messaging/form.ts). */
  form?: SentForm;
}

export interface ThreadHead {
  id: number;
  phone: string | null;
  wa_id: string | null;
  user_id: string | null;
  username: string | null;
  profile_name: string;
  language: 'en' | 'ar';
  handover: 'none' | 'waiting';
  handover_section_id: number | null;
}

/** The merchant's thread with a customer, by phone (digits, `+` optional) or Meta user id; undefined when none. */
export async function findThread(
  q: Queryable,
  merchantId: number,
  who: { phone?: string; userId?: string },
): Promise<ThreadHead | undefined> {
  const phone = (who.phone && phoneDigits(who.phone)) || null;
  const { rows } = await q.query<ThreadHead>(
    `SELECT id, phone, wa_id, user_id, username, profile_name, language, handover, handover_section_id FROM customer_threads
     WHERE merchant_id = $1 AND ((phone IS NOT NULL AND phone = $2) OR (user_id IS NOT NULL AND user_id = $3)) LIMIT 1`,
    [merchantId, phone, who.userId ?? null],
  );
  return rows[0];
}

/** The entries of a thread of this merchant (none for another merchant's thread id). */
export async function readThread(q: Queryable, merchantId: number, threadId: number, limit = 500): Promise<ThreadEntry[]> {
  const head = await q.query<{ phone: string | null }>('SELECT phone FROM customer_threads WHERE merchant_id = $1 AND id = $2', [
    merchantId,
    threadId,
  ]);
  if (!head.rows[0]) return [];
  return entries(q, merchantId, threadId, head.rows[0].phone, limit);
}

/**
 * The merchant's thread with the customer of `phone` (digits), whether or not they ever wrote:
 * what was sent to the number appears even without inbound entries.
 */
export async function readCustomerThread(q: Queryable, merchantId: number, phone: string, limit = 500): Promise<ThreadEntry[]> {
  const head = await q.query<{ id: number }>('SELECT id FROM customer_threads WHERE merchant_id = $1 AND phone = $2', [merchantId, phone]);
  return entries(q, merchantId, head.rows[0]?.id ?? 0, phone, limit);
}

async function entries(q: Queryable, merchantId: number, threadId: number, phone: string | null, limit: number): Promise<ThreadEntry[]> {
  const phones = phone ? [phone, `+${phone}`] : [];
  // Sorted by when we recorded each entry (inbound: received; outbound: queued; campaigns: sent),
  // ties by the shared thread_seq; shown with the customer's own time for inbound entries.
  const { rows } = await q.query<
    Omit<ThreadEntry, 'failure_reason'> & { failure_reason: string | null; sort_at: Date; seq: number; form: SentForm | null }
  >(
    `SELECT * FROM (
       SELECT 'in' AS direction, 'customer' AS sender, type AS kind, text, payload, NULL::text AS status, NULL::text AS failure_reason,
              sent_at AS at, provider_message_id, NULL::jsonb AS form, received_at AS sort_at, seq
       FROM thread_messages WHERE merchant_id = $1 AND thread_id = $2
       UNION ALL
       SELECT 'out', CASE kind WHEN 'bot' THEN 'bot' WHEN 'agent' THEN 'agent' ELSE 'system' END, kind, body, coalesce(interactive, '{}'::jsonb),
              status, failure_reason, created_at, provider_message_id, sent_form, created_at, coalesce(seq, 0)
       FROM outbound_messages WHERE merchant_id = $1 AND to_phone = ANY($3::text[])
       UNION ALL
       SELECT 'out', 'system', kind, '', payload, NULL, NULL, created_at, NULL, NULL::jsonb, created_at, seq
       FROM thread_notes WHERE merchant_id = $1 AND thread_id = $2
       UNION ALL
       SELECT 'out', 'system', 'campaign', c.content,
              -- The recipient's own tracked links (campaign messages' buttons, issue 20), as paths on our origin.
              coalesce((SELECT jsonb_build_object('links', jsonb_agg(jsonb_build_object('text', c.buttons -> l.button ->> 'text', 'url', '/r/' || l.token)
                                                                     ORDER BY l.button))
                        FROM campaign_links l WHERE l.campaign_id = r.campaign_id AND l.position = r.position AND l.merchant_id = $1), '{}'::jsonb),
              r.status, r.failure_reason, coalesce(r.sent_at, r.updated_at),
              r.provider_message_id, r.sent_form, coalesce(r.sent_at, r.updated_at), 0
       FROM campaign_recipients r JOIN campaigns c ON c.id = r.campaign_id AND c.merchant_id = $1
       WHERE r.merchant_id = $1 AND r.phone = ANY($3::text[]) AND r.rank > 0
     ) t ORDER BY sort_at DESC, seq DESC LIMIT $4`,
    [merchantId, threadId, phones, limit],
  );
  return rows.reverse().map(({ sort_at: _at, seq: _seq, form, failure_reason: reason, ...rest }) => {
    // Campaign rows store '' for "no failure"; a class this build does not know reads as 'other'.
    const entry = { ...rest, failure_reason: reason ? (isFailureReason(reason) ? reason : 'other') : null };
    return form ? { ...entry, form } : entry;
  });
}

/** The side panel's facts about a customer (tenant-scoped): opt-out, last 10 ratings, last 10 carts. */
export async function contactOf(q: Queryable, merchantId: number, phone: string): Promise<ThreadContact> {
  const [optOut, feedback, carts] = await Promise.all([
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM opt_outs WHERE merchant_id = $1 AND phone IN ($2, '+' || $2)`, [
      merchantId,
      phone,
    ]),
    q.query<{ rating: number; comment: string; created_at: Date }>(
      `SELECT rating, comment, created_at FROM feedbacks WHERE merchant_id = $1 AND phone IN ($2, '+' || $2)
       ORDER BY created_at DESC, id DESC LIMIT 10`,
      [merchantId, phone],
    ),
    q.query<{ cart_id: string; total: string; currency: string; created_at: Date; reminded: boolean; recovered: boolean }>(
      `SELECT cart_id, total, currency, created_at, reminded, recovered FROM abandoned_carts WHERE merchant_id = $1 AND phone IN ($2, '+' || $2)
       ORDER BY created_at DESC, id DESC LIMIT 10`,
      [merchantId, phone],
    ),
  ]);
  return {
    opted_out: (optOut.rows[0]?.n ?? 0) > 0,
    feedback: feedback.rows.map((f) => ({ rating: f.rating, comment: f.comment, at: f.created_at.toISOString() })),
    carts: carts.rows.map((c) => ({
      cart_id: c.cart_id,
      total: Number(c.total),
      currency: c.currency,
      at: c.created_at.toISOString(),
      reminded: c.reminded,
      recovered: c.recovered,
    })),
  };
}
