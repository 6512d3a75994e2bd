/**
 * Order, cart and survey messages (one message to one customer): recorded in outbound_messages as
 * `queued`, sent by a `message.send` job, then moved by status events (messaging/status.ts).
 *
 * Conversations (SPEC §9): a business-initiated conversation lasts 24 h, a user-initiated one 74 h
 * from the customer's last message. The wallet pays ONE conversation per window, when the business
 * first writes in it — every further message in the window is free. A template may open a window;
 * free-form text ('text') is refused outside an open window (`errors:conversationWindowClosed`).
 * An expired subscription (402 `errors:integration.subscriptionExpired`) or an empty wallet when a
 * conversation would be opened (402 `errors:integration.insufficientBalance`) refuses the message before
 * anything is recorded, so nothing is sent.
 */
import { CUSTOMER_SERVICE_WINDOW_MS, isFailureReason } from '@wasl/api/models';
import { publishStatusIfThread } from '../conversations/events.ts';
import { noteOutbound } from '../conversations/records.ts';
import type { Db, Queryable } from '../db/db.ts';
import { enqueue, type HandlerSpec, type Job } from '../jobs/queue.ts';
import { HttpError, type MessageKey } from '../middleware/http.ts';
import { isProviderError, type InteractiveChoices, type MessageKind, type MessagingProvider } from '../providers/index.ts';
import { MARKETING_OPT_OUT_CODE } from '../providers/whatsapp/errors.ts';
import { decideForm, type FormOptions, type MessageTemplate } from './form.ts';

export const SEND_MESSAGE_JOB = 'message.send';
export const BUSINESS_WINDOW_MS = 24 * 3_600_000;
export const USER_WINDOW_MS = 74 * 3_600_000;

export const MESSAGE_ERRORS = {
  insufficientBalance: 'errors:integration.insufficientBalance',
  subscriptionExpired: 'errors:integration.subscriptionExpired',
  windowClosed: 'errors:conversationWindowClosed',
} as const satisfies Record<string, MessageKey>;

export interface QueueMessage {
  merchantId: number;
  to: string;
  kind: MessageKind;
  body: string;
  ref?: string;
  language?: 'en' | 'ar';
  /** 'template' (default; allowed outside a window) or 'text' (free-form: only inside an open window). */
  format?: 'template' | 'text';
  /** One logical message = one key: queueing it again is a no-op. */
  idempotencyKey: string;
  now: Date;
  /** A bot reply's buttons or list (sent as a WhatsApp interactive message; free-form, like text). */
  interactive?: InteractiveChoices;
  /**
   * The approved template (and its parameters) this message goes as when the customer's 24-hour
   * window is closed at send time (messaging/form.ts); without one it then fails, never as text.
   */
  template?: MessageTemplate;
}

/**
 * Takes a conversation for (merchant, phone) if none is open and paid: checks the subscription,
 * pays one conversation from the wallet when needed, opens/extends the window. Throws the SPEC §8
 * 402s. Call inside the transaction that records the message.
 */
