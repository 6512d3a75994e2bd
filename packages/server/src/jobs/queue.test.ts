import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openTestDb } from '../../test/harness.ts';
import { backoffMs, enqueue, startWorker, Worker, type Job } from './queue.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 60_000);
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('DELETE FROM jobs');
});

const T0 = new Date('2026-03-01T08:00:00Z');

describe('enqueue', () => {
  it('is a no-op for a key already queued, running, done or dead, and answers the existing job', async () => {
    const first = await enqueue(db, { kind: 'k', payload: { n: 1 }, idempotencyKey: 'a', runAt: T0 });
    const again = await enqueue(db, { kind: 'k', payload: { n: 2 }, idempotencyKey: 'a', runAt: T0 });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, status: 'queued', created: false });
    await db.query(`UPDATE jobs SET status = 'done' WHERE id = $1`, [first.id]);
    expect(await enqueue(db, { kind: 'k', payload: {}, idempotencyKey: 'a' })).toEqual({ id: first.id, status: 'done', created: false });
    const rows = await db.query<{ payload: unknown }>('SELECT payload FROM jobs');
    expect(rows.rows).toEqual([{ payload: { n: 1 } }]);
  });

  it('rolls back with the transaction that enqueued it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, { kind: 'k', payload: {}, idempotencyKey: 'tx' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await db.query('SELECT 1 FROM jobs')).rows).toHaveLength(0);
  });

  it('50 concurrent enqueues of one key make one job', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => db.transaction((tx) => enqueue(tx, { kind: 'k', payload: {}, idempotencyKey: 'same' }))),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });
});

