/**
 * Issue 23, retention (ADR 013): the daily retention.run job on a real PGlite, time injected
 * (the worker's business clock), no sleeps.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openTestDb } from '../../test/harness.ts';
import { Worker } from './queue.ts';
import { retentionHandler, runRetention, scheduleRetention, RETENTION_JOB } from './retention.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 60_000);
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('DELETE FROM jobs');
  await db.query('DELETE FROM merchants');
});

const NOW = new Date('2026-11-28T09:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

async function merchant(email: string, retentionDays: number | null): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`INSERT INTO merchants (email, password_hash, level) VALUES ($1, 'x', 2) RETURNING id`, [
    email,
  ]);
  const id = rows[0]!.id;
  await db.query('INSERT INTO settings (merchant_id, retention_days) VALUES ($1, $2)', [id, retentionDays]);
  return id;
}

/** A thread with one inbound message, a bot reply, an order-status message and a conversation record, all at `at`. */
async function thread(merchantId: number, phone: string, at: Date): Promise<number> {
  const t = await db.query<{ id: number }>(
    `INSERT INTO customer_threads (merchant_id, phone, last_at, last_inbound_at, created_at) VALUES ($1, $2, $3, $3, $3) RETURNING id`,
    [merchantId, phone, at],
  );
  const id = t.rows[0]!.id;
  await db.query(
    `INSERT INTO thread_messages (merchant_id, thread_id, provider_message_id, type, text, sent_at, received_at) VALUES ($1, $2, $3, 'text', 'hello', $4, $4)`,
    [merchantId, id, `wamid.${phone}.${at.getTime()}`, at],
  );
  await db.query(
    `INSERT INTO outbound_messages (merchant_id, to_phone, kind, body, created_at) VALUES ($1, $2, 'bot', 'Hi!', $3), ($1, $2, 'order_status', 'Shipped', $3)`,
    [merchantId, phone, at],
  );
  await db.query(
    `INSERT INTO conversations (merchant_id, phone, thread_id, state, started_at, last_message_at) VALUES ($1, $2, $3, 'closed', $4, $4)`,
    [merchantId, phone, id, at],
  );
  return id;
}

const count = async (sql: string, params: unknown[]) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;
const threadsOf = (m: number) => count('customer_threads WHERE merchant_id = $1', [m]);
const auditOf = async (m: number) =>
  (await db.query<{ action: string; target: string; at: Date }>(`SELECT action, target, at FROM audit_log WHERE merchant_id = $1`, [m]))
    .rows;