export async function takeConversation(
  q: Queryable,
  merchantId: number,
  phone: string,
  now: Date,
  format: 'template' | 'text' = 'template',
): Promise<{ charged: boolean }> {
  const sub = await q.query<{ status: string; expiry: Date; wallet: number }>(
    'SELECT status, expiry, wallet FROM subscriptions WHERE merchant_id = $1 FOR UPDATE',
    [merchantId],
  );
  const s = sub.rows[0];
  if (!s || s.status !== 'active' || s.expiry.getTime() <= now.getTime()) throw new HttpError(402, MESSAGE_ERRORS.subscriptionExpired);
  const window = (
    await q.query<{ expires_at: Date; charged: boolean; last_inbound_at: Date | null }>(
      'SELECT expires_at, charged, last_inbound_at FROM conversation_windows WHERE merchant_id = $1 AND phone = $2 FOR UPDATE',
      [merchantId, phone],
    )
  ).rows[0];
  const open = window && window.expires_at.getTime() > now.getTime();
  // Free-form text only inside the customer service window: 24 h from the customer's last message
  // (Meta refuses it after), however long the conversation we pay for lasts. The bot and the inbox
  // follow the same rule (a message delivered a day late gets no free-text answer).
  const serviceOpen = window?.last_inbound_at && now.getTime() - window.last_inbound_at.getTime() < CUSTOMER_SERVICE_WINDOW_MS;
  if (format === 'text' && !serviceOpen) throw new HttpError(409, MESSAGE_ERRORS.windowClosed);
  if (open && window.charged) return { charged: false };
  if (s.wallet <= 0) throw new HttpError(402, MESSAGE_ERRORS.insufficientBalance);
  // The wallet counts every conversation left; the free sessions (the plan's trial) are spent first,
  // then the paid ones, so the two counters on /subscription say what is left of each.
  await q.query(
    `UPDATE subscriptions SET wallet = wallet - 1,
       free_sessions = GREATEST(free_sessions - 1, 0),
       paid_sessions = CASE WHEN free_sessions > 0 THEN paid_sessions ELSE GREATEST(paid_sessions - 1, 0) END
     WHERE merchant_id = $1`,
    [merchantId],
  );
  if (open) {
    // A user-initiated window: the business's first reply pays its conversation.
    await q.query('UPDATE conversation_windows SET charged = true WHERE merchant_id = $1 AND phone = $2', [merchantId, phone]);
  } else {
    await q.query(
      `INSERT INTO conversation_windows (merchant_id, phone, kind, opened_at, expires_at, charged) VALUES ($1, $2, 'business', $3, $4, true)
       ON CONFLICT (merchant_id, phone) DO UPDATE SET kind = 'business', opened_at = $3, expires_at = $4, charged = true`,
      [merchantId, phone, now, new Date(now.getTime() + BUSINESS_WINDOW_MS)],
    );
  }
  return { charged: true };
}

/**
 * Records the message and its send job (atomically with the caller's transaction), after taking
 * the conversation. A key already queued answers the existing message and charges nothing.
 */
