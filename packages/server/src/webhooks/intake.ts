/**
 * Group commit for webhook intake. Each accepted delivery must be stored (as its job) before
 * its 2xx — a platform that gets 2xx never sends it again — but one INSERT per delivery
 * makes the database the bottleneck (PGlite is one connection). So deliveries that arrive while a
 * write is running wait for the next one, and that write stores them all in ONE statement: an
 * idle server writes at once (no added latency), a busy one writes in batches (fewer round trips).
 * Same event twice in one batch: the first wins, the others are replays, exactly as across batches.
 */
import type { Queryable } from '../db/db.ts';
import { STORE_WEBHOOK_JOB } from './names.ts';
import { jobsAdded, NOTIFY_JOBS } from '../jobs/queue.ts';

export interface IntakeEvent {
  merchantId: number;
  platform: string;
  eventKey: string;
  topic: string;
  /** JSON text of what the job needs (an object). */
  payload: string;
}

interface Pending {
  event: IntakeEvent;
  resolve: (created: boolean) => void;
  reject: (error: unknown) => void;
}

/** At most this many events per statement (5 parameters each). */
const MAX_BATCH = 200;

/** The job's idempotency key: one job per (merchant, platform, event key), ever. */
export const jobKey = (e: IntakeEvent) => `webhook:${e.merchantId}:${e.platform}:${e.eventKey}`;

export class WebhookIntake {
  private pending: Pending[] = [];
  private writing = false;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
  ) {}

  /** Stores the event and queues its job; false when the event was already received (a replay). */
  add(event: IntakeEvent): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.pending.push({ event, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, MAX_BATCH);
        await this.write(batch);
      }
    } finally {
      this.writing = false;
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    const id = (e: IntakeEvent) => `${e.merchantId}\u0000${e.platform}\u0000${e.eventKey}`;
    const first = new Map<string, Pending>();
    for (const p of batch) if (!first.has(id(p.event))) first.set(id(p.event), p);
    const unique = [...first.values()];
    const params: unknown[] = [STORE_WEBHOOK_JOB, this.now()];
    const values = unique.map(({ event: e }) => {
      // The job carries the delivery (its payload is already JSON text: no parse/serialise round trip).
      const payload = `{"merchantId":${e.merchantId},"platform":${JSON.stringify(e.platform)},"eventKey":${JSON.stringify(e.eventKey)},"topic":${JSON.stringify(e.topic)},"event":${e.payload}}`;
      params.push(payload, jobKey(e));
      const n = params.length;
      return `($1, $${n - 1}::jsonb, $${n}, $2)`;
    });
    try {
      // One row per new event: the job's unique idempotency key is the replay guard (webhook:
      // merchant:platform:event key), so the hot path writes one table; the job records the event.
      const { rows } = await this.db.query<{ idempotency_key: string }>(
        `INSERT INTO jobs (kind, payload, idempotency_key, run_at) VALUES ${values.join(', ')}
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING idempotency_key, ${NOTIFY_JOBS}`,
        params,
      );
      if (rows.length > 0) jobsAdded(this.db);
      const created = new Set(rows.map((r) => r.idempotency_key));
      for (const p of batch) p.resolve(first.get(id(p.event)) === p && created.has(jobKey(p.event)));
    } catch (error) {
      // One bad row must not fail its neighbours: retry them one by one, then give up per delivery.
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const p of batch) await this.write([p]);
    }
  }
}
