/**
 * Store platform webhooks: `POST /integration/webhooks/{platform}/{key}` (outside the session and
 * API-key middleware). Order of work, and why:
 * 1. the key names the merchant's connection (unknown → 401, nothing read further);
 * 2. the platform's signature over the RAW bytes, timing-safe (401 otherwise) — Zid signs
 *    nothing: its key in the URL is the secret, and the order is re-fetched from Zid's API in the
 *    job before anything is trusted;
 * 3. only then the body is parsed and its shape checked (400 when malformed);
 * 4. one statement queues a `store.webhook` job carrying the delivery, keyed by the event: 202
 *    (intake.ts: deliveries arriving together share that statement). A second delivery of the
 *    same event finds the key taken: 409 `errors:webhookReplayed`, nothing stored — so 50
 *    concurrent replays make one job, one event record, one order and one message.
 * The order itself is written by the job (webhooks/process.ts), off the request path.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { RouteModule } from '../middleware/route.ts';
import { badRequest, HttpError } from '../middleware/http.ts';
import { STORE_PLATFORMS, type StorePlatform } from '../providers/index.ts';
import { WebhookIntake } from './intake.ts';
import { WEBHOOK_ERRORS, WEBHOOK_HEADERS } from './names.ts';
import { ConnectionCache, WEBHOOK_KEY, type StoreConnection } from './connections.ts';
import { ORDER_TOPICS, SallaEvent, ShopifyOrder, WixEnvelope, WooOrder, ZidEvent } from './platforms.ts';
import { verifyBase64Hmac, verifySalla, verifyWixJwt } from './verify.ts';

const decoder = new TextDecoder('utf-8', { fatal: true });
const sha256 = (raw: Uint8Array) => createHash('sha256').update(raw).digest('hex');

interface Accepted {
  topic: string;
  eventKey: string;
  /** JSON text of what the job needs: the body as received (exact digits of 64-bit ids kept), Wix's decoded event. */
  payload: string;
}

/** The body as text and parsed. `\u0000` is refused: PostgreSQL's jsonb cannot hold it. */
function parseJson(raw: Uint8Array): { text: string; value: unknown } {
  try {
    const text = decoder.decode(raw);
    if (text.includes('\\u0000')) throw new Error('NUL');
    return { text, value: JSON.parse(text) as unknown };
  } catch {
    throw badRequest(WEBHOOK_ERRORS.malformed);
  }
}

function shape<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(WEBHOOK_ERRORS.malformed);
  return result.data;
}

const refuse = () => new HttpError(401, WEBHOOK_ERRORS.signature);