export async function queueMessage(q: Queryable, m: QueueMessage): Promise<{ id: number; created: boolean }> {
  const existing = await q.query<{ id: number }>('SELECT id FROM outbound_messages WHERE idempotency_key = $1', [m.idempotencyKey]);
  if (existing.rows[0]) return { id: existing.rows[0].id, created: false };
  await takeConversation(q, m.merchantId, m.to, m.now, m.format ?? 'template');
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO outbound_messages (merchant_id, to_phone, kind, ref, language, body, status, rank, idempotency_key, created_at, updated_at, interactive, template)
     VALUES ($1, $2, $3, $4, $5, $6, 'queued', 0, $7, $8, $8, $9::jsonb, $10::jsonb) RETURNING id`,
    [
      m.merchantId,
      m.to,
      m.kind,
      m.ref ?? '',
      m.language ?? 'en',
      m.body,
      m.idempotencyKey,
      m.now,
      m.interactive ? JSON.stringify(m.interactive) : null,
      m.template ? JSON.stringify(m.template) : null,
    ],
  );
  const id = rows[0]!.id;
  // The customer's inbox thread: the conversation it joins, a live `message` event.
  await noteOutbound(q, m.merchantId, m.to, m.kind, m.now);
  await enqueue(q, {
    kind: SEND_MESSAGE_JOB,
    payload: { messageId: id, format: m.format ?? 'template' },
    idempotencyKey: `send:${m.idempotencyKey}`,
    runAt: m.now,
  });
  return { id, created: true };
}

/**
 * A customer wrote to the merchant (inbound webhook): opens/extends the 74-hour user-initiated
 * window; a STOP (English or Arabic, alone in the message) opts the number out of marketing, and a
 * START opts it back in (Meta's opt-out/opt-in keywords). Both are written to the consent ledger.
 */
export async function recordInbound(
  q: Queryable,
  merchantId: number,
  phone: string,
  text: string,
  now: Date,
): Promise<{ optedOut: boolean; optedIn: boolean }> {
  await q.query(
    `INSERT INTO conversation_windows (merchant_id, phone, kind, opened_at, expires_at, last_inbound_at, charged) VALUES ($1, $2, 'user', $3, $4, $3, false)
     ON CONFLICT (merchant_id, phone) DO UPDATE SET last_inbound_at = $3,
       expires_at = greatest(conversation_windows.expires_at, $4),
       kind = CASE WHEN conversation_windows.expires_at > $3 THEN conversation_windows.kind ELSE 'user' END,
       opened_at = CASE WHEN conversation_windows.expires_at > $3 THEN conversation_windows.opened_at ELSE $3 END,
       charged = CASE WHEN conversation_windows.expires_at > $3 THEN conversation_windows.charged ELSE false END`,
    [merchantId, phone, now, new Date(now.getTime() + USER_WINDOW_MS)],
  );
  const optedOut = isStop(text);
  // The consent ledger (issue 23, PDPL) keeps where the opt-out came from and the customer's words.
  if (optedOut) await recordOptOut(q, merchantId, phone, 'whatsapp_reply', text.slice(0, 200), now);
  const optedIn = !optedOut && isStart(text);
  if (optedIn) {
    // Both stored forms of the number: the opt-out may have come in either.
    await q.query(`DELETE FROM opt_outs WHERE merchant_id = $1 AND ltrim(phone, '+') = ltrim($2, '+') AND scope = 'marketing'`, [
      merchantId,
      phone,
    ]);
    await q.query(
      `INSERT INTO consent_ledger (merchant_id, phone, kind, source, evidence, at) VALUES ($1, $2, 'opt_in', 'whatsapp_reply', $3, $4)`,
      [merchantId, phone, text.slice(0, 200), now],
    );
  }
  return { optedOut, optedIn };
}

/**
 * Opts a number out of marketing: an `opt_outs` row and a consent-ledger `opt_out` with its source
 * and evidence — once, while the number (in either stored form, with or without `+`) is not already
 * opted out. Answers whether it did. The one writer of an opt-out (a STOP text, Meta's signal).
 */
export async function recordOptOut(
  q: Queryable,
  merchantId: number,
  phone: string,
  source: 'whatsapp_reply' | 'meta_signal',
  evidence: string,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO opt_outs (merchant_id, phone, scope, created_at)
     SELECT $1, $2, 'marketing', $3
     WHERE NOT EXISTS (SELECT 1 FROM opt_outs WHERE merchant_id = $1 AND ltrim(phone, '+') = ltrim($2, '+') AND scope = 'marketing')
     ON CONFLICT DO NOTHING`,
    [merchantId, phone, now],
  );
  if (rowCount === 0) return false;
  await q.query(`INSERT INTO consent_ledger (merchant_id, phone, kind, source, evidence, at) VALUES ($1, $2, 'opt_out', $3, $4, $5)`, [
    merchantId,
    phone,
    source,
    evidence,
    now,
  ]);
  return true;
}

/**
 * Meta's opt-out signal (error 131050 on a send or in a failed status): the customer stopped
 * marketing from this business in WhatsApp itself — the same effect as a STOP text, with the
 * ledger entry's source `meta_signal`.
 */
export function recordMetaOptOut(q: Queryable, merchantId: number, phone: string, now: Date): Promise<boolean> {
  return recordOptOut(
    q,
    merchantId,
    phone,
    'meta_signal',
    `WhatsApp error ${MARKETING_OPT_OUT_CODE}: the customer stopped marketing messages`,
    now,
  );
}

/** A message that is only a keyword, normalised: trimmed, lower case, without a final full stop or mark. */
const keyword = (text: string) =>
  text
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[.!؟?]+$/u, '');

/**
 * "START", "subscribe", "ابدأ"/"ابدا", "اشترك", "اشتراك", "تفعيل" — the whole message: the customer
 * opts back in to marketing. "الاشتراك" alone ("the subscription") is not one: it is as often a
 * question about an order's subscription as a request.
 */
export function isStart(text: string): boolean {
  return ['start', 'subscribe', 'unstop', 'ابدأ', 'ابدا', 'إبدأ', 'اشترك', 'اشتراك', 'تفعيل'].includes(keyword(text));
}

