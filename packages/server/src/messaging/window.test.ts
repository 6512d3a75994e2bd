/**
 * Templates outside the 24-hour window (issue 20): the order, cart-reminder, survey and campaign
 * pipelines through the WhatsApp Cloud adapter against the fake Graph API, which refuses free text
 * to a customer who has not written in 24 h (131047) as Meta does. Window closed → each message is
 * its approved template with its parameters; open → free text; a template not approved → failed
 * with a recorded reason and nothing sent. The sandbox records which form it "sent".
 */
import { orderTemplateNames, systemTemplates } from '@wasl/api/models';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { readCustomerThread } from '../conversations/thread.ts';
import { WhatsAppCloudApi, WhatsAppCloudMessaging } from '../providers/whatsapp/cloud.ts';
import { FakeGraphApi } from '../providers/whatsapp/fake.ts';
import { runDueJobs, type DeliveryDeps } from './handlers.ts';
import { recordInbound } from './messages.ts';

let t: TestApp;
let fake: FakeGraphApi;
let cloud: DeliveryDeps & { now: () => Date };
const TEMPLATES = [...Object.values(orderTemplateNames), ...Object.values(systemTemplates).map((s) => s.name)];
beforeAll(async () => {
  t = await createTestApp();
  fake = await new FakeGraphApi({
    token: 'EAAG-window',
    phoneNumberId: '106540352242922',
    now: () => t.clock.now,
    templates: Object.fromEntries(TEMPLATES.map((name) => [name, 'APPROVED' as const])),
  }).start();
  const messaging = new WhatsAppCloudMessaging(
    new WhatsAppCloudApi({ token: 'EAAG-window', phoneNumberId: '106540352242922', apiBase: fake.url }),
  );
  cloud = { ...t.deps, providers: { ...t.deps.providers, messaging } };
}, 60_000);
afterAll(async () => {
  await fake.stop();
  await t.close();
});
beforeEach(() => fake.reset());

const HOUR = 3_600_000;
const START_DATE = '2026-12-01';
const START = Date.parse('2026-12-01T07:00:00Z'); // 10:00 in Riyadh
const CUSTOMER = '+966501234567';
const SHOPPER = '+966501112233';
const address = { Address_line1: 'King Fahd Road 1234', Address_line2: 'Al Olaya', Address_line3: 'Riyadh 12214' };
const order = (id: string) => ({
  Contact: { Country_Code: '966', Number: '501234567' },
  Billing_Address: address,
  Shipping_Address: address,
  Currency: 'SAR',
  Items: [{ Description: 'Dates 1 kg', Unit_Price: 60, Quantity: 1, Discount: 0, Tax: 9, Total: 69 }],
  Order_ID: id,
  Order_Date: new Date(t.clock.now).toISOString(),
  Total: 69,
  Subtotal: 60,
  Shipping: 0,
  Discount: 0,
  Tax: 9,
  lang: 'en',
  Payment_Method: 'Prepaid',
});
const cart = (id: string) => ({
  Cart_ID: id,
  Contact: { Country_Code: '966', Number: '501112233' },
  Total: 99,
  Currency: 'SAR',
  Items: [{ Description: 'Dates', Quantity: 1, Unit_Price: 99, Discount: 0, Tax: 0, Total: 99 }],
  Checkout_Link: 'https://shop.example/checkout/1',
  lang: 'en',
});

interface Sent {
  kind: string;
  status: string;
  sent_form: { kind: string; name?: string; params?: string[] } | null;
  failure_reason: string | null;
  error_code: string | null;
}
const outbound = async (merchantId: number) =>
  (
    await t.db.query<Sent>(
      'SELECT kind, status, sent_form, failure_reason, error_code FROM outbound_messages WHERE merchant_id = $1 ORDER BY id',
      [merchantId],
    )
  ).rows;

