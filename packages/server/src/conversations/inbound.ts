/**
 * The `whatsapp.inbound` job: one customer message from Meta's webhook into the customer's thread,
 * then the deployed bot's answer — in ONE transaction, so a retried or replayed job either did
 * everything or nothing:
 *
 * 1. the merchant: the owner of the receiving number (`contact_numbers.phone_id`), else the one who
 *    last wrote to the customer;
 * 2. the thread (merchant + customer): found by Meta's business-scoped user id, else by phone;
 *    the profile name, wa_id, user id and username are kept up to date;
 * 3. the entry, once per provider message id (a replay stops here: no second bot answer);
 * 4. the conversation window and STOP (messaging/messages.ts `recordInbound`);
 * 5. the bot (`answer`), when the conversation is not handed over, the bot-flow switch is on and
 *    a flow is deployed: the flow engine of @wasl/api (`runFlow`, the emulator's engine) walks the
 *    version the conversation started on; replies are queued as `bot` messages (free-form inside
 *    the window just opened; buttons/lists as WhatsApp interactive messages).
 */
import { runFlow, type BotReply, type FlowLanguage, type FlowOrder } from '@wasl/api/models';
import type { Db, Queryable } from '../db/db.ts';
import { queueMessage, recordInbound } from '../messaging/messages.ts';
import { answerSurvey } from '../messaging/survey.ts';
import { HttpError } from '../middleware/http.ts';
import type { InteractiveChoices } from '../providers/index.ts';
import { botTexts, listButtonLabel } from './bot-texts.ts';
import { answerRating, commentSentiment } from './csat.ts';
import { publishEvent } from './events.ts';
import { deployedFlow } from './flows.ts';
import type { InboundMessage } from './inbound-message.ts';
import { asksForHuman, conversationForMessage, handOver, touchConversation } from './records.ts';
import { phoneDigits } from '../lib/phone.ts';

/** What the webhook queued (older jobs carry only phone, text and time). */
export interface InboundJobPayload {
  phoneNumberId: string;
  from: string;
  text: string;
  timestamp: number;
  message?: InboundMessage;
  /** The sandbox's simulated messages (POST …/conversations/simulate): the merchant who typed it. */
  merchantId?: number;
}

export interface InboundDeps {
  db: Db;
  now: () => Date;
}

/** A bot session older than this restarts on the flow deployed now. */
export const BOT_SESSION_MS = 24 * 3_600_000;

export interface ThreadRow {
  id: number;
  merchant_id: number;
  phone: string | null;
  wa_id: string | null;
  user_id: string | null;
  username: string | null;
  profile_name: string;
  language: FlowLanguage;
  flow_version: number | null;
  bot_node: string | null;
  bot_at: Date | null;
  handover: 'none' | 'waiting';
  handover_section_id: number | null;
}

/** The merchant a message to `phoneNumberId` from `phone` belongs to, or undefined. */
async function merchantFor(q: Queryable, phoneNumberId: string, phone: string | null): Promise<number | undefined> {
  const { rows } = await q.query<{ merchant_id: number }>(
    `SELECT merchant_id FROM (
       SELECT merchant_id, 0 AS pref, 0::bigint AS at FROM contact_numbers WHERE phone_id = $1 AND phone_id <> ''
       UNION ALL
       SELECT merchant_id, 1, extract(epoch FROM max(created_at))::bigint FROM outbound_messages
       WHERE $2::text IS NOT NULL AND to_phone IN ($2, '+' || $2) GROUP BY merchant_id
     ) m ORDER BY pref, at DESC LIMIT 1`,
    [phoneNumberId, phone],
  );
  return rows[0]?.merchant_id;
}

/** The language a new thread starts in: the customer's known language, else the script they wrote in. */
async function firstLanguage(q: Queryable, merchantId: number, phone: string | null, text: string): Promise<FlowLanguage> {
  if (phone) {
    const { rows } = await q.query<{ language: string }>(
      `SELECT language FROM clients WHERE merchant_id = $1 AND phone IN ($2, '+' || $2) LIMIT 1`,
      [merchantId, phone],
    );
    if (rows[0]?.language === 'en' || rows[0]?.language === 'ar') return rows[0].language;
  }
  if (/[\u0600-\u06FF]/.test(text)) return 'ar';
  if (/[A-Za-z]/.test(text)) return 'en';
  return 'ar';
}

