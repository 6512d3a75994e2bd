/**
 * Store connect in the sandbox (no Salla/Zid OAuth app configured): authorize answers our own
 * callback page with a sandbox code and the callback accepts it, offline; the connected stores'
 * list with their last webhook events; disconnect. Tenant isolation and hostile input, no 5xx.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { runDueJobs } from '../messaging/handlers.ts';

let t: TestApp;
beforeAll(async () => {
  // The default configuration: no SALLA_CLIENT_ID / ZID_CLIENT_ID, as `npm start` runs.
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

interface Status {
  platform: string;
  store_id: string;
  webhook_url: string;
  sandbox: boolean;
  connected_at: string;
  events: { topic: string; status: string; note: string | null; received_at: string }[];
}

async function sandboxAuthorize(token: string, platform: 'salla' | 'zid') {
  const res = await t.post<{ url: string; sandbox: boolean }>(`section/integration/${platform}/authorize`, { token });
  expect(res.status, res.text).toBe(200);
  expect(res.body.data!.sandbox).toBe(true);
  const url = new URL(res.body.data!.url, 'http://dashboard.test');
  return { url, code: url.searchParams.get('code')!, state: url.searchParams.get('state')! };
}

describe('sandbox OAuth connect (no client id)', () => {
  it.each(['salla', 'zid'] as const)('%s: authorize comes back to our callback page; the sandbox code connects, once', async (platform) => {
    const m = await t.merchant();
    const { url, code, state } = await sandboxAuthorize(m.token, platform);
    expect(url.pathname).toBe(`/${platform}/callback`);
    expect(url.searchParams.get('sandbox')).toBe('1');
    const res = await t.post<Status>(`section/integration/${platform}/callback`, { token: m.token, json: { code, state } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('errors:success.storeConnected');
    expect(res.body.data).toMatchObject({ platform, sandbox: true, store_id: `sandbox-${platform}-${m.id}` });
    expect(res.body.data!.webhook_url).toMatch(new RegExp(`/integration/webhooks/${platform}/[a-f0-9]{32}$`));
    // The state is single-use: the same link a second time is refused.
    expect((await t.post(`section/integration/${platform}/callback`, { token: m.token, json: { code, state } })).status).toBe(400);
    const list = await t.get<{ stores: Status[]; sandbox: Record<string, boolean> }>('section/integration/stores', { token: m.token });
    expect(list.body.data!.stores).toEqual([expect.objectContaining({ platform, sandbox: true, events: [] })]);
    expect(list.body.data!.sandbox).toEqual({ salla: true, zid: true });
  });

  it('a made-up code, or another merchant’s state, is refused (400) and nothing is stored', async () => {
    const victim = await t.merchant();
    const attacker = await t.merchant();
    const mine = await sandboxAuthorize(victim.token, 'salla');
    const theirs = await sandboxAuthorize(attacker.token, 'salla');
    for (const json of [
      { code: 'sandbox-guess', state: mine.state },
      { code: theirs.code, state: mine.state },
      { code: theirs.code, state: theirs.state },
      { code: mine.code, state: mine.state.toUpperCase() },
    ]) {
      const res = await t.post('section/integration/salla/callback', { token: victim.token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.message).toBe('errors:storeConnectFailed');
    }
    expect((await t.db.query('SELECT 1 FROM store_connections WHERE merchant_id = $1', [victim.id])).rows).toHaveLength(0);
  });

  it('hostile input answers 4xx, never 5xx', async () => {
    const m = await t.merchant();
    const hostile = JSON.parse(
      readFileSync(new URL('../../../../stories/support/fixtures/hostile-strings.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    const strings = Object.values(hostile).flatMap((v) =>
      typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [],
    );
    expect(strings.length).toBeGreaterThan(3);
    for (const s of [...strings, 'x'.repeat(5000)]) {
      const cb = await t.post('section/integration/zid/callback', { token: m.token, json: { code: s, state: s } });
      expect(cb.status, s).toBeGreaterThanOrEqual(400);
      expect(cb.status, s).toBeLessThan(500);
      const dis = await t.post(`section/integration/stores/${encodeURIComponent(s)}/disconnect`, { token: m.token });
      expect(dis.status, s).toBeGreaterThanOrEqual(400);
      expect(dis.status, s).toBeLessThan(500);
    }
    expect((await t.post('section/integration/salla/callback', { token: m.token, json: { code: 'a', state: 'b', extra: 1 } })).status).toBe(
      400,
    );
  });
});

describe('connected stores: status, last events, disconnect', () => {
  const WOO_SECRET = 'woo-secret-for-list';
  const fixture = readFileSync(new URL('../../test/fixtures/stores/woocommerce-order.json', import.meta.url), 'utf8');

  it('lists a store’s last webhook events (newest first), only the merchant’s own; disconnect forgets it', async () => {
    const m = await t.merchant({ plan: 'pro', wallet: 100 });
    const other = await t.merchant({ plan: 'pro', wallet: 100 });
    const woo = await t.post<Status>('section/integration/stores/woocommerce', { token: m.token, json: { secret: WOO_SECRET } });
    expect(woo.status).toBe(200);
    expect(woo.body.data!.sandbox).toBe(false);
    const webhook = new URL(woo.body.data!.webhook_url).pathname;
    const delivered = await t.post(webhook, {
      body: fixture,
      headers: {
        'content-type': 'application/json',
        'x-wc-webhook-topic': 'order.created',
        'x-wc-webhook-signature': createHmac('sha256', WOO_SECRET).update(fixture).digest('base64'),
      },
    });
    expect(delivered.status, delivered.text).toBeLessThan(300);
    await runDueJobs(t.deps);

    const list = await t.get<{ stores: Status[]; sandbox: Record<string, boolean> }>('section/integration/stores', { token: m.token });
    expect(list.status).toBe(200);
    expect(list.body.data!.stores).toHaveLength(1);
    const [store] = list.body.data!.stores;
    expect(store).toMatchObject({ platform: 'woocommerce', sandbox: false });
    expect(store!.events).toEqual([expect.objectContaining({ topic: 'order.created', status: 'done' })]);

    // The other merchant sees none of it and cannot disconnect it.
    expect(
      (await t.get<{ stores: Status[]; sandbox: Record<string, boolean> }>('section/integration/stores', { token: other.token })).body.data!
        .stores,
    ).toEqual([]);
    expect((await t.post('section/integration/stores/woocommerce/disconnect', { token: other.token })).status).toBe(404);
    expect(
      (await t.get<{ stores: Status[]; sandbox: Record<string, boolean> }>('section/integration/stores', { token: m.token })).body.data!
        .stores,
    ).toHaveLength(1);

    const gone = await t.post('section/integration/stores/woocommerce/disconnect', { token: m.token });
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe('errors:success.storeDisconnected');
    expect(
      (await t.get<{ stores: Status[]; sandbox: Record<string, boolean> }>('section/integration/stores', { token: m.token })).body.data!
        .stores,
    ).toEqual([]);
    const again = await t.post('section/integration/stores/woocommerce/disconnect', { token: m.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('errors:storeNotConnected');
    // A session call: without a token it is 403 like every other.
    expect((await t.get('section/integration/stores')).status).toBe(403);
  });
});
