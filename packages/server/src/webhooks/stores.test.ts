/**
 * Store platform webhooks end to end on the real app: each platform's signature on the raw body,
 * 401/400/409 with nothing stored, 202 then a job that creates the order and queues its message;
 * 50 concurrent replays → one order, one message; status mapping; Zid re-fetch against a fake.
 */
import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { runDueJobs } from '../messaging/handlers.ts';
import type { StorePlatform } from '../providers/index.ts';
import { saveConnection, sealStoredSecrets } from './connections.ts';
import { FakeStoreApis } from './fake-stores.ts';
import { pathBetween } from './process.ts';
import { sallaStatus, shopifyStatus, wooStatus, ZID_STATUSES } from './platforms.ts';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/stores/${name}.json`, import.meta.url), 'utf8');
const json = (name: string) => JSON.parse(fixture(name)) as Record<string, unknown>;

const SALLA_SECRET = 'salla-webhook-secret';
const SHOPIFY_SECRET = 'shpss_test_secret';
const WOO_SECRET = 'woo-store-secret';
const wixKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const WIX_PUBLIC = wixKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

let t: TestApp;
let apis: FakeStoreApis;
beforeAll(async () => {
  apis = await new FakeStoreApis().start();
  t = await createTestApp({
    config: {
      stores: {
        ...loadConfig({}).stores,
        sallaWebhookSecret: SALLA_SECRET,
        shopifySecret: SHOPIFY_SECRET,
        wixPublicKey: WIX_PUBLIC,
        zidApiBase: `${apis.url}/zid`,
      },
    },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await apis.stop();
});

const hmac = (secret: string, body: string, enc: 'hex' | 'base64') => createHmac('sha256', secret).update(body).digest(enc);
const b64url = (s: string | Buffer) => Buffer.from(s).toString('base64url');
function wixJwt(eventType: string, inner: unknown, options: { exp?: number; alg?: string; key?: typeof wixKeys.privateKey } = {}) {
  const head = b64url(JSON.stringify({ alg: options.alg ?? 'RS256', kid: 'test' }));
  const now = Math.floor(Date.now() / 1000);
  const data = JSON.stringify({ data: JSON.stringify(inner), instanceId: 'wix-instance-1', eventType });
  const body = b64url(JSON.stringify({ data, iat: now, exp: options.exp ?? now + 600 }));
  return `${head}.${body}.${b64url(sign('RSA-SHA256', Buffer.from(`${head}.${body}`), options.key ?? wixKeys.privateKey))}`;
}

interface Signed {
  body: string;
  headers: Record<string, string>;
}
/** A delivery as the platform sends it. */
function signed(platform: StorePlatform, payload: unknown, topic?: string): Signed {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  switch (platform) {
    case 'salla':
      return { body, headers: { 'content-type': 'application/json', 'x-salla-signature': hmac(SALLA_SECRET, body, 'hex') } };
    case 'woocommerce':
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-wc-webhook-topic': topic ?? 'order.created',
          'x-wc-webhook-signature': hmac(WOO_SECRET, body, 'base64'),
        },
      };
    case 'shopify':
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': topic ?? 'orders/create',
          'x-shopify-hmac-sha256': hmac(SHOPIFY_SECRET, body, 'base64'),
          'x-shopify-shop-domain': 'nakhla.myshopify.com',
        },
      };
    case 'wix':
      return { body, headers: { 'content-type': 'text/plain' } };
    case 'zid':
      return { body, headers: { 'content-type': 'application/json', 'x-zid-event': topic ?? 'order.create' } };
  }
}

async function connected(platform: StorePlatform) {
  const m = await t.merchant({ plan: 'pro', wallet: 100 });
  const conn = await saveConnection(t.db, t.deps.secrets, {
    merchantId: m.id,
    platform,
    secret: platform === 'woocommerce' ? WOO_SECRET : null,
    storeId: platform === 'shopify' ? 'nakhla.myshopify.com' : platform === 'salla' ? '1305146709' : '',
    accessToken: platform === 'zid' ? apis.zidManagerToken : null,
    apiAuthorization: platform === 'zid' ? 'zid-authorization' : null,
  });
  return { ...m, url: `/integration/webhooks/${platform}/${conn.webhookKey}` };
}
const post = (url: string, s: Signed) => t.post(url, { body: s.body, headers: s.headers });
const count = async (table: string, merchantId: number) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE merchant_id = $1`, [merchantId])).rows[0]!.n;

