import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { ordersChanged, orderListLimits } from './list-cache.ts';
import { runDueJobs } from '../../messaging/handlers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

interface OrderData {
  id: number;
  order_id: string;
  contact: string;
  status: string;
  items: { product_name: string; quantity: number; total: number }[];
  finance: { total: number; currency: string; payment_method: string };
  shipping_address: { Address_line1: string };
  message_status: string | null;
  history?: { status: string; at: string; source: string }[];
}

const address = { Address_line1: 'King Fahd Road 1234', Address_line2: 'Al Olaya', Address_line3: 'Riyadh 12214' };
const payload = (orderId: string, overrides: Record<string, unknown> = {}) => ({
  Contact: { Country_Code: '966', Number: '501234567' },
  Billing_Address: address,
  Shipping_Address: address,
  Currency: 'SAR',
  Items: [{ Description: 'قهوة عربية 500 غ', Unit_Price: 45, Quantity: 2, Discount: 0, Tax: 13.5, Total: 103.5 }],
  Order_ID: orderId,
  // The app's clock, not the machine's: an earlier test moves it 25 h ahead, and the list's default
  // month is the merchant's (Asia/Kolkata), which from 18:30 UTC is a day ahead of UTC.
  Order_Date: new Date(t.clock.now).toISOString(),
  Total: 128.5,
  Subtotal: 90,
  Shipping: 25,
  Discount: 0,
  Tax: 13.5,
  lang: 'ar',
  Payment_Method: 'Prepaid',
  ...overrides,
});

async function merchantWithKey(options: { wallet?: number; plan?: string } = {}) {
  const m = await t.merchant(options);
  const res = await t.post('section/integration-api/key/regenerate', { token: m.token, headers: { password: m.password } });
  expect(res.status).toBe(200);
  return { ...m, key: (res.body.data as { key: string }).key };
}

