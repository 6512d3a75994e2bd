/**
 * Conversation records (issue 19): each conversation with a customer is a row of `conversations`
 * (the table the figures read) tied to the customer's thread, and moves
 *
 *   bot ──handover──▶ waiting ──assign/claim──▶ assigned ──close──▶ closed
 *    └──────────────── close / chat end ────────────────────────────┘
 *
 * - A customer's message opens a conversation when the thread has none open (kind `user`); a
 *   business message into a thread with none open opens one too (kind `business`). A message after
 *   a close — by an agent, or the merchant's chat-end setting (N minutes without a message; 0 =
 *   never) — opens a NEW record: each record is one conversation for the figures (first-response
 *   and resolution times), and the bot greets the customer again when its switch is on.
 * - Handover (the flow's `$AGENT`, a customer asking for a human, or a message the bot does not
 *   answer at all) moves it to its section's queue. Inside the section's support time (its own
 *   hours and switch, in its time zone; the merchant's settings when it has no section) it is
 *   assigned at once to the agent in service in that section with the fewest open conversations,
 *   else it waits; outside them the customer is told when someone will answer, and it waits.
 * - Every change publishes an `assignment` event (events.ts) in the same transaction.
 */
import { translate } from '@wasl/i18n/catalogue';
import type { Actor } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../middleware/http.ts';
import { publishEvent } from './events.ts';
import { phoneDigits } from '../lib/phone.ts';

export type ConversationState = 'bot' | 'waiting' | 'assigned' | 'closed';

export interface ConversationRow {
  id: number;
  merchant_id: number;
  thread_id: number;
  phone: string;
  kind: 'user' | 'business';
  state: ConversationState;
  section_id: number | null;
  agent_id: number | null;
  started_at: Date;
  ended_at: Date | null;
  waiting_at: Date | null;
  assigned_at: Date | null;
  first_response_at: Date | null;
  last_message_at: Date | null;
  closed_by: string | null;
}

export type { Actor };

interface ThreadLike {
  id: number;
  merchant_id: number;
  phone: string | null;
  profile_name: string;
  language: 'en' | 'ar';
}

export async function currentConversation(q: Queryable, merchantId: number, threadId: number): Promise<ConversationRow | undefined> {
  const { rows } = await q.query<ConversationRow>(
    `SELECT c.* FROM customer_threads t JOIN conversations c ON c.merchant_id = t.merchant_id AND c.id = t.conversation_id
     WHERE t.merchant_id = $1 AND t.id = $2`,
    [merchantId, threadId],
  );
  return rows[0];
}

/** The merchant's chat-end setting in ms (null: never). */
export async function chatEndMs(q: Queryable, merchantId: number): Promise<number | null> {
  const { rows } = await q.query<{ minutes: number }>('SELECT chat_end_minutes AS minutes FROM settings WHERE merchant_id = $1', [
    merchantId,
  ]);
  const minutes = rows[0]?.minutes ?? 0;
  return minutes > 0 ? minutes * 60_000 : null;
}

const assignment = (q: Queryable, c: ConversationRow, at: Date) =>
  publishEvent(q, c.merchant_id, {
    type: 'assignment',
    phone: c.phone,
    conversationId: c.id,
    state: c.state,
    sectionId: c.section_id,
    agentId: c.agent_id,
    at,
  });

async function update(q: Queryable, c: ConversationRow, set: string, params: unknown[]): Promise<ConversationRow> {
  const { rows } = await q.query<ConversationRow>(`UPDATE conversations SET ${set} WHERE merchant_id = $1 AND id = $2 RETURNING *`, [
    c.merchant_id,
    c.id,
    ...params,
  ]);
  return rows[0]!;
}

/** Closes `c` (agent, merchant or chat end) and hands the thread back to the bot for next time. */
export async function closeConversation(q: Queryable, c: ConversationRow, by: string, at: Date): Promise<ConversationRow> {
  if (c.state === 'closed') return c;
  const closed = await update(q, c, `state = 'closed', status = 'closed', ended_at = $3, closed_by = $4`, [at, by]);
  await q.query(`UPDATE customer_threads SET handover = 'none', bot_node = NULL, updated_at = now() WHERE merchant_id = $1 AND id = $2`, [
    c.merchant_id,
    c.thread_id,
  ]);
  await assignment(q, closed, at);
  return closed;
}

