/**
 * Three months of conversations, and their CSAT through the live code path (conversations/csat.ts):
 * each closed conversation an agent handled is asked for a rating with `askForRating` when it
 * closed; a share of the customers tap a rating a few minutes later and some then write a comment,
 * both replayed through `answerRating` as the inbound job does. The feedback rows, their sentiment
 * (from the rating, or from the comment's classifier) and each agent's rating are written there —
 * nothing here writes `feedbacks`. The messages go to the seed's outbox instead of the queue.
 */
import { csatReplyId, sentimentOfRating } from '@wasl/api/models';
import { answerRating, askForRating, commentSentiment, type CsatSender } from '../conversations/csat.ts';
import type { InboundMessage } from '../conversations/inbound-message.ts';
import { MINUTE, momentAgo, type SeedContext } from './context.ts';
import type { Customer } from './customers.ts';
import { FEEDBACK_COMMENTS } from './data.ts';
import { insertRows } from './insert.ts';
import type { Outbox } from './messages.ts';
import type { Team } from './team.ts';

export async function seedConversations(ctx: SeedContext, { sectionIds, activeAgents }: Team, customers: Customer[]): Promise<void> {
  const { q, spec, rng, now, merchantId, add } = ctx;
  const conversations: unknown[][] = [];
  for (let day = 0; day < 92; day++) {
    const n = Math.round(spec.activity * rng.int(2, 7));
    for (let k = 0; k < n; k++) {
      const c = rng.pick(customers);
      const at = momentAgo(now, day, rng);
      const open = day === 0 && rng.chance(0.4);
      const sectionIndex = rng.int(0, sectionIds.length - 1);
      const agent = rng.chance(0.8) && activeAgents.length ? rng.pick(activeAgents) : null;
      conversations.push([
        merchantId,
        c.phone,
        c.name,
        agent,
        sectionIds[sectionIndex],
        rng.chance(0.3) ? 'business' : 'user',
        open ? 'open' : 'closed',
        rng.int(2, 28),
        at,
        open ? null : new Date(Math.min(now.getTime(), at.getTime() + rng.int(4, 95) * MINUTE)),
      ]);
    }
  }
  await insertRows(
    q,
    'conversations',
    ['merchant_id', 'phone', 'client_name', 'agent_id', 'section_id', 'kind', 'status', 'messages', 'started_at', 'ended_at'],
    conversations,
  );
  add('conversations', conversations.length);
}

/**
 * CSAT for the seeded conversations (after the subscription: the ask goes out only when the plan has
 * agent feedback, as live). Returns how many ratings were given.
 */
export async function seedCsat(ctx: SeedContext, outbox: Outbox, customers: Customer[]): Promise<number> {
  const { q, rng, now, merchantId, add } = ctx;
  const languageOf = new Map(customers.map((c) => [c.phone, c.language]));
  const closed = (
    await q.query<{ id: number; phone: string; agent_id: number; ended_at: Date }>(
      `SELECT id, phone, agent_id, ended_at FROM conversations
       WHERE merchant_id = $1 AND status = 'closed' AND agent_id IS NOT NULL AND ended_at IS NOT NULL ORDER BY ended_at, id`,
      [merchantId],
    )
  ).rows;
  let clock = now;
  const send: CsatSender = async (m) => {
    outbox.message(m.to, m.kind, m.ref ?? '', m.language ?? 'en', m.body, clock);
  };
  const inbound = (c: { id: number; phone: string }, at: Date, rest: Pick<InboundMessage, 'type' | 'text' | 'payload'>, n: number) =>
    ({
      id: `wamid.seed-csat-${merchantId}-${c.id}-${n}`,
      timestamp: Math.floor(at.getTime() / 1000),
      phone: c.phone,
      waId: c.phone,
      userId: null,
      username: null,
      profileName: '',
      ...rest,
    }) satisfies InboundMessage;
  const latest = now.getTime() - MINUTE;
  let rated = 0;
  for (const c of closed) {
    const language = languageOf.get(c.phone) ?? 'en';
    clock = c.ended_at;
    if ((await askForRating(q, { ...c, merchant_id: merchantId }, language, clock, send)) !== 'asked') continue;
    if (!rng.chance(0.35)) continue; // most customers never answer
    const rating = rng.weighted([
      [5, 40],
      [4, 25],
      [3, 15],
      [2, 10],
      [1, 10],
    ] as const);
    clock = new Date(Math.min(latest, c.ended_at.getTime() + rng.int(1, 120) * MINUTE));
    if (clock.getTime() <= c.ended_at.getTime()) continue; // closed in the last minute: no time to answer yet
    const tap = inbound(c, clock, { type: 'list_reply', text: String(rating), payload: { replyId: csatReplyId(c.id, rating) } }, 1);
    if (!(await answerRating(q, merchantId, c.phone, tap, clock, commentSentiment, send))) continue;
    rated += 1;
    const comments = FEEDBACK_COMMENTS[sentimentOfRating(rating)].filter(
      (t) => t !== '' && /[\u0600-\u06FF]/.test(t) === (language === 'ar'),
    );
    if (!rng.chance(0.5) || comments.length === 0) continue;
    const at = new Date(Math.min(latest, clock.getTime() + rng.int(1, 10) * MINUTE));
    if (at.getTime() <= clock.getTime()) continue;
    clock = at;
    await answerRating(
      q,
      merchantId,
      c.phone,
      inbound(c, clock, { type: 'text', text: rng.pick(comments), payload: {} }, 2),
      clock,
      commentSentiment,
      send,
    );
  }
  add('feedbacks', rated);
  return rated;
}
