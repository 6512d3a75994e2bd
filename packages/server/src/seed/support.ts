/** Support tickets and their threads. */
import { DAY, MINUTE, momentAgo, type SeedContext } from './context.ts';
import { TICKET_TOPICS } from './data.ts';
import { insertRows } from './insert.ts';

export async function seedTickets(ctx: SeedContext): Promise<void> {
  const { q, spec, rng, now, merchantId, add } = ctx;
  const ticketRows: unknown[][] = [];
  const ticketThreads: { from: 'merchant' | 'support'; text: string; at: Date }[][] = [];
  for (let i = 0; i < spec.tickets; i++) {
    const topic = TICKET_TOPICS[(i + (spec.orderPrefix === 'NKH' ? 0 : 5)) % TICKET_TOPICS.length] as (typeof TICKET_TOPICS)[number];
    const created = momentAgo(now, Math.floor((i / spec.tickets) * 88) + rng.int(0, 2), rng);
    const ageDays = (now.getTime() - created.getTime()) / DAY;
    const open = ageDays < 10 ? rng.chance(0.75) : rng.chance(0.15);
    const thread: { from: 'merchant' | 'support'; text: string; at: Date }[] = [{ from: 'merchant', text: topic.description, at: created }];
    let t = created.getTime();
    const step = () => {
      t = Math.min(now.getTime() - MINUTE, t + rng.int(20, 600) * MINUTE);
      return new Date(t);
    };
    if (!open || rng.chance(0.7)) thread.push({ from: 'support', text: topic.reply, at: step() });
    if (!open)
      thread.push({ from: 'merchant', text: rng.chance(0.5) ? 'Thank you, it works now.' : 'شكرًا لكم، تم حل المشكلة.', at: step() });
    else if (thread.length === 2 && rng.chance(0.4))
      thread.push({ from: 'support', text: 'Could you share an order number so we can check?', at: step() });
    const last = thread[thread.length - 1] as { from: string; at: Date };
    let unread = 0;
    for (let k = thread.length - 1; k >= 0 && thread[k]?.from === 'support'; k--) unread++;
    if (!open) unread = 0;
    ticketRows.push([merchantId, topic.topic, topic.description, open ? 'open' : 'closed', unread, created, last.at]);
    ticketThreads.push(thread);
  }
  const ticketIds = (
    await insertRows(q, 'tickets', ['merchant_id', 'topic', 'description', 'status', 'unread', 'created_at', 'updated_at'], ticketRows, {
      returning: 'id',
    })
  ).map((r) => Number(r.id));
  add('tickets', ticketIds.length);
  const ticketMessageRows = ticketThreads.flatMap((thread, i) => thread.map((m) => [ticketIds[i], merchantId, m.from, m.text, m.at]));
  await insertRows(q, 'ticket_messages', ['ticket_id', 'merchant_id', 'author', 'body', 'created_at'], ticketMessageRows);
  add('ticket_messages', ticketMessageRows.length);
}