/** Opens a new conversation on the thread and makes it the current one. */
export async function openConversation(
  q: Queryable,
  thread: ThreadLike,
  kind: 'user' | 'business',
  state: 'bot' | 'waiting',
  sectionId: number | null,
  at: Date,
): Promise<ConversationRow> {
  const { rows } = await q.query<ConversationRow>(
    `INSERT INTO conversations (merchant_id, phone, client_name, section_id, kind, status, messages, started_at, thread_id, state, last_message_at, waiting_at)
     VALUES ($1, $2, $3, $4, $5, 'open', 0, $6, $7, $8, $6, CASE WHEN $8 = 'waiting' THEN $6::timestamptz END) RETURNING *`,
    [thread.merchant_id, thread.phone ?? '', thread.profile_name, sectionId, kind, at, thread.id, state],
  );
  const c = rows[0]!;
  await q.query(
    `UPDATE customer_threads SET conversation_id = $3, handover = CASE WHEN $4 = 'bot' THEN 'none' ELSE 'waiting' END, updated_at = now()
     WHERE merchant_id = $1 AND id = $2`,
    [thread.merchant_id, thread.id, c.id, state],
  );
  await assignment(q, c, at);
  return c;
}

/**
 * A conversation handed over to a person (waiting in a queue, or assigned) that no person has
 * answered yet: it waits, however long (outside support time, support off, nobody in service) —
 * the chat-end setting does not close it (ADR 020); an agent takes and answers it, or the merchant
 * answers or closes it.
 */
export const awaitsFirstAnswer = (c: Pick<ConversationRow, 'state' | 'first_response_at'>): boolean =>
  (c.state === 'waiting' || c.state === 'assigned') && c.first_response_at === null;

/**
 * The conversation a new message joins: the current one while open (closing it first when the
 * chat-end time has passed since its last message), else a new one.
 */
export async function conversationForMessage(
  q: Queryable,
  thread: ThreadLike,
  kind: 'user' | 'business',
  at: Date,
): Promise<ConversationRow> {
  let c = await currentConversation(q, thread.merchant_id, thread.id);
  if (c && c.state !== 'closed' && !awaitsFirstAnswer(c)) {
    const end = await chatEndMs(q, thread.merchant_id);
    const last = c.last_message_at ?? c.started_at;
    if (end !== null && at.getTime() - last.getTime() >= end) c = await closeConversation(q, c, 'chat_end', new Date(last.getTime() + end));
  }
  if (c && c.state !== 'closed') return c;
  return openConversation(q, thread, kind, 'bot', null, at);
}

/** A message in or out joined `c`: counts it and moves the thread to the top of the inbox. */
export async function touchConversation(q: Queryable, c: ConversationRow, at: Date, human: boolean): Promise<void> {
  await q.query(
    `UPDATE conversations SET messages = messages + 1, last_message_at = greatest(last_message_at, $3),
       first_response_at = CASE WHEN $4 AND first_response_at IS NULL THEN $3::timestamptz ELSE first_response_at END
     WHERE merchant_id = $1 AND id = $2`,
    [c.merchant_id, c.id, at, human],
  );
  await q.query('UPDATE customer_threads SET last_at = greatest(coalesce(last_at, $3), $3) WHERE merchant_id = $1 AND id = $2', [
    c.merchant_id,
    c.thread_id,
    at,
  ]);
}

/* ------------------------------------------------------------------ support time */

export interface SupportWindow {
  /** Support is on and now is inside its hours. */
  open: boolean;
  on: boolean;
  start: string;
  end: string;
  timeZone: string;
}

/** Minutes since midnight in `timeZone` (an unknown zone counts as UTC). */
export function minutesIn(timeZone: string, at: Date): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  } catch {
    parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  }
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return (hour % 24) * 60 + minute;
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Whether `at` is inside start–end (same start and end = all day; an end before the start crosses midnight). */
export function insideHours(start: string, end: string, timeZone: string, at: Date): boolean {
  const s = toMinutes(start);
  const e = toMinutes(end);
  if (s === e) return true;
  const now = minutesIn(timeZone, at);
  return s < e ? now >= s && now < e : now >= s || now < e;
}

/** The support time that applies to a section (its own), or to the merchant's general queue. */
export async function supportWindow(q: Queryable, merchantId: number, sectionId: number | null, at: Date): Promise<SupportWindow> {
  const { rows } = await q.query<{ support: boolean; start: string; end: string; tz: string }>(
    sectionId !== null
      ? 'SELECT support, start_time AS start, end_time AS "end", time_zone AS tz FROM sections WHERE merchant_id = $1 AND id = $2'
      : 'SELECT support, support_start AS start, support_end AS "end", time_zone AS tz FROM settings WHERE merchant_id = $1',
    sectionId !== null ? [merchantId, sectionId] : [merchantId],
  );
  const r = rows[0] ?? { support: true, start: '00:00', end: '00:00', tz: 'UTC' };
  return { on: r.support, open: r.support && insideHours(r.start, r.end, r.tz, at), start: r.start, end: r.end, timeZone: r.tz };
}

