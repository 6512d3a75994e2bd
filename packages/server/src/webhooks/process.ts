/**
 * The jobs behind the webhooks: `store.webhook` turns one accepted store event into an order (or a
 * status change) and its message; `whatsapp.inbound` records a customer's message in their thread
 * (conversation window, STOP opt-out, the deployed bot's answer: conversations/inbound.ts). Both are idempotent: the event row is processed once (status), the order
 * is unique per (merchant, order id), and every message has its idempotency key.
 */
import { orderTransitions, type OrderStatusName } from '@wasl/api';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/db.ts';
import type { Handlers, Job } from '../jobs/queue.ts';
import type { SecretBox } from '../lib/secretBox.ts';
import { handleInbound, type InboundJobPayload } from '../conversations/inbound.ts';
import { HttpError } from '../middleware/http.ts';
import type { Email, EmailProvider, StorePlatform } from '../providers/index.ts';
import { ordersChanged } from '../routes/orders/list-cache.ts';
import type { OrderRow } from '../routes/orders/rows.ts';
import { insertOrder } from '../routes/orders/create.ts';
import { newOrderEmail } from '../routes/orders/notify.ts';
import { changeOrderStatus, lockOrder, recordStatus } from '../routes/orders/status.ts';
import { messageAboutOrder } from '../routes/orders/templates.ts';
import { zidCredentials } from './connections.ts';
import { fromSalla, fromShopify, fromWix, fromWoo, fromZid, type StoreOrder } from './platforms.ts';
import { STORE_WEBHOOK_JOB, WHATSAPP_INBOUND_JOB } from './names.ts';

export interface WebhookJobDeps {
  db: Db;
  config: Pick<Config, 'stores'>;
  now: () => Date;
  /** Opens the stored Zid tokens. */
  secrets: SecretBox;
  fetch?: typeof fetch;
  /** Sends the new-order e-mail (plan feature new_order_notification); absent: none is sent. */
  email?: EmailProvider;
}

/** A failure a retry cannot fix (the store says the order does not exist): recorded, not retried. */
class FinalError extends Error {
  readonly retryable = false;
}

interface EventRow {
  merchant_id: number;
  platform: StorePlatform;
  topic: string;
  payload: Record<string, unknown>;
}

/** What the intake queued (intake.ts): the delivery itself, kept in the job until it is processed. */
export interface StoreWebhookPayload {
  merchantId: number;
  platform: StorePlatform;
  eventKey: string;
  topic: string;
  event: Record<string, unknown>;
}

