import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_RECOVERY_WINDOW_DAYS } from '@wasl/api/models';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { merchantTimeZone } from '../../db/queries.ts';
import { localDate } from '../../lib/zone.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const DAY = 86_400_000;
const address = { Address_line1: 'King Fahd Road 1', Address_line2: 'Al Olaya', Address_line3: 'Riyadh' };
const contact = (number: string) => ({ Country_Code: '966', Number: number });

async function merchantWithKey(plan = 'pro') {
  const m = await t.merchant({ plan, wallet: 100 });
  const res = await t.post('section/integration-api/key/regenerate', { token: m.token, headers: { password: m.password } });
  return { ...m, key: (res.body.data as { key: string }).key };
}

const cart = (id: string, number: string) => ({
  Cart_ID: id,
  Contact: contact(number),
  Items: [{ Description: 'Dates box', Unit_Price: 60, Quantity: 1, Discount: 0, Tax: 9, Total: 69 }],
  Currency: 'SAR',
  Total: 69,
  Checkout_Link: `https://shop.example/checkout/${id}`,
  lang: 'en',
});

const order = (id: string, number: string, date: Date, total: number) => ({
  Contact: contact(number),
  Billing_Address: address,
  Shipping_Address: address,
  Currency: 'SAR',
  Items: [{ Description: 'Dates box', Unit_Price: total, Quantity: 1, Discount: 0, Tax: 0, Total: total }],
  Order_ID: id,
  Order_Date: date.toISOString(),
  Total: total,
  Subtotal: total,
  Shipping: 0,
  Discount: 0,
  Tax: 0,
  lang: 'en',
  Payment_Method: 'Prepaid',
});

async function post(key: string, path: string, json: unknown) {
  const res = await t.post(`/integration/v1.0/${path}`, { headers: { 'x-api-key': key }, json });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function cartsOf(merchantId: number) {
  const { rows } = await t.db.query<{ cart_id: string; recovered: boolean; recovered_total: string | null }>(
    'SELECT cart_id, recovered, recovered_total FROM abandoned_carts WHERE merchant_id = $1 ORDER BY cart_id',
    [merchantId],
  );
  return Object.fromEntries(rows.map((r) => [r.cart_id, r.recovered ? Number(r.recovered_total) : false]));
}

describe('cart recovery', () => {
  it('an order from the reminded customer within the window recovers their latest cart, with the order’s total', async () => {
    const m = await merchantWithKey();
    const other = await merchantWithKey();
    const start = t.clock.now;
    await post(m.key, 'abandoned-cart', cart('C-1', '551110001'));
    await post(m.key, 'abandoned-cart', cart('C-2', '551110002'));
    t.clock.advance(DAY);
    // The same customer's later cart is the one an order recovers (last cart first).
    await post(m.key, 'abandoned-cart', cart('C-3', '551110001'));

    // Another merchant's order from the same phone recovers nothing of this merchant's.
    await post(other.key, 'orders', order('X-1', '551110001', new Date(start + 2 * DAY), 500));
    expect(await cartsOf(m.id)).toEqual({ 'C-1': false, 'C-2': false, 'C-3': false });

    await post(m.key, 'orders', order('O-1', '551110001', new Date(start + 2 * DAY), 150.25));
    // The second customer orders one day after the window.
    await post(m.key, 'orders', order('O-2', '551110002', new Date(start + (CART_RECOVERY_WINDOW_DAYS + 1) * DAY), 90));
    // An order placed before the cart was left does not recover it.
    await post(m.key, 'orders', order('O-0', '551110001', new Date(start - DAY), 40));
    expect(await cartsOf(m.id)).toEqual({ 'C-1': false, 'C-2': false, 'C-3': 150.25 });

    // A second order recovers the customer's remaining cart in the window; a third finds none left.
    await post(m.key, 'orders', order('O-3', '551110001', new Date(start + 3 * DAY), 60));
    await post(m.key, 'orders', order('O-4', '551110001', new Date(start + 4 * DAY), 70));
    expect(await cartsOf(m.id)).toEqual({ 'C-1': 60, 'C-2': false, 'C-3': 150.25 });

    // Months on the merchant's clock (Asia/Kolkata by default: from 18:30 UTC a day ahead of UTC).
    const zone = await merchantTimeZone(t.db, m.id);
    const month = localDate(new Date(start), zone).slice(0, 7);
    const home = await t.get<{ abandone_cart_messages: { sent: number; recovered: number; revenue: number } }>(
      `section/home?month=${month}`,
      {
        token: m.token,
      },
    );
    // The carts of this month (the test may straddle a month's end: then count both).
    const next = localDate(new Date(start + DAY), zone).slice(0, 7);
    const figures = [home.body.data!.abandone_cart_messages];
    if (next !== month)
      figures.push(
        (
          await t.get<{ abandone_cart_messages: { sent: number; recovered: number; revenue: number } }>(`section/home?month=${next}`, {
            token: m.token,
          })
        ).body.data!.abandone_cart_messages,
      );
    const sum = (key: 'sent' | 'recovered' | 'revenue') => figures.reduce((s, f) => s + f[key], 0);
    expect([sum('sent'), sum('recovered'), sum('revenue')]).toEqual([3, 2, 210.25]);
  });

  it('a cart that was never reminded (plan without cart reminders) is not counted as recovered', async () => {
    const m = await merchantWithKey('basic');
    await post(m.key, 'abandoned-cart', cart('B-1', '551110009'));
    await post(m.key, 'orders', order('B-O1', '551110009', new Date(t.clock.now + DAY), 80));
    expect(await cartsOf(m.id)).toEqual({ 'B-1': false });
  });
});
