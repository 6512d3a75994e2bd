/** Store connect: Salla and Zid OAuth code exchange against the fake platforms; manual connect of Woo/Shopify/Wix. */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { runDueJobs } from '../messaging/handlers.ts';
import { FakeStoreApis } from './fake-stores.ts';

let t: TestApp;
let apis: FakeStoreApis;
beforeAll(async () => {
  apis = await new FakeStoreApis().start();
  const stores = loadConfig({}).stores;
  t = await createTestApp({
    config: {
      stores: {
        ...stores,
        sallaClientId: 'salla-client',
        sallaClientSecret: 'salla-client-secret',
        sallaWebhookSecret: 'salla-webhook-secret',
        sallaAuthBase: `${apis.url}/salla`,
        zidClientId: 'zid-client',
        zidClientSecret: 'zid-client-secret',
        zidAuthBase: `${apis.url}/zid`,
        zidApiBase: `${apis.url}/zid`,
      },
    },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await apis.stop();
});

/** The state a merchant gets from authorize (and the URL the platform is opened at). */
async function authorize(token: string, platform: 'salla' | 'zid') {
  const res = await t.post<{ url: string }>(`section/integration/${platform}/authorize`, { token });
  expect(res.status, res.text).toBe(200);
  const url = new URL(res.body.data!.url);
  return { url, state: url.searchParams.get('state')! };
}

interface Connection {
  platform: string;
  store_id: string;
  webhook_url: string;
}

describe('Salla and Zid OAuth callbacks', () => {
  it('Salla: the code is exchanged once for tokens, the store id is read, the webhook URL is answered', async () => {
    const m = await t.merchant();
    apis.codes.set('salla-code-1', { storeId: '1305146709' });
    const { url, state } = await authorize(m.token, 'salla');
    expect(url.pathname).toBe('/salla/oauth2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'salla-client',
      response_type: 'code',
      scope: 'offline_access',
    });
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/salla\/callback$/);
    const res = await t.post<Connection>('section/integration/salla/callback', { token: m.token, json: { code: 'salla-code-1', state } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ platform: 'salla', store_id: '1305146709' });
    expect(res.body.data!.webhook_url).toMatch(/\/integration\/webhooks\/salla\/[a-f0-9]{32}$/);
    const row = (
      await t.db.query<{ access_token: string; refresh_token: string }>(
        'SELECT access_token, refresh_token FROM store_connections WHERE merchant_id = $1',
        [m.id],
      )
    ).rows[0];
    // Kept sealed at rest (lib/secretBox.ts), opened with the server's key.
    expect(row!.access_token).toMatch(/^enc:v1:/);
    const open = (v: string) => t.deps.secrets.open(v);
    expect({ access_token: open(row!.access_token), refresh_token: open(row!.refresh_token) }).toEqual({
      access_token: 'salla-access-salla-code-1',
      refresh_token: 'salla-refresh-salla-code-1',
    });
    // A state is single-use, and so is a code (with a fresh state the platform refuses it): nothing changes.
    expect((await t.post('section/integration/salla/callback', { token: m.token, json: { code: 'salla-code-1', state } })).status).toBe(
      400,
    );
    const fresh = (await authorize(m.token, 'salla')).state;
    const again = await t.post('section/integration/salla/callback', { token: m.token, json: { code: 'salla-code-1', state: fresh } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('errors:storeConnectFailed');
    // The answered URL works: a Salla delivery signed with the app secret is accepted for this store only.
    const body = JSON.stringify({
      event: 'order.created',
      merchant: 1305146709,
      data: { id: 1, reference_id: 5, customer: { mobile: 501234567, mobile_code: '+966' } },
    });
    const path = new URL(res.body.data!.webhook_url).pathname;
    const sign = (b: string) => createHmac('sha256', 'salla-webhook-secret').update(b).digest('hex');
    expect((await t.post(path, { body, headers: { 'x-salla-signature': sign(body) } })).status).toBe(202);
    const otherStore = body.replace('1305146709', '999');
    expect((await t.post(path, { body: otherStore, headers: { 'x-salla-signature': sign(otherStore) } })).status).toBe(401);
  });

  it('Zid: the manager token and authorization are kept and used for the order re-fetch', async () => {
    const m = await t.merchant();
    apis.codes.set('zid-code-1', { storeId: '87210' });
    const { state } = await authorize(m.token, 'zid');
    const res = await t.post<Connection>('section/integration/zid/callback', { token: m.token, json: { code: 'zid-code-1', state } });
    expect(res.status, res.text).toBe(200);
    const row = (
      await t.db.query<{ access_token: string; api_authorization: string }>(
        'SELECT access_token, api_authorization FROM store_connections WHERE merchant_id = $1',
        [m.id],
      )
    ).rows[0];
    expect(row!.api_authorization).toMatch(/^enc:v1:/);
    const open = (v: string) => t.deps.secrets.open(v);
    expect({ access_token: open(row!.access_token), api_authorization: open(row!.api_authorization) }).toEqual({
      access_token: 'zid-access-zid-code-1',
      api_authorization: 'zid-authorization-zid-code-1',
    });
    apis.zidManagerToken = 'zid-access-zid-code-1';
    apis.zidOrders.set('77', {
      id: 77,
      code: 'Z-77',
      order_total: '50',
      currency_code: 'SAR',
      order_status: { code: 'new' },
      customer: { name: 'Sara', mobile: '966501230077' },
      products: [],
    });
    const path = new URL(res.body.data!.webhook_url).pathname;
    expect((await t.post(path, { json: { id: 77 }, headers: { 'x-zid-event': 'order.create' } })).status).toBe(202);
    await runDueJobs(t.deps);
    const order = (
      await t.db.query<{ order_id: string; phone: string }>('SELECT order_id, phone FROM orders WHERE merchant_id = $1', [m.id])
    ).rows;
    expect(order).toEqual([{ order_id: 'Z-77', phone: '966501230077' }]);
  });

  it('a callback the merchant did not start (no, another merchant’s or a used state) is refused before the code is exchanged', async () => {
    const victim = await t.merchant();
    const attacker = await t.merchant();
    apis.codes.set('attacker-code', { storeId: '666' });
    const attackerState = (await authorize(attacker.token, 'salla')).state;
    for (const state of ['', 'made-up', attackerState]) {
      const res = await t.post('section/integration/salla/callback', { token: victim.token, json: { code: 'attacker-code', state } });
      expect(res.status, state).toBe(400);
    }
    expect(apis.codes.has('attacker-code')).toBe(true); // never exchanged
    const zidState = (await authorize(victim.token, 'zid')).state;
    expect(
      (await t.post('section/integration/salla/callback', { token: victim.token, json: { code: 'attacker-code', state: zidState } }))
        .status,
    ).toBe(400);
    expect((await t.db.query('SELECT 1 FROM store_connections WHERE merchant_id = $1', [victim.id])).rows).toHaveLength(0);
  });

  it('an unknown code is 400; a missing code is a validation error; no connection is stored', async () => {
    const m = await t.merchant();
    const { state } = await authorize(m.token, 'zid');
    expect((await t.post('section/integration/zid/callback', { token: m.token, json: { code: 'nope', state } })).status).toBe(400);
    const empty = await t.post('section/integration/zid/callback', { token: m.token, json: { code: '', state } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('validation:required');
    expect((await t.db.query('SELECT 1 FROM store_connections WHERE merchant_id = $1', [m.id])).rows).toHaveLength(0);
    expect((await t.post('section/integration/zid/callback', { json: { code: 'x', state: 'y' } })).status).toBe(403); // a session call
  });
});

describe('manual connect', () => {
  it('WooCommerce needs its secret, Shopify and Wix their store; the webhook key is kept on reconnect', async () => {
    const m = await t.merchant();
    expect((await t.post('section/integration/stores/woocommerce', { token: m.token, json: {} })).status).toBe(400);
    expect((await t.post('section/integration/stores/salla', { token: m.token, json: {} })).status).toBe(400);
    const a = await t.post<Connection>('section/integration/stores/woocommerce', { token: m.token, json: { secret: 'woo-secret-1' } });
    const b = await t.post<Connection>('section/integration/stores/woocommerce', { token: m.token, json: { secret: 'woo-secret-2' } });
    expect(a.status).toBe(200);
    expect(b.body.data!.webhook_url).toBe(a.body.data!.webhook_url);
    const shop = await t.post<Connection>('section/integration/stores/shopify', {
      token: m.token,
      json: { store_id: 'nakhla.myshopify.com' },
    });
    expect(shop.body.data).toMatchObject({ platform: 'shopify', store_id: 'nakhla.myshopify.com' });
    expect((await t.post('section/integration/stores/wix', { token: m.token, json: {} })).status).toBe(400);
  });
});