/** The processed event, once per (merchant, platform, event key); false when it was already there. */
async function record(q: Queryable, e: StoreWebhookPayload, status: 'done' | 'failed', note: string): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO webhook_events (merchant_id, platform, event_key, topic, payload, status, note, processed_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, now()) ON CONFLICT (merchant_id, platform, event_key) DO NOTHING RETURNING 1`,
    [e.merchantId, e.platform, e.eventKey, e.topic, JSON.stringify(e.event), status, note.slice(0, 500)],
  );
  return rows.length > 0;
}

/** Zid signs nothing: the order is read from Zid's API with the merchant's token, never from the body. */
async function fetchZidOrder(deps: WebhookJobDeps, merchantId: number, id: string): Promise<Record<string, unknown>> {
  const credentials = await zidCredentials(deps.db, deps.secrets, merchantId);
  const token = credentials?.managerToken;
  if (!token) throw new FinalError('zid: no access token for this merchant');
  const authorization = credentials?.authorization ?? '';
  const response = await (deps.fetch ?? fetch)(`${deps.config.stores.zidApiBase}/managers/store/orders/${encodeURIComponent(id)}/view`, {
    headers: { Authorization: `Bearer ${authorization}`, 'X-Manager-Token': token, Accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404) throw new FinalError(`zid: order ${id} not found at Zid (forged or deleted)`);
  if (response.status === 401 || response.status === 403) throw new FinalError(`zid: token refused (${response.status})`);
  if (!response.ok) throw new Error(`zid: ${response.status}`); // retried with backoff
  const body = (await response.json()) as { order?: Record<string, unknown> };
  if (!body.order || String(body.order.id) !== id) throw new FinalError(`zid: answer is not order ${id}`);
  return body.order;
}

async function normalise(deps: WebhookJobDeps, event: EventRow): Promise<StoreOrder> {
  const p = event.payload;
  switch (event.platform) {
    case 'salla':
      return fromSalla((p.data ?? {}) as Record<string, unknown>);
    case 'zid':
      return fromZid(await fetchZidOrder(deps, event.merchant_id, String(p.id)));
    case 'woocommerce':
      return fromWoo(p);
    case 'shopify':
      return fromShopify(p);
    case 'wix': {
      const created = (p.createdEvent as { entity?: Record<string, unknown> } | undefined)?.entity;
      const updated = (p.updatedEvent as { currentEntity?: Record<string, unknown> } | undefined)?.currentEntity;
      const action = (p.actionEvent as { body?: { order?: Record<string, unknown> } } | undefined)?.body?.order;
      return fromWix(created ?? updated ?? action ?? {});
    }
  }
}

/** Runs fn in a savepoint; a 402/409 of the messaging rules rolls back only fn and answers its message. */
async function softly(q: Queryable, fn: () => Promise<unknown>): Promise<string | null> {
  await q.query('SAVEPOINT webhook_message');
  try {
    await fn();
    await q.query('RELEASE SAVEPOINT webhook_message');
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await q.query('ROLLBACK TO SAVEPOINT webhook_message');
    return error.message;
  }
}

/** The order of one event, created or moved; answers a note for the event row. */
async function applyOrder(q: Queryable, merchantId: number, o: StoreOrder, now: Date, emails: Email[]): Promise<string> {
  const created = await insertOrder(q, merchantId, o, 'store');
  const notes: string[] = [];
  if (created) {
    const notification = await newOrderEmail(q, merchantId, created);
    if (notification) emails.push(notification);
    const refused = await softly(q, () => messageAboutOrder(q, merchantId, created, 'init', { key: 'init', now }));
    notes.push(refused ? `created; no message: ${refused}` : 'created');
  }
  const order: OrderRow | null = (await lockOrder(q, merchantId, { orderId: o.orderId })) ?? null;
  if (order && o.status && o.status !== order.status) {
    const path = pathBetween(order.status, o.status);
    if (!path) {
      notes.push(`status ${o.status} not allowed after ${order.status}: kept`);
    } else {
      // A store may skip hops (placed → out for delivery): the steps between are recorded in the
      // history without messages; the customer hears about the status the store reported.
      for (const step of path.slice(0, -1)) {
        await recordStatus(q, merchantId, order.id, step, 'store');
        order.status = step;
      }
      const refused = await softly(q, () => changeOrderStatus(q, merchantId, order, o.status!, 'store', now));
      if (refused) {
        // The store's status is a fact: record it even when no message can be paid for.
        await recordStatus(q, merchantId, order.id, o.status, 'store');
        notes.push(`status ${o.status}; no message: ${refused}`);
      } else notes.push(`status ${o.status}`);
    }
  }
  return notes.join('; ') || 'no change';
}

/** Shortest chain of allowed transitions from → to (to included), or null when none leads there. */
export function pathBetween(from: OrderStatusName, to: OrderStatusName): OrderStatusName[] | null {
  const previous = new Map<OrderStatusName, OrderStatusName>();
  const queue: OrderStatusName[] = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const next of orderTransitions[at]) {
      if (next === from || previous.has(next)) continue;
      previous.set(next, at);
      if (next === to) {
        const path: OrderStatusName[] = [to];
        for (let s = at; s !== from; s = previous.get(s)!) path.unshift(s);
        return path;
      }
      queue.push(next);
    }
  }
  return null;
}

const validOrder = (o: StoreOrder) => o.orderId !== '' && o.orderId.length <= 64 && /^\d{8,15}$/.test(o.phone);

export function webhookHandlers(deps: WebhookJobDeps): Handlers {
  return {
    [STORE_WEBHOOK_JOB]: {
      async run(job: Job) {
        const e = job.payload as StoreWebhookPayload;
        const event: EventRow = { merchant_id: e.merchantId, platform: e.platform, topic: e.topic, payload: e.event };
        // Already recorded: a replay accepted after its job was pruned, or a second run. Nothing to do.
        const seen = await deps.db.query('SELECT 1 FROM webhook_events WHERE merchant_id = $1 AND platform = $2 AND event_key = $3', [
          e.merchantId,
          e.platform,
          e.eventKey,
        ]);
        if (seen.rows.length > 0) return;
        let order: StoreOrder;
        try {
          order = await normalise(deps, event);
        } catch (error) {
          if (error instanceof FinalError) {
            await record(deps.db, e, 'failed', error.message);
            return;
          }
          throw error;
        }
        if (!validOrder(order)) {
          await record(deps.db, e, 'failed', 'not an order we can message (order id or phone missing)');
          return;
        }
        const emails: Email[] = [];
        const note = await deps.db.transaction(async (tx) => {
          // The event row is the once-only guard: a concurrent run of the same event stops here.
          if (!(await record(tx, e, 'done', ''))) return null;
          const result = await applyOrder(tx, e.merchantId, order, deps.now(), emails);
          await tx.query('UPDATE webhook_events SET note = $4 WHERE merchant_id = $1 AND platform = $2 AND event_key = $3', [
            e.merchantId,
            e.platform,
            e.eventKey,
            result.slice(0, 500),
          ]);
          return result;
        });
        if (note !== null) ordersChanged(deps.db, e.merchantId);
        // After the commit: a retried transaction must not e-mail twice.
        if (note !== null) for (const email of emails) await deps.email?.send(email);
      },
      async dead(job, reason) {
        await record(deps.db, job.payload as StoreWebhookPayload, 'failed', reason);
      },
    },
    [WHATSAPP_INBOUND_JOB]: (job: Job) => handleInbound(deps, job.payload as InboundJobPayload),
  };
}
