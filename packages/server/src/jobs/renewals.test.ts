/**
 * Add-on monthly billing (SPEC §9, ADR 024): the daily addons.renew run against the real purchase
 * call, the sandbox payment provider's test cards and a real PGlite; the clock is the harness's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addonById, SANDBOX_CARDS, withVat } from '@wasl/api/models';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { SandboxPayments, type Charge } from '../providers/index.ts';
import { renewalHandler, runRenewals, RENEWAL_JOB, scheduleRenewals } from './renewals.ts';
import { Worker } from './queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const card = (outcome: string) => SANDBOX_CARDS.find((c) => c.outcome === outcome)!.token;
/** Survey form on the Basic plan, which does not include it: the add-on is what gives the feature. */
const ADDON = 'survey';
const FEATURE = 'survey_form';

interface SubAddon {
  id: string;
  since: string;
  renews_on: string;
  past_due: { since: string; lapses_on: string; reason: string; next_retry: string | null } | null;
}
interface Sub {
  addons: SubAddon[];
  card_on_file: boolean;
  features: string[];
}

/** Payments that answer like the sandbox and remember every charge asked of them. */
class RecordingPayments extends SandboxPayments {
  readonly charges: Charge[] = [];
  override charge(charge: Charge) {
    this.charges.push(charge);
    return super.charge(charge);
  }
}

function renewalDeps(payments: RecordingPayments) {
  return { db: t.db, payments, email: t.deps.providers.email, secrets: t.deps.secrets, publicUrl: 'https://app.wasl.test' };
}

/** A session made at the clock's time (the test moves it by months, past a session's life). */
const tokenOf = async (merchantId: number) => (await t.deps.sessions.create(merchantId)).token;
const subscriptionOf = async (merchantId: number) => {
  const res = await t.get<Sub>('subscription', { token: await tokenOf(merchantId) });
  expect(res.status, res.text).toBe(200);
  return res.body.data!;
};
const transactionsOf = async (id: number) =>
  (
    await t.db.query<{ package: string; status: string; cost: number; failure_reason: string }>(
      `SELECT package, status, cost::float AS cost, failure_reason FROM transactions WHERE merchant_id = $1 ORDER BY id`,
      [id],
    )
  ).rows;
