/**
 * Waking the worker when a job is added (ADR 019): a new job does not wait for the idle poll. Every
 * worker here polls once an hour, so a job that runs within the test's timeout was run because of a
 * wake-up, not the poll; no test measures a duration.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { afterCommit, openDb, type Db } from '../db/db.ts';
import { postgresBus } from '../conversations/events.ts';
import { openTestDb } from '../../test/harness.ts';
import { enqueue, JOBS_CHANNEL, startWorker, type RunningWorker } from './queue.ts';

const HOUR = 3_600_000;

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 60_000);
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('DELETE FROM jobs');
});

/**
 * A worker whose handler counts each job's runs; `ran(key)` resolves when that job ran, `asleep()`
 * at the loop's next sleep of the full poll (so what runs after it was woken, not polled).
 */
function countingWorker(target: Db, options: Partial<Parameters<typeof startWorker>[1]> = {}) {
  const runs = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  let sleeping = false;
  let onSleep: (() => void) | undefined;
  const asleep = () =>
    new Promise<void>((resolve) => {
      if (sleeping) resolve();
      else onSleep = resolve;
    });
  const ran = (key: string) =>
    new Promise<void>((resolve) => {
      if (runs.has(key)) resolve();
      else waiting.set(key, resolve);
    });
  const running: RunningWorker = startWorker(
    { db: target },
    {
      pollMs: HOUR,
      ...options,
      onSleep: (ms) => {
        if (ms !== (options.pollMs ?? HOUR)) return;
        sleeping = true;
        onSleep?.();
        onSleep = undefined;
      },
      handlers: {
        count: async (job) => {
          sleeping = false;
          runs.set(job.idempotencyKey, (runs.get(job.idempotencyKey) ?? 0) + 1);
          waiting.get(job.idempotencyKey)?.();
        },
      },
    },
  );
  return { running, runs, ran, asleep };
}

describe('afterCommit', () => {
  it('runs at the commit of the transaction, never after a rollback, and at once outside one', async () => {
    const calls: string[] = [];
    await db.transaction(async (tx) => {
      afterCommit(tx, () => calls.push('committed'));
      await tx.query('SELECT 1');
      expect(calls).toEqual([]);
    });
    expect(calls).toEqual(['committed']);
    await expect(
      db.transaction(async (tx) => {
        afterCommit(tx, () => calls.push('rolled back'));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    afterCommit(db, () => calls.push('autocommit'));
    expect(calls).toEqual(['committed', 'autocommit']);
  });
});

describe('the worker is woken by an enqueue', () => {
  it('runs each job enqueued in this process at its commit, once, although it polls once an hour', async () => {
    const { running, runs, ran, asleep } = countingWorker(db);
    try {
      for (let i = 0; i < 5; i++) {
        const key = `local-${i}`;
        await asleep();
        await db.transaction(async (tx) => {
          await enqueue(tx, { kind: 'count', payload: {}, idempotencyKey: key });
        });
        await ran(key);
      }
      // Outside a transaction too, and several at once.
      await asleep();
      await Promise.all(['a', 'b', 'c'].map((k) => enqueue(db, { kind: 'count', payload: {}, idempotencyKey: `burst-${k}` })));
      await Promise.all(['a', 'b', 'c'].map((k) => ran(`burst-${k}`)));
    } finally {
      await running.stop();
    }
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(runs.size).toBe(8);
    const { rows } = await db.query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM jobs GROUP BY status`);
    expect(rows).toEqual([{ status: 'done', n: 8 }]);
  });

  it('does not run a job whose enqueuing transaction rolled back', async () => {
    const { running, runs, ran, asleep } = countingWorker(db);
    try {
      await asleep();
      await expect(
        db.transaction(async (tx) => {
          await enqueue(tx, { kind: 'count', payload: {}, idempotencyKey: 'rolled-back' });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      await asleep();
      await enqueue(db, { kind: 'count', payload: {}, idempotencyKey: 'after' });
      await ran('after');
    } finally {
      await running.stop();
    }
    expect([...runs.keys()]).toEqual(['after']);
  });

  it('a stopped worker is no longer woken, and two workers run each job once', async () => {
    const first = countingWorker(db);
    await first.running.stop();
    const one = countingWorker(db, { workerId: 'one' });
    const two = countingWorker(db, { workerId: 'two' });
    try {
      await Promise.all([one.asleep(), two.asleep()]);
      const keys = Array.from({ length: 20 }, (_, i) => `pair-${i}`);
      for (const key of keys) await enqueue(db, { kind: 'count', payload: {}, idempotencyKey: key });
      await Promise.all(keys.map((k) => Promise.race([one.ran(k), two.ran(k)])));
    } finally {
      await one.running.stop();
      await two.running.stop();
    }
    expect(first.runs.size).toBe(0);
    for (let i = 0; i < 20; i++) expect((one.runs.get(`pair-${i}`) ?? 0) + (two.runs.get(`pair-${i}`) ?? 0)).toBe(1);
  });

  it('a job enqueued by another process wakes the worker through LISTEN wasl_jobs (PostgreSQL); without a wake-up the poll still runs it', async () => {
    const url = process.env.WASL_TEST_DATABASE_URL;
    if (db.kind === 'postgres' && url) {
      // Two connection pools = two processes; the worker has no in-process wake and polls hourly.
      const name = `wasl_jobs_${process.pid}_${Date.now().toString(36)}`;
      const admin = await openDb({ databaseUrl: url, migrate: false });
      await admin.query(`CREATE DATABASE ${name}`);
      const dbUrl = new URL(url);
      dbUrl.pathname = `/${name}`;
      const one = await openDb({ databaseUrl: dbUrl.toString() });
      const two = await openDb({ databaseUrl: dbUrl.toString() });
      try {
        const bus = postgresBus(dbUrl.toString(), undefined, JOBS_CHANNEL);
        let listening!: () => void;
        const listened = new Promise<void>((resolve) => (listening = resolve));
        const { running, runs, ran, asleep } = countingWorker(one, {
          wakeOnLocalEnqueue: false,
          wakeSources: [{ subscribe: (wake) => bus.subscribe(wake).finally(listening) }],
        });
        try {
          await Promise.all([listened, asleep()]);
          await two.transaction(async (tx) => {
            await enqueue(tx, { kind: 'count', payload: {}, idempotencyKey: 'from-two' });
          });
          await ran('from-two');
        } finally {
          await running.stop();
        }
        expect(Object.fromEntries(runs)).toEqual({ 'from-two': 1 });
      } finally {
        await one.close();
        await two.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
        await admin.close();
      }
    } else {
      // PGlite (one process): a worker that is never woken still runs the job at its poll.
      const { running, runs, ran } = countingWorker(db, { wakeOnLocalEnqueue: false, pollMs: 50 });
      try {
        await enqueue(db, { kind: 'count', payload: {}, idempotencyKey: 'polled' });
        await ran('polled');
      } finally {
        await running.stop();
      }
      expect(Object.fromEntries(runs)).toEqual({ polled: 1 });
    }
  });
});
