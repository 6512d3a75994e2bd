/**
 * The delivery worker in a server process (WASL_WORKER, README "Configuration"):
 * - `inline` (default): `npm start` serves the API and runs the worker in the same process;
 * - `off`: API only (run workers elsewhere: `WASL_WORKER=only`, same DATABASE_URL);
 * - `only`: worker only, no HTTP (src/worker.ts). Several workers may share one PostgreSQL: jobs are
 *   claimed with FOR UPDATE SKIP LOCKED. PGlite cannot be shared between processes, so with PGlite
 *   only `inline` makes sense.
 */
import { foldInboxCounts } from '../conversations/inbox.ts';
import { closeIdleConversations } from '../conversations/records.ts';
import type { Logger } from '../config.ts';
import type { Db } from '../db/db.ts';
import { postgresBus } from '../conversations/events.ts';
import { JOBS_CHANNEL, startWorker, type RunningWorker } from '../jobs/queue.ts';
import { scheduleRetention } from '../jobs/retention.ts';
import { scheduleRenewals } from '../jobs/renewals.ts';
import { deliveryHandlers, type DeliveryDeps } from './handlers.ts';

export type WorkerMode = 'inline' | 'off' | 'only';

export interface WorkerSettings {
  mode: WorkerMode;
  /** Jobs in flight per process (WASL_WORKER_CONCURRENCY, default 4). */
  concurrency: number;
  /** Lease of a claimed job, real time (WASL_JOB_LEASE_MS, default 60 000): how soon a killed worker's job is retried. */
  leaseMs: number;
  /**
   * Idle poll interval (WASL_WORKER_POLL_MS, default 250): the fallback. A job enqueued in this
   * process wakes the worker at its commit, and on PostgreSQL one enqueued by any process does
   * (LISTEN wasl_jobs), so a new job does not wait for the poll (ADR 019).
   */
  pollMs: number;
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
};

export function workerSettings(env: NodeJS.ProcessEnv = process.env): WorkerSettings {
  const raw = (env.WASL_WORKER ?? 'inline').toLowerCase();
  const mode: WorkerMode = raw === 'off' || raw === 'only' ? raw : 'inline';
  return {
    mode,
    concurrency: positive(env.WASL_WORKER_CONCURRENCY, 4),
    leaseMs: positive(env.WASL_JOB_LEASE_MS, 60_000),
    pollMs: positive(env.WASL_WORKER_POLL_MS, 250),
  };
}

export function startDeliveryWorker(
  deps: DeliveryDeps & { db: Db; log: Logger; now: () => Date; config?: { databaseUrl?: string | undefined } },
  settings: WorkerSettings,
): RunningWorker {
  const databaseUrl = deps.config?.databaseUrl;
  const running = startWorker(deps, {
    // On PostgreSQL, jobs enqueued by the other processes (an API-only process's webhooks) wake it too.
    wakeSources: databaseUrl ? [postgresBus(databaseUrl, (e) => deps.log.warn(`jobs LISTEN: ${String(e)}`), JOBS_CHANNEL)] : [],
    handlers: deliveryHandlers(deps, { leaseMs: settings.leaseMs }),
    concurrency: settings.concurrency,
    leaseMs: settings.leaseMs,
    pollMs: settings.pollMs,
    clock: deps.now,
    log: deps.log,
  });
  // Conversation retention (issue 23): today's daily run; each run enqueues the next day's (idempotent key per day).
  void scheduleRetention(deps.db, deps.now())
    .then(() => running.wake())
    .catch((error: unknown) => deps.log.warn(`retention schedule: ${String(error)}`));
  // Add-on monthly billing (ADR 024): today's renewal run, chained the same way (jobs/renewals.ts).
  void scheduleRenewals(deps.db, deps.now())
    .then(() => running.wake())
    .catch((error: unknown) => deps.log.warn(`renewal schedule: ${String(error)}`));
  // The inbox's chat-end setting: every minute, close the conversations idle past it (conversations/records.ts)…
  const sweep = setInterval(() => {
    void closeIdleConversations(deps.db, deps.now()).catch((error: unknown) => deps.log.warn(`chat-end sweep: ${String(error)}`));
    // …and fold the inbox counts' +1/-1 rows (migration 29) so the list sums a few rows.
    void foldInboxCounts(deps.db).catch((error: unknown) => deps.log.warn(`inbox counts fold: ${String(error)}`));
  }, CHAT_END_SWEEP_MS);
  sweep.unref?.();
  const stop = running.stop.bind(running);
  return Object.assign(running, {
    stop: () => {
      clearInterval(sweep);
      return stop();
    },
  });
}

/** How often the chat-end sweep runs. */
export const CHAT_END_SWEEP_MS = 60_000;
