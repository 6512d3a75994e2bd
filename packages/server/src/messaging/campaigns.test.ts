/**
 * Campaign delivery end to end through the routes, the job queue and the sandbox provider, with
 * the injectable clock (PGlite by default; PostgreSQL under `npm run test:postgres`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { Worker } from '../jobs/queue.ts';
import type { MessagingProvider, OutboundMessage } from '../providers/index.ts';
import { zonedInstant } from '../lib/zone.ts';
import { deliveryHandlers, runDueJobs } from './handlers.ts';
import { recordInbound } from './messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START_DATE = '2026-12-01';
// 10:00 in Riyadh (UTC+3, no DST) = 07:00 UTC.
const START = Date.parse('2026-12-01T07:00:00Z');

interface Inspect {
  status: string;
  sent: number;
  delivered: number;
  seen: number;
  failed: number;
  skipped: number;
  stop_reason: string | null;
}

async function setup(recipients: number, options: { invalid?: number[]; coins?: number; dailyLimit?: number; duration?: number } = {}) {
  t.clock.now = START - HOUR; // before the session is made: it lasts 7 days of this clock
  const m = await t.merchant();
  await t.db.query(`UPDATE settings SET time_zone = 'Asia/Riyadh' WHERE merchant_id = $1`, [m.id]);
  const invalid = new Set(options.invalid ?? []);
  // Customers numbered so that their position (sorted by phone) is n; an invalid one has 22 digits.
  await t.db.query(
    `INSERT INTO clients (merchant_id, phone, name)
     SELECT $1, '+96655' || lpad(n::text, 7, '0') || CASE WHEN n = ANY($3::int[]) THEN '1234567890' ELSE '' END, 'C' || n
     FROM generate_series(1, $2::int) n`,
    [m.id, recipients, [...invalid]],
  );
  await t.db.query('UPDATE subscriptions SET coins = $2 WHERE merchant_id = $1', [m.id, options.coins ?? recipients]);
  const created = await t.post<{ id: number; target: number }>('section/campaigns', {
    token: m.token,
    json: {
      name: 'National Day sale',
      language: 'ar',
      image: null,
      content: 'خصم 30٪ على التمور بمناسبة اليوم الوطني',
      buttons: [],
      website_link: '',
      audience: { from_database: true, csv: [], consent: true },
      start_date: START_DATE,
      duration_days: options.duration ?? 4,
      start_hour: 10,
      daily_limit: options.dailyLimit ?? 300,
    },
  });
  expect(created.status, created.text).toBe(200);
  expect(created.body.data!.target).toBe(recipients);
  return { m, id: created.body.data!.id };
}

const coins = async (merchantId: number) =>
  (await t.db.query<{ coins: number }>('SELECT coins FROM subscriptions WHERE merchant_id = $1', [merchantId])).rows[0]!.coins;
const reserved = async (campaignId: number) =>
  (await t.db.query<{ coins_reserved: number }>('SELECT coins_reserved FROM campaigns WHERE id = $1', [campaignId])).rows[0]!
    .coins_reserved;
const inspect = async (token: string, id: number) => (await t.get<Inspect>(`section/campaigns/inspect/${id}`, { token })).body.data!;
const attemptedByDay = async (id: number) =>
  Object.fromEntries(
    (
      await t.db.query<{ day: number; n: number }>(
        `SELECT day, count(*)::int AS n FROM campaign_recipients WHERE campaign_id = $1 AND day IS NOT NULL GROUP BY day ORDER BY day`,
        [id],
      )
    ).rows.map((r) => [r.day, r.n]),
  );

describe('campaign delivery', () => {
  it('starts at date + hour in the merchant time zone (zonedInstant)', () => {
    expect(zonedInstant('2026-12-01', 10, 'Asia/Riyadh').toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect(zonedInstant('2026-12-01', 10, 'Asia/Kolkata').toISOString()).toBe('2026-12-01T04:30:00.000Z');
    expect(zonedInstant('2026-07-01', 9, 'Europe/London').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    // An unknown zone counts as the documented default, Asia/Kolkata (lib/zone.ts).
    expect(zonedInstant('2026-12-01', 0, 'Not/AZone').toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('1,000 recipients, 300 a day over four simulated days, paused and resumed mid-day: each sent once, coins exact', async () => {
    const invalid = [7, 450, 999]; // the sandbox refuses these (not 8–15 digits): failed, coin returned
    const { m, id } = await setup(1000, { invalid });
    const optedOut = ['+96655' + '0000020', '+96655' + '0000700'];
    for (const phone of optedOut) await recordInbound(t.db, m.id, phone, ' Stop ', new Date(START - 2 * HOUR));
    expect((await t.post(`section/campaigns/${id}/submit`, { token: m.token })).status).toBe(200);
    expect(await coins(m.id)).toBe(0); // submit reserves one coin per recipient
    expect(await reserved(id)).toBe(1000);

    // Before the start hour: nothing.
    await runDueJobs(t.deps);
    expect(await inspect(m.token, id)).toMatchObject({ status: 'scheduled', sent: 0 });

    // Day 0: 300 attempted (both opted-out numbers are marked skipped at once; they never count).
    t.clock.now = START + 60_000;
    await runDueJobs(t.deps);
    expect(await attemptedByDay(id)).toEqual({ 0: 300 });
    expect(await inspect(m.token, id)).toMatchObject({ status: 'ongoing', sent: 299, failed: 1, skipped: 2 });
    // The opted-out pair's coins and the refused one's are back in the wallet; 299 spent; the rest reserved.
    expect(await coins(m.id)).toBe(3);
    expect(await reserved(id)).toBe(1000 - 300 - 2);

    // Day 1: the merchant pauses after 120 messages of the day; the batch in flight finishes.
    t.clock.now = START + DAY + 60_000;
    let day1 = 0;
    let pauseAnswer = 0;
    const sandbox = t.deps.providers.messaging;
    const pausing: MessagingProvider = {
      async send(message: OutboundMessage) {
        day1 += 1;
        if (day1 === 120) pauseAnswer = (await t.post(`section/campaigns/${id}/pause`, { token: m.token })).status;
        return sandbox.send(message);
      },
    };
    await new Worker(t.db, {
      handlers: deliveryHandlers({ db: t.db, providers: { messaging: pausing }, secrets: t.deps.secrets }),
      clock: t.deps.now,
    }).runDue();
    expect(pauseAnswer).toBe(200);
    const paused = await attemptedByDay(id);
    expect(paused[1]).toBe(150); // three batches of 50: the third was in flight at the pause
    expect((await inspect(m.token, id)).status).toBe('paused');
    t.clock.now = START + DAY + 3 * HOUR;
    await runDueJobs(t.deps);
    expect((await attemptedByDay(id))[1]).toBe(150); // paused: nothing more

    // Resumed the same day: the day's remaining 150, from exactly the next position.
    const resumed = await t.post<{ status: string }>(`section/campaigns/${id}/resume`, { token: m.token });
    expect(resumed.body.data!.status).toBe('ongoing');
    await runDueJobs(t.deps);
    expect(await attemptedByDay(id)).toEqual({ 0: 300, 1: 300 });

    // Days 2 and 3: 300, then the remaining 98; then completed.
    t.clock.now = START + 2 * DAY + 60_000;
    await runDueJobs(t.deps);
    t.clock.now = START + 3 * DAY + 60_000;
    await runDueJobs(t.deps);
    expect(await attemptedByDay(id)).toEqual({ 0: 300, 1: 300, 2: 300, 3: 98 });

    // Status events (sandbox: delivered +1 s, read +60 s) and completion.
    t.clock.now = START + 3 * DAY + 10 * 60_000;
    await runDueJobs(t.deps);
    const done = await inspect(m.token, id);
    expect(done).toMatchObject({ status: 'completed', sent: 995, delivered: 995, failed: 3, skipped: 2 });
    expect(done.seen).toBeGreaterThan(600);
    expect(done.seen).toBeLessThan(900);

    // Positions sent in order with no gap and no repeat; the provider got each message once.
    const positions = (
      await t.db.query<{ position: number }>(
        `SELECT position FROM campaign_recipients WHERE campaign_id = $1 AND status <> 'skipped' ORDER BY sent_at, position`,
        [id],
      )
    ).rows.map((r) => r.position);
    expect(positions).toHaveLength(998);
    const sandboxRows = await t.db.query<{ n: number; calls: number; phones: number }>(
      `SELECT count(*)::int AS n, max(calls)::int AS calls, count(DISTINCT to_phone)::int AS phones FROM sandbox_messages WHERE merchant_id = $1`,
      [m.id],
    );
    expect(sandboxRows.rows[0]).toEqual({ n: 995, calls: 1, phones: 995 });
    const optedOutSent = await t.db.query(`SELECT 1 FROM sandbox_messages WHERE merchant_id = $1 AND to_phone = ANY($2::text[])`, [
      m.id,
      optedOut,
    ]);
    expect(optedOutSent.rows).toHaveLength(0);
    // One coin per accepted recipient, to the unit.
    expect(await coins(m.id)).toBe(1000 - 995);
    const jobs = await t.db.query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM jobs GROUP BY status`);
    expect(jobs.rows.filter((r) => r.status === 'dead' || r.status === 'running')).toEqual([]);
  }, 120_000);

  it('stops cleanly when coins run out (paused, insufficient_coins) and continues after buying coins and resuming', async () => {
    const { m, id } = await setup(120, { dailyLimit: 1000, duration: 2 });
    expect((await t.post(`section/campaigns/${id}/submit`, { token: m.token })).status).toBe(200);
    // A campaign without a reserve (submitted before reservations existed) draws on the wallet as it goes.
    await t.db.query('UPDATE campaigns SET coins_reserved = 0 WHERE id = $1', [id]);
    await t.db.query('UPDATE subscriptions SET coins = 70 WHERE merchant_id = $1', [m.id]);
    t.clock.now = START + 60_000;
    await runDueJobs(t.deps);
    expect(await inspect(m.token, id)).toMatchObject({ status: 'paused', stop_reason: 'insufficient_coins', sent: 70 });
    expect(await coins(m.id)).toBe(0);
    const listed = await t.get<{ Campaign_Data: { id: number; stop_reason: string | null }[] }>('section/campaigns', { token: m.token });
    expect(listed.body.data!.Campaign_Data.find((c) => c.id === id)!.stop_reason).toBe('insufficient_coins');

    await t.db.query('UPDATE subscriptions SET coins = 100 WHERE merchant_id = $1', [m.id]);
    const resumed = await t.post<{ status: string; stop_reason: string | null }>(`section/campaigns/${id}/resume`, { token: m.token });
    expect(resumed.body.data).toMatchObject({ status: 'ongoing', stop_reason: null });
    await runDueJobs(t.deps);
    expect(await inspect(m.token, id)).toMatchObject({ status: 'completed', sent: 120 });
    expect(await coins(m.id)).toBe(50);
    const calls = await t.db.query<{ n: number; calls: number }>(
      'SELECT count(*)::int AS n, max(calls)::int AS calls FROM sandbox_messages WHERE merchant_id = $1',
      [m.id],
    );
    expect(calls.rows[0]).toEqual({ n: 120, calls: 1 });
  }, 60_000);

  it('holds its reserve: coins spent elsewhere after submit never stop it', async () => {
    const { m, id } = await setup(120, { dailyLimit: 1000, duration: 2 });
    expect((await t.post(`section/campaigns/${id}/submit`, { token: m.token })).status).toBe(200);
    await t.db.query('UPDATE subscriptions SET coins = 0 WHERE merchant_id = $1', [m.id]); // spent elsewhere meanwhile
    t.clock.now = START + 60_000;
    await runDueJobs(t.deps);
    expect(await inspect(m.token, id)).toMatchObject({ status: 'completed', sent: 120, stop_reason: null });
    expect(await coins(m.id)).toBe(0);
    expect(await reserved(id)).toBe(0);
  }, 60_000);

  it('a rate-limited provider: coins returned, the batch retried later, nothing lost or doubled', async () => {
    const { m, id } = await setup(60, { dailyLimit: 1000, duration: 1 });
    expect((await t.post(`section/campaigns/${id}/submit`, { token: m.token })).status).toBe(200);
    t.clock.now = START + 60_000;
    const sandbox = t.deps.providers.messaging;
    let limited = 0;
    const { ProviderError } = await import('../providers/index.ts');
    const flaky: MessagingProvider = {
      async send(message) {
        if (limited < 10) {
          limited += 1;
          throw new ProviderError({ code: 130429, reason: 'rate_limited', retryable: true, retryAfterMs: 30_000 });
        }
        return sandbox.send(message);
      },
    };
    const worker = new Worker(t.db, {
      handlers: deliveryHandlers({ db: t.db, providers: { messaging: flaky }, secrets: t.deps.secrets }),
      clock: t.deps.now,
    });
    await worker.runDue();
    const first = await inspect(m.token, id);
    expect(first.sent).toBe(40);
    expect(await coins(m.id)).toBe(0); // all 60 reserved at submit
    expect(await reserved(id)).toBe(60 - 40); // the 10 to retry are back in the reserve
    t.clock.now = START + 2 * 60_000;
    await worker.runDue();
    expect(await inspect(m.token, id)).toMatchObject({ status: 'completed', sent: 60, failed: 0 });
    expect(await coins(m.id)).toBe(0);
  }, 60_000);

  it("Meta's opt-out signal on a send (131050): failed, coin back, and the number opted out of the next campaigns", async () => {
    const { m, id } = await setup(5, { dailyLimit: 1000, duration: 1 });
    expect((await t.post(`section/campaigns/${id}/submit`, { token: m.token })).status).toBe(200);
    t.clock.now = START + 60_000;
    const sandbox = t.deps.providers.messaging;
    const { ProviderError } = await import('../providers/index.ts');
    let refusedTo = '';
    const optedOutInWhatsApp: MessagingProvider = {
      async send(message) {
        if (!refusedTo || refusedTo === message.to) {
          refusedTo = message.to;
          throw new ProviderError({ code: 131050, reason: 'marketing_cap', retryable: false });
        }
        return sandbox.send(message);
      },
    };
    const worker = new Worker(t.db, {
      handlers: deliveryHandlers({ db: t.db, providers: { messaging: optedOutInWhatsApp }, secrets: t.deps.secrets }),
      clock: t.deps.now,
    });
    await worker.runDue();
    expect(await inspect(m.token, id)).toMatchObject({ sent: 4, failed: 1 });
    const ledger = await t.db.query<{ phone: string; kind: string; source: string }>(
      'SELECT phone, kind, source FROM consent_ledger WHERE merchant_id = $1 AND kind = $2',
      [m.id, 'opt_out'],
    );
    expect(ledger.rows).toEqual([{ phone: refusedTo, kind: 'opt_out', source: 'meta_signal' }]);
    const optOuts = await t.db.query<{ phone: string }>('SELECT phone FROM opt_outs WHERE merchant_id = $1', [m.id]);
    expect(optOuts.rows).toEqual([{ phone: refusedTo }]);
  }, 60_000);
});