describe('API key', () => {
  it('regenerate needs the right Password header: 401 "Incorrect password!" otherwise', async () => {
    const m = await t.merchant();
    const wrong = await t.post('section/integration-api/key/regenerate', { token: m.token, headers: { password: 'Wrong#2026' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('errors:incorrectPassword');
    const missing = await t.post('section/integration-api/key/regenerate', { token: m.token });
    expect(missing.status).toBe(400);
    const ok = await t.post('section/integration-api/key/regenerate', { token: m.token, headers: { password: m.password } });
    const key = (ok.body.data as { key: string }).key;
    expect(key).toMatch(/^wasl_[A-Za-z0-9_-]{43}$/);
    const page = await t.get('section/integration-api', { token: m.token });
    const data = page.body.data as [
      { EndPoint: string; Body: { Order_Date: string } },
      { EndPoint: string },
      { has_feature: boolean },
      { Merchant_ID: string; Key_Hint: string },
    ];
    expect(data).toHaveLength(4);
    expect(data[0].EndPoint).toMatch(/\/integration\/v1\.0\/orders$/);
    expect(data[0].Body.Order_Date.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    expect(data[2].has_feature).toBe(true); // pro plan has the cart reminder
    expect(data[3]).toEqual({ Merchant_ID: String(m.id), Key_Hint: key.slice(-4) });
    // The key is announced by e-mail, never written there in full.
    const mail = await t.db.query<{ body: string }>('SELECT body FROM email_outbox WHERE merchant_id = $1', [m.id]);
    expect(mail.rows.some((r) => r.body.includes(key))).toBe(false);
    expect(mail.rows.some((r) => r.body.includes(key.slice(-4)))).toBe(true);
  });

  it('regenerating replaces the old key and revoking ends it', async () => {
    const m = await merchantWithKey();
    const second = await t.post('section/integration-api/key/regenerate', { token: m.token, headers: { password: m.password } });
    const newKey = (second.body.data as { key: string }).key;
    expect((await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': m.key }, json: payload('OLD-1') })).status).toBe(401);
    expect((await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': newKey }, json: payload('NEW-1') })).status).toBe(201);
    expect((await t.post('section/integration-api/key/revoke', { token: m.token, headers: { password: 'nope' } })).status).toBe(401);
    expect((await t.post('section/integration-api/key/revoke', { token: m.token, headers: { password: m.password } })).status).toBe(200);
    const after = await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': newKey }, json: payload('NEW-2') });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('errors:integration.invalidKey');
  });
});

describe('integration endpoints', () => {
  it('create order: 201, the customer is messaged, a conversation is charged; 409 when the Order_ID is in use', async () => {
    const m = await merchantWithKey({ wallet: 5 });
    const res = await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': m.key }, json: payload('A-1001') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'errors:success.orderCreated' });
    const msg = await t.db.query<{ to_phone: string; body: string; kind: string }>(
      'SELECT to_phone, body, kind FROM outbound_messages WHERE merchant_id = $1',
      [m.id],
    );
    expect(msg.rows).toHaveLength(1);
    expect(msg.rows[0]!.to_phone).toBe('966501234567');
    expect(msg.rows[0]!.body).toContain('A-1001'); // Arabic template, order id filled in
    expect(msg.rows[0]!.body).toContain('شكرًا');
    const wallet = await t.db.query<{ wallet: number }>('SELECT wallet FROM subscriptions WHERE merchant_id = $1', [m.id]);
    expect(wallet.rows[0]!.wallet).toBe(4);
    const dup = await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': m.key }, json: payload('A-1001') });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('errors:integration.orderIdInUse');
  });

  it('SPEC §8 errors: invalid phone 400, invalid key 401, insufficient balance and expired subscription 402', async () => {
    const m = await merchantWithKey({ wallet: 0 });
    const phone = await t.post('/integration/v1.0/orders', {
      headers: { 'x-api-key': m.key },
      json: payload('B-1', { Contact: { Country_Code: '966', Number: '12' } }),
    });
    expect(phone.status).toBe(400);
    expect(phone.body.message).toBe('validation:phoneInvalid');
    expect((await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': 'wasl_fake' }, json: payload('B-2') })).status).toBe(401);
    expect((await t.post('/integration/v1.0/orders', { json: payload('B-2') })).status).toBe(401);
    const broke = await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': m.key }, json: payload('B-3') });
    expect(broke.status).toBe(402);
    expect(broke.body.message).toBe('errors:integration.insufficientBalance');
    await t.db.query("UPDATE subscriptions SET wallet = 10, expiry = now() - interval '1 day' WHERE merchant_id = $1", [m.id]);
    const expired = await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': m.key }, json: payload('B-4') });
    expect(expired.status).toBe(402);
    expect(expired.body.message).toBe('errors:integration.subscriptionExpired');
    const count = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM orders WHERE merchant_id = $1', [m.id]);
    expect(count.rows[0]!.n).toBe(0);
  });

  it('update status: allowed transitions only; 404 for an unknown Order_ID (and for another store’s)', async () => {
    const a = await merchantWithKey();
    const b = await merchantWithKey();
    await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': a.key }, json: payload('S-1') });
    const shipped = await t.post('/integration/v1.0/orders/S-1/status', { headers: { 'x-api-key': a.key }, json: { status: 'shipped' } });
    expect(shipped.status).toBe(200);
    const back = await t.post('/integration/v1.0/orders/S-1/status', { headers: { 'x-api-key': a.key }, json: { status: 'packed' } });
    expect(back.status).toBe(409);
    const unknown = await t.post('/integration/v1.0/orders/NOPE/status', { headers: { 'x-api-key': a.key }, json: { status: 'shipped' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('errors:integration.orderNotFound');
    const foreign = await t.post('/integration/v1.0/orders/S-1/status', { headers: { 'x-api-key': b.key }, json: { status: 'delivered' } });
    expect(foreign.status).toBe(404);
    const bad = await t.post('/integration/v1.0/orders/S-1/status', { headers: { 'x-api-key': a.key }, json: { status: 'teleported' } });
    expect(bad.status).toBe(400);
  });

  it('abandoned cart: recorded, and a reminder is sent when the plan has the feature', async () => {
    const pro = await merchantWithKey({ plan: 'pro' });
    const basic = await merchantWithKey({ plan: 'basic' });
    const cart = {
      Cart_ID: 'C-1',
      Contact: { Country_Code: '966', Number: '551112222' },
      Items: [{ Description: 'Dates box', Unit_Price: 60, Quantity: 1, Discount: 0, Tax: 9, Total: 69 }],
      Currency: 'SAR',
      Total: 69,
      Checkout_Link: 'https://shop.example/checkout/C-1',
      lang: 'en',
    };
    expect((await t.post('/integration/v1.0/abandoned-cart', { headers: { 'x-api-key': pro.key }, json: cart })).status).toBe(201);
    expect((await t.post('/integration/v1.0/abandoned-cart', { headers: { 'x-api-key': basic.key }, json: cart })).status).toBe(201);
    const reminders = await t.db.query<{ merchant_id: number; body: string }>(
      "SELECT merchant_id, body FROM outbound_messages WHERE kind = 'cart_reminder' AND merchant_id IN ($1, $2)",
      [pro.id, basic.id],
    );
    expect(reminders.rows.map((r) => r.merchant_id)).toEqual([pro.id]);
    expect(reminders.rows[0]!.body).toContain('https://shop.example/checkout/C-1');
    expect((await t.post('/integration/v1.0/abandoned-cart', { headers: { 'x-api-key': pro.key }, json: cart })).status).toBe(409);
  });
});

describe('dashboard orders', () => {
  it('lists the month 20 per page from page 1, newest first, with search over id, phone and name', async () => {
    const m = await merchantWithKey({ wallet: 100 });
    const base = Date.UTC(2026, 9, 1, 8); // October 2026
    for (let i = 1; i <= 25; i++) {
      const date = new Date(base + i * 3600_000).toISOString();
      const res = await t.post('/integration/v1.0/orders', {
        headers: { 'x-api-key': m.key },
        json: payload(`OCT-${String(i).padStart(3, '0')}`, {
          Order_Date: date,
          Contact: { Country_Code: '966', Number: `5${String(i).padStart(8, '0')}` },
        }),
      });
      expect(res.status).toBe(201);
    }
    await t.post('/integration/v1.0/orders', {
      headers: { 'x-api-key': m.key },
      json: payload('NOV-1', { Order_Date: '2026-11-05T10:00:00Z' }),
    });
    await t.db.query("UPDATE orders SET customer_name = 'نورة العتيبي' WHERE merchant_id = $1 AND order_id = 'OCT-007'", [m.id]);

    // The messages go out through the job queue; the sandbox reports "delivered" one second later.
    await runDueJobs(t.deps);
    t.clock.advance(2_000);
    await runDueJobs(t.deps);
    const p1 = await t.get<{ orders: OrderData[]; total_pages: number; current_page: number }>('section/orders?month=2026-10&page=1', {
      token: m.token,
    });
    expect(p1.status).toBe(200);
    expect(p1.body.data!.total_pages).toBe(2);
    expect(p1.body.data!.orders).toHaveLength(20);
    expect(p1.body.data!.orders[0]!.order_id).toBe('OCT-025');
    const p2 = await t.get<{ orders: OrderData[] }>('section/orders?month=10&year=2026&page=2', { token: m.token });
    expect(p2.body.data!.orders.map((o) => o.order_id)).toEqual(['OCT-005', 'OCT-004', 'OCT-003', 'OCT-002', 'OCT-001']);
    const first = p2.body.data!.orders[4]!;
    expect(first.items[0]).toMatchObject({ product_name: 'قهوة عربية 500 غ', quantity: 2, total: 103.5 });
    expect(first.finance).toMatchObject({ total: 128.5, currency: 'SAR', payment_method: 'prepaid' });
    expect(first.message_status).toBe('delivered');

    const byId = await t.get<{ orders: OrderData[] }>('section/orders?month=2026-10&search=oct-012', { token: m.token });
    expect(byId.body.data!.orders.map((o) => o.order_id)).toEqual(['OCT-012']);
    const byPhone = await t.get<{ orders: OrderData[] }>('section/orders?month=2026-10&search=0500000013', { token: m.token });
    expect(byPhone.body.data!.orders.map((o) => o.order_id)).toEqual(['OCT-013']);
    const byName = await t.get<{ orders: OrderData[] }>(`section/orders?month=2026-10&search=${encodeURIComponent('نورة')}`, {
      token: m.token,
    });
    expect(byName.body.data!.orders.map((o) => o.order_id)).toEqual(['OCT-007']);
    const wildcard = await t.get<{ orders: OrderData[] }>('section/orders?month=2026-10&search=%25', { token: m.token });
    expect(wildcard.body.data!.orders).toHaveLength(0);
    const nov = await t.get<{ orders: OrderData[] }>('section/orders?month=2026-11', { token: m.token });
    expect(nov.body.data!.orders.map((o) => o.order_id)).toEqual(['NOV-1']);
    const beyond = await t.get<{ orders: OrderData[] }>('section/orders?month=2026-10&page=9', { token: m.token });
    expect(beyond.body.data!.orders).toEqual([]);
    for (const bad of ['page=0', 'page=-1', 'page=abc', 'page=99999999999', 'month=2026-13', 'year=1']) {
      expect((await t.get(`section/orders?${bad}`, { token: m.token })).status).toBe(400);
    }
  });

  it('detail, status update with history and message, resend; another merchant’s id is 404 and nothing changes', async () => {
    const a = await merchantWithKey();
    const b = await t.merchant();
    await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': a.key }, json: payload('D-1') });
    const list = await t.get<{ orders: OrderData[] }>('section/orders', { token: a.token });
    const id = list.body.data!.orders[0]!.id;
    const detail = await t.get<OrderData>(`section/orders/${id}`, { token: a.token });
    expect(detail.body.data).toMatchObject({
      order_id: 'D-1',
      status: 'placed',
      shipping_address: { Address_line1: 'King Fahd Road 1234' },
    });

    expect((await t.get(`section/orders/${id}`, { token: b.token })).status).toBe(404);
    expect((await t.get('section/orders/999999', { token: b.token })).status).toBe(404);
    expect((await t.post(`section/orders/${id}/status`, { token: b.token, json: { status: 'cancelled' } })).status).toBe(404);
    expect((await t.post(`section/orders/${id}/resend`, { token: b.token })).status).toBe(404);

    const packed = await t.post<OrderData>(`section/orders/${id}/status`, { token: a.token, json: { status: 'packed' } });
    expect(packed.status).toBe(200);
    expect(packed.body.data!.status).toBe('packed');
    expect(packed.body.data!.history!.map((h) => [h.status, h.source])).toEqual([
      ['placed', 'store'],
      ['packed', 'dashboard'],
    ]);
    const refused = await t.post(`section/orders/${id}/status`, { token: a.token, json: { status: 'refunded' } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: 'errors:orderTransitionNotAllowed',
      data: { from: 'packed', to: 'refunded', allowed: ['shipped', 'cancelled'] },
    });
    const history = await t.db.query<{ status: string }>('SELECT status FROM order_status_history WHERE order_pk = $1 ORDER BY id', [id]);
    expect(history.rows.map((h) => h.status)).toEqual(['placed', 'packed']);
    const detailed = await t.get<OrderData>(`section/orders/${id}`, { token: a.token });
    expect(detailed.body.data!.history!.map((h) => h.status)).toEqual(['placed', 'packed']);
    expect(Date.parse(detailed.body.data!.history![1]!.at)).toBeGreaterThanOrEqual(Date.parse(detailed.body.data!.history![0]!.at));
    const listed = await t.get<{ orders: OrderData[] }>('section/orders', { token: a.token });
    expect(listed.body.data!.orders[0]!.history).toBeUndefined();

    const before = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM outbound_messages WHERE merchant_id = $1', [a.id]);
    expect((await t.post(`section/orders/${id}/resend`, { token: a.token })).status).toBe(200);
    const after = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM outbound_messages WHERE merchant_id = $1', [a.id]);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n + 1);
    const still = await t.get<OrderData>(`section/orders/${id}`, { token: a.token });
    expect(still.body.data!.status).toBe('packed');
  });

  it('status filter: only that status, fresh after a change (not cached); an unknown status is 400', async () => {
    const m = await merchantWithKey({ wallet: 50 });
    for (const id of ['F-1', 'F-2', 'F-3'])
      await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': m.key }, json: payload(id) });
    const all = await t.get<{ orders: OrderData[] }>('section/orders', { token: m.token });
    const f2 = all.body.data!.orders.find((o) => o.order_id === 'F-2')!;
    const placed = await t.get<{ orders: OrderData[]; total_pages: number }>('section/orders?status=placed', { token: m.token });
    expect(placed.body.data!.orders.map((o) => o.order_id)).toEqual(['F-3', 'F-2', 'F-1']);
    expect((await t.post(`section/orders/${f2.id}/status`, { token: m.token, json: { status: 'packed' } })).status).toBe(200);
    const packed = await t.get<{ orders: OrderData[]; total_pages: number }>('section/orders?status=packed', { token: m.token });
    expect(packed.body.data!.orders.map((o) => o.order_id)).toEqual(['F-2']);
    // The status message is queued, not sent yet: the list shows the last message that went (none here, as the detail does), never 'queued'.
    expect(packed.body.data!.orders[0]!.message_status).toBeNull();
    expect(packed.body.data!.total_pages).toBe(1);
    const stillPlaced = await t.get<{ orders: OrderData[] }>('section/orders?status=placed&search=F-', { token: m.token });
    expect(stillPlaced.body.data!.orders.map((o) => o.order_id)).toEqual(['F-3', 'F-1']);
    const other = await t.merchant();
    expect((await t.get<{ orders: OrderData[] }>('section/orders?status=packed', { token: other.token })).body.data!.orders).toEqual([]);
    for (const bad of ['status=bogus', 'status=', 'status=PLACED', `status=${encodeURIComponent("placed' OR 1=1 --")}`]) {
      expect((await t.get(`section/orders?${bad}`, { token: m.token })).status).toBe(400);
    }
  });

  it('an empty wallet does not block a dashboard status change: the status changes and the answer says no message went', async () => {
    const m = await merchantWithKey({ wallet: 1 });
    await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': m.key }, json: payload('W-1') }); // spends the last conversation
    const id = (await t.get<{ orders: OrderData[] }>('section/orders', { token: m.token })).body.data!.orders[0]!.id;
    // The conversation the order message opened has ended: the next message needs a new one.
    t.clock.advance(25 * 3_600_000);
    const messages = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*) AS n FROM outbound_messages WHERE merchant_id = $1', [m.id])).rows[0]!.n;
    const before = await messages();

    const res = await t.post<OrderData & { notification: { sent: boolean; reason: string | null } }>(`section/orders/${id}/status`, {
      token: m.token,
      json: { status: 'packed' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.status).toBe('packed');
    expect(res.body.data!.notification).toEqual({ sent: false, reason: 'integration:insufficientBalance' });
    expect(res.body.data!.history!.map((h) => [h.status, h.source])).toEqual([
      ['placed', 'store'],
      ['packed', 'dashboard'],
    ]);
    expect(await messages()).toBe(before);
    expect((await t.get<OrderData>(`section/orders/${id}`, { token: m.token })).body.data!.status).toBe('packed');
    // The wallet did not go negative.
    const wallet = await t.db.query<{ wallet: number }>('SELECT wallet FROM subscriptions WHERE merchant_id = $1', [m.id]);
    expect(wallet.rows[0]!.wallet).toBe(0);

    // An expired subscription: the same, with its reason.
    await t.db.query("UPDATE subscriptions SET expiry = now() - interval '1 day' WHERE merchant_id = $1", [m.id]);
    const expired = await t.post<{ status: string; notification: unknown }>(`section/orders/${id}/status`, {
      token: m.token,
      json: { status: 'shipped' },
    });
    expect(expired.status).toBe(200);
    expect(expired.body.data).toMatchObject({
      status: 'shipped',
      notification: { sent: false, reason: 'integration:subscriptionExpired' },
    });

    // The store integration is still refused (SPEC §8 "insufficient balance" / "subscription expired") and changes nothing.
    const store = await t.post(`/integration/v1.0/orders/W-1/status`, { headers: { 'x-api-key': m.key }, json: { status: 'delivered' } });
    expect(store.status).toBe(402);
    expect((await t.get<OrderData>(`section/orders/${id}`, { token: m.token })).body.data!.status).toBe('shipped');

    // A resend has nothing to pay with either: refused, nothing queued.
    const resend = await t.post(`section/orders/${id}/resend`, { token: m.token });
    expect(resend.status).toBe(402);
    expect(await messages()).toBe(before);

    // Bad input and another merchant's order: as before, nothing changes.
    const other = await t.merchant({ wallet: 0 });
    expect((await t.post(`section/orders/${id}/status`, { token: other.token, json: { status: 'delivered' } })).status).toBe(404);
    for (const body of [{ status: 'placed' }, { status: 'bogus' }, {}, { status: 'delivered', extra: 1 }]) {
      expect((await t.post(`section/orders/${id}/status`, { token: m.token, json: body })).status).toBe(400);
    }
    expect((await t.post(`section/orders/${id}/status`, { token: m.token, json: { status: 'packed' } })).status).toBe(409);
    expect((await t.get<OrderData>(`section/orders/${id}`, { token: m.token })).body.data!.status).toBe('shipped');
  });

  it('a paid status change says the message went; resend repeats the status message, resend invoice the invoice', async () => {
    const m = await merchantWithKey({ wallet: 10 });
    await t.post('/integration/v1.0/orders', { headers: { 'x-api-key': m.key }, json: payload('R-1') });
    const id = (await t.get<{ orders: OrderData[] }>('section/orders', { token: m.token })).body.data!.orders[0]!.id;
    const paid = await t.post<{ notification: unknown }>(`section/orders/${id}/status`, { token: m.token, json: { status: 'packed' } });
    expect(paid.body.data!.notification).toEqual({ sent: true, reason: null });
    const kinds = async () =>
      (
        await t.db.query<{ kind: string; body: string }>('SELECT kind, body FROM outbound_messages WHERE merchant_id = $1 ORDER BY id', [
          m.id,
        ])
      ).rows;
    const before = (await kinds()).length;
    const status = await t.post(`section/orders/${id}/resend`, { token: m.token });
    expect(status.status).toBe(200);
    expect(status.body.message).toBe('errors:success.orderStatusResent');
    const invoice = await t.post(`section/orders/${id}/invoice/resend`, { token: m.token });
    expect(invoice.status).toBe(200);
    expect(invoice.body.message).toBe('errors:success.invoiceResent');
    const sent = (await kinds()).slice(before);
    expect(sent.map((r) => r.kind)).toEqual(['order_status', 'invoice']);
    expect(sent[0]!.body).toContain('R-1');
    const other = await t.merchant();
    expect((await t.post(`section/orders/${id}/invoice/resend`, { token: other.token })).status).toBe(404);
    expect((await t.post('section/orders/abc/invoice/resend', { token: m.token })).status).toBe(400);
    expect((await kinds()).length).toBe(before + 2);
  });

  it('templates: defaults for init, commit and push; an edit is pending until the sandbox review approves it', async () => {
    const m = await t.merchant();
    const initial = await t.get<Record<string, { en: string; ar: string; status: string }>>('section/orders/template', { token: m.token });
    expect(Object.keys(initial.body.data!)).toEqual(['init', 'commit', 'push']);
    expect(initial.body.data!.init!.en).toContain('{order_id}');
    const saved = await t.post<{ status: string; en: string }>('section/orders/template/push', {
      token: m.token,
      json: { en: 'Order {order_id} is now {status}', ar: 'الطلب {order_id} أصبح {status}' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ kind: 'push', status: 'pending', en: 'Order {order_id} is now {status}' });
    t.clock.advance(6000);
    const later = await t.get<Record<string, { status: string }>>('section/orders/template', { token: m.token });
    expect(later.body.data!.push!.status).toBe('approved');
    expect((await t.post('section/orders/template/other', { token: m.token, json: { en: 'x', ar: 'y' } })).status).toBe(400);
    expect((await t.post('section/orders/template/init', { token: m.token, json: { en: '', ar: 'y' } })).status).toBe(400);
  });
});

describe('orders list cache and search index', () => {
  it('paging from the cached month list matches the database order; a new order and a status change show at once', async () => {
    const m = await merchantWithKey({ wallet: 200 });
    const base = Date.UTC(2026, 8, 1, 8); // September 2026
    // 45 orders, some sharing a timestamp (ties are ordered by id, newest first).
    for (let i = 1; i <= 45; i++) {
      const date = new Date(base + Math.floor(i / 2) * 3600_000).toISOString();
      const res = await t.post('/integration/v1.0/orders', {
        headers: { 'x-api-key': m.key },
        json: payload(`SEP-${String(i).padStart(3, '0')}`, { Order_Date: date }),
      });
      expect(res.status).toBe(201);
    }
    const expected = (
      await t.db.query<{ order_id: string }>(
        `SELECT order_id FROM orders WHERE merchant_id = $1 AND order_date >= '2026-09-01' AND order_date < '2026-10-01'
         ORDER BY order_date DESC, id DESC`,
        [m.id],
      )
    ).rows.map((r) => r.order_id);
    const page = async (n: number, search = '') =>
      (
        await t.get<{ orders: OrderData[]; total_pages: number }>(
          `section/orders?month=2026-09&page=${n}${search ? `&search=${encodeURIComponent(search)}` : ''}`,
          { token: m.token },
        )
      ).body.data!;
    const pages = await Promise.all([page(1), page(2), page(3)]); // concurrent: one list build shared
    expect(pages.map((p) => p.total_pages)).toEqual([3, 3, 3]);
    expect(pages.flatMap((p) => p.orders.map((o) => o.order_id))).toEqual(expected);

    // A status change is read fresh (the list holds ids, the rows are read per page).
    const target = pages[1]!.orders[3]!;
    expect((await t.post(`section/orders/${target.id}/status`, { token: m.token, json: { status: 'packed' } })).status).toBe(200);
    expect((await page(2)).orders[3]).toMatchObject({ id: target.id, status: 'packed' });

    // A new order of the month appears at once, on page 1 and in the page count. The month is the
    // merchant's (Asia/Kolkata, the default): 30 September 23:30 there is 18:00 UTC.
    const created = await t.post('/integration/v1.0/orders', {
      headers: { 'x-api-key': m.key },
      json: payload('SEP-NEW', { Order_Date: '2026-09-30T18:00:00Z' }),
    });
    expect(created.status).toBe(201);
    const after = await page(1);
    expect(after.orders[0]!.order_id).toBe('SEP-NEW');
    expect(after.total_pages).toBe(3);
    expect((await page(3)).orders).toHaveLength(6);

    // Searches are cached per term and follow new orders too.
    expect((await page(1, 'sep-04')).orders.map((o) => o.order_id)).toEqual([
      'SEP-045',
      'SEP-044',
      'SEP-043',
      'SEP-042',
      'SEP-041',
      'SEP-040',
    ]);
    await t.post('/integration/v1.0/orders', {
      headers: { 'x-api-key': m.key },
      json: payload('SEP-046', { Order_Date: '2026-09-15T12:00:00Z' }),
    });
    expect((await page(1, 'sep-04')).orders.map((o) => o.order_id)).toContain('SEP-046');

    // A month too long to keep as a list pages with OFFSET (deferred join): the same pages.
    const cached = await Promise.all([page(1), page(2), page(3)]);
    orderListLimits.maxListIds = 10;
    ordersChanged(t.db, m.id);
    try {
      const paged = await Promise.all([page(1), page(2), page(3)]);
      expect(paged).toEqual(cached);
      expect((await page(1, 'sep-04')).orders.map((o) => o.order_id)).toContain('SEP-046');
    } finally {
      orderListLimits.maxListIds = 100_000;
    }
  });

  it('the search runs on the pg_trgm index (migration 3)', async () => {
    const ext = await t.db.query<{ extname: string }>("SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'");
    expect(ext.rows).toHaveLength(1);
    const plan = await t.db.transaction(async (tx) => {
      // The test tables are tiny: a full scan would win, so take scans without an index condition away.
      await tx.query('SET LOCAL enable_seqscan = off');
      await tx.query('SET LOCAL enable_indexscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT id FROM orders o WHERE o.order_id ILIKE '%qahtani%' OR o.customer_name ILIKE '%qahtani%' OR o.phone LIKE '%57123%'`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('orders_search_trgm_idx');
  });
});
