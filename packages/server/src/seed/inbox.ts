/**
 * demo@wasl.dev's inbox (issue 19): a few bilingual conversations in every state, made through the
 * code real conversations take — each customer message runs the `whatsapp.inbound` job's own
 * function (`handleInbound`: thread, window, deployed bot, handover, assignment), agents write with
 * `sendFromInbox`, take with `claim`, the merchant moves with `transfer`, and `closeConversation`
 * closes — inside the seed's transaction. Times are the last hour before `now` (the demo's chat-end
 * setting is 2 hours, so they are still open when the app starts).
 */
import type { Db, Queryable } from '../db/db.ts';
import { handleInbound } from '../conversations/inbound.ts';
import type { InboundMessage } from '../conversations/inbound-message.ts';
import { closeConversation, currentConversation, transfer, type Actor } from '../conversations/records.ts';
import { sendFromInbox } from '../conversations/send.ts';
import { MINUTE } from './context.ts';

interface Customer {
  phone: string;
  name: string;
}

export async function seedInbox(
  q: Queryable,
  merchantId: number,
  agentId: number,
  now: Date,
  counts: Record<string, number>,
): Promise<void> {
  let at = new Date(now.getTime() - 60 * MINUTE);
  let n = 0;
  // The job's function, on the seed's transaction (its own transaction becomes part of the seed's).
  const db = { kind: 'pglite', query: q.query.bind(q), transaction: <T>(fn: (tx: Queryable) => Promise<T>) => fn(q) } as unknown as Db;
  const write = async (c: Customer, text: string, extra: Partial<InboundMessage> = {}) => {
    at = new Date(at.getTime() + 2 * MINUTE);
    const message: InboundMessage = {
      id: `wamid.seed-${merchantId}-${++n}`,
      timestamp: Math.floor(at.getTime() / 1000),
      phone: c.phone,
      waId: c.phone,
      userId: null,
      username: null,
      profileName: c.name,
      type: 'text',
      text,
      payload: {},
      ...extra,
    };
    await handleInbound(
      { db, now: () => at },
      { phoneNumberId: '', from: c.phone, text, timestamp: message.timestamp, message, merchantId },
    );
  };
  const threadId = async (c: Customer) =>
    (await q.query<{ id: number }>('SELECT id FROM customer_threads WHERE merchant_id = $1 AND phone = $2', [merchantId, c.phone])).rows[0]!
      .id;
  const conversation = async (c: Customer) => (await currentConversation(q, merchantId, await threadId(c)))!;
  const agent: Actor = { kind: 'agent', agentId };
  /**
   * The merchant hands it to the demo agent when the handover did not. Still needed: these customers
   * ask for a human in words, which hands over to the general queue (any section's agent in service),
   * and the seed may run outside support time, when a handover waits. A handover through the flow's
   * button reaches agent@ on its own (seed.test.ts "a demo handover reaches agent@wasl.dev").
   */
  const takeFor = async (c: Customer) => {
    const current = await conversation(c);
    if (current.agent_id !== agentId) await transfer(q, current, { agentId }, at);
  };
  const reply = async (c: Customer, text: string, actor: Actor = agent) => {
    at = new Date(at.getTime() + MINUTE);
    await sendFromInbox(q, merchantId, c.phone, actor, { text }, at);
  };

  const bot: Customer = { phone: '966551470001', name: 'نورة السبيعي' };
  const waiting: Customer = { phone: '966551470002', name: 'James Carter' };
  const assigned: Customer = { phone: '966551470003', name: 'فهد الدوسري' };
  const closed: Customer = { phone: '966551470004', name: 'Lama Al-Harbi' };

  // Closed: an English customer asks about a return, the agent answers and closes.
  await write(closed, 'Hi, can I return a jacket I bought last week?');
  await write(closed, 'I need to speak to a person about a return');
  await takeFor(closed);
  await reply(closed, 'Hello Lama, yes — returns are free within 14 days. I have sent you the return label.');
  await write(closed, 'Got it, thank you!');
  at = new Date(at.getTime() + MINUTE);
  await closeConversation(q, await conversation(closed), 'agent', at);

  // Assigned to the demo agent: an Arabic customer asks for an agent; the agent has answered.
  await write(assigned, 'السلام عليكم');
  await write(assigned, 'أبغى أكلم موظف لو سمحت، طلبي متأخر');
  await takeFor(assigned);
  await reply(assigned, 'وعليكم السلام فهد، معك ريم. أتحقق من طلبك الآن وأرجع لك خلال دقائق.');

  // Waiting in the queue: an English customer asked for a human; the merchant put it back in the section's queue.
  await write(waiting, 'Hello');
  await write(waiting, 'Can I talk to a human agent? My card was charged twice.');
  const w = await conversation(waiting);
  if (w.state !== 'waiting') await transfer(q, w, { sectionId: w.section_id ?? undefined }, at);

  // With the bot: an Arabic customer is still in the menu.
  await write(bot, 'مرحبا');

  counts.inbox_conversations = (counts.inbox_conversations ?? 0) + 4;
}
