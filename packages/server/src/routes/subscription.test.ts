/** Issue 22: the sandbox's test cards, the low-balance alert, the transactions CSV; isolation and hostile input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, withVat } from '@wasl/api/models';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

interface Tx {
  id: number;
  package: string;
  package_type: string;
  cost: number;
  status: string;
  reason: string | null;
}
interface Sub {
  plan: { id: string };
  coins: number;
  wallet: number;
  alerts: { wallet: number | null; coins: number | null };
}

const card = (outcome: string) => SANDBOX_CARDS.find((c) => c.outcome === outcome)!.token;

describe('sandbox test cards', () => {
  it('the approving card buys the plan; each declining card is 402 with its reason, recorded as a failed transaction, nothing bought', async () => {
    const m = await t.merchant({ plan: 'basic' });
    const ok = await t.post<Tx>('subscription/purchase', { token: m.token, json: { item: 'plan', id: 'pro', source: card('success') } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'success', reason: null, cost: withVat(499), package_type: 'plan' });
    for (const reason of ['card_declined', 'insufficient_funds', 'expired_card']) {
      const failed = await t.post<Tx>('subscription/purchase', {
        token: m.token,
        json: { item: 'coins', id: 'coins-1000', quantity: 2, source: card(reason) },
      });
      expect(failed.status).toBe(402);
      expect(failed.body).toMatchObject({ success: false, message: 'errors:paymentFailed', data: { status: 'failed', reason } });
    }
    const sub = (await t.get<Sub>('subscription', { token: m.token })).body.data!;
    expect(sub).toMatchObject({ plan: { id: 'pro' }, coins: 0 });
    const list = (await t.get<{ transactions: Tx[] }>('subscription/transactions', { token: m.token })).body.data!.transactions;
    expect(list.map((x) => `${x.status}:${x.reason}`)).toEqual([
      'failed:expired_card',
      'failed:insufficient_funds',
      'failed:card_declined',
      'success:null',
    ]);
  });

  it('a source that is not a token is 400 before any payment', async () => {
    const m = await t.merchant();
    for (const source of ['4242 4242 4242 4242', '=cmd|/c calc', 'tok_<script>', '', 'tok_' + 'x'.repeat(200)]) {
      const res = await t.post('subscription/purchase', { token: m.token, json: { item: 'coins', id: 'coins-1000', source } });
      expect(res.status).toBe(400);
    }
    expect((await t.get<{ transactions: Tx[] }>('subscription/transactions', { token: m.token })).body.data!.transactions).toEqual([]);
  });
});

describe('low-balance alert', () => {
  it('set, read back with the subscription, turned off with null; per merchant', async () => {
    const m = await t.merchant();
    const other = await t.merchant();
    expect((await t.get<Sub>('subscription', { token: m.token })).body.data!.alerts).toEqual({ wallet: null, coins: null });
    const set = await t.post<Sub>('subscription/alerts', { token: m.token, json: { wallet: 50, coins: 1000 } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ message: 'errors:success.dataUpdated', data: { alerts: { wallet: 50, coins: 1000 } } });
    expect((await t.get<Sub>('subscription', { token: m.token })).body.data!.alerts).toEqual({ wallet: 50, coins: 1000 });
    expect((await t.get<Sub>('subscription', { token: other.token })).body.data!.alerts).toEqual({ wallet: null, coins: null });
    await t.post('subscription/alerts', { token: m.token, json: { wallet: null, coins: 5 } });
    expect((await t.get<Sub>('subscription', { token: m.token })).body.data!.alerts).toEqual({ wallet: null, coins: 5 });
  });

  it('hostile or malformed thresholds are 400, never 5xx; without a session 403; before a package 409', async () => {
    const m = await t.merchant();
    const bad: unknown[] = [
      { wallet: -1, coins: null },
      { wallet: 1.5, coins: null },
      { wallet: '10', coins: null },
      { wallet: 1e12, coins: null },
      { wallet: null },
      { wallet: null, coins: null, extra: '<img src=x onerror=alert(1)>' },
      '=SUM(A1)',
      null,
    ];
    for (const json of bad) {
      const res = await t.post('subscription/alerts', { token: m.token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    expect((await t.post('subscription/alerts', { json: { wallet: 1, coins: 1 } })).status).toBe(403);
    const fresh = await t.merchant({ level: 1 });
    expect((await t.post('subscription/alerts', { token: fresh.token, json: { wallet: 1, coins: 1 } })).status).toBe(409);
  });
});

describe('transactions CSV', () => {
  it('UTF-8 BOM, text/csv, the merchant’s rows only, formula cells neutralised', async () => {
    const m = await t.merchant();
    const other = await t.merchant();
    await t.post('subscription/purchase', { token: m.token, json: { item: 'coins', id: 'coins-1000', source: card('success') } });
    await t.post('subscription/purchase', { token: m.token, json: { item: 'coins', id: 'coins-1000', source: card('card_declined') } });
    await t.post('subscription/purchase', { token: other.token, json: { item: 'plan', id: 'enterprise' } });
    // A hostile package label (as a stored row could carry): neutralised in the file.
    await t.db.query(
      `INSERT INTO transactions (merchant_id, package, package_type, cost, currency, status, created_at) VALUES ($1, '=HYPERLINK("http://x")', 'addon', 1, 'SAR', 'success', now() - interval '1 day')`,
      [m.id],
    );
    const res = await t.app.request('/merchant/v1.0/subscription/transactions/csv', { headers: t.sessionHeaders(m.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/transactions-\d{4}-\d{2}-\d{2}\.csv/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toBe('package,package_type,date,time,cost,currency,status,reason,time_zone');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^1,000 coins × 1|^"1,000 coins × 1"/);
    expect(lines[1]).toContain(',failed,card_declined');
    expect(lines[2]).toContain(',success,');
    expect(lines[3]!.startsWith(`"'=HYPERLINK(""http://x"")"`)).toBe(true);
    expect(lines.join('\n')).not.toContain('Enterprise');
    // The JSON answer: a label no catalogue entry has is named by its stored label (package_id null).
    const listed = (
      await t.get<{ transactions: { package: string; package_id: string | null }[] }>('subscription/transactions', { token: m.token })
    ).body.data!.transactions;
    expect(listed.map((x) => x.package_id)).toEqual(['coins-1000', 'coins-1000', null]);
    expect((await t.app.request('/merchant/v1.0/subscription/transactions/csv')).status).toBe(403);
  });

  it("dates and times on the merchant's clock (settings' Time_Zone), in the list and the CSV alike", async () => {
    const m = await t.merchant();
    await t.db.query(
      `INSERT INTO settings (merchant_id, time_zone) VALUES ($1, 'Asia/Riyadh') ON CONFLICT (merchant_id) DO UPDATE SET time_zone = 'Asia/Riyadh'`,
      [m.id],
    );
    // 22:30 UTC on 30 November is 01:30 on 1 December in Riyadh (UTC+3).
    await t.db.query(
      `INSERT INTO transactions (merchant_id, package, package_type, cost, currency, status, created_at) VALUES ($1, 'Advanced', 'plan', 199, 'SAR', 'success', '2026-11-30T22:30:00Z')`,
      [m.id],
    );
    const listed = (await t.get<{ transactions: { date: string; time: string }[] }>('subscription/transactions', { token: m.token })).body
      .data!.transactions;
    expect(listed.map((x) => [x.date, x.time])).toEqual([['2026-12-01', '01:30']]);
    const res = await t.app.request('/merchant/v1.0/subscription/transactions/csv', { headers: t.sessionHeaders(m.token) });
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[1]).toBe('Advanced,plan,2026-12-01,01:30,199,SAR,success,,Asia/Riyadh');
  });
});