/** A merchant with an API key, the survey form on and a campaign to both customers (submitted). */
async function merchant() {
  t.clock.now = START - 2 * HOUR;
  const m = await t.merchant({ wallet: 50 });
  const key = (
    (await t.post('section/integration-api/key/regenerate', { token: m.token, headers: { password: m.password } })).body.data as {
      key: string;
    }
  ).key;
  await t.db.query(`UPDATE settings SET time_zone = 'Asia/Riyadh' WHERE merchant_id = $1`, [m.id]);
  await t.db.query(`INSERT INTO survey_forms (merchant_id, enabled) VALUES ($1, true)`, [m.id]);
  await t.db.query(`INSERT INTO clients (merchant_id, phone, name) VALUES ($1, $2, 'Noura'), ($1, $3, 'Fahad')`, [m.id, CUSTOMER, SHOPPER]);
  await t.db.query('UPDATE subscriptions SET coins = 10 WHERE merchant_id = $1', [m.id]);
  const created = await t.post<{ id: number }>('section/campaigns', {
    token: m.token,
    json: {
      name: 'National Day sale',
      language: 'en',
      image: null,
      content: '30% off dates for National Day',
      buttons: [],
      website_link: '',
      audience: { from_database: true, csv: [], consent: true },
      start_date: START_DATE,
      duration_days: 1,
      start_hour: 10,
      daily_limit: 100,
    },
  });
  expect(created.status, created.text).toBe(200);
  expect((await t.post(`section/campaigns/${created.body.data!.id}/submit`, { token: m.token })).status).toBe(200);
  return { ...m, key, campaignId: created.body.data!.id };
}

/** Order init, packed → delivered (push updates and the survey), a cart reminder, then the campaign. */
async function runPipelines(m: { key: string; campaignId: number }) {
  const key = { 'x-api-key': m.key };
  expect((await t.post('/integration/v1.0/orders', { headers: key, json: order('WIN-1') })).status).toBe(201);
  for (const status of ['packed', 'shipped', 'out_for_delivery', 'delivered'])
    expect((await t.post('/integration/v1.0/orders/WIN-1/status', { headers: key, json: { status } })).status).toBe(200);
  expect((await t.post('/integration/v1.0/abandoned-cart', { headers: key, json: cart('WIN-CART') })).status).toBe(201);
  await runDueJobs(cloud);
  t.clock.now = START + 60_000;
  await runDueJobs(cloud);
  const recipients = await t.db.query<{ phone: string; status: string; sent_form: Sent['sent_form']; failure_reason: string | null }>(
    'SELECT phone, status, sent_form, failure_reason FROM campaign_recipients WHERE campaign_id = $1 ORDER BY phone',
    [m.campaignId],
  );
  return recipients.rows;
}

