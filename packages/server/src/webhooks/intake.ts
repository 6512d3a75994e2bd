/**
 * Group commit for webhook intake. Each accepted delivery must be stored (and its job queued)
 * before its 2xx — a platform that gets 2xx never sends it again — but one INSERT per delivery
 * makes the database the bottleneck (PGlite is one connection). So deliveries that arrive while a
 * write is running wait for the next one, and that write stores them all in ONE statement: an
 * idle server writes at once (no added latency), a busy one writes in batches (fewer round trips).
 * Same event twice in one batch: the first wins, the others are replays, exactly as across batches.
 */
import type { Queryable } from '../db/db.ts';
import { STORE_WEBHOOK_JOB } from './names.ts';

export interface IntakeEvent {
  merchantId: number;
  platform: string;
  eventKey: string;
  topic: string;
  /** JSON text of what the job needs. */
  payload: string;
}

interface Pending {
  event: IntakeEvent;
  resolve: (created: boolean) => void;
  reject: (error: unknown) => void;
}

/** At most this many events per statement (5 parameters each). */
const MAX_BATCH = 200;

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
      params.push(e.merchantId, e.platform, e.eventKey, e.topic, e.payload);
      const n = params.length;
      return `($${n - 4}::int, $${n - 3}, $${n - 2}, $${n - 1}, $${n}::jsonb)`;
    });
    try {
      // Events and their jobs in one statement: both or neither.
      const { rows } = await this.db.query<{ merchant_id: number; platform: string; event_key: string }>(
        `WITH ev AS (
           INSERT INTO webhook_events (merchant_id, platform, event_key, topic, payload) VALUES ${values.join(', ')}
           ON CONFLICT (merchant_id, platform, event_key) DO NOTHING RETURNING id, merchant_id, platform, event_key
         ), jb AS (
           INSERT INTO jobs (kind, payload, idempotency_key, run_at)
           SELECT $1, jsonb_build_object('eventId', ev.id), 'webhook:' || ev.id, $2 FROM ev
         )
         SELECT merchant_id, platform, event_key FROM ev`,
        params,
      );
      const created = new Set(rows.map((r) => `${r.merchant_id}\u0000${r.platform}\u0000${r.event_key}`));
      for (const p of batch) p.resolve(first.get(id(p.event)) === p && created.has(id(p.event)));
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }
}
