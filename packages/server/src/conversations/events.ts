/**
 * The inbox's live events (issue 19): what changed in a conversation — a `message` in or out, an
 * outbound `status`, an `assignment` (handover, claim, transfer, close, reopen, read) — reaches every
 * open inbox of the merchant without a reload, whichever server process made the change.
 *
 * - The source of truth is the `inbox_events` table: `publishEvent` inserts the event in the
 *   transaction of the change (a rolled-back change publishes nothing) and `pg_notify`s the channel
 *   `wasl_inbox` (PostgreSQL delivers the notification when that transaction commits).
 * - Each process has ONE `EventHub`: it reads new rows (`id > cursor`) when woken and fans them out
 *   in memory to its SSE connections of that merchant. It is woken by the `InboxBus`: on PostgreSQL
 *   a LISTEN connection (so an event written by another process arrives at once); on PGlite (one
 *   process) the in-process bus, woken by publishers after their transaction. The hub also polls
 *   every `pollMs` as a safety net (a lost notification costs at most that delay, never an event).
 * - Ids are an identity column: a transaction that took a smaller id may commit after a larger one
 *   was already read. Each poll re-reads the last `LOOKBACK` ids and forwards those not yet seen, so
 *   such an event arrives late (≤ one poll) rather than never.
 * - Resume: a connection sends what it missed (`id > Last-Event-ID`) from the table, then follows
 *   the hub; ids are strictly increasing per stream and never repeated.
 */
import type { Db, Queryable } from '../db/db.ts';
import { phoneDigits } from '../lib/phone.ts';

export type InboxEventType = 'message' | 'status' | 'assignment';

export interface InboxEvent {
  id: number;
  merchant_id: number;
  type: InboxEventType;
  phone: string;
  conversation_id: number | null;
  state: 'bot' | 'waiting' | 'assigned' | 'closed' | null;
  section_id: number | null;
  agent_id: number | null;
  at: Date;
}

export const INBOX_CHANNEL = 'wasl_inbox';

export interface PublishInput {
  type: InboxEventType;
  phone: string;
  conversationId?: number | null;
  state?: InboxEvent['state'];
  sectionId?: number | null;
  agentId?: number | null;
  at: Date;
}