describe('templates outside the 24-hour window, through the Cloud adapter and the fake Graph API', () => {
  it('window closed: every business-initiated message is its approved template with its parameters; no 131047', async () => {
    const m = await merchant();
    const recipients = await runPipelines(m);
    const messages = await outbound(m.id);
    expect(messages.map((x) => x.kind)).toEqual([
      'invoice',
      'order_status',
      'order_status',
      'order_status',
      'order_status',
      'survey',
      'cart_reminder',
    ]);
    for (const x of messages)
      expect(x, JSON.stringify(x)).toMatchObject({ status: 'sent', failure_reason: null, sent_form: { kind: 'template' } });
    expect(messages[0]!.sent_form).toEqual({ kind: 'template', name: 'wasl_order_init', params: ['there', 'WIN-1', '69.00', 'SAR'] });
    expect(messages[1]!.sent_form).toEqual({ kind: 'template', name: 'wasl_order_push', params: ['WIN-1', 'Packed'] });
    expect(messages[5]!.sent_form).toMatchObject({ kind: 'template', name: 'wasl_survey_question' });
    expect(messages[6]!.sent_form).toEqual({
      kind: 'template',
      name: 'wasl_cart_reminder',
      params: ['99.00', 'SAR', 'https://shop.example/checkout/1'],
    });
    expect(recipients).toHaveLength(2);
    for (const r of recipients)
      expect(r).toMatchObject({
        status: 'sent',
        sent_form: { kind: 'template', name: 'wasl_campaign_message', params: ['30% off dates for National Day'] },
      });
    // What reached Meta: only templates, with the parameters as body parameters; nothing refused.
    expect(fake.sent).toHaveLength(9);
    expect(new Set(fake.sent.map((s) => s.type))).toEqual(new Set(['template']));
    expect(fake.requests).toBe(9);
    const init = fake.sent.find((s) => (s.body.template as { name: string }).name === 'wasl_order_init')!;
    expect(init.body.template).toEqual({
      name: 'wasl_order_init',
      language: { code: 'en' },
      components: [{ type: 'body', parameters: ['there', 'WIN-1', '69.00', 'SAR'].map((text) => ({ type: 'text', text })) }],
    });
  });

  it('window open (the customers wrote less than 24 h ago): the same messages go as free text', async () => {
    const m = await merchant();
    for (const phone of [CUSTOMER, SHOPPER]) {
      await recordInbound(t.db, m.id, phone, 'Hello!', new Date(t.clock.now));
      fake.customerWrote(phone);
    }
    const recipients = await runPipelines(m);
    const messages = await outbound(m.id);
    expect(messages).toHaveLength(7);
    for (const x of messages) expect(x, JSON.stringify(x)).toMatchObject({ status: 'sent', sent_form: { kind: 'text' } });
    for (const r of recipients) expect(r).toMatchObject({ status: 'sent', sent_form: { kind: 'text' } });
    expect(fake.sent.map((s) => s.type).sort()).toEqual([...Array<string>(8).fill('text'), 'interactive'].sort()); // the survey's buttons
    expect(fake.requests).toBe(9);
  });

  it('a window that closed (the customer wrote 25 h ago) and a template not approved: failed with the reason, nothing sent', async () => {
    const m = await merchant();
    await recordInbound(t.db, m.id, CUSTOMER, 'Hello!', new Date(t.clock.now - 25 * HOUR));
    await t.db.query(`INSERT INTO order_templates (merchant_id, kind, en_text, ar_text, status) VALUES ($1, 'init', '', '', 'rejected')`, [
      m.id,
    ]);
    expect((await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': m.key }, json: order('WIN-2') })).status).toBe(201);
    await runDueJobs(cloud);
    expect(await outbound(m.id)).toEqual([
      {
        kind: 'invoice',
        status: 'failed',
        sent_form: null,
        failure_reason: 'template_not_approved',
        error_code: 'template_rejected:wasl_order_init',
      },
    ]);
    expect(fake.requests).toBe(0);
  });

  it('the fake answers free text outside the window with 131047 in Meta’s error shape; a template passes', async () => {
    const post = (body: Record<string, unknown>) =>
      fetch(`${fake.url}/106540352242922/messages`, {
        method: 'POST',
        headers: { Authorization: 'Bearer EAAG-window', 'Content-Type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to: '966509998877', ...body }),
      });
    const text = await post({ type: 'text', text: { body: 'hi' } });
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({
      error: {
        message: '(#131047) Re-engagement message',
        type: 'OAuthException',
        code: 131047,
        error_data: { messaging_product: 'whatsapp', details: expect.stringContaining('more than 24 hours') as unknown },
        fbtrace_id: expect.any(String) as unknown,
      },
    });
    const template = await post({ type: 'template', template: { name: 'wasl_order_push', language: { code: 'en' } } });
    expect(template.status).toBe(200);
    fake.customerWrote('966509998877', t.clock.now - 23 * HOUR);
    expect((await post({ type: 'text', text: { body: 'hi' } })).status).toBe(200);
  });
});

describe('the sandbox records the form it sent', () => {
  it('a template (name and parameters) outside the window, text inside it', async () => {
    const m = await merchant();
    const key = { 'x-api-key': m.key };
    await t.post('/integration/v1.0/orders', { headers: key, json: order('SBX-1') });
    await runDueJobs(t.deps);
    await recordInbound(t.db, m.id, CUSTOMER, 'Where is it?', new Date(t.clock.now));
    await t.post('/integration/v1.0/orders/SBX-1/status', { headers: key, json: { status: 'packed' } });
    await runDueJobs(t.deps);
    const forms = await t.db.query<{ form: unknown }>(
      'SELECT form FROM sandbox_messages WHERE merchant_id = $1 ORDER BY created_at, provider_message_id',
      [m.id],
    );
    expect(forms.rows.map((r) => r.form)).toEqual([
      { kind: 'template', name: 'wasl_order_init', params: ['there', 'SBX-1', '69.00', 'SAR'] },
      { kind: 'text' },
    ]);
    // Where the messages are shown (the customer's thread): each with the form it went out in.
    const thread = (await readCustomerThread(t.db, m.id, '966501234567')).filter((e) => e.direction === 'out');
    expect(thread.map((e) => [e.kind, e.form])).toEqual([
      ['invoice', { kind: 'template', name: 'wasl_order_init', params: ['there', 'SBX-1', '69.00', 'SAR'] }],
      ['order_status', { kind: 'text' }],
    ]);
  });
});
