/** Three months of conversations and feedback, and each agent's rating from it. */
import { sentimentOfRating } from '@wasl/api/models';
import { recomputeAgentRating } from '../conversations/csat.ts';
import { MINUTE, momentAgo, type SeedContext } from './context.ts';
import type { Customer } from './customers.ts';
import { FEEDBACK_COMMENTS } from './data.ts';
import { insertRows } from './insert.ts';
import type { Team } from './team.ts';

export async function seedConversations(ctx: SeedContext, { sectionIds, activeAgents }: Team, customers: Customer[]): Promise<void> {
  const { q, spec, rng, now, merchantId, add } = ctx;
  const conversations: unknown[][] = [];
  const feedbacks: unknown[][] = [];
  const agentFeedback = new Set<number>();
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
    const f = Math.round(spec.activity * rng.int(0, 3));
    for (let k = 0; k < f; k++) {
      const rating = rng.weighted([
        [5, 40],
        [4, 25],
        [3, 15],
        [2, 10],
        [1, 10],
      ] as const);
      const sentiment = sentimentOfRating(rating);
      const agent = activeAgents.length ? rng.pick(activeAgents) : null;
      if (agent !== null) agentFeedback.add(agent);
      feedbacks.push([
        merchantId,
        rng.pick(customers).phone,
        agent,
        rating,
        sentiment,
        rng.pick(FEEDBACK_COMMENTS[sentiment]),
        momentAgo(now, day, rng),
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
  await insertRows(q, 'feedbacks', ['merchant_id', 'phone', 'agent_id', 'rating', 'sentiment', 'comment', 'created_at'], feedbacks);
  add('feedbacks', feedbacks.length);
  // Each agent's count and average from those rows, as a live rating does (conversations/csat.ts).
  for (const agentId of agentFeedback) await recomputeAgentRating(q, merchantId, agentId);
}