/** The customer's thread, created or brought up to date with what the webhook says about them; locked. */
export async function upsertThread(q: Queryable, merchantId: number, m: InboundMessage, at: Date): Promise<ThreadRow> {
  const found = await q.query<ThreadRow>(
    `SELECT * FROM customer_threads
     WHERE merchant_id = $1 AND ((user_id IS NOT NULL AND user_id = $2) OR (phone IS NOT NULL AND phone = $3))
     ORDER BY (user_id IS NOT NULL AND user_id = $2) DESC LIMIT 1 FOR UPDATE`,
    [merchantId, m.userId, m.phone],
  );
  const row = found.rows[0];
  if (!row) {
    const language = await firstLanguage(q, merchantId, m.phone, m.text);
    const { rows } = await q.query<ThreadRow>(
      `INSERT INTO customer_threads (merchant_id, phone, wa_id, user_id, username, profile_name, language, last_inbound_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $8) RETURNING *`,
      [merchantId, m.phone, m.waId, m.userId, m.username, m.profileName, language, at],
    );
    return rows[0]!;
  }
  const { rows } = await q.query<ThreadRow>(
    `UPDATE customer_threads SET
       phone = coalesce(phone, $3), wa_id = coalesce($4, wa_id), user_id = coalesce(user_id, $5), username = coalesce($6, username),
       profile_name = CASE WHEN $7 <> '' THEN $7 ELSE profile_name END,
       last_inbound_at = greatest(last_inbound_at, $8), updated_at = now()
     WHERE merchant_id = $1 AND id = $2 RETURNING *`,
    [merchantId, row.id, m.phone, m.waId, m.userId, m.username, m.profileName, at],
  );
  return rows[0]!;
}

