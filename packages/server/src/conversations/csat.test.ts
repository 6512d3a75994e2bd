/**
 * CSAT (issue 20) on the real app: an agent closes → the customer gets the 1–5 list (plan with
 * agent feedback, window open) → the tap is feedback for that agent, the agent's rating follows, a
 * text within 15 minutes is its comment; a tap from another phone, a repeat tap, a plan without the
 * feature, and a closed window.
 */
import { CSAT_COMMENT_WINDOW_MS } from '@wasl/api/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { runDueJobs } from '../messaging/handlers.ts';
import { handleInbound } from './inbound.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const C = 'section/conversations';
let counter = 0;
const newPhone = () => `9665033${String(++counter).padStart(5, '0')}`;
const drain = async () => {
  for (let i = 0; i < 3; i++) await runDueJobs(t.deps);
};

async function say(token: string, from: string, text: string) {
  const res = await t.post(`${C}/simulate`, { token, json: { from, text } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await drain();
}

/** The customer taps a row of an interactive list (what Meta's webhook reports). */
async function tap(merchantId: number, from: string, replyId: string, title: string) {
  const id = `wamid.tap${++counter}`;
  await handleInbound(
    { db: t.db, now: t.deps.now },
    {
      phoneNumberId: '',
      from,
      text: title,
      timestamp: Math.floor(t.clock.now / 1000),
      merchantId,
      message: {
        id,
        timestamp: Math.floor(t.clock.now / 1000),
        phone: from,
        waId: from,
        userId: null,
        username: null,
        profileName: 'Customer',
        type: 'list_reply',
        text: title,
        payload: { replyId },
      },
    },
  );
  await drain();
}

/** A merchant (plan given), an agent Lina with a conversation she answered, then closed. */
async function closedByAgent(plan = 'pro') {
  const m = await t.merchant({ plan, wallet: 100 });
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO agents (merchant_id, name, email, status, service) VALUES ($1, 'Lina', $2, 'active', true) RETURNING id`,
    [m.id, `lina-${m.id}@test.wasl.dev`],
  );
  const agentId = rows[0]!.id;
  const { token } = await t.deps.sessions.create(m.id, {}, t.db, agentId);
  const from = newPhone();
  await say(m.token, from, 'where is my parcel?'); // no bot: it waits, Lina (in service) gets it
  const claimed = await t.post(`${C}/${from}/claim`, { token });
  expect([200, 404]).toContain(claimed.status); // auto-assigned already, or claimed now
  expect((await t.post(`${C}/${from}/messages`, { token, json: { text: 'On its way today!' } })).status).toBe(200);
  const closed = await t.post<{ conversation: { id: number } }>(`${C}/${from}/close`, { token });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  await drain();
  return { m, agentId, from, conversationId: closed.body.data!.conversation.id };
}

const csatMessages = (merchantId: number, phone: string) =>
  t.db
    .query<{ body: string; interactive: { kind: string; choices: { id: string; title: string }[] } | null }>(
      `SELECT body, interactive FROM outbound_messages WHERE merchant_id = $1 AND to_phone = $2 AND kind = 'csat' ORDER BY id`,
      [merchantId, phone],
    )
    .then((r) => r.rows);

const feedbackOf = (merchantId: number) =>
  t.db
    .query<{ rating: number; sentiment: string; comment: string; agent_id: number; conversation_id: number }>(
      'SELECT rating, sentiment, comment, agent_id, conversation_id FROM feedbacks WHERE merchant_id = $1 ORDER BY id',
      [merchantId],
    )
    .then((r) => r.rows);

const agentFigures = (agentId: number) =>
  t.db.query<{ feedback: number; rating: number }>('SELECT feedback, rating FROM agents WHERE id = $1', [agentId]).then((r) => r.rows[0]!);

describe('CSAT', () => {
  it('asks after an agent closes, records the tapped rating for that agent, and a comment after it', async () => {
    const { m, agentId, from, conversationId } = await closedByAgent();
    const [ask] = await csatMessages(m.id, from);
    expect(ask!.body).toBe('How did Lina do? Please rate this conversation.');
    expect(ask!.interactive!.kind).toBe('list');
    expect(ask!.interactive!.choices.map((c) => c.id)).toEqual([5, 4, 3, 2, 1].map((r) => `csat:${conversationId}:${r}`));
    expect(ask!.interactive!.choices.every((c) => c.title.length <= 24)).toBe(true); // WhatsApp's row title limit

    // Another customer cannot rate this conversation: their tap is an ordinary message.
    const stranger = newPhone();
    await say(m.token, stranger, 'hi');
    await tap(m.id, stranger, `csat:${conversationId}:1`, '1 — Very poor');
    expect(await feedbackOf(m.id)).toEqual([]);

    await tap(m.id, from, `csat:${conversationId}:2`, '2 — Poor');
    expect(await feedbackOf(m.id)).toEqual([
      { rating: 2, sentiment: 'negative', comment: '', agent_id: agentId, conversation_id: conversationId },
    ]);
    expect(await agentFigures(agentId)).toEqual({ feedback: 1, rating: 2 });
    // The rating opened no new conversation and woke no bot: the thread's conversation is still the closed one.
    const th = await t.get<{ conversation: { id: number; state: string } }>(`${C}/${from}`, { token: m.token });
    expect(th.body.data!.conversation).toMatchObject({ id: conversationId, state: 'closed' });

    // Changing one's mind changes the rating, not the count.
    await tap(m.id, from, `csat:${conversationId}:4`, '4 — Good');
    expect(await agentFigures(agentId)).toEqual({ feedback: 1, rating: 4 });

    await say(m.token, from, '<b>Fast</b> delivery, thank you');
    const [f] = await feedbackOf(m.id);
    expect(f).toMatchObject({ rating: 4, comment: '<b>Fast</b> delivery, thank you', sentiment: 'positive' });
    expect((await csatMessages(m.id, from)).map((x) => x.body)).toEqual([
      'How did Lina do? Please rate this conversation.',
      'Thank you for your rating! If you like, reply with a comment in the next 15 minutes.',
      'Thank you for your rating! If you like, reply with a comment in the next 15 minutes.',
      'Thank you, your comment reached the team.',
    ]);

    // The inbox's side panel reads it back (and another merchant's customer with this number has no ratings).
    const panel = await t.get<{ contact: { opted_out: boolean; feedback: { rating: number; comment: string }[]; carts: unknown[] } }>(
      `${C}/${from}`,
      { token: m.token },
    );
    expect(panel.body.data!.contact).toMatchObject({
      opted_out: false,
      carts: [],
      feedback: [{ rating: 4, comment: '<b>Fast</b> delivery, thank you' }],
    });
    const other = await t.merchant({ plan: 'pro', wallet: 5 });
    await say(other.token, from, 'STOP');
    const theirs = await t.get<{ contact: { opted_out: boolean; feedback: unknown[] } }>(`${C}/${from}`, { token: other.token });
    expect(theirs.body.data!.contact).toMatchObject({ opted_out: true, feedback: [] });
    expect((await t.get<{ contact: { opted_out: boolean } }>(`${C}/${from}`, { token: m.token })).body.data!.contact!.opted_out).toBe(
      false,
    );

    // After the comment (or its window), a text is an ordinary message again: a new conversation.
    t.clock.advance(CSAT_COMMENT_WINDOW_MS + 1000);
    await say(m.token, from, 'another question');
    const again = await t.get<{ conversation: { id: number; state: string } }>(`${C}/${from}`, { token: m.token });
    expect(again.body.data!.conversation.id).not.toBe(conversationId);
    expect((await feedbackOf(m.id))[0]!.comment).toBe('<b>Fast</b> delivery, thank you');
  });

  it('asks nothing on a plan without agent feedback, and nothing twice', async () => {
    const basic = await closedByAgent('basic');
    expect(await csatMessages(basic.m.id, basic.from)).toEqual([]);
    await tap(basic.m.id, basic.from, `csat:${basic.conversationId}:5`, '5 — Excellent');
    expect(await feedbackOf(basic.m.id)).toEqual([]);

    const pro = await closedByAgent('pro');
    expect(await t.post(`${C}/${pro.from}/close`, { token: pro.m.token })).toMatchObject({ status: 200 });
    await drain();
    expect(await csatMessages(pro.m.id, pro.from)).toHaveLength(1);
  });
});