/** Records one event in the caller's transaction and notifies the other processes at commit. */
export async function publishEvent(q: Queryable, merchantId: number, e: PublishInput): Promise<void> {
  await q.query(
    `INSERT INTO inbox_events (merchant_id, type, phone, conversation_id, state, section_id, agent_id, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [merchantId, e.type, phoneDigits(e.phone), e.conversationId ?? null, e.state ?? null, e.sectionId ?? null, e.agentId ?? null, e.at],
  );
  await q.query(`SELECT pg_notify('${INBOX_CHANNEL}', $1)`, [String(merchantId)]);
  localBus.wake();
}

/**
 * A `status` event for the thread of `phone` when there is one (a campaign to 10,000 numbers
 * publishes only for the customers who have a thread): one statement, in the caller's transaction.
 */
export async function publishStatusIfThread(q: Queryable, merchantId: number, phone: string, at: Date): Promise<void> {
  const digits = phoneDigits(phone);
  const { rowCount } = await q.query(
    `INSERT INTO inbox_events (merchant_id, type, phone, conversation_id, state, section_id, agent_id, at)
     SELECT t.merchant_id, 'status', t.phone, c.id, c.state, c.section_id, c.agent_id, $3
     FROM customer_threads t LEFT JOIN conversations c ON c.merchant_id = t.merchant_id AND c.id = t.conversation_id
     WHERE t.merchant_id = $1 AND t.phone = $2`,
    [merchantId, digits, at],
  );
  if (rowCount > 0) {
    await q.query(`SELECT pg_notify('${INBOX_CHANNEL}', $1)`, [String(merchantId)]);
    localBus.wake();
  }
}

/* ------------------------------------------------------------------ the bus: what wakes the hub */

/** What wakes a process's hub when events may have been written. */
export interface InboxBus {
  /** Calls `wake` whenever new events may exist; answers a stop function. */
  subscribe(wake: () => void): Promise<() => Promise<void>>;
}

const LOCAL_WAKES_MS = [5, 40, 150] as const;

/** In-process: publishers in this process wake its hub (the hub reads after their commit: a microtask later or the next poll). */
class LocalBus implements InboxBus {
  private readonly listeners = new Set<() => void>();
  wake(): void {
    // Published inside a transaction that commits a little later: read soon, and again in case
    // the commit was not done yet (a read finding nothing new costs one indexed query).
    for (const l of this.listeners) for (const ms of LOCAL_WAKES_MS) setTimeout(l, ms);
  }
  subscribe(wake: () => void): Promise<() => Promise<void>> {
    this.listeners.add(wake);
    return Promise.resolve(async () => {
      this.listeners.delete(wake);
    });
  }
}
export const localBus = new LocalBus();

/**
 * PostgreSQL LISTEN on a dedicated connection (not the pool's): every process's hub hears every
 * commit that published, its own included. Also wakes the job workers (channel `wasl_jobs`, jobs/queue.ts).
 */
export function postgresBus(databaseUrl: string, onError: (error: unknown) => void = () => undefined, channel = INBOX_CHANNEL): InboxBus {
  return {
    async subscribe(wake) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: databaseUrl });
      client.on('error', onError);
      await client.connect();
      client.on('notification', () => wake());
      await client.query(`LISTEN ${channel}`);
      return async () => {
        await client.query(`UNLISTEN ${channel}`).catch(() => undefined);
        await client.end().catch(() => undefined);
      };
    },
  };
}

/* ------------------------------------------------------------------ the hub */

export type Listener = (event: InboxEvent) => void;

const LOOKBACK = 200;

export interface HubOptions {
  /** Safety-net poll (ms). */
  pollMs?: number;
  buses?: InboxBus[];
}

/** One per process: reads new events and hands them to the listeners of their merchant. */
export class EventHub {
  private cursor = 0;
  private started: Promise<void> | undefined;
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly recent = new Set<number>();
  private reading: Promise<void> | undefined;
  private again = false;
  private lookback = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private stops: (() => Promise<void>)[] = [];
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: HubOptions = {},
  ) {}

  private start(): Promise<void> {
    this.started ??= (async () => {
      const { rows } = await this.db.query<{ max: number | null }>('SELECT max(id) AS max FROM inbox_events');
      this.cursor = Number(rows[0]?.max ?? 0);
      for (const bus of this.options.buses ?? [localBus]) this.stops.push(await bus.subscribe(() => this.wake()));
      this.timer = setInterval(() => this.wake(true), this.options.pollMs ?? 2000);
      this.timer.unref?.();
      void this.wake(); // anything published while subscribing
    })();
    return this.started;
  }

  /** Listens to one merchant's events from now on; answers the unsubscribe. */
  async listen(merchantId: number, listener: Listener): Promise<() => void> {
    await this.start();
    let set = this.listeners.get(merchantId);
    if (!set) this.listeners.set(merchantId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(merchantId);
    };
  }

  /** Reads what is new (coalescing wakes while a read runs). */
  wake(lookback = false): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.lookback ||= lookback;
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.again = false;
        const back = this.lookback;
        this.lookback = false;
        await this.read(back).catch(() => undefined);
      } while (this.again && !this.closed);
      this.reading = undefined;
    })();
    return this.reading;
  }

  /** New events (`lookback`: also the last LOOKBACK ids, for a transaction that committed late; the poll does it). */
  private async read(lookback: boolean): Promise<void> {
    if (this.listeners.size === 0) {
      // Nobody listens here: only move the cursor.
      const { rows } = await this.db.query<{ max: number | null }>('SELECT max(id) AS max FROM inbox_events');
      this.cursor = Math.max(this.cursor, Number(rows[0]?.max ?? 0));
      return;
    }
    const { rows } = await this.db.query<InboxEvent>('SELECT * FROM inbox_events WHERE id > $1 ORDER BY id LIMIT 5000', [
      Math.max(0, this.cursor - (lookback ? LOOKBACK : 0)),
    ]);
    for (const row of rows) {
      const id = Number(row.id);
      if (this.recent.has(id)) continue;
      this.recent.add(id);
      this.cursor = Math.max(this.cursor, id);
      const event = { ...row, id };
      for (const l of this.listeners.get(row.merchant_id) ?? []) l(event);
    }
    if (this.recent.size > LOOKBACK * 4) {
      for (const id of this.recent) if (id <= this.cursor - LOOKBACK) this.recent.delete(id);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    for (const stop of this.stops.splice(0)) await stop();
  }
}

/** A merchant's events after `afterId`, oldest first (a stream's resume). */
export async function eventsAfter(q: Queryable, merchantId: number, afterId: number, limit = 1000): Promise<InboxEvent[]> {
  const { rows } = await q.query<InboxEvent>('SELECT * FROM inbox_events WHERE merchant_id = $1 AND id > $2 ORDER BY id LIMIT $3', [
    merchantId,
    afterId,
    limit,
  ]);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
