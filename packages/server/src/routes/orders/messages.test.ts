import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderUpdateStatuses } from '@wasl/api/models';
import { readFileSync } from 'node:fs';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

const hostile = JSON.parse(
  readFileSync(new URL('../../../../../stories/support/fixtures/hostile-strings.json', import.meta.url), 'utf8'),
) as { markup: string[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

interface Setting {
  status: string;
  enabled: boolean;
  en: string;
  ar: string;
}
const PATH = 'section/orders/messages';

async function merchantWithKey() {
  const m = await t.merchant({ wallet: 50 });
  const res = await t.post('section/integration-api/key/regenerate', { token: m.token, headers: { password: m.password } });
  return { ...m, key: (res.body.data as { key: string }).key };
}

const address = { Address_line1: 'King Fahd Road 1234', Address_line2: 'Al Olaya', Address_line3: 'Riyadh 12214' };
const order = (orderId: string, lang: 'en' | 'ar') => ({
  Contact: { Country_Code: '966', Number: '501234567' },
  Billing_Address: address,
  Shipping_Address: address,
  Currency: 'SAR',
  Items: [{ Description: 'Coffee', Unit_Price: 45, Quantity: 2, Discount: 0, Tax: 13.5, Total: 103.5 }],
  Order_ID: orderId,
  Order_Date: new Date().toISOString(),
  Total: 128.5,
  Subtotal: 90,
  Shipping: 25,
  Discount: 0,
  Tax: 13.5,
  lang,
  Payment_Method: 'Prepaid',
});

const statusMessages = async (merchantId: number, ref: string) =>
  (
    await t.db.query<{ body: string }>(
      `SELECT body FROM outbound_messages WHERE merchant_id = $1 AND ref = $2 AND kind = 'order_status' ORDER BY id`,
      [merchantId, ref],
    )
  ).rows.map((r) => r.body);

describe('order status messages (/api_integration/customise_order)', () => {
  it('defaults: every update status on, in lifecycle order, with the push template', async () => {
    const m = await t.merchant();
    const res = await t.get<{ messages: Setting[] }>(PATH, { token: m.token });
    expect(res.status).toBe(200);
    const messages = res.body.data!.messages;
    expect(messages.map((x) => x.status)).toEqual([...orderUpdateStatuses]);
    expect(messages.every((x) => x.enabled && x.en.includes('{order_id}') && x.ar.includes('{order_id}'))).toBe(true);
  });

  it('saves order, on/off and text per merchant; another merchant still sees the defaults', async () => {
    const a = await t.merchant();
    const b = await t.merchant();
    const defaults = (await t.get<{ messages: Setting[] }>(PATH, { token: a.token })).body.data!.messages;
    const edited = [...defaults]
      .reverse()
      .map((x) => (x.status === 'packed' ? { ...x, enabled: false, ar: 'جهزنا {order_id} يا {name}' } : x));
    const saved = await t.post<{ messages: Setting[] }>(PATH, { token: a.token, json: { messages: edited } });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('errors:success.dataUpdated');
    const again = (await t.get<{ messages: Setting[] }>(PATH, { token: a.token })).body.data!.messages;
    expect(again).toEqual(edited);
    const other = (await t.get<{ messages: Setting[] }>(PATH, { token: b.token })).body.data!.messages;
    expect(other.map((x) => x.status)).toEqual([...orderUpdateStatuses]);
    expect(other.every((x) => x.enabled)).toBe(true);
  });

  it('400 with a validation:* key: unknown variable, a status missing or twice, unknown status; hostile text is stored as text', async () => {
    const m = await t.merchant();
    const defaults = (await t.get<{ messages: Setting[] }>(PATH, { token: m.token })).body.data!.messages;
    const unknown = await t.post(PATH, {
      token: m.token,
      json: { messages: defaults.map((x, i) => (i === 0 ? { ...x, en: 'Hi {password}' } : x)) },
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('validation:templateVariableUnknown');
    const missing = await t.post(PATH, { token: m.token, json: { messages: defaults.slice(1) } });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('validation:orderMessagesStatuses');
    const twice = await t.post(PATH, { token: m.token, json: { messages: [...defaults.slice(1), defaults[1]] } });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain('validation:orderMessagesStatuses');
    const placed = await t.post(PATH, {
      token: m.token,
      json: { messages: defaults.map((x, i) => (i === 0 ? { ...x, status: 'placed' } : x)) },
    });
    expect(placed.status).toBe(400);
    // Markup as text (braces would be variables: the {{…}} string is a 400 above's kind).
    const safe = `${hostile.markup[0]} ${hostile.markup[1]} {order_id}`;
    const ok = await t.post<{ messages: Setting[] }>(PATH, {
      token: m.token,
      json: { messages: defaults.map((x, i) => (i === 0 ? { ...x, en: safe } : x)) },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data!.messages[0]!.en).toBe(safe.trim());
  });

  it('402 errors:featureNotInPlan without order_updates (expired subscription), never 403', async () => {
    const m = await t.merchant();
    await t.db.query(`UPDATE subscriptions SET status = 'inactive' WHERE merchant_id = $1`, [m.id]);
    const read = await t.get(PATH, { token: m.token });
    expect(read.status).toBe(402);
    expect(read.body.message).toBe('errors:featureNotInPlan');
    expect(read.body.data).toEqual({ feature: 'order_updates' });
    const write = await t.post(PATH, { token: m.token, json: { messages: [] } });
    expect([400, 402]).toContain(write.status);
  });

  it('the pipeline honours it: a status switched off sends nothing, a customised one sends its text filled in', async () => {
    const m = await merchantWithKey();
    const defaults = (await t.get<{ messages: Setting[] }>(PATH, { token: m.token })).body.data!.messages;
    const edited = defaults.map((x) =>
      x.status === 'packed'
        ? { ...x, enabled: false }
        : x.status === 'shipped'
          ? { ...x, ar: 'طلبك {order_id} في الطريق يا {name}', en: 'Order {order_id} shipped' }
          : x,
    );
    expect((await t.post(PATH, { token: m.token, json: { messages: edited } })).status).toBe(200);
    expect((await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': m.key }, json: order('CM-1', 'ar') })).status).toBe(201);
    const id = (await t.get<{ orders: { id: number }[] }>('section/orders', { token: m.token })).body.data!.orders[0]!.id;
    const packed = await t.post<{ notification: unknown }>(`section/orders/${id}/status`, { token: m.token, json: { status: 'packed' } });
    expect(packed.status).toBe(200);
    expect(packed.body.data!.notification).toEqual({ sent: false, reason: 'errors:orderMessageOff' });
    expect(await statusMessages(m.id, 'CM-1')).toEqual([]);
    const resend = await t.post(`section/orders/${id}/resend`, { token: m.token });
    expect(resend.status).toBe(409);
    expect(resend.body.message).toBe('errors:orderMessageOff');
    expect(await statusMessages(m.id, 'CM-1')).toEqual([]);
    // The store integration's status update goes through the same pipeline.
    const shipped = await t.post('/integration/v1.0/orders/CM-1/status', { headers: { 'x-api-key': m.key }, json: { status: 'shipped' } });
    expect(shipped.status).toBe(200);
    const sent = await statusMessages(m.id, 'CM-1');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^طلبك CM-1 في الطريق يا /);
    expect(sent[0]).not.toContain('{');
    // Another merchant's status changes keep the push template.
    const other = await merchantWithKey();
    await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': other.key }, json: order('CM-1', 'en') });
    await t.post('/integration/v1.0/orders/CM-1/status', { headers: { 'x-api-key': other.key }, json: { status: 'packed' } });
    expect(await statusMessages(other.id, 'CM-1')).toEqual([expect.stringContaining('Update on your order CM-1')]);
  });
});