describe('worker', () => {
  it('runs due jobs only, in run_at order, by the business clock', async () => {
    let now = T0;
    const ran: string[] = [];
    const worker = new Worker(db, { handlers: { k: async (job: Job) => void ran.push(job.idempotencyKey) }, clock: () => now });
    await enqueue(db, { kind: 'k', payload: {}, idempotencyKey: 'later', runAt: new Date(T0.getTime() + 3_600_000) });
    await enqueue(db, { kind: 'k', payload: {}, idempotencyKey: 'second', runAt: new Date(T0.getTime() - 1000) });
    await enqueue(db, { kind: 'k', payload: {}, idempotencyKey: 'first', runAt: new Date(T0.getTime() - 2000) });
    expect(await worker.runDue()).toBe(2);
    expect(ran).toEqual(['first', 'second']);
    now = new Date(T0.getTime() + 3_600_000);
    expect(await worker.runDue()).toBe(1);
    expect(ran).toEqual(['first', 'second', 'later']);
  });

  it('retries a failing job with exponential backoff, then dead-letters it with the reason', async () => {
    let now = T0;
    let calls = 0;
    const dead: string[] = [];
    const worker = new Worker(db, {
      clock: () => now,
      handlers: {
        k: {
          run: async () => {
            calls += 1;
            throw new Error(`boom ${calls}`);
          },
          dead: async (_job, reason) => void dead.push(reason),
        },
      },
    });
    const { id } = await enqueue(db, { kind: 'k', payload: {}, idempotencyKey: 'fail', runAt: T0, maxAttempts: 3 });
    await worker.runDue();
    let row = (
      await db.query<{ status: string; attempts: number; run_at: Date; last_error: string }>('SELECT * FROM jobs WHERE id = $1', [id])
    ).rows[0]!;
    expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: 'Error: boom 1' });
    const wait1 = row.run_at.getTime() - now.getTime();
    expect(wait1).toBeGreaterThanOrEqual(800);
    expect(wait1).toBeLessThanOrEqual(1200);
    now = row.run_at;
    await worker.runDue();
    row = (await db.query<typeof row>('SELECT * FROM jobs WHERE id = $1', [id])).rows[0]!;
    const wait2 = row.run_at.getTime() - now.getTime();
    expect(wait2).toBeGreaterThanOrEqual(1600);
    expect(wait2).toBeLessThanOrEqual(2400);
    now = row.run_at;
    await worker.runDue();
    row = (await db.query<typeof row>('SELECT * FROM jobs WHERE id = $1', [id])).rows[0]!;
    expect(row).toMatchObject({ status: 'dead', attempts: 3, last_error: 'Error: boom 3' });
    expect(dead).toEqual(['Error: boom 3']);
    now = new Date(now.getTime() + 86_400_000);
    expect(await worker.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('dead-letters at once an error marked not retryable, and waits retryAfterMs when given', async () => {
    const worker = new Worker(db, {
      clock: () => T0,
      handlers: {
        permanent: async () => {
          throw Object.assign(new Error('invalid number'), { retryable: false });
        },
        limited: async () => {
          throw Object.assign(new Error('slow down'), { retryable: true, retryAfterMs: 30_000 });
        },
      },
    });
    await enqueue(db, { kind: 'permanent', payload: {}, idempotencyKey: 'p', runAt: T0 });
    await enqueue(db, { kind: 'limited', payload: {}, idempotencyKey: 'l', runAt: T0 });
    await worker.runDue();
    const rows = await db.query<{ idempotency_key: string; status: string; attempts: number; run_at: Date }>(
      'SELECT idempotency_key, status, attempts, run_at FROM jobs ORDER BY idempotency_key',
    );
    expect(rows.rows.map((r) => [r.idempotency_key, r.status, r.attempts])).toEqual([
      ['l', 'queued', 1],
      ['p', 'dead', 1],
    ]);
    expect(rows.rows[0]!.run_at.getTime()).toBe(T0.getTime() + 30_000);
  });

  it('a handler may reschedule its job without spending an attempt', async () => {
    let runs = 0;
    const worker = new Worker(db, {
      clock: () => T0,
      handlers: { k: async () => (++runs < 3 ? { again: new Date(T0.getTime() - 1) } : undefined) },
    });
    await enqueue(db, { kind: 'k', payload: {}, idempotencyKey: 'again', runAt: T0, maxAttempts: 1 });
    await worker.runDue();
    expect(runs).toBe(3);
    expect((await db.query('SELECT status, attempts FROM jobs')).rows).toEqual([{ status: 'done', attempts: 1 }]);
  });

  it('takes over a job whose worker died (lease expired), and the dead worker cannot complete it', async () => {
    let runs = 0;
    const handlers = { k: async () => void (runs += 1) };
    const dying = new Worker(db, { handlers, clock: () => T0, leaseMs: 50, workerId: 'dying' });
    await enqueue(db, { kind: 'k', payload: {}, idempotencyKey: 'lease', runAt: T0 });
    const [job] = await dying.claim(10);
    expect(job).toBeDefined();
    const other = new Worker(db, { handlers, clock: () => T0, workerId: 'other' });
    expect(await other.runDue()).toBe(0); // still leased
    await new Promise((r) => setTimeout(r, 120));
    expect(await other.runDue()).toBe(1);
    await dying.execute(job!); // the "dead" worker wakes up: its completion is fenced out
    const row = (
      await db.query<{ status: string; locked_by: string | null; attempts: number; last_error: string | null }>('SELECT * FROM jobs')
    ).rows[0]!;
    expect(row).toMatchObject({ status: 'done', locked_by: 'other', attempts: 2 });
  });

  it('claims at most the number asked for, even when PostgreSQL could rescan the pick', async () => {
    const worker = new Worker(db, { handlers: { k: async () => undefined }, clock: () => T0 });
    for (let i = 0; i < 40; i++) await enqueue(db, { kind: 'k', payload: {}, idempotencyKey: `many${i}`, runAt: T0 });
    for (const n of [1, 5, 7]) expect(await worker.claim(n)).toHaveLength(n);
    expect((await db.query(`SELECT count(*)::int AS n FROM jobs WHERE status = 'running'`)).rows).toEqual([{ n: 13 }]);
  });

  it('backoff doubles and is capped at 10 minutes', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, () => 0.5))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(30, () => 0.5)).toBe(600_000);
  });

  it('the loop runs jobs with bounded concurrency and stops cleanly', async () => {
    let active = 0;
    let peak = 0;
    let done = 0;
    const running = startWorker(
      { db },
      {
        concurrency: 3,
        pollMs: 10,
        handlers: {
          k: async () => {
            active += 1;
            peak = Math.max(peak, active);
            await new Promise((r) => setTimeout(r, 5));
            active -= 1;
            done += 1;
          },
        },
      },
    );
    for (let i = 0; i < 20; i++) await enqueue(db, { kind: 'k', payload: {}, idempotencyKey: `loop${i}` });
    running.wake();
    for (let i = 0; i < 200 && done < 20; i++) await new Promise((r) => setTimeout(r, 20));
    await running.stop();
    expect(done).toBe(20);
    expect(peak).toBeLessThanOrEqual(3);
    expect((await db.query(`SELECT count(*)::int AS n FROM jobs WHERE status = 'done'`)).rows).toEqual([{ n: 20 }]);
  });
});
