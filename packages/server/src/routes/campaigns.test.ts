import { translate } from '@wasl/i18n/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { runDueJobs } from '../messaging/handlers.ts';
import { recordInbound } from '../messaging/messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

interface Campaign {
  id: number;
  name: string;
  status: string;
  start_date: string;
  target: number;
  sent: number;
  progress: number;
  total_cost: number;
  audience: { from_database: boolean; csv: string[]; size: number; consent: boolean };
  deleted_at: string | null;
}
interface CampaignList {
  Campaign_Data: Campaign[];
  Coins: number;
  Campaign_Limit: number;
  Can_Add: boolean;
  Campaign_Total_Pages: number;
  Campaign_Current_Pages: number;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'White Friday dates sale',
  language: 'en',
  image: null,
  content: 'Up to 30% off premium dates this White Friday.',
  buttons: [{ text: 'Shop now', url: 'https://nakhla.sa/offers' }],
  website_link: 'https://nakhla.sa',
  audience: { from_database: false, csv: ['966501234567', '+966501234568', '966501234567'], consent: true },
  start_date: day(5),
  duration_days: 3,
  start_hour: 10,
  daily_limit: 1000,
  ...overrides,
});

async function create(token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.post<Campaign>('section/campaigns', { token, json: draft(overrides) });
  expect(res.status, res.text).toBe(200);
  return res.body.data!;
}
const list = async (token: string, query = '') => (await t.get<CampaignList>(`section/campaigns${query}`, { token })).body.data!;

