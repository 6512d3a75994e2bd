/**
 * Campaign figures from events (issue 20): tracked links (GET /r/{token}), last-touch attribution of
 * orders within 5 days, one ROAS in the list and the results, and coins reserved at submit.
 */
import { campaignKpis } from '@wasl/api/models';
import { translate } from '@wasl/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { runDueJobs } from '../messaging/handlers.ts';
import { LINK_MISS_LIMIT } from './campaigns/redirect.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://wasl.example' } });
}, 120_000);
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 2026-12-01 07:00 UTC = 10:00 in Riyadh.
const T0 = Date.parse('2026-12-01T07:00:00Z');

interface Figures {
  id: number;
  impressions: number;
  clicks: number;
  ctr: number;
  revenue: number;
  conversions: number;
  conversion: number;
  cost: number;
  roas: number;
}
interface Results extends Figures {
  clicked: number;
  delivered: number;
  coins_spent: number;
  coin_price: number;
}

const draft = (csv: string[], overrides: Record<string, unknown> = {}) => ({
  name: 'White Friday dates sale',
  language: 'en',
  image: null,
  content: 'Up to 30% off premium dates this White Friday.',
  buttons: [
    { text: 'Shop now', url: 'https://nakhla.sa/offers?utm_source=wasl&x=1' },
    { text: 'Call us', url: null },
    { text: 'Our story', url: 'http://nakhla.sa/about' },
  ],
  website_link: 'https://nakhla.sa',
  audience: { from_database: false, csv, consent: true },
  start_date: '2026-11-30',
  duration_days: 5,
  start_hour: 0,
  daily_limit: 1000,
  ...overrides,
});

async function merchant(coins: number) {
  const m = await t.merchant();
  await t.db.query(`UPDATE settings SET time_zone = 'Asia/Riyadh' WHERE merchant_id = $1`, [m.id]);
  await t.db.query('UPDATE subscriptions SET coins = $2 WHERE merchant_id = $1', [m.id, coins]);
  const key = await t.post<{ key: string }>('section/integration-api/key/regenerate', {
    token: m.token,
    headers: { password: m.password },
  });
  expect(key.status).toBe(200);
  return { ...m, key: key.body.data!.key };
}

async function sendCampaign(token: string, csv: string[], overrides: Record<string, unknown> = {}) {
  const created = await t.post<{ id: number }>('section/campaigns', { token, json: draft(csv, overrides) });
  expect(created.status, created.text).toBe(200);
  const id = created.body.data!.id;
  const submitted = await t.post(`section/campaigns/${id}/submit`, { token });
  expect(submitted.status, submitted.text).toBe(200);
  await runDueJobs(t.deps); // sends
  t.clock.advance(2 * 60_000);
  await runDueJobs(t.deps); // the sandbox's delivered/read events
  return id;
}

const linksOf = async (campaignId: number) =>
  (
    await t.db.query<{ token: string; position: number; button: number; phone: string }>(
      `SELECT l.token, l.position, l.button, r.phone FROM campaign_links l JOIN campaign_recipients r USING (campaign_id, position)
       WHERE l.campaign_id = $1 ORDER BY l.position, l.button`,
      [campaignId],
    )
  ).rows;

const open = (token: string, headers: Record<string, string> = {}) => t.get(`/r/${token}`, { headers });