/** "STOP", "unsubscribe", "إيقاف", "الغاء"/"إلغاء" (alone or with "الاشتراك"), "توقف" — the whole message, any case, trimmed. */
export function isStop(text: string): boolean {
  const t = keyword(text);
  return ['stop', 'unsubscribe', 'stop all', 'إيقاف', 'ايقاف', 'توقف', 'إلغاء', 'الغاء', 'إلغاء الاشتراك', 'الغاء الاشتراك'].includes(t);
}

interface MessageRow {
  id: number;
  merchant_id: number;
  to_phone: string;
  kind: MessageKind;
  ref: string;
  language: 'en' | 'ar';
  body: string;
  rank: number;
  provider_message_id: string | null;
  idempotency_key: string;
  interactive: InteractiveChoices | null;
  template: MessageTemplate | null;
}

/**
 * The `message.send` job: one provider call per message; permanent refusals are recorded as failed.
 * A message queued as 'template' (business-initiated) goes in the form messaging/form.ts decides
 * now — text inside the customer's window, else its approved template — and that form is recorded
 * in `sent_form`; one queued as 'text' (a reply inside the window) goes as text.
 */
export function sendMessageHandler(
  db: Db,
  messaging: () => MessagingProvider,
  options: FormOptions & { now?: () => Date } = {},
): HandlerSpec {
  const markFailed = async (id: number, reason: string, code: string | null) => {
    await db.query(
      `UPDATE outbound_messages SET status = 'failed', rank = 2, failure_reason = $2, error_code = $3, updated_at = now()
       WHERE id = $1 AND rank < 2`,
      [id, reason, code],
    );
  };
  return {
    async run(job: Job) {
      const { messageId, format } = job.payload as { messageId: number; format?: 'template' | 'text' };
      const m = (await db.query<MessageRow>('SELECT * FROM outbound_messages WHERE id = $1', [messageId])).rows[0];
      if (!m || m.provider_message_id) return; // already sent (a repeated run after a crash)
      const decision =
        (format ?? 'template') === 'text'
          ? { form: { kind: 'text' as const } }
          : await decideForm(
              db,
              { merchantId: m.merchant_id, to: m.to_phone, template: m.template },
              options.now?.() ?? new Date(),
              options,
            );
      if ('fail' in decision) {
        await markFailed(m.id, decision.fail.reason, decision.fail.code);
        await publishStatusIfThread(db, m.merchant_id, m.to_phone, new Date());
        return;
      }
      const form = decision.form;
      try {
        const { providerMessageId } = await messaging().send({
          merchantId: m.merchant_id,
          to: m.to_phone,
          kind: m.kind,
          body: m.body,
          ref: m.ref,
          language: m.language,
          idempotencyKey: m.idempotency_key,
          ...(form.kind === 'template'
            ? { format: 'template' as const, template: { name: form.name, params: form.params } }
            : { format: 'text' as const, ...(m.interactive ? { interactive: m.interactive } : {}) }),
        });
        await db.query(
          `UPDATE outbound_messages SET provider_message_id = $2, sent_form = $3::jsonb,
                  status = CASE WHEN rank < 1 THEN 'sent' ELSE status END, rank = greatest(rank, 1), updated_at = now()
           WHERE id = $1`,
          [m.id, providerMessageId, JSON.stringify(form)],
        );
        await publishStatusIfThread(db, m.merchant_id, m.to_phone, new Date());
      } catch (error) {
        if (isProviderError(error) && !error.retryable) {
          await markFailed(m.id, error.reason, error.code);
          if (error.code === MARKETING_OPT_OUT_CODE) await recordMetaOptOut(db, m.merchant_id, m.to_phone, options.now?.() ?? new Date());
          await publishStatusIfThread(db, m.merchant_id, m.to_phone, new Date());
          return;
        }
        throw error; // retried with backoff by the queue
      }
    },
    async dead(job, reason) {
      const { messageId } = job.payload as { messageId: number };
      const match = /rate_limited/.test(reason) ? 'rate_limited' : 'other';
      await markFailed(messageId, isFailureReason(match) ? match : 'other', null);
    },
  };
}