describe('campaign drafts', () => {
  it('creates a pending draft with its audience de-duplicated (one coin per recipient)', async () => {
    const m = await t.merchant();
    const c = await create(m.token);
    expect(c).toMatchObject({ status: 'pending', target: 2, total_cost: 2, sent: 0, progress: 0, deleted_at: null });
    expect(c.audience).toEqual({ from_database: false, csv: ['+966501234567', '+966501234568'], size: 2, consent: true });
    await t.db.query(`INSERT INTO clients (merchant_id, phone, name) VALUES ($1, '+966501234567', 'A'), ($1, '+966509999999', 'B')`, [
      m.id,
    ]);
    const withDb = await create(m.token, { audience: { from_database: true, csv: ['966501234567', '966501111111'] } });
    expect(withDb.audience.size).toBe(3);
  });

  it('edits only while pending; any other status is 409 with a clear message', async () => {
    const m = await t.merchant();
    await t.db.query('UPDATE subscriptions SET coins = 100 WHERE merchant_id = $1', [m.id]);
    const c = await create(m.token);
    const edited = await t.post<Campaign>(`section/campaigns/${c.id}`, {
      token: m.token,
      json: draft({ name: 'عروض اليوم الوطني', language: 'ar' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data!.name).toBe('عروض اليوم الوطني');
    expect((await t.post(`section/campaigns/${c.id}/submit`, { token: m.token })).status).toBe(200);
    const locked = await t.post(`section/campaigns/${c.id}`, { token: m.token, json: draft() });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('errors:campaignLocked');
    expect((await t.post('section/campaigns/999999', { token: m.token, json: draft() })).status).toBe(404);
  });

  it('validates the draft (name ≥ 3, phone numbers, hour, buttons)', async () => {
    const m = await t.merchant();
    for (const bad of [
      { name: 'ab' },
      { start_hour: 24 },
      { audience: { from_database: false, csv: ['12'] } },
      { buttons: [{ text: '', url: null }] },
      { start_date: '2026-13-01' },
    ]) {
      const res = await t.post('section/campaigns', { token: m.token, json: draft(bad) });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await list(m.token)).Campaign_Data).toEqual([]);
  });

  it('refuses non-http(s) button urls and images with 400 naming the field, storing nothing', async () => {
    const m = await t.merchant();
    const cases: [Record<string, unknown>, string][] = [
      [{ buttons: [{ text: 'Shop', url: 'javascript:alert(document.cookie)' }] }, 'body.buttons.0.url'],
      [{ image: 'javascript:alert(1)' }, 'body.image'],
      [{ image: 'data:image/svg+xml,<svg onload=alert(1)>' }, 'body.image'],
    ];
    for (const [bad, field] of cases) {
      const res = await t.post<{ issues: { path: string }[] }>('section/campaigns', { token: m.token, json: draft(bad) });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toBe('validation:urlInvalid');
      expect(res.body.data!.issues[0]!.path).toBe(field);
    }
    expect((await list(m.token)).Campaign_Data).toEqual([]);
  });
});

describe('submit, pause, resume, trash, restore', () => {
  it('never sends without the attestation of consent; at submit each recipient gets its opt-in, a STOP is kept', async () => {
    const m = await t.merchant();
    await t.db.query('UPDATE subscriptions SET coins = 10 WHERE merchant_id = $1', [m.id]);
    // 966501234568 replied STOP earlier: the attestation does not override it.
    await recordInbound(t.db, m.id, '966501234568', 'STOP', new Date(t.clock.now));
    // Started already (yesterday, 00:00): the send runs at once, without moving the shared clock.
    const started = { start_date: day(-1), start_hour: 0 };
    const c = await create(m.token, { ...started, audience: { from_database: false, csv: ['966501234567', '966501234568'] } });
    expect(c.audience.consent).toBe(false);
    const refused = await t.post(`section/campaigns/${c.id}/submit`, { token: m.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('errors:campaign.consentRequired');
    expect((await list(m.token)).Coins).toBe(10);

    const attested = await t.post<Campaign>(`section/campaigns/${c.id}`, {
      token: m.token,
      json: draft({ ...started, audience: { from_database: false, csv: ['966501234567', '966501234568'], consent: true } }),
    });
    expect(attested.body.data!.audience.consent).toBe(true);
    expect((await t.post(`section/campaigns/${c.id}/submit`, { token: m.token })).status).toBe(200);
    const ledger = await t.db.query<{ phone: string; kind: string; source: string; evidence: string }>(
      'SELECT phone, kind, source, evidence FROM consent_ledger WHERE merchant_id = $1 ORDER BY phone, at',
      [m.id],
    );
    expect(ledger.rows).toEqual([
      { phone: '+966501234567', kind: 'opt_in', source: 'import', evidence: `campaign ${c.id}: audience attested by the store` },
      { phone: '966501234568', kind: 'opt_out', source: 'whatsapp_reply', evidence: 'STOP' },
    ]);
    // The opted-out number is not charged and is skipped at the send.
    expect((await list(m.token)).Coins).toBe(8);
    await runDueJobs(t.deps);
    const { rows } = await t.db.query<{ phone: string; status: string }>(
      'SELECT phone, status FROM campaign_recipients WHERE campaign_id = $1 ORDER BY phone',
      [c.id],
    );
    expect(rows.find((r) => r.phone === '+966501234568')?.status).toBe('skipped');
    expect(rows.find((r) => r.phone === '+966501234567')?.status).not.toBe('queued');
  });

  it("submit reserves one coin per recipient ('insufficient coins' otherwise); each is spent as its message is accepted", async () => {
    const m = await t.merchant();
    await t.db.query('UPDATE subscriptions SET coins = 1 WHERE merchant_id = $1', [m.id]);
    const c = await create(m.token);
    const refused = await t.post(`section/campaigns/${c.id}/submit`, { token: m.token });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('errors:insufficientCoins');
    expect((await list(m.token)).Coins).toBe(1);
    await t.db.query('UPDATE subscriptions SET coins = 10 WHERE merchant_id = $1', [m.id]);
    const ok = await t.post<Campaign>(`section/campaigns/${c.id}/submit`, { token: m.token });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('errors:success.campaignSent');
    expect(ok.body.data!.status).toBe('scheduled');
    expect((await list(m.token)).Coins).toBe(8); // 2 reserved at submit
    t.clock.advance(6 * 86_400_000); // past the start (day(5), 10:00 in the merchant's zone)
    await runDueJobs(t.deps);
    expect((await list(m.token)).Coins).toBe(8);
    const reserve = await t.db.query<{ coins_reserved: number }>('SELECT coins_reserved FROM campaigns WHERE id = $1', [c.id]);
    expect(reserve.rows[0]!.coins_reserved).toBe(0);
    expect((await t.get<Campaign>(`section/campaigns/view/${c.id}`, { token: m.token })).body.data).toMatchObject({
      sent: 2,
      progress: 100,
    });
    t.clock.advance(-6 * 86_400_000);
    expect((await t.post(`section/campaigns/${c.id}/submit`, { token: m.token })).status).toBe(409);
  });

  it('starts at its day and hour, completes after its days, and can be paused and resumed', async () => {
    const m = await t.merchant();
    await t.db.query('UPDATE subscriptions SET coins = 1000 WHERE merchant_id = $1', [m.id]);
    const c = await create(m.token, { start_date: day(-1), duration_days: 3, start_hour: 0 });
    await t.post(`section/campaigns/${c.id}/submit`, { token: m.token });
    const running = (await t.get<Campaign>(`section/campaigns/view/${c.id}`, { token: m.token })).body.data!;
    expect(running.status).toBe('ongoing');
    expect(running.sent).toBe(0); // nothing sent before the worker runs
    const paused = await t.post<Campaign>(`section/campaigns/${c.id}/pause`, { token: m.token });
    expect(paused.body.data!.status).toBe('paused');
    expect((await t.post(`section/campaigns/${c.id}/pause`, { token: m.token })).status).toBe(409);
    const resumed = await t.post<Campaign>(`section/campaigns/${c.id}/resume`, { token: m.token });
    expect(resumed.body.data!.status).toBe('ongoing');
    expect((await t.post(`section/campaigns/${c.id}/resume`, { token: m.token })).status).toBe(409);
    await runDueJobs(t.deps);
    t.clock.advance(4 * 86_400_000);
    await runDueJobs(t.deps);
    const done = await t.get<{ name: string; status: string; sent: number; delivered: number; failed: number }>(
      `section/campaigns/inspect/${c.id}`,
      { token: m.token },
    );
    expect(done.body.data).toMatchObject({ status: 'completed', sent: 2 });
    expect(done.body.data!.delivered + done.body.data!.failed).toBe(2);
    t.clock.advance(-4 * 86_400_000);
  });

  it('moves to the trash (not while ongoing) and back; the trash is its own paged list', async () => {
    const m = await t.merchant();
    await t.db.query('UPDATE subscriptions SET coins = 1000 WHERE merchant_id = $1', [m.id]);
    const c = await create(m.token);
    const trashed = await t.post<Campaign>(`section/campaigns/${c.id}/trash`, { token: m.token });
    expect(trashed.status).toBe(200);
    expect(trashed.body.data!.deleted_at).not.toBeNull();
    expect(trashed.body.data!.status).toBe('pending');
    expect((await t.post(`section/campaigns/${c.id}/trash`, { token: m.token })).status).toBe(409);
    expect((await list(m.token)).Campaign_Data).toEqual([]);
    const trash = (
      await t.get<{ Campaign_Data: Campaign[]; Campaign_Total_Pages: number; Campaign_Current_Pages: number }>('section/campaigns/trash', {
        token: m.token,
      })
    ).body.data!;
    expect(trash.Campaign_Data.map((x) => x.id)).toEqual([c.id]);
    expect(trash).toMatchObject({ Campaign_Total_Pages: 1, Campaign_Current_Pages: 1 });
    const inTrash = await t.post(`section/campaigns/${c.id}`, { token: m.token, json: draft() });
    expect(inTrash.status).toBe(409);
    expect((await t.post<Campaign>(`section/campaigns/${c.id}/restore`, { token: m.token })).body.data!.deleted_at).toBeNull();
    expect((await t.post(`section/campaigns/${c.id}/restore`, { token: m.token })).status).toBe(409);
    const live = await create(m.token, { start_date: day(-1), start_hour: 0 });
    await t.post(`section/campaigns/${live.id}/submit`, { token: m.token });
    const refused = await t.post(`section/campaigns/${live.id}/trash`, { token: m.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('errors:campaign.notTrashable');
    expect(translate('en', 'errors:campaign.notTrashable')).toMatch(/Pause this campaign/);
  });
});

describe('campaign list', () => {
  it('pages (20 per page from 1), searches by name and reports coins and limits', async () => {
    const m = await t.merchant({ plan: 'pro' });
    await t.db.query('UPDATE subscriptions SET coins = 4321 WHERE merchant_id = $1', [m.id]);
    const rows = Array.from(
      { length: 25 },
      (_, i) => `('${i % 5 === 0 ? 'Ramadan offer' : 'Weekend deal'} ${i}', 'completed', now() - make_interval(mins => ${i}))`,
    );
    await t.db.query(
      `INSERT INTO campaigns (merchant_id, name, status, created_at, start_date) SELECT $1, v.name, v.status, v.at, v.at::date FROM (VALUES ${rows.join(', ')}) AS v(name, status, at)`,
      [m.id],
    );
    const first = await list(m.token);
    expect(first.Campaign_Data).toHaveLength(20);
    expect(first.Campaign_Data[0]!.name).toBe('Ramadan offer 0');
    expect(first).toMatchObject({ Coins: 4321, Campaign_Limit: 30, Can_Add: true, Campaign_Total_Pages: 2, Campaign_Current_Pages: 1 });
    expect((await list(m.token, '?page=2')).Campaign_Data).toHaveLength(5);
    const found = await list(m.token, '?search=ramadan');
    expect(found.Campaign_Data.map((c) => c.name)).toEqual([
      'Ramadan offer 0',
      'Ramadan offer 5',
      'Ramadan offer 10',
      'Ramadan offer 15',
      'Ramadan offer 20',
    ]);
    expect(found.Campaign_Total_Pages).toBe(1);
    expect((await t.get('section/campaigns?page=-1', { token: m.token })).status).toBe(400);
  });

  it('Can_Add is false without the campaigns feature or at the limit, and creating is then refused', async () => {
    const basic = await t.merchant({ plan: 'basic' });
    expect((await list(basic.token)).Can_Add).toBe(false);
    const refused = await t.post('section/campaigns', { token: basic.token, json: draft() });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('errors:featureNotInPlan');
    const pro = await t.merchant({ plan: 'pro' });
    await t.db.query(
      `INSERT INTO campaigns (merchant_id, name, status, start_date) SELECT $1, 'Draft ' || g, 'pending', current_date FROM generate_series(1, 30) g`,
      [pro.id],
    );
    expect((await list(pro.token)).Can_Add).toBe(false);
    const over = await t.post('section/campaigns', { token: pro.token, json: draft() });
    expect(over.status).toBe(402);
    expect(over.body.message).toBe('errors:limitReached');
  });
});

describe('campaign results', () => {
  interface Results {
    sent: number;
    delivered: number;
    failed: number;
    clicked: number;
    failures: { reason: string; count: number }[];
    coins_spent: number;
    coin_price: number;
    cost: number;
    roas: number;
    ctr: number;
    conversion: number;
    revenue: number;
  }
  const csv = ['966501230001', '966501230002', '966501230003', '966501230004'];

  async function sentCampaign() {
    const m = await t.merchant();
    await t.db.query('UPDATE subscriptions SET coins = 100 WHERE merchant_id = $1', [m.id]);
    const c = await create(m.token, { start_date: day(-1), start_hour: 0, audience: { from_database: false, csv, consent: true } });
    expect((await t.post(`section/campaigns/${c.id}/submit`, { token: m.token })).status).toBe(200);
    await runDueJobs(t.deps);
    // Fixed outcomes (the sandbox provider's own are not the point here): all delivered, then two
    // refused — one not on WhatsApp, one with a class the provider made up — and refunded.
    await t.db.query(
      `UPDATE campaign_recipients SET status = 'delivered', rank = 3, charged = true, failure_reason = NULL, delivered_at = coalesce(delivered_at, now()),
              provider_message_id = coalesce(provider_message_id, 'm' || position) WHERE campaign_id = $1`,
      [c.id],
    );
    await t.db.query(
      `UPDATE campaign_recipients SET status = 'failed', rank = 2, charged = false, delivered_at = NULL,
              failure_reason = CASE WHEN position = (SELECT min(position) FROM campaign_recipients WHERE campaign_id = $1) THEN 'not_on_whatsapp' ELSE 'made_up' END
       WHERE campaign_id = $1 AND position IN (SELECT position FROM campaign_recipients WHERE campaign_id = $1 ORDER BY position LIMIT 2)`,
      [c.id],
    );
    return { m, c };
  }

  it('reports the funnel, failures by class and ROAS from the coins spent at the catalogue coin price', async () => {
    const { m, c } = await sentCampaign();
    // One of the two delivered recipients opens the tracked link twice.
    const link = await t.db.query<{ token: string }>(
      `SELECT token FROM campaign_links l JOIN campaign_recipients r USING (campaign_id, position) WHERE l.campaign_id = $1 AND r.status = 'delivered' ORDER BY position LIMIT 1`,
      [c.id],
    );
    expect((await t.get(`/r/${link.rows[0]!.token}`)).status).toBe(302);
    expect((await t.get(`/r/${link.rows[0]!.token}`)).status).toBe(302);
    const res = await t.get<Results>(`section/campaigns/results/${c.id}`, { token: m.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      sent: 4,
      delivered: 2,
      failed: 2,
      clicked: 1,
      failures: [
        { reason: 'not_on_whatsapp', count: 1 },
        { reason: 'other', count: 1 },
      ],
      coins_spent: 2,
      coin_price: 0.05,
      cost: 0.1,
      roas: 0,
      ctr: 50,
      conversion: 0,
      revenue: 0,
    });
  });

  it('a draft has an empty funnel and no ROAS; bad and unknown ids are 400 and 404', async () => {
    const m = await t.merchant();
    const c = await create(m.token);
    const res = await t.get<Results>(`section/campaigns/results/${c.id}`, { token: m.token });
    expect(res.body.data).toMatchObject({ sent: 0, failures: [], coins_spent: 0, cost: 0, roas: 0 });
    expect((await t.get('section/campaigns/results/abc', { token: m.token })).status).toBe(400);
    expect((await t.get('section/campaigns/results/0', { token: m.token })).status).toBe(400);
    expect((await t.get('section/campaigns/results/999999', { token: m.token })).status).toBe(404);
    expect((await t.get(`section/campaigns/results/${c.id}`)).status).toBe(403);
  });
});

describe('campaign audience info', () => {
  it("counts the merchant's own customers and opt-outs only, with the number's tier", async () => {
    const m = await t.merchant();
    const other = await t.merchant();
    await t.db.query(
      `INSERT INTO clients (merchant_id, phone, name) VALUES ($1, '+966502000001', 'A'), ($1, '+966502000002', 'B'), ($2, '+966502000003', 'C')`,
      [m.id, other.id],
    );
    await t.db.query(`INSERT INTO opt_outs (merchant_id, phone) VALUES ($1, '+966502000002'), ($2, '+966502000009')`, [m.id, other.id]);
    const res = await t.get<{ customers: number; opted_out: string[]; messaging_tier: number | null }>('section/campaigns/audience', {
      token: m.token,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data!.customers).toBe(2);
    expect(res.body.data!.opted_out).toEqual(['+966502000002']);
    const numbers = await t.db.query<{ status: string }>('SELECT status FROM contact_numbers WHERE merchant_id = $1', [m.id]);
    const expected = numbers.rows.length === 0 ? null : numbers.rows.some((r) => r.status === 'approved') ? 1000 : 250;
    expect(res.body.data!.messaging_tier).toBe(expected);
    expect(res.body.data).toMatchObject({ campaigns_in_plan: true });
    const basic = await t.merchant({ plan: 'basic' });
    expect((await t.get('section/campaigns/audience', { token: basic.token })).body.data).toMatchObject({ campaigns_in_plan: false });
    expect((await t.get('section/campaigns/audience')).status).toBe(403);
    expect((await t.get('section/campaigns/audience?x=1', { token: m.token })).status).toBe(200);
  });
});