describe('retention.run', () => {
  it('deletes threads and their messages older than the period, keeps recent ones, orders and other merchants', async () => {
    const a = await merchant('a@retention.test', 90);
    const b = await merchant('b@retention.test', 365);
    await thread(a, '966500000001', daysAgo(120));
    const recent = await thread(a, '966500000002', daysAgo(10));
    await thread(b, '966500000003', daysAgo(120));

    const results = await runRetention(db, NOW);

    expect(results).toEqual([
      { merchantId: a, days: 90, threads: 1, messages: 2, conversations: 1 },
      { merchantId: b, days: 365, threads: 0, messages: 0, conversations: 0 },
    ]);
    expect((await db.query<{ id: number }>('SELECT id FROM customer_threads WHERE merchant_id = $1', [a])).rows).toEqual([{ id: recent }]);
    expect(await count('thread_messages WHERE merchant_id = $1', [a])).toBe(1);
    expect(await count('conversations WHERE merchant_id = $1', [a])).toBe(1);
    // The chat reply went with its thread; the order's status message stays (legal retention).
    expect(await count(`outbound_messages WHERE merchant_id = $1 AND to_phone = '966500000001'`, [a])).toBe(1);
    expect(await count(`outbound_messages WHERE merchant_id = $1 AND kind = 'order_status'`, [a])).toBe(2);
    // The other merchant's old thread is within its own period (365 days).
    expect(await threadsOf(b)).toBe(1);
    expect(await count('thread_messages WHERE merchant_id = $1', [b])).toBe(1);
    expect(await auditOf(a)).toEqual([
      { action: 'retention.run', target: 'retention days=90 threads=1 messages=2 conversations=1', at: NOW },
    ]);
    expect(await auditOf(b)).toEqual([]);
  });

  it('deletes nothing for a merchant without a period (keep forever, the default)', async () => {
    const keep = await merchant('keep@retention.test', null);
    await thread(keep, '966500000004', daysAgo(4000));
    expect(await runRetention(db, NOW)).toEqual([]);
    expect(await threadsOf(keep)).toBe(1);
    expect(await count('outbound_messages WHERE merchant_id = $1', [keep])).toBe(2);
  });

  it('is idempotent and works in batches: a second run deletes nothing and records nothing', async () => {
    const m = await merchant('batch@retention.test', 30);
    for (let i = 0; i < 5; i++) await thread(m, `96650000010${i}`, daysAgo(31 + i));
    await thread(m, '966500000199', daysAgo(29));
    const first = await runRetention(db, NOW, { batchSize: 2 });
    expect(first).toEqual([{ merchantId: m, days: 30, threads: 5, messages: 10, conversations: 5 }]);
    expect(await threadsOf(m)).toBe(1);
    const second = await runRetention(db, NOW, { batchSize: 2 });
    expect(second).toEqual([{ merchantId: m, days: 30, threads: 0, messages: 0, conversations: 0 }]);
    expect(await auditOf(m)).toHaveLength(1);
  });

  it('deletes old conversation records without a thread, keeping recent ones', async () => {
    const m = await merchant('loose@retention.test', 60);
    await db.query(
      `INSERT INTO conversations (merchant_id, phone, started_at, ended_at) VALUES ($1, '966500000201', $2, $2), ($1, '966500000202', $3, $3)`,
      [m, daysAgo(61), daysAgo(59)],
    );
    expect(await runRetention(db, NOW)).toEqual([{ merchantId: m, days: 60, threads: 0, messages: 0, conversations: 1 }]);
    expect((await db.query<{ phone: string }>('SELECT phone FROM conversations WHERE merchant_id = $1', [m])).rows).toEqual([
      { phone: '966500000202' },
    ]);
  });

  it('runs daily through the queue by the business clock: one job per day however many processes schedule it', async () => {
    const m = await merchant('daily@retention.test', 30);
    await thread(m, '966500000301', daysAgo(40));
    let now = NOW;
    const worker = new Worker(db, { handlers: { [RETENTION_JOB]: retentionHandler(db) }, clock: () => now });
    // Two processes start: one job for the day.
    const [one, two] = [await scheduleRetention(db, now), await scheduleRetention(db, now)];
    expect(two).toEqual({ id: one.id, status: 'queued', created: false });
    expect(await worker.runDue()).toBe(1);
    expect(await threadsOf(m)).toBe(0);
    // The run queued tomorrow's at 02:00 UTC; not due yet.
    const jobs = async () =>
      (
        await db.query<{ idempotency_key: string; status: string; run_at: Date }>(
          'SELECT idempotency_key, status, run_at FROM jobs ORDER BY id',
        )
      ).rows;
    expect(await jobs()).toEqual([
      { idempotency_key: 'retention.run:2026-11-28', status: 'done', run_at: new Date('2026-11-28T02:00:00Z') },
      { idempotency_key: 'retention.run:2026-11-29', status: 'queued', run_at: new Date('2026-11-29T02:00:00Z') },
    ]);
    expect(await scheduleRetention(db, now)).toMatchObject({ created: false, status: 'done' });
    expect(await worker.runDue()).toBe(0);
    // A day later a thread has aged past the period.
    await thread(m, '966500000302', daysAgo(0));
    now = new Date(NOW.getTime() + 31 * 86_400_000);
    expect(await worker.runDue()).toBe(1);
    expect(await threadsOf(m)).toBe(0);
    expect((await auditOf(m)).map((e) => e.target)).toEqual([
      'retention days=30 threads=1 messages=2 conversations=1',
      'retention days=30 threads=1 messages=2 conversations=1',
    ]);
  });
});
