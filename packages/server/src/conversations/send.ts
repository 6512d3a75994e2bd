/**
 * The inbox's writes shared by the routes and the seed: the thread of a phone (locked), what an
 * agent may act on, and writing to the customer — free text only inside the 24-hour window
 * (409 `errors:conversationWindowClosed`), a template any time (the messaging engine charges the
 * conversation it opens). An agent answering a waiting conversation takes it.
 */
import { randomBytes } from 'node:crypto';
import type { SendConversationMessageBody } from '@wasl/api/types';
import type { Queryable } from '../db/db.ts';
import { queueMessage } from '../messaging/messages.ts';
import { HttpError, notFound } from '../middleware/http.ts';
import { SERVICE_WINDOW_MS } from './inbox.ts';
import { claim, conversationForMessage, currentConversation, type Actor, type ConversationRow } from './records.ts';
import { inboxTemplates } from './templates.ts';
import { findThread } from './thread.ts';
import { phoneDigits as digitsOf } from '../lib/phone.ts';

interface ThreadHeadRow {
  id: number;
  merchant_id: number;
  phone: string | null;
  profile_name: string;
  language: 'en' | 'ar';
  last_inbound_at: Date | null;
}

export async function threadOf(q: Queryable, merchantId: number, phone: string): Promise<ThreadHeadRow> {
  const { rows } = await q.query<ThreadHeadRow>(
    'SELECT id, merchant_id, phone, profile_name, language, last_inbound_at FROM customer_threads WHERE merchant_id = $1 AND phone = $2 FOR UPDATE',
    [merchantId, digitsOf(phone)],
  );
  // A customer who never wrote (or another merchant's): nothing to answer or act on (404, not a 5xx).
  if (!rows[0]) throw notFound('errors:noConversation');
  return rows[0];
}

/** What an agent may act on: their own, or a waiting one of their sections (else 404, like another merchant's). */
export async function mayAct(q: Queryable, c: ConversationRow, actor: Actor): Promise<void> {
  if (actor.kind === 'merchant' || c.agent_id === actor.agentId) return;
  if (c.state !== 'waiting') throw notFound();
  if (c.section_id === null) return;
  const { rows } = await q.query(
    `SELECT 1 FROM agents WHERE merchant_id = $1 AND id = $2 AND section_id = $3
     UNION ALL SELECT 1 FROM agent_sections WHERE merchant_id = $1 AND agent_id = $2 AND section_id = $3`,
    [c.merchant_id, actor.agentId, c.section_id],
  );
  if (rows.length === 0) throw notFound();
}

/**
 * For an agent, the conversation of `phone` they may act on (the inbox list's rule, ADR 006), else
 * 404 — also when the customer has no conversation at all. The merchant: whatever there is.
 */
export async function agentMaySee(q: Queryable, merchantId: number, phone: string, actor: Actor): Promise<void> {
  if (actor.kind !== 'agent') return;
  const head = await findThread(q, merchantId, { phone });
  const c = head ? await currentConversation(q, merchantId, head.id) : undefined;
  if (!c) throw notFound();
  await mayAct(q, c, actor);
}

export async function current(q: Queryable, thread: ThreadHeadRow, actor: Actor): Promise<ConversationRow> {
  const c = await currentConversation(q, thread.merchant_id, thread.id);
  if (!c) throw notFound();
  await mayAct(q, c, actor);
  return c;
}

/** Queues what the merchant or an agent writes to the customer of `phone`; answers the conversation and the queued entry. */
export async function sendFromInbox(
  tx: Queryable,
  merchantId: number,
  phoneParam: string,
  actor: Actor,
  body: SendConversationMessageBody,
  now: Date,
) {
  const thread = await threadOf(tx, merchantId, phoneParam);
  const phone = thread.phone!;
  let c = await currentConversation(tx, merchantId, thread.id);
  if (c) await mayAct(tx, c, actor);
  let text: string;
  let format: 'text' | 'template';
  let ref: string;
  if ('text' in body) {
    const open = thread.last_inbound_at && now.getTime() - thread.last_inbound_at.getTime() < SERVICE_WINDOW_MS;
    if (!open) throw new HttpError(409, 'errors:conversationWindowClosed');
    text = body.text;
    format = 'text';
    ref = actor.kind === 'agent' ? `agent:${actor.agentId}` : 'merchant';
  } else {
    const template = inboxTemplates.find((t) => t.id === body.template_id);
    if (!template) throw new HttpError(400, 'validation:invalid');
    text = template.text(thread.language, thread.profile_name);
    format = 'template';
    ref = `template:${template.id}`;
  }
  const key = `agent:${merchantId}:${thread.id}:${randomBytes(8).toString('hex')}`;
  if (c && actor.kind === 'agent' && c.state === 'waiting') c = await claim(tx, c, actor, now);
  const { id } = await queueMessage(tx, {
    merchantId,
    to: phone,
    kind: 'agent',
    body: text,
    ref,
    language: thread.language,
    format,
    // An inbox template goes as itself (same name in the WhatsApp account) with the customer's name.
    ...('template_id' in body ? { template: { name: body.template_id, params: [thread.profile_name ?? ''] } } : {}),
    idempotencyKey: key,
    now,
  });
  c =
    c && c.state !== 'closed'
      ? ((await currentConversation(tx, merchantId, thread.id)) ?? c)
      : await conversationForMessage(tx, thread, 'business', now);
  const { rows } = await tx.query<{ created_at: Date; status: string }>(
    'SELECT created_at, status FROM outbound_messages WHERE merchant_id = $1 AND id = $2',
    [merchantId, id],
  );
  return { c, text, at: rows[0]!.created_at, status: rows[0]!.status };
}
