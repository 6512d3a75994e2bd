/** Order, cart and survey messages through the integration API, the queue and the sandbox; conversation windows and the wallet. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { HttpError } from '../middleware/http.ts';
import { runDueJobs } from './handlers.ts';
import { isStart, isStop, recordInbound, takeConversation } from './messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const HOUR = 3_600_000;
const address = { Address_line1: 'King Fahd Road 1234', Address_line2: 'Al Olaya', Address_line3: 'Riyadh 12214' };
const order = (id: string, lang: 'en' | 'ar' = 'ar') => ({
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
  lang,
  Payment_Method: 'Prepaid',
});

async function merchantWithKey(options: { wallet?: number; plan?: string } = {}) {
  const m = await t.merchant(options);
  const res = await t.post('section/integration-api/key/regenerate', { token: m.token, headers: { password: m.password } });
  return { ...m, key: (res.body.data as { key: string }).key };
}
const wallet = async (id: number) =>
  (await t.db.query<{ wallet: number }>('SELECT wallet FROM subscriptions WHERE merchant_id = $1', [id])).rows[0]!.wallet;
const messages = async (id: number) =>
  (
    await t.db.query<{ kind: string; status: string; language: string; body: string }>(
      'SELECT kind, status, language, body FROM outbound_messages WHERE merchant_id = $1 ORDER BY id',
      [id],
    )
  ).rows;

describe('order messages', () => {
  it('a new order sends the init template in its language; status updates send push; one conversation per 24 h window', async () => {
    const m = await merchantWithKey({ wallet: 5 });
    const created = await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': m.key }, json: order('W-1') });
    expect(created.status).toBe(201);
    expect(await messages(m.id)).toMatchObject([{ kind: 'invoice', status: 'queued', language: 'ar' }]);
    expect(await wallet(m.id)).toBe(4);
    await runDueJobs(t.deps);
    expect((await messages(m.id))[0]!.status).toBe('sent');
    t.clock.advance(2_000);
    await runDueJobs(t.deps);
    expect((await messages(m.id))[0]!.status).toBe('delivered');

    // Same window: the status message costs nothing more.
    const packed = await t.post('/integration/v1.0/orders/W-1/status', { headers: { 'x-api-key': m.key }, json: { status: 'packed' } });
    expect(packed.status).toBe(200);
    expect(await wallet(m.id)).toBe(4);
    // 25 hours later the window is closed: the next message opens (and pays) a new conversation.
    t.clock.advance(25 * HOUR);
    await t.post('/integration/v1.0/orders/W-1/status', { headers: { 'x-api-key': m.key }, json: { status: 'shipped' } });
    expect(await wallet(m.id)).toBe(3);
    await runDueJobs(t.deps);
    const all = await messages(m.id);
    expect(all.map((x) => x.kind)).toEqual(['invoice', 'order_status', 'order_status']);
    expect(all[2]!.body).toContain('W-1');
    const sandbox = await t.db.query<{ n: number; calls: number }>(
      'SELECT count(*)::int AS n, max(calls)::int AS calls FROM sandbox_messages WHERE merchant_id = $1',
      [m.id],
    );
    expect(sandbox.rows[0]).toEqual({ n: 3, calls: 1 });
  });

  it('"delivered" sends the survey when the survey form is on, and only then', async () => {
    const m = await merchantWithKey({ wallet: 5 });
    const key = { 'x-api-key': m.key };
    await t.post('/integration/v1.0/orders', { headers: key, json: order('S-1', 'en') });
    for (const status of ['packed', 'shipped', 'out_for_delivery', 'delivered'])
      expect((await t.post('/integration/v1.0/orders/S-1/status', { headers: key, json: { status } })).status).toBe(200);
    expect((await messages(m.id)).filter((x) => x.kind === 'survey')).toHaveLength(0);
    await t.db.query(`INSERT INTO survey_forms (merchant_id, enabled) VALUES ($1, true)`, [m.id]);
    await t.post('/integration/v1.0/orders', { headers: key, json: order('S-2', 'en') });
    for (const status of ['packed', 'shipped', 'out_for_delivery', 'delivered'])
      await t.post('/integration/v1.0/orders/S-2/status', { headers: key, json: { status } });
    const survey = (await messages(m.id)).filter((x) => x.kind === 'survey');
    expect(survey).toHaveLength(1);
    expect(survey[0]!.body).toContain('How was your delivery?');
    expect(await wallet(m.id)).toBe(4); // all in one conversation
  });

  it('insufficient balance and an expired subscription answer 402 and send nothing', async () => {
    const empty = await merchantWithKey({ wallet: 0 });
    const refused = await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': empty.key }, json: order('E-1') });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('errors:integration.insufficientBalance');
    const expired = await merchantWithKey({ wallet: 10 });
    await t.db.query(`UPDATE subscriptions SET expiry = now() - interval '1 day' WHERE merchant_id = $1`, [expired.id]);
    const late = await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': expired.key }, json: order('E-2') });
    expect(late.status).toBe(402);
    expect(late.body.message).toBe('errors:integration.subscriptionExpired');
    for (const id of [empty.id, expired.id]) {
      expect(await messages(id)).toEqual([]);
      expect((await t.db.query('SELECT 1 FROM orders WHERE merchant_id = $1', [id])).rows).toEqual([]);
    }
    expect((await t.db.query(`SELECT 1 FROM jobs WHERE idempotency_key LIKE 'send:order:' || $1 || ':%'`, [empty.id])).rows).toEqual([]);
  });

  it('abandoned carts: the reminder is sent when the plan has the feature, once per cart', async () => {
    const m = await merchantWithKey({ wallet: 5 });
    const cart = {
      Cart_ID: 'CART-1',
      Contact: { Country_Code: '966', Number: '501112233' },
      Total: 99,
      Currency: 'SAR',
      Items: [{ Description: 'Dates', Quantity: 1, Unit_Price: 99, Discount: 0, Tax: 0, Total: 99 }],
      Checkout_Link: 'https://shop.example/checkout/1',
      lang: 'en',
    };
    const res = await t.post('/integration/v1.0/abandoned-cart', { headers: { 'x-api-key': m.key }, json: cart });
    expect(res.status, res.text).toBe(201);
    expect((await t.post('/integration/v1.0/abandoned-cart', { headers: { 'x-api-key': m.key }, json: cart })).status).toBe(409);
    await runDueJobs(t.deps);
    const sent = (await messages(m.id)).filter((x) => x.kind === 'cart_reminder');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.status).toBe('sent');
  });
});

describe('conversation windows and opt-outs', () => {
  it("free-form text only within 24 h of the customer's last message, with a clear reason after; templates within the paid 74 h conversation cost nothing more", async () => {
    const m = await t.merchant({ wallet: 3 });
    const now = new Date(t.clock.now);
    const attempt = (at: Date) => t.db.transaction((tx) => takeConversation(tx, m.id, '+966500000042', at, 'text'));
    const refused = await attempt(now).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).message).toBe('errors:conversationWindowClosed');
    await recordInbound(t.db, m.id, '+966500000042', 'Hello, is my order on its way?', now);
    expect(await attempt(new Date(now.getTime() + HOUR))).toEqual({ charged: true }); // the reply opens the paid conversation
    expect(await attempt(new Date(now.getTime() + 23 * HOUR))).toEqual({ charged: false }); // same window, free
    // A day after the customer's last message free text is refused (Meta's customer service window),
    // though the conversation paid for lasts 74 h: a template inside it is free.
    const late = await attempt(new Date(now.getTime() + 25 * HOUR)).catch((e: unknown) => e);
    expect((late as HttpError).message).toBe('errors:conversationWindowClosed');
    expect(await t.db.transaction((tx) => takeConversation(tx, m.id, '+966500000042', new Date(now.getTime() + 25 * HOUR)))).toEqual({
      charged: false,
    });
    expect(await wallet(m.id)).toBe(2);
    const closed = await attempt(new Date(now.getTime() + 75 * HOUR)).catch((e: unknown) => e);
    expect((closed as HttpError).message).toBe('errors:conversationWindowClosed');
    // A template may still open a (business-initiated) conversation.
    expect(await t.db.transaction((tx) => takeConversation(tx, m.id, '+966500000042', new Date(now.getTime() + 75 * HOUR)))).toEqual({
      charged: true,
    });
  });

  it("each conversation paid spends a free session (the plan's trial) first, then a paid one; the wallet counts both", async () => {
    const m = await t.merchant({ wallet: 3 });
    await t.db.query('UPDATE subscriptions SET free_sessions = 1, paid_sessions = 2 WHERE merchant_id = $1', [m.id]);
    const counters = async () =>
      (
        await t.db.query<{ wallet: number; free_sessions: number; paid_sessions: number }>(
          'SELECT wallet, free_sessions, paid_sessions FROM subscriptions WHERE merchant_id = $1',
          [m.id],
        )
      ).rows[0];
    const open = (phone: string) => t.db.transaction((tx) => takeConversation(tx, m.id, phone, new Date(t.clock.now)));
    expect(await open('+966500000071')).toEqual({ charged: true });
    expect(await counters()).toEqual({ wallet: 2, free_sessions: 0, paid_sessions: 2 });
    expect(await open('+966500000071')).toEqual({ charged: false }); // same conversation: nothing spent
    expect(await open('+966500000072')).toEqual({ charged: true });
    expect(await open('+966500000073')).toEqual({ charged: true });
    expect(await counters()).toEqual({ wallet: 0, free_sessions: 0, paid_sessions: 0 });
    const refused = await open('+966500000074').catch((e: unknown) => e);
    expect((refused as HttpError).message).toBe('errors:integration.insufficientBalance');
    expect(await counters()).toEqual({ wallet: 0, free_sessions: 0, paid_sessions: 0 });
  });

  it('STOP in English or Arabic opts out of marketing; other messages do not', async () => {
    for (const text of ['STOP', ' stop ', 'Stop.', 'إيقاف', 'الغاء الاشتراك', 'unsubscribe']) expect(isStop(text), text).toBe(true);
    for (const text of ['stop sending me the invoice twice', 'Where is my order?', 'توقفت الشحنة؟']) expect(isStop(text), text).toBe(false);
    const m = await t.merchant();
    expect(await recordInbound(t.db, m.id, '+966500000043', 'إيقاف', new Date(t.clock.now))).toEqual({ optedOut: true, optedIn: false });
    const rows = await t.db.query('SELECT phone, scope FROM opt_outs WHERE merchant_id = $1', [m.id]);
    expect(rows.rows).toEqual([{ phone: '+966500000043', scope: 'marketing' }]);
    // The consent ledger keeps the opt-out's source and words (issue 23, PDPL); a message that is not STOP adds nothing.
    await recordInbound(t.db, m.id, '+966500000043', 'Where is my order?', new Date(t.clock.now));
    // A second STOP, even with the number written without +, is the same opt-out: no second row or entry.
    await recordInbound(t.db, m.id, '966500000043', 'STOP', new Date(t.clock.now));
    expect((await t.db.query('SELECT count(*)::int AS n FROM opt_outs WHERE merchant_id = $1', [m.id])).rows).toEqual([{ n: 1 }]);
    const ledger = await t.db.query('SELECT phone, kind, source, evidence FROM consent_ledger WHERE merchant_id = $1', [m.id]);
    expect(ledger.rows).toEqual([{ phone: '+966500000043', kind: 'opt_out', source: 'whatsapp_reply', evidence: 'إيقاف' }]);
  });

  it('START in English or Arabic opts back in: the opt-out is lifted and the ledger records both', async () => {
    for (const text of ['START', ' start ', 'Start!', 'ابدأ', 'اشترك', 'اشتراك', 'subscribe']) expect(isStart(text), text).toBe(true);
    for (const text of ['start my order please', 'When does the sale start?', 'STOP', 'الاشتراك', 'الاشتراك؟'])
      expect(isStart(text), text).toBe(false);
    const m = await t.merchant();
    const at = (minutes: number) => new Date(t.clock.now + minutes * 60_000);
    expect(await recordInbound(t.db, m.id, '966500000044', 'STOP', at(0))).toEqual({ optedOut: true, optedIn: false });
    expect(await recordInbound(t.db, m.id, '+966500000044', 'ابدأ', at(1))).toEqual({ optedOut: false, optedIn: true });
    const optOuts = await t.db.query('SELECT phone FROM opt_outs WHERE merchant_id = $1', [m.id]);
    expect(optOuts.rows).toEqual([]);
    const ledger = await t.db.query('SELECT kind, evidence FROM consent_ledger WHERE merchant_id = $1 ORDER BY at', [m.id]);
    expect(ledger.rows).toEqual([
      { kind: 'opt_out', evidence: 'STOP' },
      { kind: 'opt_in', evidence: 'ابدأ' },
    ]);
  });
});
