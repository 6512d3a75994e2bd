/**
 * A durable job queue in the database (table `jobs`, migration 4), the same on PGlite and
 * PostgreSQL. Why not pg-boss or graphile-worker: both need a real PostgreSQL connection pool
 * (LISTEN/NOTIFY, advisory locks across sessions, their own schema migrations run through `pg`)
 * and do not run on PGlite's single in-process connection; this table gives the same guarantees
 * with plain SQL that both run.
 *
 * Guarantees
 * - enqueue is idempotent: `idempotency_key` is unique; a second enqueue of a key is a no-op that
 *   answers the existing job (whatever its state — a done job is not run again).
 * - A job is claimed by one worker at a time (`FOR UPDATE SKIP LOCKED` + status `running`) with a
 *   lease (`locked_until`, real time). A worker killed mid-job leaves it `running`; once the lease
 *   expires any worker puts it back to `queued` (the attempt counts) and runs it again. Handlers
 *   must therefore be idempotent in their effects (the delivery code is: recipient rows and
 *   idempotency keys); completion is fenced by `locked_by`, so a worker whose lease was taken over
 *   cannot mark the new run done.
 * - Failures are retried with exponential backoff (1 s · 2^(attempt-1), at most 10 min, ±20 %
 *   jitter; `retryAfterMs` of the error when given), up to `max_attempts`; then, or at once for an
 *   error with `retryable === false`, the job is `dead` with the reason in `last_error`
 *   (dead-letter: kept for inspection, never run again unless re-enqueued under a new key).
 *   A done or dead job keeps `locked_by`: which worker ran it last.
 * - `run_at` is business time (the injectable clock: tests run days of a campaign in seconds);
 *   leases are real time (`now()` of the database), so a simulated day never steals a running job.
 */
import { hostname } from 'node:os';
import { afterCommit, type Db, type Queryable } from '../db/db.ts';

/**
 * Waking the workers when a job is added, instead of waiting for their idle poll (ADR 019):
 * - in this process, `jobsAdded` calls every running worker's `wake` once the enqueuing transaction
 *   has committed (db.ts `afterCommit`; never for a rolled-back one);
 * - across processes on PostgreSQL, the INSERT itself `pg_notify`s JOBS_CHANNEL, which PostgreSQL
 *   delivers at commit to each worker LISTENing on it (messaging/worker.ts; several notifications of
 *   one transaction arrive as one).
 * The poll stays as the fallback: a lost wake-up delays a job by at most `pollMs`, never loses it.
 */
export const JOBS_CHANNEL = 'wasl_jobs';
/** A RETURNING expression that notifies JOBS_CHANNEL for each inserted row (nothing when none was). */
export const NOTIFY_JOBS = `pg_notify('${JOBS_CHANNEL}', '')::text`;
const localWakers = new Set<() => void>();

/** Wakes this process's workers once the jobs `q` just added are committed. */
export function jobsAdded(q: Queryable): void {
  if (localWakers.size > 0) afterCommit(q, () => localWakers.forEach((wake) => wake()));
}

export type JobStatus = 'queued' | 'running' | 'done' | 'dead';

export interface Job<P = unknown> {
  id: number;
  kind: string;
  payload: P;
  idempotencyKey: string;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
}

export interface EnqueueInput {
  kind: string;
  payload: unknown;
  idempotencyKey: string;
  /** Business time at which the job becomes due; default the database's now(). */
  runAt?: Date | undefined;
  maxAttempts?: number | undefined;
}

export interface EnqueueResult {
  id: number;
  status: JobStatus;
  /** false when a job with this key already existed (nothing was added). */
  created: boolean;
}

/** Adds a job, or answers the existing one with the same idempotency key. Use inside the caller's transaction to make it atomic with its writes. */
export async function enqueue(q: Queryable, input: EnqueueInput): Promise<EnqueueResult> {
  const inserted = await q.query<{ id: number; status: JobStatus }>(
    `INSERT INTO jobs (kind, payload, idempotency_key, run_at, max_attempts)
     VALUES ($1, $2::jsonb, $3, COALESCE($4::timestamptz, now()), $5)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, status, ${NOTIFY_JOBS}`,
    [input.kind, JSON.stringify(input.payload ?? {}), input.idempotencyKey, input.runAt ?? null, input.maxAttempts ?? 8],
  );
  const row = inserted.rows[0];
  if (row) {
    jobsAdded(q);
    return { id: row.id, status: row.status, created: true };
  }
  const existing = await q.query<{ id: number; status: JobStatus }>('SELECT id, status FROM jobs WHERE idempotency_key = $1', [
    input.idempotencyKey,
  ]);
  const found = existing.rows[0];
  if (!found) throw new Error(`enqueue: job ${input.idempotencyKey} neither inserted nor found`);
  return { id: found.id, status: found.status, created: false };
}