/** The job's work (see the file comment). */
export async function handleInbound(deps: InboundDeps, payload: InboundJobPayload): Promise<void> {
  const legacy = !payload.message;
  const phone = (payload.message ? payload.message.phone : phoneDigits(payload.from)) || null;
  const merchantId = payload.merchantId ?? (await merchantFor(deps.db, payload.phoneNumberId, phone));
  if (!merchantId) return; // nobody we know wrote to or owns this number
  const at = new Date(payload.timestamp * 1000);
  if (legacy) {
    // A job queued before threads existed: what it did then (window, STOP).
    if (phone) await deps.db.transaction((tx) => recordInbound(tx, merchantId, phone, payload.text, at));
    return;
  }
  const m = payload.message!;
  await deps.db.transaction(async (tx) => {
    const thread = await upsertThread(tx, merchantId, m, at);
    const inserted = await tx.query(
      `INSERT INTO thread_messages (merchant_id, thread_id, provider_message_id, type, text, payload, sent_at, received_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8) ON CONFLICT (merchant_id, provider_message_id) DO NOTHING RETURNING id`,
      [merchantId, thread.id, m.id, m.type, m.text, JSON.stringify(m.payload), at, deps.now()],
    );
    if (inserted.rows.length === 0) return; // Meta's retry or a replay: already stored and answered
    if (!thread.phone) return; // a username-only customer: no window by phone, no bot reply yet
    // Typed text or a template's quick-reply button ("STOP") may opt out, as before threads.
    const words = m.type === 'text' || m.type === 'quick_reply' ? m.text : '';
    const { optedOut } = await recordInbound(tx, merchantId, thread.phone, words, at);
    const now = deps.now();
    // A rating of a closed conversation (or its comment) answers the survey, not a new conversation.
    if (!optedOut && (await answerRating(tx, merchantId, thread.phone, m, now, commentSentiment))) return;
    // The conversation it joins (a new one after a close or the chat-end time), live to the inbox.
    let conversation = await conversationForMessage(tx, thread, 'user', now);
    await touchConversation(tx, conversation, now, false);
    await publishEvent(tx, merchantId, {
      type: 'message',
      phone: thread.phone,
      conversationId: conversation.id,
      state: conversation.state,
      sectionId: conversation.section_id,
      agentId: conversation.agent_id,
      at: now,
    });
    // The customer's answer to a survey sent on delivery (messaging/survey.ts): recorded, no bot reply.
    if (!optedOut && (m.type === 'text' || m.type === 'button_reply' || m.type === 'list_reply' || m.type === 'quick_reply')) {
      const reply = {
        messageId: m.id,
        text: m.text,
        typed: m.type === 'text',
        ...(m.payload.replyId ? { replyId: m.payload.replyId } : {}),
      };
      if (await answerSurvey(tx, merchantId, thread.phone, reply, now)) return;
    }
    if (optedOut || m.type === 'reaction' || conversation.state !== 'bot') return; // a human has it (or will)
    const current = (
      await tx.query<ThreadRow>('SELECT * FROM customer_threads WHERE merchant_id = $1 AND id = $2', [merchantId, thread.id])
    ).rows[0]!;
    let sectionId: number | null = current.handover_section_id;
    let handover = false;
    // The flow's choices first (a button titled "Talk to an agent" goes to its own section), then
    // the "asks for a human" shortcut for words the flow does not offer.
    const shortcut = m.type === 'text' && asksForHuman(m.text);
    const replies = await answer(tx, now, current, m, { unlessChosen: shortcut });
    if (replies === 'skipped') handover = true;
    else {
      const handed = replies.find((r) => r.event === 'handover');
      if (handed) {
        handover = true;
        sectionId = handed.section?.id ?? null;
      } else if (replies.length === 0) handover = true; // no bot to answer (or it asked for a human): a human must
    }
    if (!handover) return;
    const result = await handOver(tx, current, conversation, sectionId, now);
    conversation = result.conversation;
    if (result.notice && !(await toldAlready(tx, merchantId, thread.phone, now))) {
      try {
        await queueMessage(tx, {
          merchantId,
          to: thread.phone,
          kind: 'bot',
          body: result.notice,
          ref: 'support_time',
          language: current.language,
          format: 'text',
          idempotencyKey: `support-time:${merchantId}:${conversation.id}`,
          now,
        });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error; // no subscription or wallet: it still waits
      }
    }
  });
}

/** How long a "we'll answer at …" notice stands for the customer when no person has written since. */
export const SUPPORT_NOTICE_MS = 24 * 3_600_000;

/**
 * Whether the customer was already told when someone will answer, in the current waiting period:
 * a `support_time` notice in the last SUPPORT_NOTICE_MS with no person (agent or merchant, kind
 * `agent`) writing to them since. A customer who writes again outside support time — into the
 * waiting conversation, or into a new one after a close — is not told twice in a row (ADR 020).
 */
