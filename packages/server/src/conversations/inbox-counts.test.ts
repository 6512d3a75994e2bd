/**
 * The inbox counts (migration 29, ADR 019): the +1/-1 rows the trigger appends always sum to what a
 * pass over the threads counts, through handovers, assignments, closes, deletions and folds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openTestDb } from '../../test/harness.ts';
import { foldInboxCounts } from './inbox.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 60_000);
afterAll(() => db.close());

type Group = { state: string; section: number | null; agent: number | null; n: number };
const key = (g: Group) => `${g.state}/${g.section}/${g.agent}`;
const byKey = (rows: Group[]) => Object.fromEntries(rows.filter((g) => g.n !== 0).map((g) => [key(g), g.n]));

/** What the counts table says, and what a pass over the threads counts, for one merchant. */
async function both(merchantId: number) {
  const kept = await db.query<Group>(
    `SELECT inbox_state AS state, inbox_section_id AS section, inbox_agent_id AS agent, sum(n)::int AS n
     FROM inbox_counts WHERE merchant_id = $1 GROUP BY 1, 2, 3`,
    [merchantId],
  );
  const counted = await db.query<Group>(
    `SELECT inbox_state AS state, inbox_section_id AS section, inbox_agent_id AS agent, count(*)::int AS n
     FROM customer_threads WHERE merchant_id = $1 AND phone IS NOT NULL AND inbox_state IS NOT NULL GROUP BY 1, 2, 3`,
    [merchantId],
  );
  return { kept: byKey(kept.rows), counted: byKey(counted.rows) };
}

async function merchant(email: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`INSERT INTO merchants (email, password_hash) VALUES ($1, 'x') RETURNING id`, [email]);
  return rows[0]!.id;
}

/** A thread with its current conversation in `state`. */
async function thread(merchantId: number, phone: string, state: string): Promise<{ thread: number; conversation: number }> {
  const t = await db.query<{ id: number }>(
    `INSERT INTO customer_threads (merchant_id, phone, profile_name, language, last_at) VALUES ($1, $2, 'C', 'en', now()) RETURNING id`,
    [merchantId, phone],
  );
  const c = await db.query<{ id: number }>(
    `INSERT INTO conversations (merchant_id, phone, client_name, kind, status, started_at, thread_id, state)
     VALUES ($1, $2, 'C', 'user', 'open', now(), $3, $4) RETURNING id`,
    [merchantId, phone, t.rows[0]!.id, state],
  );
  await db.query('UPDATE customer_threads SET conversation_id = $1 WHERE id = $2', [c.rows[0]!.id, t.rows[0]!.id]);
  return { thread: t.rows[0]!.id, conversation: c.rows[0]!.id };
}

describe('inbox counts', () => {
  it('sum to the threads counted, through every change, a fold and a deletion; merchants apart', async () => {
    const a = await merchant('counts-a@test');
    const b = await merchant('counts-b@test');
    const made: { thread: number; conversation: number }[] = [];
    for (let i = 0; i < 6; i++) made.push(await thread(a, `96650000100${i}`, 'bot'));
    await thread(b, '966500002000', 'waiting');
    expect((await both(a)).kept).toEqual({ 'bot/null/null': 6 });
    const id = async (sql: string) => (await db.query<{ id: number }>(sql, [a])).rows[0]!.id;
    const s1 = await id(`INSERT INTO sections (merchant_id, name) VALUES ($1, 'Sales') RETURNING id`);
    const s2 = await id(`INSERT INTO sections (merchant_id, name) VALUES ($1, 'Support') RETURNING id`);
    const a1 = await id(`INSERT INTO agents (merchant_id, name, email) VALUES ($1, 'Huda', 'huda@counts.test') RETURNING id`);
    const a2 = await id(`INSERT INTO agents (merchant_id, name, email) VALUES ($1, 'Omar', 'omar@counts.test') RETURNING id`);

    // Handover to a section's queue, assignment to an agent, a transfer, a close, a new message.
    await db.query(`UPDATE conversations SET state = 'waiting', section_id = $2 WHERE id = ANY($1::int[])`, [
      made.slice(0, 4).map((m) => m.conversation),
      s1,
    ]);
    await db.query(`UPDATE conversations SET state = 'assigned', agent_id = $2 WHERE id = $1`, [made[0]!.conversation, a1]);
    await db.query(`UPDATE conversations SET section_id = $2, agent_id = $3 WHERE id = $1`, [made[0]!.conversation, s2, a2]);
    await db.query(`UPDATE conversations SET state = 'closed' WHERE id = $1`, [made[1]!.conversation]);
    await db.query(`UPDATE customer_threads SET last_at = now() + interval '1 minute' WHERE id = $1`, [made[2]!.thread]);
    // A new conversation on a thread (reopen): the thread points at it.
    const again = await db.query<{ id: number }>(
      `INSERT INTO conversations (merchant_id, phone, client_name, kind, status, started_at, thread_id, state)
       VALUES ($1, '966500001001', 'C', 'user', 'open', now(), $2, 'bot') RETURNING id`,
      [a, made[1]!.thread],
    );
    await db.query('UPDATE customer_threads SET conversation_id = $1 WHERE id = $2', [again.rows[0]!.id, made[1]!.thread]);
    let now = await both(a);
    expect(now.kept).toEqual(now.counted);
    expect(now.kept).toEqual({ [`assigned/${s2}/${a2}`]: 1, [`waiting/${s1}/null`]: 2, 'bot/null/null': 3 });

    // A fold leaves one row per group and the same sums; another merchant's are untouched.
    const rowsBefore = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM inbox_counts WHERE merchant_id = $1', [a])).rows[0]!
      .n;
    await foldInboxCounts(db, a);
    const rowsAfter = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM inbox_counts WHERE merchant_id = $1', [a])).rows[0]!.n;
    expect(rowsAfter).toBe(3);
    expect(rowsAfter).toBeLessThan(rowsBefore);
    now = await both(a);
    expect(now.kept).toEqual(now.counted);
    expect((await both(b)).kept).toEqual({ 'waiting/null/null': 1 });

    // Deleting threads (retention) counts them out; a rolled-back change counts nothing.
    await db.query('DELETE FROM customer_threads WHERE id = $1', [made[5]!.thread]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE conversations SET state = 'closed' WHERE id = $1`, [made[3]!.conversation]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await foldInboxCounts(db);
    now = await both(a);
    expect(now.kept).toEqual(now.counted);
    expect(now.kept).toEqual({ [`assigned/${s2}/${a2}`]: 1, [`waiting/${s1}/null`]: 2, 'bot/null/null': 2 });
    expect((await both(b)).kept).toEqual((await both(b)).counted);
  });
});