/** What a handler may answer: nothing (done), or run this same job again later (not a failure). */
export type JobOutcome = void | { again: Date };

export interface JobContext {
  db: Db;
  /** Business time (the worker's clock). */
  now: () => Date;
  workerId: string;
  /** Extends the lease of this job (long handlers call it between batches). */
  heartbeat(): Promise<void>;
}

export type JobHandler = (job: Job, ctx: JobContext) => Promise<JobOutcome>;

export interface HandlerSpec {
  run: JobHandler;
  /** Called once when the job goes dead (after the last attempt or a permanent error). */
  dead?: (job: Job, reason: string, ctx: JobContext) => Promise<void>;
  /**
   * Runs many jobs of this kind at once (status events: one transaction for a few hundred instead
   * of one each). Answers, per job in order, undefined (done) or the error it failed with. Such
   * kinds are claimed apart, up to `batchSize` at a time, so they never crowd out the others.
   */
  runMany?: (jobs: Job[], ctx: JobContext) => Promise<(unknown | undefined)[]>;
}

export type Handlers = Record<string, JobHandler | HandlerSpec>;

export interface WorkerOptions {
  handlers: Handlers;
  /** Jobs run at the same time by this worker (default 4). */
  concurrency?: number;
  /** Business clock (default real time). */
  clock?: () => Date;
  /** Idle poll interval (default 250 ms): the fallback, a worker is woken when a job is added. */
  pollMs?: number;
  /** Woken by jobs enqueued in this process (default true; false only to test the other sources). */
  wakeOnLocalEnqueue?: boolean;
  /** Called each time the loop goes to sleep for `ms` (tests: enqueue only once the worker sleeps). */
  onSleep?: (ms: number) => void;
  /** Other wake-up sources, e.g. a PostgreSQL LISTEN on JOBS_CHANNEL (messaging/worker.ts). */
  wakeSources?: { subscribe(wake: () => void): Promise<() => Promise<void>> }[];
  /** Lease length, real time (default 60 s). */
  leaseMs?: number;
  /** Default `${hostname}:${pid}:${random}`. */
  workerId?: string;
  log?: { error(message: string, ...rest: unknown[]): void; warn?(message: string, ...rest: unknown[]): void };
}

interface JobRow {
  id: number;
  kind: string;
  payload: unknown;
  idempotency_key: string;
  attempts: number;
  max_attempts: number;
  run_at: Date;
}

const toJob = (r: JobRow): Job => ({
  id: r.id,
  kind: r.kind,
  payload: r.payload,
  idempotencyKey: r.idempotency_key,
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  runAt: r.run_at,
});

const spec = (h: JobHandler | HandlerSpec): HandlerSpec => (typeof h === 'function' ? { run: h } : h);

/** Backoff before attempt n+1 after n failed attempts: 1 s, 2 s, 4 s … capped at 10 min, ±20 %. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(600_000, 1000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);

/**
 * The queue operations of one worker. `startWorker` loops over them; tests call `runDue` to run
 * everything due now, deterministically.
 */
export class Worker {
  readonly id: string;
  private readonly handlers: Map<string, HandlerSpec>;
  private readonly clock: () => Date;
  private readonly leaseMs: number;
  private readonly log: WorkerOptions['log'];