const mailsOf = async (id: number) =>
  (await t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM email_outbox WHERE merchant_id = $1 ORDER BY id', [id]))
    .rows;

/** A merchant who buys the add-on today with `source`, and the clock moved `days` on. */
async function merchantWithAddon(source: string | undefined) {
  const m = await t.merchant({ plan: 'basic' });
  const bought = await t.post('subscription/purchase', {
    token: m.token,
    json: { item: 'addon', id: ADDON, ...(source ? { source } : {}) },
  });
  expect(bought.status).toBe(200);
  return m;
}

describe('add-on renewals', () => {
  it('a new add-on is paid for a month, keeps the card on file, and is charged on its renewal day, once however often the run repeats', async () => {
    const payments = new RecordingPayments();
    t.clock.now = Date.parse('2027-01-31T10:00:00Z');
    const m = await merchantWithAddon(card('success'));
    let sub = await subscriptionOf(m.id);
    expect(sub.card_on_file).toBe(true);
    expect(sub.addons).toEqual([expect.objectContaining({ id: ADDON, since: '2027-01-31', renews_on: '2027-02-28', past_due: null })]);

    // The day before: nothing due.
    t.clock.now = Date.parse('2027-02-27T03:00:00Z');
    expect(await runRenewals(renewalDeps(payments), new Date(t.clock.now))).toEqual([]);

    t.clock.now = Date.parse('2027-02-28T03:00:00Z');
    const outcomes = await runRenewals(renewalDeps(payments), new Date(t.clock.now));
    expect(outcomes.filter((o) => o.merchantId === m.id)).toEqual([{ merchantId: m.id, addonId: ADDON, result: 'renewed' }]);
    // A second run the same day (a retried job) charges nothing more.
    await runRenewals(renewalDeps(payments), new Date(t.clock.now));
    const mine = payments.charges.filter((c) => c.merchantId === m.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ amount: withVat(addonById(ADDON)!.price), currency: 'SAR', source: card('success') });

    sub = await subscriptionOf(m.id);
    // Counted from the add-on date: 31 January → 28 February → 31 March.
    expect(sub.addons[0]).toMatchObject({ since: '2027-01-31', renews_on: '2027-03-31', past_due: null });
    const txs = await transactionsOf(m.id);
    expect(txs.map((x) => [x.package, x.status])).toEqual([
      [addonById(ADDON)!.name, 'success'],
      [addonById(ADDON)!.name, 'success'],
    ]);
  });

  it('a declined renewal is recorded, e-mailed once, retried every two days with the add-on still working, then lapses with an audit entry', async () => {
    const payments = new RecordingPayments();
    t.clock.now = Date.parse('2027-03-10T10:00:00Z');
    const m = await merchantWithAddon(card('success'));
    // The card on file now fails: a later paid purchase with another card would replace it; here
    // the stored source is swapped for the declining test card, as a bank would start declining.
    await t.db.query('UPDATE subscriptions SET card_on_file = $2 WHERE merchant_id = $1', [
      m.id,
      t.deps.secrets.seal(card('insufficient_funds')),
    ]);

    const run = async (day: string) => {
      t.clock.now = Date.parse(`${day}T03:00:00Z`);
      return (await runRenewals(renewalDeps(payments), new Date(t.clock.now))).filter((o) => o.merchantId === m.id);
    };
    expect(await run('2027-04-10')).toEqual([{ merchantId: m.id, addonId: ADDON, result: 'failed', reason: 'insufficient_funds' }]);
    let sub = await subscriptionOf(m.id);
    expect(sub.addons[0]!.past_due).toEqual({
      since: '2027-04-10',
      lapses_on: '2027-04-17',
      reason: 'insufficient_funds',
      next_retry: '2027-04-12',
    });
    expect(sub.features).toContain(FEATURE);
    expect(await run('2027-04-11')).toEqual([]); // not a retry day
    expect(await run('2027-04-12')).toEqual([{ merchantId: m.id, addonId: ADDON, result: 'failed', reason: 'insufficient_funds' }]);
    await run('2027-04-14');
    await run('2027-04-16');
    expect(payments.charges.filter((c) => c.merchantId === m.id)).toHaveLength(4);
    const failed = (await transactionsOf(m.id)).filter((x) => x.status === 'failed');
    expect(failed.map((x) => x.failure_reason)).toEqual([
      'insufficient_funds',
      'insufficient_funds',
      'insufficient_funds',
      'insufficient_funds',
    ]);
    // One e-mail for the first failure, with the reason and the last day.
    let mails = await mailsOf(m.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('2027-04-17');
    expect(mails[0]!.body).toContain('https://app.wasl.test/subscription');

    expect(await run('2027-04-17')).toEqual([{ merchantId: m.id, addonId: ADDON, result: 'lapsed' }]);
    sub = await subscriptionOf(m.id);
    expect(sub.addons).toEqual([]);
    expect(sub.features).not.toContain(FEATURE);
    mails = await mailsOf(m.id);
    expect(mails).toHaveLength(2);
    const audit = await t.db.query<{ action: string; target: string }>('SELECT action, target FROM audit_log WHERE merchant_id = $1', [
      m.id,
    ]);
    expect(audit.rows).toEqual([{ action: 'addon.lapsed', target: `addon id=${ADDON}` }]);
    // Bought again, it starts a new period from that day.
    const again = await t.post('subscription/purchase', {
      token: await tokenOf(m.id),
      json: { item: 'addon', id: ADDON, source: card('success') },
    });
    expect(again.status).toBe(200);
    expect((await subscriptionOf(m.id)).addons[0]).toMatchObject({ since: '2027-04-17', renews_on: '2027-05-17', past_due: null });
  });

  it('with no card on file nothing is charged: past due at once, and "Renew now" (the purchase call) pays the period from its renewal day', async () => {
    const payments = new RecordingPayments();
    t.clock.now = Date.parse('2027-05-05T10:00:00Z');
    const m = await merchantWithAddon(undefined);
    expect((await subscriptionOf(m.id)).card_on_file).toBe(false);
    // Not due yet: buying it again is refused as before.
    const early = await t.post('subscription/purchase', {
      token: await tokenOf(m.id),
      json: { item: 'addon', id: ADDON, source: card('success') },
    });
    expect(early.status).toBe(409);

    t.clock.now = Date.parse('2027-06-05T03:00:00Z');
    const outcomes = (await runRenewals(renewalDeps(payments), new Date(t.clock.now))).filter((o) => o.merchantId === m.id);
    expect(outcomes).toEqual([{ merchantId: m.id, addonId: ADDON, result: 'failed', reason: 'no_card' }]);
    expect(payments.charges.filter((c) => c.merchantId === m.id)).toEqual([]);
    expect((await transactionsOf(m.id)).filter((x) => x.status === 'failed')).toEqual([]);
    expect((await subscriptionOf(m.id)).addons[0]!.past_due).toMatchObject({ reason: 'no_card', lapses_on: '2027-06-12' });

    t.clock.now = Date.parse('2027-06-07T12:00:00Z');
    const declined = await t.post('subscription/purchase', {
      token: await tokenOf(m.id),
      json: { item: 'addon', id: ADDON, source: card('card_declined') },
    });
    expect(declined.status, declined.text).toBe(402);
    expect((await subscriptionOf(m.id)).addons[0]!.past_due).toMatchObject({ since: '2027-06-05', reason: 'card_declined' });
    const paid = await t.post('subscription/purchase', {
      token: await tokenOf(m.id),
      json: { item: 'addon', id: ADDON, source: card('success') },
    });
    expect(paid.status).toBe(200);
    const sub = await subscriptionOf(m.id);
    expect(sub.card_on_file).toBe(true);
    expect(sub.addons).toEqual([expect.objectContaining({ since: '2027-05-05', renews_on: '2027-07-05', past_due: null })]);
  });

  it('runs as a daily job that schedules the next day first', async () => {
    await t.db.query(`DELETE FROM jobs WHERE kind = $1`, [RENEWAL_JOB]);
    const now = new Date('2027-08-01T05:00:00Z');
    await scheduleRenewals(t.db, now);
    await scheduleRenewals(t.db, now); // idempotent per day
    const payments = new RecordingPayments();
    const worker = new Worker(t.db, { handlers: { [RENEWAL_JOB]: renewalHandler(renewalDeps(payments)) }, clock: () => now });
    expect(await worker.runDue()).toBe(1);
    const jobs = await t.db.query<{ key: string; status: string }>(
      `SELECT idempotency_key AS key, status FROM jobs WHERE kind = $1 ORDER BY run_at`,
      [RENEWAL_JOB],
    );
    expect(jobs.rows).toEqual([
      { key: 'addons.renew:2027-08-01', status: 'done' },
      { key: 'addons.renew:2027-08-02', status: 'queued' },
    ]);
  });
});