const jobsOf = async (merchantId: number) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE idempotency_key LIKE $1`, [`webhook:${merchantId}:%`]))
    .rows[0]!.n;

/** One valid delivery per platform (the same order everywhere). */
function delivery(platform: StorePlatform): Signed {
  switch (platform) {
    case 'salla':
      return signed('salla', fixture('salla-order-created'));
    case 'woocommerce':
      return signed('woocommerce', fixture('woocommerce-order'));
    case 'shopify':
      return signed('shopify', fixture('shopify-order'));
    case 'wix':
      return signed('wix', wixJwt('wix.ecom.v1.order_created', json('wix-order-created')));
    case 'zid':
      return signed('zid', { id: 4315782, event: 'order.create' });
  }
}
apisReady();
function apisReady() {
  beforeAll(() => {
    apis.zidOrders.set('4315782', json('zid-order').order as Record<string, unknown>);
  });
}

const PLATFORMS: StorePlatform[] = ['salla', 'zid', 'woocommerce', 'shopify', 'wix'];
const EXPECTED_ID: Record<StorePlatform, string> = {
  salla: '73814205',
  zid: 'ZX-4315782',
  woocommerce: '727',
  shopify: '1001',
  wix: '10001',
};

describe.each(PLATFORMS)('%s webhook', (platform) => {
  it('a signed order event answers 202, and its job creates the order and queues one message', async () => {
    const m = await connected(platform);
    const res = await post(m.url, delivery(platform));
    expect(res.status, res.text).toBe(202);
    expect(await count('orders', m.id)).toBe(0); // written by the job, off the request path
    await runDueJobs(t.deps);
    const order = (
      await t.db.query<{ order_id: string; phone: string; total: number; status: string; source: string }>(
        'SELECT order_id, phone, total, status, source FROM orders WHERE merchant_id = $1',
        [m.id],
      )
    ).rows;
    expect(order).toEqual([{ order_id: EXPECTED_ID[platform], phone: '966501234567', total: 128.5, status: 'placed', source: 'store' }]);
    expect(await count('order_items', m.id)).toBe(1);
    const messages = (
      await t.db.query<{ kind: string; status: string }>('SELECT kind, status FROM outbound_messages WHERE merchant_id = $1', [m.id])
    ).rows;
    expect(messages).toHaveLength(1);
    expect(messages[0]!.kind).toBe('invoice');
    // Plan feature new_order_notification: the merchant is e-mailed once, after the commit.
    const mail = await t.db.query<{ subject: string }>(
      `SELECT subject FROM email_outbox WHERE merchant_id = $1 AND subject LIKE 'New order%'`,
      [m.id],
    );
    expect(mail.rows).toEqual([{ subject: `New order ${EXPECTED_ID[platform]}` }]);
    await runDueJobs(t.deps);
    expect((await t.db.query('SELECT 1 FROM email_outbox WHERE merchant_id = $1', [m.id])).rows).toHaveLength(1);
  });

  it('50 concurrent replays of one event: one 202, 49 × 409, one order, one message', async () => {
    const m = await connected(platform);
    const d = delivery(platform);
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(m.url, d)));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.message === 'errors:webhookReplayed')).toHaveLength(49);
    expect(await jobsOf(m.id)).toBe(1);
    await runDueJobs(t.deps);
    await Promise.all(Array.from({ length: 5 }, () => post(m.url, d))); // late replays after processing
    await runDueJobs(t.deps);
    expect(await count('orders', m.id)).toBe(1);
    expect(await count('outbound_messages', m.id)).toBe(1);
    expect(await count('webhook_events', m.id)).toBe(1);
  });

  it('signature failures, unknown keys and malformed payloads answer 4xx with nothing stored', async () => {
    const m = await connected(platform);
    const good = delivery(platform);
    const bad: [Signed | { body: string; headers: Record<string, string> }, number, string][] = [];
    if (platform === 'zid') {
      // Zid signs nothing: the URL key is the secret; a wrong key is refused below. A body that is
      // not an order event is malformed; a forged id is refused by the re-fetch (see the Zid test).
      bad.push([{ body: '{"nope":1}', headers: good.headers }, 400, 'errors:webhookMalformed']);
    } else if (platform === 'wix') {
      const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      bad.push([
        signed('wix', wixJwt('wix.ecom.v1.order_created', json('wix-order-created'), { key: other })),
        401,
        'errors:webhookSignature',
      ]);
      bad.push([
        signed('wix', wixJwt('wix.ecom.v1.order_created', json('wix-order-created'), { exp: 1000 })),
        401,
        'errors:webhookSignature',
      ]);
      const [h, b] = good.body.split('.');
      bad.push([{ body: `${b64url(JSON.stringify({ alg: 'none' }))}.${b}.`, headers: good.headers }, 401, 'errors:webhookSignature']);
      bad.push([{ body: `${h}.${b}.AAAA`, headers: good.headers }, 401, 'errors:webhookSignature']);
    } else {
      const header = Object.keys(good.headers).find((k) => /signature|hmac/.test(k))!;
      bad.push([{ body: good.body, headers: { ...good.headers, [header]: '' } }, 401, 'errors:webhookSignature']);
      bad.push([{ body: good.body.replace('128.5', '1.5'), headers: good.headers }, 401, 'errors:webhookSignature']);
      bad.push([{ body: `${good.body} `, headers: good.headers }, 401, 'errors:webhookSignature']);
      bad.push([
        {
          body: good.body,
          headers: { ...good.headers, [header]: hmac('wrong-secret', good.body, platform === 'salla' ? 'hex' : 'base64') },
        },
        401,
        'errors:webhookSignature',
      ]);
      const broken = '{"id": 1, "status": ';
      bad.push([
        signed(platform, broken, good.headers['x-wc-webhook-topic'] ?? good.headers['x-shopify-topic']),
        400,
        'errors:webhookMalformed',
      ]);
      bad.push([
        signed(platform, '[1,2,3]', good.headers['x-wc-webhook-topic'] ?? good.headers['x-shopify-topic']),
        400,
        'errors:webhookMalformed',
      ]);
    }
    for (const [s, status, message] of bad) {
      const res = await post(m.url, s);
      expect(res.status, `${platform}: ${s.body.slice(0, 60)}`).toBe(status);
      expect(res.body.message).toBe(message);
    }
    const wrongKey = await post(m.url.replace(/[a-f0-9]{32}$/, '0'.repeat(32)), good);
    expect(wrongKey.status).toBe(401);
    const otherPlatform = await post(m.url.replace(`/${platform}/`, platform === 'salla' ? '/zid/' : '/salla/'), good);
    expect(otherPlatform.status).toBe(401);
    expect(await jobsOf(m.id)).toBe(0);
    await runDueJobs(t.deps);
    expect(await count('webhook_events', m.id)).toBe(0);
    expect(await count('orders', m.id)).toBe(0);
    expect(await count('outbound_messages', m.id)).toBe(0);
  });
});

describe('status updates and mapping', () => {
  it('a later Salla status (custom sub-status → its parent) moves the order and sends the status message', async () => {
    const m = await connected('salla');
    expect((await post(m.url, delivery('salla'))).status).toBe(202);
    const event = json('salla-order-created') as { data: Record<string, unknown> };
    const shipped = {
      event: 'order.status.updated',
      merchant: 1305146709,
      data: {
        ...event.data,
        status: { id: 9, name: 'مع المندوب', slug: 'custom-courier', customized: { id: 9 }, parent: { slug: 'delivering' } },
      },
    };
    expect((await post(m.url, signed('salla', shipped))).status).toBe(202);
    await runDueJobs(t.deps);
    const order = (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE merchant_id = $1', [m.id])).rows[0];
    expect(order?.status).toBe('out_for_delivery');
    const kinds = (await t.db.query<{ kind: string }>('SELECT kind FROM outbound_messages WHERE merchant_id = $1 ORDER BY id', [m.id]))
      .rows;
    expect(kinds.map((k) => k.kind)).toEqual(['invoice', 'order_status']);
    const history = (
      await t.db.query<{ status: string }>('SELECT status FROM order_status_history WHERE merchant_id = $1 ORDER BY id', [m.id])
    ).rows;
    expect(history.map((h) => h.status)).toEqual(['placed', 'shipped', 'out_for_delivery']);
    // A status that cannot follow (back to placed) is kept out: the order stays where it is.
    expect((await post(m.url, signed('salla', { ...shipped, data: { ...shipped.data, status: { slug: 'under_review' } } }))).status).toBe(
      202,
    );
    await runDueJobs(t.deps);
    expect((await t.db.query<{ status: string }>('SELECT status FROM orders WHERE merchant_id = $1', [m.id])).rows[0]?.status).toBe(
      'out_for_delivery',
    );
  });

  it('pathBetween walks the allowed transitions', () => {
    expect(pathBetween('placed', 'out_for_delivery')).toEqual(['shipped', 'out_for_delivery']);
    expect(pathBetween('placed', 'delivered')).toEqual(['shipped', 'delivered']);
    expect(pathBetween('delivered', 'placed')).toBeNull();
    expect(pathBetween('refunded', 'shipped')).toBeNull();
  });

  it('an empty wallet still records the order (a store fact) but sends nothing, noted on the event', async () => {
    const m = await connected('shopify');
    await t.db.query('UPDATE subscriptions SET wallet = 0 WHERE merchant_id = $1', [m.id]);
    expect((await post(m.url, delivery('shopify'))).status).toBe(202);
    await runDueJobs(t.deps);
    expect(await count('orders', m.id)).toBe(1);
    expect(await count('outbound_messages', m.id)).toBe(0);
    const note = (await t.db.query<{ note: string }>('SELECT note FROM webhook_events WHERE merchant_id = $1', [m.id])).rows[0]?.note;
    expect(note).toContain('errors:integration.insufficientBalance');
  });

  it('Zid: a forged id (unknown at Zid) stores no order; the body is never trusted', async () => {
    const m = await connected('zid');
    const before = apis.zidReads;
    expect(
      (await post(m.url, signed('zid', { id: 999999, event: 'order.create', order_total: 1, customer: { mobile: '966500000000' } })))
        .status,
    ).toBe(202);
    await runDueJobs(t.deps);
    expect(apis.zidReads).toBe(before + 1);
    expect(await count('orders', m.id)).toBe(0);
    const event = (
      await t.db.query<{ status: string; note: string }>('SELECT status, note FROM webhook_events WHERE merchant_id = $1', [m.id])
    ).rows[0];
    expect(event).toMatchObject({ status: 'failed' });
    expect(event?.note).toMatch(/not found at Zid/);
  });

  it('maps every platform status onto SPEC’s (custom onto parent)', () => {
    expect(sallaStatus({ slug: 'under_review' })).toBe('placed');
    expect(sallaStatus({ slug: 'x-custom', parent: { slug: 'completed' } })).toBe('delivered');
    expect(sallaStatus('canceled')).toBe('cancelled');
    expect(sallaStatus({ slug: 'unknown' })).toBeUndefined();
    expect(ZID_STATUSES.indelivery).toBe('out_for_delivery');
    expect(wooStatus('wc-out-for-delivery')).toBe('out_for_delivery');
    expect(wooStatus('completed')).toBe('delivered');
    expect(wooStatus('refunded')).toBe('refunded');
    expect(shopifyStatus({ fulfillments: [{ shipment_status: 'ready_for_pickup' }] })).toBe('reached_nearest_hub');
    expect(shopifyStatus({ cancelled_at: '2026-11-24T10:00:00Z', financial_status: 'voided' })).toBe('cancelled');
    expect(shopifyStatus({ fulfillment_status: 'fulfilled' })).toBe('shipped');
  });

  it('non-order topics are acknowledged and dropped (WooCommerce ping)', async () => {
    const m = await connected('woocommerce');
    const ping = signed('woocommerce', 'webhook_id=15', '');
    const res = await post(m.url, {
      body: ping.body,
      headers: { ...ping.headers, 'x-wc-webhook-topic': '', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(await count('webhook_events', m.id)).toBe(0);
  });
});

describe('tokens at rest', () => {
  it('store tokens and secrets are stored sealed, and the Zid re-fetch still opens them', async () => {
    const m = await connected('zid');
    const raw = await t.db.query<{ access_token: string; api_authorization: string }>(
      `SELECT access_token, api_authorization FROM store_connections WHERE merchant_id = $1`,
      [m.id],
    );
    expect(raw.rows[0]!.access_token).toMatch(/^enc:v1:/);
    expect(raw.rows[0]!.access_token).not.toContain(apis.zidManagerToken);
    expect(raw.rows[0]!.api_authorization).not.toContain('zid-authorization');
    expect((await post(m.url, delivery('zid'))).status).toBe(202);
    await runDueJobs(t.deps);
    expect(await count('orders', m.id)).toBe(1);
  });

  it('a row stored in plain text by an older version is sealed once at start', async () => {
    const woo = await connected('woocommerce');
    await t.db.query(`UPDATE store_connections SET secret = $2 WHERE merchant_id = $1`, [woo.id, WOO_SECRET]);
    expect(await sealStoredSecrets(t.db, t.deps.secrets)).toBeGreaterThanOrEqual(1);
    expect(await sealStoredSecrets(t.db, t.deps.secrets)).toBe(0);
    const raw = await t.db.query<{ secret: string }>(`SELECT secret FROM store_connections WHERE merchant_id = $1`, [woo.id]);
    expect(raw.rows[0]!.secret).toMatch(/^enc:v1:/);
    // The signature is still checked against the (now sealed) secret.
    expect((await post(woo.url, delivery('woocommerce'))).status).toBe(202);
  });
});