describe('tracked links: GET /r/{token}', () => {
  let m: Awaited<ReturnType<typeof merchant>>;
  let id: number;
  beforeAll(async () => {
    t.clock.now = T0 - HOUR;
    m = await merchant(100);
    t.clock.now = T0;
    id = await sendCampaign(m.token, ['966501110001', '966501110002']);
  });

  it('mints one random link per recipient and web-address button, and the message carries them on our origin', async () => {
    const links = await linksOf(id);
    expect(links.map((l) => [l.position, l.button])).toEqual([
      [1, 0],
      [1, 2],
      [2, 0],
      [2, 2],
    ]);
    for (const l of links) expect(l.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(links.map((l) => l.token)).size).toBe(4);
    const sent = await t.db.query<{ to_phone: string; body: string }>(
      'SELECT to_phone, body FROM sandbox_messages WHERE merchant_id = $1',
      [m.id],
    );
    for (const s of sent.rows) {
      const mine = links.filter((l) => l.phone === s.to_phone);
      expect(s.body).toContain('Up to 30% off premium dates');
      expect(s.body).toContain(`Shop now: https://wasl.example/r/${mine[0]!.token}`);
      expect(s.body).toContain(`Our story: https://wasl.example/r/${mine[1]!.token}`);
      expect(s.body).not.toContain('nakhla.sa/offers');
    }
    // The customer's thread shows the links they got.
    const thread = await t.get<{ entries: { kind: string; payload: { links?: { text: string; url: string }[] } }[] }>(
      'section/conversations/966501110001',
      { token: m.token },
    );
    expect(thread.status, thread.text).toBe(200);
    const entry = thread.body.data?.entries?.find((e) => e.kind === 'campaign');
    expect(entry?.payload.links).toEqual([
      { text: 'Shop now', url: `/r/${links[0]!.token}` },
      { text: 'Our story', url: `/r/${links[1]!.token}` },
    ]);
  });

  it('records the click and redirects (302) to the original address; repeats count once as a unique click', async () => {
    const [first] = await linksOf(id);
    t.clock.now = T0 + HOUR;
    const res = await open(first!.token);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://nakhla.sa/offers?utm_source=wasl&x=1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The site's referrer policy sends only our origin cross-site: the token never reaches the target.
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect((await open(first!.token)).status).toBe(302);
    const clicks = await t.db.query<{ phone: string; clicked_at: Date; campaign_id: number }>(
      'SELECT phone, clicked_at, campaign_id FROM campaign_clicks WHERE merchant_id = $1',
      [m.id],
    );
    expect(clicks.rows).toHaveLength(2);
    expect(clicks.rows[0]).toMatchObject({ phone: '+966501110001', campaign_id: id });
    expect(Math.abs(new Date(clicks.rows[0]!.clicked_at).getTime() - (T0 + HOUR))).toBeLessThan(60_000);
    const results = (await t.get<Results>(`section/campaigns/results/${id}`, { token: m.token })).body.data!;
    expect(results).toMatchObject({ clicked: 1, clicks: 2, impressions: 2, ctr: 50 });
  });

  it("a link preview (WhatsApp's card, a crawler) is redirected but not counted", async () => {
    const [, , second] = await linksOf(id);
    const res = await open(second!.token, { 'user-agent': 'WhatsApp/2.24.1 A' });
    expect(res.status).toBe(302);
    const n = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM campaign_clicks WHERE merchant_id = $1 AND position = 2', [
      m.id,
    ]);
    expect(n.rows[0]!.n).toBe(0);
  });

  it('unknown or malformed tokens answer 404 — never a redirect, never 5xx', async () => {
    const hostile = [
      'AAAAAAAAAAAAAAAAAAAAAA', // well-formed, unknown
      'x',
      'x'.repeat(5000),
      '..%2F..%2Fadmin',
      '%ZZ',
      'javascript:alert(1)',
      '%0d%0aLocation:%20https://evil.example',
      "1' OR '1'='1",
      '%E2%80%AE',
    ];
    for (const token of hostile) {
      const res = await t.get(`/r/${token}`, { ip: `10.9.9.${hostile.indexOf(token) + 1}` });
      expect(res.status, token).toBe(404);
      expect(res.headers.get('location'), token).toBeNull();
    }
    expect((await t.get('/r/', { ip: '10.9.8.1' })).status).toBe(404);
  });

  it('guessing tokens from one address is throttled (429); real links from it still work', async () => {
    const ip = '10.9.7.1';
    for (let k = 0; k < LINK_MISS_LIMIT.limit; k++) expect((await t.get(`/r/${'B'.repeat(21)}${k % 10}`, { ip })).status).toBe(404);
    const blocked = await t.get(`/r/${'C'.repeat(22)}`, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await t.get(`/r/${(await linksOf(id))[0]!.token}`, { ip: '10.9.7.2' })).status).toBe(302);
  });

  it('button addresses are http(s) only, refused on save with a translated message', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://nakhla.sa/x', 'data:text/html,hi', '//evil.example']) {
      const res = await t.post('section/campaigns', { token: m.token, json: draft(['966501110003'], { buttons: [{ text: 'Go', url }] }) });
      expect(res.status, url).toBe(400);
      const key = res.body.message as `${string}:${string}`;
      expect(key).toMatch(/^validation:/);
      expect(translate('en', key)).not.toBe(key);
      expect(translate('ar', key)).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('attribution: orders within 5 days of a click or delivery, last touch across campaigns', () => {
  it('attributes revenue to the last touch, ignores late, earlier and cancelled orders; the list and the results agree', async () => {
    t.clock.now = T0 - HOUR;
    const m = await merchant(100);
    t.clock.now = T0;
    const P = '966502220001';
    const Q = '966502220002';
    const a = await sendCampaign(m.token, [P, Q], { name: 'Campaign A' });
    // P clicks A after an hour.
    t.clock.now = T0 + HOUR;
    const tokenP = (await linksOf(a)).find((l) => l.phone === `+${P}` && l.button === 0)!.token;
    expect((await open(tokenP)).status).toBe(302);
    // Three days later B reaches P.
    t.clock.now = T0 + 3 * DAY;
    const b = await sendCampaign(m.token, [P], { name: 'Campaign B', start_date: '2026-12-03' });

    const order = async (orderId: string, number: string, at: number, total: number) => {
      const res = await t.post('/integration/v1.0/orders', {
        headers: { 'x-api-key': m.key },
        json: {
          // The store's own spelling of the phone (national trunk 0): normalised by @wasl/api.
          Contact: { Country_Code: '966', Number: number },
          Billing_Address: { Address_line1: 'a', Address_line2: 'b', Address_line3: 'c' },
          Shipping_Address: { Address_line1: 'a', Address_line2: 'b', Address_line3: 'c' },
          Currency: 'SAR',
          Items: [{ Description: 'Dates', Unit_Price: total, Quantity: 1, Discount: 0, Tax: 0, Total: total }],
          Order_ID: orderId,
          Order_Date: new Date(at).toISOString(),
          Total: total,
          Subtotal: total,
          Shipping: 0,
          Discount: 0,
          Tax: 0,
          lang: 'en',
          Payment_Method: 'Prepaid',
        },
      });
      expect(res.status, res.text).toBe(201);
    };
    await order('A-1', '0502220001', T0 + 2 * DAY, 250); // P, after the click on A: A
    await order('B-1', '0502220001', T0 + 3 * DAY + 2 * HOUR, 120.5); // P, after B's delivery: B (last touch)
    await order('X-1', '0502220001', T0 + 9 * DAY, 999); // P, 6 days after B: nobody's
    await order('X-2', '0502220002', T0 - HOUR, 400); // Q, before A reached them: nobody's
    await order('X-3', '0502220002', T0 + DAY, 300); // Q, within A's window, but cancelled
    const cancel = await t.post('/integration/v1.0/orders/X-3/status', { headers: { 'x-api-key': m.key }, json: { status: 'cancelled' } });
    expect(cancel.status, cancel.text).toBe(200);

    const list = (await t.get<{ Campaign_Data: Figures[] }>('section/campaigns', { token: m.token })).body.data!.Campaign_Data;
    const results = async (id: number) => (await t.get<Results>(`section/campaigns/results/${id}`, { token: m.token })).body.data!;
    const ra = await results(a);
    const rb = await results(b);
    expect(ra).toMatchObject({
      revenue: 250,
      conversions: 1,
      coins_spent: 2,
      cost: 0.1,
      roas: 2500,
      impressions: 2,
      clicked: 1,
      ctr: 50,
      conversion: 50,
    });
    expect(rb).toMatchObject({ revenue: 120.5, conversions: 1, coins_spent: 1, cost: 0.05, roas: 2410, impressions: 1, clicked: 0 });
    // One ROAS everywhere: the list, the campaign and the results read the same function.
    for (const r of [ra, rb]) {
      const listed = list.find((c) => c.id === r.id)!;
      const viewed = (await t.get<Figures>(`section/campaigns/view/${r.id}`, { token: m.token })).body.data!;
      for (const shown of [listed, viewed]) {
        expect(shown).toMatchObject({
          revenue: r.revenue,
          conversions: r.conversions,
          roas: r.roas,
          cost: r.cost,
          ctr: r.ctr,
          impressions: r.impressions,
        });
      }
      expect(r.roas).toBe(
        campaignKpis({
          delivered: r.delivered,
          uniqueClicks: r.clicked,
          conversions: r.conversions,
          revenue: r.revenue,
          coinsUsed: r.coins_spent,
        }).roas,
      );
    }
  });
});

describe('tenant isolation of the figures', () => {
  it("another store's order from the same phone is never attributed; another store's token is just a link", async () => {
    t.clock.now = T0 - HOUR;
    const a = await merchant(100);
    const b = await merchant(100);
    t.clock.now = T0;
    const phone = '966505550001';
    const campaign = await sendCampaign(a.token, [phone], { name: 'Store A' });
    const [link] = await linksOf(campaign);
    expect((await open(link!.token)).status).toBe(302);
    // The same customer buys from store B the next day.
    const res = await t.post('/integration/v1.0/orders', {
      headers: { 'x-api-key': b.key },
      json: {
        Contact: { Country_Code: '966', Number: '505550001' },
        Billing_Address: { Address_line1: 'a', Address_line2: 'b', Address_line3: 'c' },
        Shipping_Address: { Address_line1: 'a', Address_line2: 'b', Address_line3: 'c' },
        Currency: 'SAR',
        Items: [{ Description: 'x', Unit_Price: 99, Quantity: 1, Discount: 0, Tax: 0, Total: 99 }],
        Order_ID: 'B-ISO-1',
        Order_Date: new Date(T0 + DAY).toISOString(),
        Total: 99,
        Subtotal: 99,
        Shipping: 0,
        Discount: 0,
        Tax: 0,
        lang: 'en',
        Payment_Method: 'Prepaid',
      },
    });
    expect(res.status, res.text).toBe(201);
    const results = (await t.get<Results>(`section/campaigns/results/${campaign}`, { token: a.token })).body.data!;
    expect(results).toMatchObject({ clicked: 1, conversions: 0, revenue: 0, roas: 0 });
    // Store B cannot read store A's campaign.
    expect((await t.get(`section/campaigns/results/${campaign}`, { token: b.token })).status).toBe(404);
  });
});

describe('coins are reserved at submit', () => {
  it('two campaigns of 501 recipients on a 1,000-coin balance: the second is refused at submit; the first sends all 501', async () => {
    t.clock.now = T0 - HOUR;
    const m = await t.merchant();
    await t.db.query(`UPDATE settings SET time_zone = 'Asia/Riyadh' WHERE merchant_id = $1`, [m.id]);
    await t.db.query('UPDATE subscriptions SET coins = 1000 WHERE merchant_id = $1', [m.id]);
    const csv = (offset: number) => Array.from({ length: 501 }, (_, k) => `9665030${String(offset + k).padStart(5, '0')}`);
    const first = await t.post<{ id: number }>('section/campaigns', { token: m.token, json: draft(csv(0), { name: 'First 501' }) });
    const second = await t.post<{ id: number }>('section/campaigns', { token: m.token, json: draft(csv(1000), { name: 'Second 501' }) });
    expect((await t.post(`section/campaigns/${first.body.data!.id}/submit`, { token: m.token })).status).toBe(200);
    const coins = async () =>
      (await t.db.query<{ coins: number }>('SELECT coins FROM subscriptions WHERE merchant_id = $1', [m.id])).rows[0]!.coins;
    expect(await coins()).toBe(499);
    const refused = await t.post<{ status: string }>(`section/campaigns/${second.body.data!.id}/submit`, { token: m.token });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('errors:insufficientCoins');
    expect(refused.body.data).toMatchObject({ Coins: 499, required: 501 });
    expect(translate('en', 'errors:insufficientCoins')).not.toBe('errors:insufficientCoins');
    expect(translate('ar', 'errors:insufficientCoins')).toMatch(/[\u0600-\u06FF]/);
    // Nothing of the refused submit stayed: still pending, no recipients, no reserve.
    const view = await t.get<{ status: string }>(`section/campaigns/view/${second.body.data!.id}`, { token: m.token });
    expect(view.body.data!.status).toBe('pending');
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM campaign_recipients WHERE campaign_id = $1', [
      second.body.data!.id,
    ]);
    expect(rows.rows[0]!.n).toBe(0);
    // The first sends every one of its 501 (never one short), and the wallet is untouched by it.
    t.clock.now = T0;
    await runDueJobs(t.deps);
    const inspect = await t.get<{ status: string; sent: number; stop_reason: string | null }>(
      `section/campaigns/inspect/${first.body.data!.id}`,
      {
        token: m.token,
      },
    );
    expect(inspect.body.data).toMatchObject({ sent: 501, stop_reason: null });
    expect(await coins()).toBe(499);
  }, 120_000);

  it('releases what is not sent: opted-out recipients at once, the rest when the days are over or the campaign is trashed', async () => {
    t.clock.now = T0 - HOUR;
    const m = await t.merchant();
    await t.db.query(`UPDATE settings SET time_zone = 'Asia/Riyadh' WHERE merchant_id = $1`, [m.id]);
    await t.db.query('UPDATE subscriptions SET coins = 100 WHERE merchant_id = $1', [m.id]);
    await t.db.query(`INSERT INTO opt_outs (merchant_id, phone, scope) VALUES ($1, '+966504440001', 'marketing')`, [m.id]);
    const csv = Array.from({ length: 10 }, (_, k) => `96650444000${k}`);
    // 4 a day over 1 day: 1 opted out, 4 sent, 5 never sent.
    const c = await t.post<{ id: number }>('section/campaigns', {
      token: m.token,
      json: draft(csv, { start_date: '2026-12-01', duration_days: 1, daily_limit: 4 }),
    });
    expect((await t.post(`section/campaigns/${c.body.data!.id}/submit`, { token: m.token })).status).toBe(200);
    const coins = async () =>
      (await t.db.query<{ coins: number }>('SELECT coins FROM subscriptions WHERE merchant_id = $1', [m.id])).rows[0]!.coins;
    expect(await coins()).toBe(90);
    t.clock.now = T0;
    await runDueJobs(t.deps);
    expect(await coins()).toBe(91); // the opted-out one's coin is back
    t.clock.now = T0 + 2 * DAY;
    await runDueJobs(t.deps);
    const done = await t.get<{ status: string; sent: number }>(`section/campaigns/inspect/${c.body.data!.id}`, { token: m.token });
    expect(done.body.data).toMatchObject({ status: 'completed', sent: 4 });
    expect(await coins()).toBe(96); // 4 spent, everything else back

    // Trashing a scheduled campaign gives its reserve back.
    const later = await t.post<{ id: number }>('section/campaigns', {
      token: m.token,
      json: draft(csv.slice(0, 3), { start_date: '2026-12-20' }),
    });
    expect((await t.post(`section/campaigns/${later.body.data!.id}/submit`, { token: m.token })).status).toBe(200);
    expect(await coins()).toBe(93);
    expect((await t.post(`section/campaigns/${later.body.data!.id}/trash`, { token: m.token })).status).toBe(200);
    expect(await coins()).toBe(96);
  }, 60_000);
});
