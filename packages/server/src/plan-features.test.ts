/**
 * Plan gating (SPEC §6), once: every feature the catalogue sells is enforced by the server, and
 * this file proves it for the features without a test of their own (invoice links, new-order
 * notification, special agent support, AI analytics). The last block maps EVERY key of
 * `featureKeys` to the test that proves its gate, so a feature cannot be added to the catalogue (or
 * to a plan) without one. Real PGlite through the test harness.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDONS, PLANS, featureKeys, type FeatureKey } from '@wasl/api/models';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { insertOrder } from './routes/orders/create.ts';
import { newOrderEmail } from './routes/orders/notify.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const address = { Address_line1: 'King Fahd Road 1234', Address_line2: '', Address_line3: '' };
const profile = (links: Partial<Record<'Website' | 'Facebook' | 'Instagram' | 'Twitter', string>>) => ({
  Business_Name: 'Nakheel Dates',
  Business_Name_ar: 'تمور النخيل',
  Business_Contact: '+966 50 123 4567',
  Business_Email: 'orders@nakheel.sa',
  VAT: '300000000000003',
  Links: { Website: '', Facebook: '', Instagram: '', Twitter: '', ...links },
  Business_Address: address,
  Business_Address_ar: address,
});
const links = { Website: 'https://nakheel.sa', Instagram: 'https://instagram.com/nakheel', Twitter: 'https://x.com/nakheel' };

const notInPlan = (res: { status: number; body: unknown }, feature: FeatureKey) => {
  expect(res.status).toBe(402);
  expect(res.body).toMatchObject({ success: false, message: 'errors:featureNotInPlan', data: { feature } });
};

describe('invoice_links: website and social links on the profile and the invoice', () => {
  it('outside the plan (free trial) links are refused with 402 and stored ones are not shown; inside (basic) they are kept and shown', async () => {
    const trial = await t.merchant({ plan: 'trial' });
    notInPlan(await t.post('section/profile/configure', { token: trial.token, json: profile(links) }), 'invoice_links');
    // The rest of the profile saves without links.
    expect((await t.post('section/profile/configure', { token: trial.token, json: profile({}) })).status).toBe(200);
    // Links stored while on a higher plan are not shown after a downgrade.
    await t.db.query(`UPDATE merchants SET profile = jsonb_set(profile, '{Links}', $2::jsonb) WHERE id = $1`, [
      trial.id,
      JSON.stringify({ ...profile(links).Links }),
    ]);
    const hidden = await t.get<{ Links: Record<string, string> }>('section/profile', { token: trial.token });
    expect(hidden.body.data!.Links).toEqual({ Website: '', Facebook: '', Instagram: '', Twitter: '' });

    const basic = await t.merchant({ plan: 'basic' });
    const saved = await t.post('section/profile/configure', { token: basic.token, json: profile(links) });
    expect(saved.status, saved.text).toBe(200);
    const shown = await t.get<{ Links: Record<string, string> }>('section/profile', { token: basic.token });
    expect(shown.body.data!.Links).toEqual({
      Website: 'https://nakheel.sa',
      Facebook: '',
      Instagram: links.Instagram,
      Twitter: links.Twitter,
    });
  });
});

const sampleOrder = (orderId: string) => ({
  Contact: { Country_Code: '966', Number: '0502220001' },
  Billing_Address: { Address_line1: 'a', Address_line2: 'b', Address_line3: 'c' },
  Shipping_Address: { Address_line1: 'a', Address_line2: 'b', Address_line3: 'c' },
  Currency: 'SAR',
  Items: [{ Description: 'Dates', Unit_Price: 120.5, Quantity: 1, Discount: 0, Tax: 0, Total: 120.5 }],
  Order_ID: orderId,
  Order_Date: new Date(t.clock.now).toISOString(),
  Total: 120.5,
  Subtotal: 120.5,
  Shipping: 0,
  Discount: 0,
  Tax: 0,
  lang: 'en',
  Payment_Method: 'Prepaid',
});

describe('invoice_links: the links in the invoice WhatsApp message', () => {
  it('inside the plan (basic) the invoice message ends with the links; outside it (free trial, links stored before) it has none; the template carries none', async () => {
    const sent = async (plan: string, orderId: string) => {
      const m = await t.merchant({ plan, wallet: 50 });
      expect((await t.post('section/profile/configure', { token: m.token, json: profile({}) })).status).toBe(200);
      // Stored links (a downgrade keeps them in the profile): only the plan decides whether they go.
      await t.db.query(`UPDATE merchants SET profile = jsonb_set(profile, '{Links}', $2::jsonb) WHERE id = $1`, [
        m.id,
        JSON.stringify({ ...profile(links).Links, Facebook: 'javascript:alert(1)' }),
      ]);
      const key = await t.post<{ key: string }>('section/integration-api/key/regenerate', {
        token: m.token,
        headers: { password: m.password },
      });
      const created = await t.post('/integration/v1.0/orders', {
        headers: { 'x-api-key': key.body.data!.key },
        json: { ...sampleOrder(orderId), lang: plan === 'basic' ? 'ar' : 'en' },
      });
      expect(created.status, created.text).toBe(201);
      const rows = await t.db.query<{ body: string; template: { name: string; params: string[] } | null }>(
        `SELECT body, template FROM outbound_messages WHERE merchant_id = $1 AND kind = 'invoice' AND ref = $2`,
        [m.id, orderId],
      );
      expect(rows.rows).toHaveLength(1);
      return rows.rows[0]!;
    };
    const inPlan = await sent('basic', 'L-1');
    // Arabic order: labelled as the invoice page labels them (orders:invoice.links.*), in a fixed order, http(s) only.
    expect(inPlan.body).toMatch(
      /\n\nالموقع الإلكتروني: https:\/\/nakheel\.sa\/\nإنستغرام: https:\/\/instagram\.com\/nakheel\nإكس: https:\/\/x\.com\/nakheel$/,
    );
    expect(inPlan.body).not.toContain('javascript');
    expect(JSON.stringify(inPlan.template)).not.toContain('nakheel.sa');
    const outside = await sent('trial', 'L-2');
    expect(outside.body).not.toContain('nakheel');
    expect(outside.body).not.toContain('\n\n');
  });
});

describe('new_order_notification: the merchant is e-mailed each new order', () => {
  it('inside the plan an order from the integration API e-mails the business address; outside it nothing is built or sent', async () => {
    const m = await t.merchant({ plan: 'trial' });
    expect((await t.post('section/profile/configure', { token: m.token, json: profile({}) })).status).toBe(200);
    const key = await t.post<{ key: string }>('section/integration-api/key/regenerate', {
      token: m.token,
      headers: { password: m.password },
    });
    expect(key.status).toBe(200);
    const created = await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': key.body.data!.key }, json: sampleOrder('N-1') });
    expect(created.status, created.text).toBe(201);
    const mail = await t.db.query<{ to_email: string; subject: string; body: string }>(
      `SELECT to_email, subject, body FROM email_outbox WHERE merchant_id = $1 AND subject LIKE 'New order%'`,
      [m.id],
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]).toMatchObject({ to_email: 'orders@nakheel.sa', subject: 'New order N-1' });
    expect(mail.rows[0]!.body).toContain('120.50 SAR');

    // Outside the plan (no active subscription: no feature at all) the e-mail is not even built.
    const lapsed = await t.merchant({ plan: 'basic' });
    await t.db.query(`UPDATE subscriptions SET expiry = now() - interval '1 day' WHERE merchant_id = $1`, [lapsed.id]);
    const newOrder = (orderId: string) => ({
      orderId,
      phone: '966502220001',
      date: new Date(t.clock.now),
      currency: 'SAR',
      total: 10,
      subtotal: 10,
      shipping: 0,
      discount: 0,
      tax: 0,
      payment: 'prepaid' as const,
      lang: 'en' as const,
      items: [],
    });
    const order = await insertOrder(t.db, lapsed.id, newOrder('N-2'), 'store');
    expect(order).not.toBeNull();
    expect(await newOrderEmail(t.db, lapsed.id, order!)).toBeNull();
    // …while the same order of a merchant in the plan builds one.
    const active = await t.merchant({ plan: 'basic' });
    const own = await insertOrder(t.db, active.id, newOrder('N-3'), 'store');
    expect((await newOrderEmail(t.db, active.id, own!))?.subject).toBe('New order N-3');
  });
});

interface Ticket {
  id: number;
  priority?: boolean;
  unread: number;
}

describe('special_agent_support: priority tickets with a dedicated agent (ADR 009)', () => {
  it('outside the plan (pro) tickets are standard and escalating answers 402; inside (enterprise) they are priority and listed first', async () => {
    const pro = await t.merchant({ plan: 'pro' });
    const raised = await t.post<Ticket>('section/support/raise', {
      token: pro.token,
      form: { topic: 'Orders missing', description: 'Two orders did not arrive' },
    });
    expect(raised.status, raised.text).toBe(200);
    expect(raised.body.data!.priority).toBe(false);
    notInPlan(await t.post(`section/support/escalate/${raised.body.data!.id}`, { token: pro.token }), 'special_agent_support');

    // The same merchant upgrades: new tickets are priority with the dedicated agent's answer, and the old one can be escalated.
    await t.db.query(`UPDATE subscriptions SET plan_id = 'enterprise' WHERE merchant_id = $1`, [pro.id]);
    const urgent = await t.post<Ticket>('section/support/raise', {
      token: pro.token,
      form: { topic: 'Webhook down', description: 'No orders since noon' },
    });
    expect(urgent.body.data!.priority).toBe(true);
    const detail = await t.get<{ messages: { from: string; text: string }[] }>(`section/support/inspect/${urgent.body.data!.id}`, {
      token: pro.token,
    });
    expect(detail.body.data!.messages.at(-1)).toMatchObject({ from: 'support', text: expect.stringContaining('dedicated support agent') });

    t.clock.advance(60_000);
    const older = await t.post<Ticket>('section/support/raise', {
      token: pro.token,
      form: { topic: 'A question', description: 'About invoices' },
    });
    await t.db.query('UPDATE tickets SET priority = false WHERE id = $1', [older.body.data!.id]);
    // The standard ticket is the most recently active, yet both priority tickets come first.
    const escalated = await t.post<Ticket>(`section/support/escalate/${raised.body.data!.id}`, { token: pro.token });
    expect(escalated.status, escalated.text).toBe(200);
    expect(escalated.body.data).toMatchObject({ priority: true, unread: 2 });
    t.clock.advance(60_000);
    await t.post(`section/support/reply/${older.body.data!.id}`, { token: pro.token, json: { text: 'Any news?' } });
    const list = await t.get<{ tickets: Ticket[] }>('section/support/tickets?page=1', { token: pro.token });
    expect(list.body.data!.tickets.map((x) => x.priority)).toEqual([true, true, false]);
    // Another merchant's ticket cannot be escalated (404, as if it did not exist).
    const other = await t.merchant({ plan: 'enterprise' });
    expect((await t.post(`section/support/escalate/${older.body.data!.id}`, { token: other.token })).status).toBe(404);
  });
});

describe('ai_analytics: insights of a month from the merchant’s records', () => {
  const seed = async (merchantId: number) => {
    // Hours of day are counted on the merchant's clocks (settings' Time_Zone): Riyadh is UTC+3.
    await t.db.query(`UPDATE settings SET time_zone = 'Asia/Riyadh' WHERE merchant_id = $1`, [merchantId]);
    const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 9, day, hour, minute));
    for (const [comment, when] of [
      ['The delivery was late and the box was broken', at(3, 10)],
      ['late again, terrible', at(5, 11)],
      ['Great dates, thank you', at(6, 12)],
      ['', at(7, 12)],
    ] as const)
      await t.db.query(
        `INSERT INTO survey_responses (merchant_id, phone, comment, created_at, answered_at) VALUES ($1, '966500000001', $2, $3, $3)`,
        [merchantId, comment, when],
      );
    await t.db.query(
      `INSERT INTO survey_responses (merchant_id, phone, comment, created_at, answered_at) VALUES ($1, '966500000001', 'Lovely, fast', $2, $2)`,
      [merchantId, new Date(Date.UTC(2026, 8, 20))],
    );
    // 21:xx UTC is 00:xx in Riyadh, the next day: the busiest hour is midnight there, not 21 UTC.
    for (const [start, wait] of [
      [at(4, 21), 30],
      [at(5, 21, 5), 40],
      [at(6, 9), 2],
      [at(8, 21, 10), null],
    ] as const)
      await t.db.query(
        `INSERT INTO conversations (merchant_id, phone, started_at, first_response_at) VALUES ($1, '966500000002', $2, $3)`,
        [merchantId, start, wait === null ? null : new Date(start.getTime() + wait * 60_000)],
      );
    for (const [recovered, when] of [
      [true, at(2, 8)],
      [false, at(3, 8)],
      [false, at(4, 8)],
      [true, new Date(Date.UTC(2026, 8, 2))],
    ] as const)
      await t.db.query(
        `INSERT INTO abandoned_carts (merchant_id, phone, reminded, recovered, created_at) VALUES ($1, '966500000003', true, $2, $3)`,
        [merchantId, recovered, when],
      );
  };

  it('outside the plan (pro) 402; inside (enterprise, or pro with the add-on) the insights cite the month’s numbers', async () => {
    const pro = await t.merchant({ plan: 'pro' });
    notInPlan(await t.get('section/home/insights?month=2026-10', { token: pro.token }), 'ai_analytics');

    const enterprise = await t.merchant({ plan: 'enterprise' });
    await seed(enterprise.id);
    const other = await t.merchant({ plan: 'enterprise' });
    const res = await t.get<{ year: number; month: number; insights: { kind: string }[] }>('section/home/insights?month=2026-10', {
      token: enterprise.token,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      year: 2026,
      month: 10,
      insights: [
        {
          kind: 'complaints',
          tone: 'watch',
          comments: 3,
          negative: 2,
          share: 66.7,
          previous_share: 0,
          themes: [
            { term: 'late', comments: 2 },
            { term: 'broken', comments: 1 },
            { term: 'terrible', comments: 1 },
          ],
        },
        {
          kind: 'first_response',
          tone: 'watch',
          answered: 3,
          median_minutes: 30,
          slowest_minutes: 40,
          slowest_hour: 0,
          slowest_hour_median_minutes: 35,
        },
        { kind: 'busiest_hour', tone: 'info', hour: 0, conversations: 3, total: 4, share: 75 },
        { kind: 'cart_recovery', tone: 'watch', reminded: 3, recovered: 1, rate: 33.3, previous_rate: 100 },
      ],
    });
    // Tenant isolation: another merchant's month is empty.
    expect(
      (await t.get<{ insights: unknown[] }>('section/home/insights?month=2026-10', { token: other.token })).body.data!.insights,
    ).toEqual([]);

    // The add-on sells the feature alone.
    await t.db.query(`UPDATE subscriptions SET addons = '[{"id": "ai-analytics"}]'::jsonb WHERE merchant_id = $1`, [pro.id]);
    expect((await t.get('section/home/insights?month=2026-10', { token: pro.token })).status).toBe(200);
    expect((await t.get('section/home/insights?month=13', { token: pro.token })).status).toBe(400);
  });
});

/**
 * Every feature of the catalogue → the test proving the server enforces it (a 402
 * `errors:featureNotInPlan` outside the plan, or nothing done outside it). A feature sold by a plan or
 * an add-on without a row here fails; a row must name a test that exists and mentions the feature.
 */
