/**
 * Conversation retention (issue 23, PDPL; ADR 013): the daily `retention.run` job deletes, for each
 * merchant with a period (`settings.retention_days`, @wasl/api RETENTION_DAYS; NULL = keep forever,
 * the default), the conversations whose last activity is older than the period:
 * - the customer thread (`customer_threads`, last activity = last_at, else last_inbound_at, else
 *   created_at) and, by cascade, its inbound messages (thread_messages), notes (thread_notes) and
 *   conversation records (conversations with its thread_id, and their csat_requests);
 * - the chat replies sent to that customer (outbound_messages of kind `bot` or `agent`) up to the cutoff;
 * - conversation records without a thread (history before the inbox) whose last activity is older;
 * - the inbox's live events (inbox_events) older than the cutoff.
 * Never touched: orders, invoices and their status messages (order_status, cart_reminder, survey…
 * outbound_messages), campaign recipients, feedback, transactions — legal retention (ADR 010) and
 * the merchant's figures. Feedback rows of a deleted conversation keep their rating (conversation_id
 * becomes NULL).
 *
 * Scheduling, safe with several processes: one job per UTC day, idempotency key
 * `retention.run:YYYY-MM-DD`, due at 02:00 UTC (05:00 in Riyadh). Every worker enqueues today's at
 * start and each run enqueues tomorrow's first, so a failing run does not break the chain; the key is
 * unique, so several processes make one job, and the queue claims it with FOR UPDATE SKIP LOCKED, so
 * one worker runs it. Deletes go in batches of `batchSize` threads, each its own transaction (rows
 * locked by another transaction are skipped, taken the next day), with a heartbeat between batches.
 * Idempotent: a second run (a retried job) finds nothing older than the cutoff left.
 *
 * What was deleted is recorded per merchant in the audit log (action `retention.run`, target
 * "retention days=90 threads=12 messages=340 conversations=12": the subject word and figures, like
 * every audit target, never a sentence in one language), only when something was deleted.
 */
import type { Db, Queryable } from '../db/db.ts';
import { recordAudit } from '../audit/record.ts';
import { retentionCutoff } from '@wasl/api/models';
import { enqueue, type Job, type JobContext, type JobHandler } from './queue.ts';

export const RETENTION_JOB = 'retention.run';

/** When the day's run is due (UTC hour). */
export const RETENTION_HOUR_UTC = 2;

const DAY_MS = 86_400_000;

const dayKey = (day: Date) => day.toISOString().slice(0, 10);

/** The UTC day of `now` at RETENTION_HOUR_UTC. */
function runTimeOf(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RETENTION_HOUR_UTC));
  return day;
}

/** Enqueues the run of the UTC day of `now` (due at 02:00 UTC of that day; a no-op when it exists). */
export function scheduleRetention(q: Queryable, now: Date) {
  const runAt = runTimeOf(now);
  return enqueue(q, { kind: RETENTION_JOB, payload: { day: dayKey(runAt) }, idempotencyKey: `${RETENTION_JOB}:${dayKey(runAt)}`, runAt });
}

export interface RetentionResult {
  merchantId: number;
  days: number;
  threads: number;
  /** Inbound messages, chat replies and thread notes deleted. */
  messages: number;
  /** Conversation records (with or without a thread). */
  conversations: number;
}

interface BatchCounts {
  threads: number;
  inbound: number;
  notes: number;
  outbound: number;
  conversations: number;
}

/**
 * One batch of one merchant: up to `limit` threads whose last activity is before `cutoff`, with what
 * hangs on them. Answers the counts (threads 0: nothing left).
 */