  constructor(
    private readonly db: Db,
    options: WorkerOptions,
  ) {
    this.id = options.workerId ?? `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
    this.handlers = new Map(Object.entries(options.handlers).map(([k, h]) => [k, spec(h)]));
    this.clock = options.clock ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? 60_000;
    this.log = options.log;
  }

  /** Puts jobs whose worker's lease ran out back in the queue (or dead after their last attempt). */
  async releaseExpired(): Promise<number> {
    const { rows } = await this.db.query<JobRow>(
      `UPDATE jobs SET status = CASE WHEN attempts >= max_attempts THEN 'dead' ELSE 'queued' END,
              last_error = 'lease expired: the worker ' || coalesce(locked_by, '?') || ' stopped during attempt ' || attempts,
              locked_by = NULL, locked_until = NULL, updated_at = now()
       WHERE status = 'running' AND locked_until < now()
       RETURNING id, kind, payload, idempotency_key, attempts, max_attempts, run_at`,
    );
    return rows.length;
  }

  /** Kinds run one by one, and kinds run in batches (runMany). */
  private get singleKinds() {
    return [...this.handlers].filter(([, h]) => !h.runMany).map(([k]) => k);
  }
  private get batchKinds() {
    return [...this.handlers].filter(([, h]) => h.runMany).map(([k]) => k);
  }

  /** Claims up to `limit` due jobs of the given kinds (default: those run one by one). */
  async claim(limit: number, kinds: string[] = this.singleKinds): Promise<Job[]> {
    if (limit <= 0 || kinds.length === 0) return [];
    const { rows } = await this.db.query<JobRow>(
      // MATERIALIZED: a plain `id IN (SELECT … LIMIT n FOR UPDATE SKIP LOCKED)` may be rescanned by
      // PostgreSQL and claim more than n rows (the ones it just claimed are no longer queued).
      `WITH picked AS MATERIALIZED (
         SELECT id FROM jobs WHERE status = 'queued' AND run_at <= $3 AND kind = ANY($4::text[])
         ORDER BY run_at, id LIMIT $5 FOR UPDATE SKIP LOCKED)
       UPDATE jobs j SET status = 'running', attempts = j.attempts + 1, locked_by = $1,
              locked_until = now() + ($2::int * interval '1 millisecond'), updated_at = now()
       FROM picked WHERE j.id = picked.id
       RETURNING j.id, j.kind, j.payload, j.idempotency_key, j.attempts, j.max_attempts, j.run_at`,
      [this.id, this.leaseMs, this.clock(), kinds, limit],
    );
    return rows.sort((a, b) => a.run_at.getTime() - b.run_at.getTime() || a.id - b.id).map(toJob);
  }

  private context(job: Job): JobContext {
    return {
      db: this.db,
      now: this.clock,
      workerId: this.id,
      heartbeat: async () => {
        await this.db.query(
          `UPDATE jobs SET locked_until = now() + ($3::int * interval '1 millisecond') WHERE id = $1 AND locked_by = $2 AND status = 'running'`,
          [job.id, this.id, this.leaseMs],
        );
      },
    };
  }

  /** Runs one claimed job and records its outcome. */
  async execute(job: Job): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const ctx = this.context(job);
    try {
      if (!handler) throw Object.assign(new Error(`no handler for job kind ${job.kind}`), { retryable: false });
      const outcome = await handler.run(job, ctx);
      if (outcome && 'again' in outcome) {
        // Rescheduled by the handler (e.g. a campaign's next day): not a failed attempt.
        await this.db.query(
          `UPDATE jobs SET status = 'queued', run_at = $3, attempts = greatest(0, attempts - 1), locked_by = NULL, locked_until = NULL,
                  updated_at = now() WHERE id = $1 AND locked_by = $2 AND status = 'running'`,
          [job.id, this.id, outcome.again],
        );
      } else {
        await this.db.query(
          `UPDATE jobs SET status = 'done', locked_until = NULL, last_error = NULL, updated_at = now()
           WHERE id = $1 AND locked_by = $2 AND status = 'running'`,
          [job.id, this.id],
        );
      }
    } catch (error) {
      await this.fail(job, handler, ctx, error);
    }
  }

  /** Claims and runs one batch of the batched kinds; answers how many jobs it took. */
  async runBatch(batchSize = 200): Promise<number> {
    const jobs = await this.claim(batchSize, this.batchKinds);
    const byKind = new Map<string, Job[]>();
    for (const job of jobs) byKind.set(job.kind, [...(byKind.get(job.kind) ?? []), job]);
    for (const [kind, group] of byKind) {
      const handler = this.handlers.get(kind)!;
      const ctx = this.context(group[0]!);
      let errors: (unknown | undefined)[];
      try {
        errors = await handler.runMany!(group, ctx);
      } catch (error) {
        errors = group.map(() => error);
      }
      const done = group.filter((_, i) => errors[i] === undefined).map((j) => j.id);
      if (done.length) {
        await this.db.query(
          `UPDATE jobs SET status = 'done', locked_until = NULL, last_error = NULL, updated_at = now()
           WHERE id = ANY($1::bigint[]) AND locked_by = $2 AND status = 'running'`,
          [done, this.id],
        );
      }
      for (const [i, job] of group.entries()) if (errors[i] !== undefined) await this.fail(job, handler, this.context(job), errors[i]);
    }
    return jobs.length;
  }

  private async fail(job: Job, handler: HandlerSpec | undefined, ctx: JobContext, error: unknown): Promise<void> {
    const e = error as { retryable?: unknown; retryAfterMs?: unknown };
    const permanent = e?.retryable === false;
    const reason = errorText(error);
    if (permanent || job.attempts >= job.maxAttempts) {
      const { rowCount } = await this.db.query(
        `UPDATE jobs SET status = 'dead', last_error = $3, locked_until = NULL, updated_at = now()
         WHERE id = $1 AND locked_by = $2 AND status = 'running'`,
        [job.id, this.id, reason],
      );
      if (rowCount > 0 && handler?.dead) {
        await handler.dead(job, reason, ctx).catch((deadError: unknown) => this.log?.error(`job ${job.id} dead hook failed`, deadError));
      }
      if (!permanent) this.log?.warn?.(`job ${job.id} (${job.kind}) dead after ${job.attempts} attempts: ${reason}`);
      return;
    }
    const wait = typeof e?.retryAfterMs === 'number' && e.retryAfterMs > 0 ? e.retryAfterMs : backoffMs(job.attempts);
    await this.db.query(
      `UPDATE jobs SET status = 'queued', last_error = $3, run_at = $4, locked_by = NULL, locked_until = NULL, updated_at = now()
       WHERE id = $1 AND locked_by = $2 AND status = 'running'`,
      [job.id, this.id, reason, new Date(this.clock().getTime() + wait)],
    );
  }

  /**
   * Runs due jobs until none is left (jobs a handler enqueues as due are run too); answers how many
   * ran. For tests and one-shot scripts; `maxJobs` stops a runaway loop.
   */
  async runDue(options: { concurrency?: number; maxJobs?: number } = {}): Promise<number> {
    const concurrency = options.concurrency ?? 1;
    const maxJobs = options.maxJobs ?? 1_000_000;
    let ran = 0;
    await this.releaseExpired();
    for (;;) {
      const batched = await this.runBatch();
      const jobs = await this.claim(Math.min(concurrency, maxJobs - ran));
      if (jobs.length === 0 && batched === 0) return ran;
      await Promise.all(jobs.map((job) => this.execute(job)));
      ran += jobs.length + batched;
    }
  }
}

export interface RunningWorker {
  readonly worker: Worker;
  /** Polls now instead of at the next interval (after an enqueue in this process). */
  wake(): void;
  /** Stops claiming and waits for the jobs in flight. */
  stop(): Promise<void>;
}

/**
 * The worker loop: keeps up to `concurrency` jobs in flight, claims more as slots free up, sleeps
 * `pollMs` when nothing is due, releases expired leases every few seconds.
 */
export function startWorker(deps: { db: Db }, options: WorkerOptions): RunningWorker {
  const worker = new Worker(deps.db, options);
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 250;
  const inFlight = new Set<Promise<void>>();
  let running = true;
  let sleeper: { timer: NodeJS.Timeout; resolve: () => void } | undefined;
  let lastRelease = 0;
  /** A wake-up that came while the loop was busy (claiming): the next sleep is skipped, not lost. */
  let woken = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(() => {
        sleeper = undefined;
        resolve();
      }, ms);
      sleeper = { timer, resolve };
      options.onSleep?.(ms);
    });
  const wake = () => {
    if (!sleeper) {
      woken = true;
      return;
    }
    clearTimeout(sleeper.timer);
    const { resolve } = sleeper;
    sleeper = undefined;
    resolve();
  };
  if (options.wakeOnLocalEnqueue !== false) localWakers.add(wake);
  const unsubscribes = Promise.all(
    (options.wakeSources ?? []).map((source) =>
      source.subscribe(wake).catch((error: unknown) => {
        options.log?.error('job worker: wake-up source failed (the poll remains)', error);
        return async () => undefined;
      }),
    ),
  );

  const loop = (async () => {
    while (running) {
      // Whatever a wake-up announced before this claim, the claim sees.
      woken = false;
      try {
        if (Date.now() - lastRelease > Math.min(5_000, (options.leaseMs ?? 60_000) / 2)) {
          lastRelease = Date.now();
          await worker.releaseExpired();
        }
        // Batched kinds (status events): up to 200 per transaction, between claims of the others.
        const batch = await worker.runBatch();
        const jobs = await worker.claim(concurrency - inFlight.size);
        for (const job of jobs) {
          const p = worker.execute(job).finally(() => {
            inFlight.delete(p);
            wake();
          });
          inFlight.add(p);
        }
        if ((jobs.length === 0 && batch === 0) || inFlight.size >= concurrency) await sleep(inFlight.size >= concurrency ? 1_000 : pollMs);
      } catch (error) {
        if (!running) break;
        options.log?.error('job worker: poll failed', error);
        await sleep(pollMs * 4);
      }
    }
  })();

  return {
    worker,
    wake,
    async stop() {
      running = false;
      localWakers.delete(wake);
      wake();
      await loop;
      await Promise.all(inFlight);
      await Promise.all((await unsubscribes).map((unsubscribe) => unsubscribe()));
    },
  };
}