const ENFORCED: Record<FeatureKey, { where: string; test: string; title: string }> = {
  invoice_links: {
    where:
      'POST section/profile/configure, GET section/profile (the invoice prints what it returns), the invoice WhatsApp message (orders/templates.ts)',
    test: 'plan-features.test.ts',
    title: 'outside the plan (free trial) links are refused with 402',
  },
  quick_replies: {
    where: 'POST section/agent/update_quick',
    test: 'routes/agents.test.ts',
    title: 'a plan without quick replies gets 402',
  },
  agent_feedback: {
    where: 'the CSAT question after an agent closes (conversations/csat.ts)',
    test: 'conversations/csat.test.ts',
    title: 'asks nothing on a plan without agent feedback',
  },
  survey_form: {
    where: 'POST section/survey (switching it on), the survey on delivery',
    test: 'routes/survey.test.ts',
    title: 'switching it on outside the plan answers 402',
  },
  cart_reminder: {
    where: 'POST /integration/v1.0/abandoned-cart (no reminder outside the plan)',
    test: 'routes/orders/cartRecovery.test.ts',
    title: 'a cart that was never reminded (plan without cart reminders)',
  },
  campaigns: {
    where: 'POST section/campaigns',
    test: 'routes/campaigns.test.ts',
    title: 'Can_Add is false without the campaigns feature or at the limit, and creating is then refused',
  },
  special_agent_support: {
    where: 'POST section/support/raise, section/support/escalate/{id}',
    test: 'plan-features.test.ts',
    title: 'outside the plan (pro) tickets are standard and escalating answers 402',
  },
  order_updates: {
    where: 'GET/POST section/orders/messages and every status message sent',
    test: 'routes/orders/messages.test.ts',
    title: '402 errors:featureNotInPlan without order_updates (expired subscription), never 403',
  },
  new_order_notification: {
    where: 'new orders (integration API, store webhooks)',
    test: 'plan-features.test.ts',
    title: 'outside it nothing is built or sent',
  },
  widget: {
    where: 'POST section/widget, GET public/v1.0/widget/{id}',
    test: 'routes/widget.test.ts',
    title: 'answers 402 featureNotInPlan to save outside the plan, and keeps the session',
  },
  data_export: {
    where: 'GET section/home/csv/*',
    test: 'routes/home.test.ts',
    title: 'plan-gated (data export) with 402 naming the feature',
  },
  ai_analytics: {
    where: 'GET section/home/insights',
    test: 'plan-features.test.ts',
    title: 'outside the plan (pro) 402; inside (enterprise, or pro with the add-on)',
  },
};

describe('every feature the catalogue sells is enforced', () => {
  const sold = new Set<FeatureKey>([...PLANS.flatMap((p) => p.features), ...ADDONS.flatMap((a) => (a.feature ? [a.feature] : []))]);

  it.each([...featureKeys])('%s: sold only with a test that proves its gate', (feature) => {
    if (!sold.has(feature)) return;
    const row = ENFORCED[feature];
    expect(row, `${feature} is sold but no test proves the server enforces it`).toBeDefined();
    const source = readFileSync(join(import.meta.dirname, row.test), 'utf8');
    expect(source, `${row.test} has no test "${row.title}"`).toContain(row.title);
  });
});