export async function toldAlready(q: Queryable, merchantId: number, phone: string, now: Date): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM outbound_messages n
     WHERE n.merchant_id = $1 AND n.to_phone IN ($2, '+' || $2) AND n.ref = 'support_time' AND n.created_at > $3
       AND NOT EXISTS (SELECT 1 FROM outbound_messages h
                       WHERE h.merchant_id = $1 AND h.to_phone IN ($2, '+' || $2) AND h.kind = 'agent' AND h.created_at >= n.created_at)
     LIMIT 1`,
    [merchantId, phone, new Date(now.getTime() - SUPPORT_NOTICE_MS)],
  );
  return rows.length > 0;
}

/** Whether the bot answers this conversation: the switch of its section, or the merchant's when it has none. */
async function botSwitchOn(q: Queryable, thread: ThreadRow): Promise<boolean> {
  const { rows } = await q.query<{ on: boolean }>(
    thread.handover_section_id != null
      ? 'SELECT botflow AS on FROM sections WHERE merchant_id = $1 AND id = $2'
      : 'SELECT botflow AS on FROM settings WHERE merchant_id = $1',
    thread.handover_section_id != null ? [thread.merchant_id, thread.handover_section_id] : [thread.merchant_id],
  );
  return rows[0]?.on === true;
}

/** The interactive part of a reply: reply buttons (≤ 3) or a list (the node's choice, or more than 3). */
export function interactiveOf(reply: BotReply, language: FlowLanguage): InteractiveChoices | undefined {
  if (reply.buttons.length === 0) return undefined;
  const list = reply.list === true || reply.buttons.length > 3;
  return list
    ? { kind: 'list', choices: reply.buttons.slice(0, 10), listButton: listButtonLabel(language) }
    : { kind: 'buttons', choices: reply.buttons };
}

/**
 * The deployed bot's answer to one inbound message, inside the caller's transaction. A conversation
 * handed over to a human gets no bot answer; a bot session continues on the flow version it started
 * on for BOT_SESSION_MS after its last step, then restarts on the version deployed now.
 */
export async function answer(
  q: Queryable,
  now: Date,
  thread: ThreadRow,
  m: InboundMessage,
  options: { unlessChosen?: boolean } = {},
): Promise<BotReply[] | 'skipped'> {
  if (thread.handover !== 'none' || !thread.phone) return [];
  if (!(await botSwitchOn(q, thread))) return [];
  const live = thread.bot_node !== null && thread.bot_at !== null && now.getTime() - thread.bot_at.getTime() < BOT_SESSION_MS;
  const deployed = await deployedFlow(q, thread.merchant_id, live ? thread.flow_version : null);
  if (!deployed || deployed.flow.nodes.length === 0) return [];
  const session = live && deployed.version === thread.flow_version ? thread.bot_node : null;
  const merchantId = thread.merchant_id;
  // One after the other: these run on the job's transaction (one connection).
  const sections = await q.query<{ id: number; name: string; support: boolean }>(
    'SELECT id, name, support FROM sections WHERE merchant_id = $1 ORDER BY id',
    [merchantId],
  );
  const orders = await q.query<FlowOrder>(
    `SELECT order_id AS "Order_ID", status FROM orders WHERE merchant_id = $1 AND phone IN ($2, '+' || $2)
     ORDER BY order_date DESC, id DESC LIMIT 20`,
    [merchantId, thread.phone],
  );
  const tapped = m.type === 'button_reply' || m.type === 'list_reply' || m.type === 'quick_reply' ? m.payload.replyId : undefined;
  const typed = m.type === 'text' || tapped !== undefined ? m.text : '';
  const result = runFlow({
    flow: deployed.flow,
    language: thread.language,
    texts: botTexts,
    at: session,
    id: tapped,
    text: typed,
    sections: sections.rows,
    orders: orders.rows,
    latestOrder: orders.rows[0] ?? null,
  });
  // `unlessChosen`: the message asks for a human in words; unless it picked one of the flow's
  // choices, the bot says nothing and the caller hands over (the shortcut).
  if (options.unlessChosen && !result.chose) return 'skipped';
  try {
    for (const [i, reply] of result.replies.entries()) {
      const interactive = interactiveOf(reply, result.language);
      await queueMessage(q, {
        merchantId,
        to: thread.phone,
        kind: 'bot',
        body: reply.text,
        ref: reply.node_id,
        language: result.language,
        format: 'text',
        idempotencyKey: `bot:${merchantId}:${m.id}:${i}`,
        now,
        ...(interactive ? { interactive } : {}),
      });
    }
  } catch (error) {
    // No subscription or no conversation left in the wallet: the message stays in the thread
    // unanswered (an agent sees it); nothing else is rolled back.
    if (error instanceof HttpError) return [];
    throw error;
  }
  const handover = result.replies.find((r) => r.event === 'handover');
  await q.query(
    `UPDATE customer_threads SET language = $3, flow_version = $4, bot_node = $5, bot_at = $6,
       handover = CASE WHEN $7 THEN 'waiting' ELSE handover END,
       handover_section_id = CASE WHEN $7 THEN $8 ELSE handover_section_id END,
       handover_at = CASE WHEN $7 THEN $6 ELSE handover_at END, updated_at = now()
     WHERE merchant_id = $1 AND id = $2`,
    [merchantId, thread.id, result.language, deployed.version, result.at, now, result.handover, handover?.section?.id ?? null],
  );
  return result.replies;
}