/** The agent in service in the section with the fewest open conversations (ties: the longest idle), or null. */
export async function pickAgent(q: Queryable, merchantId: number, sectionId: number | null): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT a.id FROM agents a
     WHERE a.merchant_id = $1 AND a.status = 'active' AND a.service
       AND ($2::int IS NULL OR a.section_id = $2 OR EXISTS (SELECT 1 FROM agent_sections s WHERE s.merchant_id = $1 AND s.agent_id = a.id AND s.section_id = $2))
     ORDER BY (SELECT count(*) FROM conversations c WHERE c.merchant_id = $1 AND c.agent_id = a.id AND c.state = 'assigned'),
       (SELECT max(c.assigned_at) FROM conversations c WHERE c.merchant_id = $1 AND c.agent_id = a.id) NULLS FIRST, a.id
     LIMIT 1`,
    [merchantId, sectionId],
  );
  return rows[0]?.id ?? null;
}

/**
 * Hands `c` to a human: the section's queue, then at once to an agent when support is open. Outside
 * support time (or with support off) it waits, and `notice` is what the customer is told (when
 * someone will answer, in their language) — the caller sends it.
 */
export async function handOver(
  q: Queryable,
  thread: ThreadLike,
  c: ConversationRow,
  sectionId: number | null,
  at: Date,
): Promise<{ conversation: ConversationRow; notice: string | null }> {
  const support = await supportWindow(q, c.merchant_id, sectionId, at);
  const agentId = support.open ? await pickAgent(q, c.merchant_id, sectionId) : null;
  const next = await update(
    q,
    c,
    agentId !== null
      ? `state = 'assigned', section_id = $3, agent_id = $4, waiting_at = coalesce(waiting_at, $5), assigned_at = $5`
      : `state = 'waiting', section_id = $3, agent_id = $4, waiting_at = coalesce(waiting_at, $5)`,
    [sectionId, agentId, at],
  );
  await q.query(
    `UPDATE customer_threads SET handover = 'waiting', handover_section_id = $3, handover_at = coalesce(handover_at, $4), bot_node = NULL
     WHERE merchant_id = $1 AND id = $2`,
    [c.merchant_id, thread.id, sectionId, at],
  );
  const notice = support.open
    ? null
    : support.on
      ? translate(thread.language, 'chatbot:bot.outsideHours', { start: support.start, end: support.end, zone: support.timeZone })
      : translate(thread.language, 'chatbot:bot.supportOff');
  await assignment(q, next, at);
  return { conversation: next, notice };
}

/** Words a customer uses to ask for a person (English and Arabic), alone or in a short sentence. */
const HUMAN = /\b(agent|human|person|representative|someone real|real person|customer service)\b|موظف|انسان|إنسان|بشري|ممثل|خدمة العملاء/i;
export const asksForHuman = (text: string): boolean => text.length <= 80 && HUMAN.test(text);

/**
 * An agent removed or taken out of service (routes/agents): their open (assigned) conversations go
 * back to their section's queue — waiting, no agent, the section kept (none: the general queue) —
 * where the section's other agents see them live and take one; nothing is sent to the customer.
 * Call it in the transaction that removes the agent or changes their service, before a removal
 * (which would only null `agent_id`). With `sectionId`, only that section's conversations (the agent
 * left that one section; those of their other sections stay theirs). Answers how many went back.
 */
export async function requeueAgent(q: Queryable, merchantId: number, agentId: number, at: Date, sectionId?: number): Promise<number> {
  const { rows } = await q.query<ConversationRow>(
    `UPDATE conversations SET state = 'waiting', agent_id = NULL, waiting_at = coalesce(waiting_at, $3)
     WHERE merchant_id = $1 AND agent_id = $2 AND state = 'assigned' AND ($4::int IS NULL OR section_id = $4) RETURNING *`,
    [merchantId, agentId, at, sectionId ?? null],
  );
  for (const c of rows) await assignment(q, c, at);
  return rows.length;
}

/* ------------------------------------------------------------------ the inbox's actions */

export class ConversationConflict extends HttpError {
  constructor() {
    super(409, 'errors:conversationTaken');
  }
}

/** An agent takes a waiting conversation (or one assigned to themselves); the merchant takes it for its section's queue. */
export async function claim(q: Queryable, c: ConversationRow, actor: Actor, at: Date): Promise<ConversationRow> {
  if (actor.kind !== 'agent') {
    // The merchant answers as the business: nothing to take. (Transfer assigns an agent.)
    return c;
  }
  if (c.state === 'assigned' && c.agent_id === actor.agentId) return c;
  if (c.state === 'assigned' || c.state === 'closed') throw new ConversationConflict();
  const next = await update(q, c, `state = 'assigned', agent_id = $3, assigned_at = $4, waiting_at = coalesce(waiting_at, $4)`, [
    actor.agentId,
    at,
  ]);
  await q.query(`UPDATE customer_threads SET handover = 'waiting', bot_node = NULL WHERE merchant_id = $1 AND id = $2`, [
    c.merchant_id,
    c.thread_id,
  ]);
  await assignment(q, next, at);
  return next;
}

/** The merchant moves a conversation to another section (its queue, or its best agent) and/or an agent. */
export async function transfer(
  q: Queryable,
  c: ConversationRow,
  to: { sectionId?: number | undefined; agentId?: number | undefined },
  at: Date,
): Promise<ConversationRow> {
  const sectionId = to.sectionId ?? c.section_id;
  const agentId = to.agentId ?? null;
  const next = await update(
    q,
    c,
    `state = CASE WHEN $4::int IS NULL THEN 'waiting' ELSE 'assigned' END, section_id = $3, agent_id = $4,
     assigned_at = CASE WHEN $4::int IS NULL THEN assigned_at ELSE $5 END, waiting_at = coalesce(waiting_at, $5),
     ended_at = NULL, status = 'open', closed_by = NULL`,
    [sectionId, agentId, at],
  );
  await q.query(
    `UPDATE customer_threads SET handover = 'waiting', handover_section_id = $3, bot_node = NULL WHERE merchant_id = $1 AND id = $2`,
    [c.merchant_id, c.thread_id, sectionId],
  );
  await assignment(q, next, at);
  return next;
}

/**
 * A message the business queued for `phone` (bot, agent, order update, cart, survey): joins the
 * customer's thread when they have one — the current conversation, or a new business-started one —
 * and publishes a `message` event. A customer without a thread is left alone (the inbox lists
 * customers who wrote; their thread still shows everything sent to them).
 */
export async function noteOutbound(q: Queryable, merchantId: number, phone: string, kind: string, at: Date): Promise<void> {
  const digits = phoneDigits(phone);
  const { rows } = await q.query<ThreadLike>(
    'SELECT id, merchant_id, phone, profile_name, language FROM customer_threads WHERE merchant_id = $1 AND phone = $2',
    [merchantId, digits],
  );
  const thread = rows[0];
  if (!thread) return;
  // The rating request and its thanks follow a closed conversation: they open none (conversations/csat.ts).
  if (kind === 'csat') {
    const closed = await currentConversation(q, merchantId, thread.id);
    if (closed)
      await publishEvent(q, merchantId, {
        type: 'message',
        phone: digits,
        conversationId: closed.id,
        state: closed.state,
        sectionId: closed.section_id,
        agentId: closed.agent_id,
        at,
      });
    return;
  }
  const c = await conversationForMessage(q, thread, 'business', at);
  await touchConversation(q, c, at, kind === 'agent');
  await publishEvent(q, merchantId, {
    type: 'message',
    phone: digits,
    conversationId: c.id,
    state: c.state,
    sectionId: c.section_id,
    agentId: c.agent_id,
    at,
  });
}

/**
 * The chat-end sweep (every minute, main.ts / worker.ts): closes the open conversations whose last
 * message is older than their merchant's chat-end setting (0 = never), as of that time — except
 * those waiting for their first human answer (`awaitsFirstAnswer`). Across
 * merchants by design; each close publishes its event. Answers how many it closed.
 */
export async function closeIdleConversations(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<ConversationRow & { end_ms: number }>(
      `SELECT c.*, s.chat_end_minutes * 60000 AS end_ms FROM conversations c JOIN settings s ON s.merchant_id = c.merchant_id
       WHERE (c.state = 'bot' OR (c.state IN ('waiting', 'assigned') AND c.first_response_at IS NOT NULL)) AND s.chat_end_minutes > 0
         AND coalesce(c.last_message_at, c.started_at) + s.chat_end_minutes * interval '1 minute' <= $1
       ORDER BY c.id LIMIT 500 FOR UPDATE OF c SKIP LOCKED`,
      [now],
    );
    for (const c of rows) {
      const last = (c.last_message_at ?? c.started_at).getTime();
      await closeConversation(tx, c, 'chat_end', new Date(last + Number(c.end_ms)));
    }
    return rows.length;
  });
}