async function deleteThreadBatch(q: Queryable, merchantId: number, cutoff: Date, limit: number): Promise<BatchCounts> {
  const { rows } = await q.query<BatchCounts>(
    `WITH doomed AS MATERIALIZED (
       SELECT id, phone FROM customer_threads
       WHERE merchant_id = $1 AND coalesce(last_at, last_inbound_at, created_at) < $2
       ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED),
     inbound AS (SELECT count(*)::int AS n FROM thread_messages m WHERE m.merchant_id = $1 AND m.thread_id IN (SELECT id FROM doomed)),
     notes AS (SELECT count(*)::int AS n FROM thread_notes n WHERE n.merchant_id = $1 AND n.thread_id IN (SELECT id FROM doomed)),
     convs AS (SELECT count(*)::int AS n FROM conversations c WHERE c.merchant_id = $1 AND c.thread_id IN (SELECT id FROM doomed)),
     outbound AS (
       DELETE FROM outbound_messages o USING doomed d
       WHERE o.merchant_id = $1 AND o.kind IN ('bot', 'agent') AND d.phone IS NOT NULL
         AND o.to_phone IN (d.phone, '+' || d.phone) AND o.created_at < $2
       RETURNING o.id),
     gone AS (DELETE FROM customer_threads t WHERE t.merchant_id = $1 AND t.id IN (SELECT id FROM doomed) RETURNING t.id)
     SELECT (SELECT count(*) FROM gone)::int AS threads, (SELECT n FROM inbound) AS inbound, (SELECT n FROM notes) AS notes,
            (SELECT count(*) FROM outbound)::int AS outbound, (SELECT n FROM convs) AS conversations`,
    [merchantId, cutoff, limit],
  );
  return rows[0] ?? { threads: 0, inbound: 0, notes: 0, outbound: 0, conversations: 0 };
}

/** Conversation records without a thread (before the inbox existed), older than the cutoff: one batch. */
async function deleteLooseConversations(q: Queryable, merchantId: number, cutoff: Date, limit: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `WITH doomed AS MATERIALIZED (
       SELECT id FROM conversations
       WHERE merchant_id = $1 AND thread_id IS NULL AND coalesce(last_message_at, ended_at, started_at) < $2
       ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED),
     gone AS (DELETE FROM conversations c WHERE c.merchant_id = $1 AND c.id IN (SELECT id FROM doomed) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [merchantId, cutoff, limit],
  );
  return rows[0]?.n ?? 0;
}

export interface RetentionOptions {
  /** Threads (or loose conversation records) per transaction. @default 500 */
  batchSize?: number;
  /** Between batches (the job's lease). */
  heartbeat?: () => Promise<void>;
}

/** Applies every merchant's retention period at `now`; answers what was deleted, per merchant with a period. */
export async function runRetention(db: Db, now: Date, options: RetentionOptions = {}): Promise<RetentionResult[]> {
  const batchSize = options.batchSize ?? 500;
  const { rows: merchants } = await db.query<{ merchant_id: number; retention_days: number }>(
    'SELECT merchant_id, retention_days FROM settings WHERE retention_days IS NOT NULL ORDER BY merchant_id',
  );
  const results: RetentionResult[] = [];
  for (const { merchant_id: merchantId, retention_days: days } of merchants) {
    const cutoff = retentionCutoff(now, days);
    const result: RetentionResult = { merchantId, days, threads: 0, messages: 0, conversations: 0 };
    for (;;) {
      const batch = await db.transaction((tx) => deleteThreadBatch(tx, merchantId, cutoff, batchSize));
      result.threads += batch.threads;
      result.messages += batch.inbound + batch.notes + batch.outbound;
      result.conversations += batch.conversations;
      await options.heartbeat?.();
      if (batch.threads < batchSize) break;
    }
    for (;;) {
      const n = await db.transaction((tx) => deleteLooseConversations(tx, merchantId, cutoff, batchSize));
      result.conversations += n;
      await options.heartbeat?.();
      if (n < batchSize) break;
    }
    await db.query('DELETE FROM inbox_events WHERE merchant_id = $1 AND at < $2', [merchantId, cutoff]);
    if (result.threads + result.messages + result.conversations > 0) {
      await recordAudit(db, {
        merchantId,
        actor: { kind: 'merchant' },
        action: 'retention.run',
        target: `retention days=${days} threads=${result.threads} messages=${result.messages} conversations=${result.conversations}`,
        at: now,
      });
    }
    results.push(result);
  }
  return results;
}

/** The job: enqueue tomorrow's run first (the chain survives a failure), then apply the periods. */
export function retentionHandler(db: Db, options: Omit<RetentionOptions, 'heartbeat'> = {}): JobHandler {
  return async (_job: Job, ctx: JobContext) => {
    const now = ctx.now();
    await scheduleRetention(db, new Date(now.getTime() + DAY_MS));
    await runRetention(db, now, { ...options, heartbeat: ctx.heartbeat });
  };
}