export const register: RouteModule = (r, deps) => {
  const { db, config } = deps;
  const connections = new ConnectionCache(db, deps.secrets, config.cacheTtlMs);
  const intake = new WebhookIntake(db, deps.now);

  /** Verifies and reads one delivery; `null` for a non-order topic (acknowledged, dropped). */
  function accept(
    platform: StorePlatform,
    conn: StoreConnection,
    raw: Uint8Array,
    header: (name: string) => string | undefined,
  ): Accepted | null {
    const stores = config.stores;
    switch (platform) {
      case 'salla': {
        if (!verifySalla(conn.secret ?? stores.sallaWebhookSecret, raw, header(WEBHOOK_HEADERS.salla.signature))) throw refuse();
        const body = parseJson(raw);
        const event = shape(SallaEvent, body.value);
        // A signed event of another store (the app secret is shared by every store) is not ours.
        if (conn.storeId && String(event.merchant) !== conn.storeId) throw refuse();
        if (!ORDER_TOPICS.salla.test(event.event)) return null;
        return { topic: event.event, eventKey: sha256(raw), payload: body.text };
      }
      case 'zid': {
        // Zid signs nothing: the URL key (matched above) is the secret; the job re-fetches the order.
        const event = shape(ZidEvent, parseJson(raw).value);
        const topic = header(WEBHOOK_HEADERS.zid.topic) ?? (typeof event.event === 'string' ? event.event : 'order.status.update');
        if (!ORDER_TOPICS.zid.test(topic)) return null;
        return { topic, eventKey: sha256(raw), payload: JSON.stringify({ id: String(event.id) }) };
      }
      case 'woocommerce': {
        if (!verifyBase64Hmac(conn.secret ?? undefined, raw, header(WEBHOOK_HEADERS.woocommerce.signature))) throw refuse();
        const topic = header(WEBHOOK_HEADERS.woocommerce.topic) ?? '';
        // The ping WooCommerce sends when a webhook is saved (`webhook_id=N`, form-encoded) has no topic.
        if (!ORDER_TOPICS.woocommerce.test(topic)) return null;
        const body = parseJson(raw);
        shape(WooOrder, body.value);
        return { topic, eventKey: sha256(raw), payload: body.text };
      }
      case 'shopify': {
        if (!verifyBase64Hmac(conn.secret ?? stores.shopifySecret, raw, header(WEBHOOK_HEADERS.shopify.signature))) throw refuse();
        const topic = header(WEBHOOK_HEADERS.shopify.topic) ?? '';
        if (conn.storeId && header(WEBHOOK_HEADERS.shopify.shop) !== conn.storeId) throw refuse();
        if (!ORDER_TOPICS.shopify.test(topic)) return null;
        const body = parseJson(raw);
        shape(ShopifyOrder, body.value);
        // The same event redelivered keeps its X-Shopify-Event-Id; the hash covers a missing header.
        const eventId = header('x-shopify-event-id') ?? header('x-shopify-webhook-id');
        return { topic, eventKey: eventId && /^[\w-]{1,100}$/.test(eventId) ? `id:${eventId}` : sha256(raw), payload: body.text };
      }
      case 'wix': {
        const jwt = verifyWixJwt(conn.secret ?? stores.wixPublicKey, raw, Math.floor(deps.now().getTime() / 1000));
        if (!jwt) throw refuse();
        if (typeof jwt.data !== 'string') throw badRequest(WEBHOOK_ERRORS.malformed);
        const envelope = shape(
          WixEnvelope,
          (() => {
            try {
              return JSON.parse(jwt.data) as unknown;
            } catch {
              throw badRequest(WEBHOOK_ERRORS.malformed);
            }
          })(),
        );
        if (conn.storeId && envelope.instanceId !== conn.storeId) throw refuse();
        if (!ORDER_TOPICS.wix.test(envelope.eventType)) return null;
        let inner: Record<string, unknown>;
        try {
          inner = z.record(z.string(), z.unknown()).parse(JSON.parse(envelope.data));
        } catch {
          throw badRequest(WEBHOOK_ERRORS.malformed);
        }
        const id = typeof inner.id === 'string' && /^[\w-]{1,100}$/.test(inner.id) ? `id:${inner.id}` : sha256(raw);
        if (envelope.data.includes('\\u0000')) throw badRequest(WEBHOOK_ERRORS.malformed);
        return { topic: envelope.eventType, eventKey: id, payload: envelope.data };
      }
    }
  }

  r.route(
    {
      method: 'post',
      base: 'root',
      path: '/integration/webhooks/:platform/:key',
      auth: 'none',
      summary:
        'Store platform webhook (Salla, Zid, WooCommerce, Shopify, Wix): signature checked on the raw body; 202 queued, 409 replayed event, 401 bad signature or unknown key',
      tags: ['webhooks'],
      params: z.object({ platform: z.enum(STORE_PLATFORMS), key: z.string().max(64) }),
      bodyKind: 'raw',
      bodyLimit: 1024 * 1024,
      errors: [400, 401, 409, 413],
    },
    async ({ c, params, rawBody }) => {
      if (!WEBHOOK_KEY.test(params.key)) throw refuse();
      const conn = await connections.get(params.platform, params.key);
      if (!conn) throw refuse();
      const accepted = accept(params.platform, conn, rawBody ?? new Uint8Array(), (name) => c.req.header(name));
      if (!accepted) return { data: { ignored: true } };
      const created = await intake.add({
        merchantId: conn.merchantId,
        platform: params.platform,
        eventKey: accepted.eventKey,
        topic: accepted.topic.slice(0, 100),
        payload: accepted.payload,
      });
      if (!created) throw new HttpError(409, WEBHOOK_ERRORS.replayed);
      return { data: { queued: true }, status: 202 };
    },
  );
};
