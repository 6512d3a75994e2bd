/** Subscription and payments, contacts, survey, health and the public calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { migrations } from '../db/migrations.ts';
import { merchantTimeZone } from '../db/queries.ts';
import { localDate } from '../lib/zone.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

interface Sub {
  plan: { id: string };
  status: string;
  wallet: number;
  coins: number;
  agents: { used: number; allowed: number };
  addons: { id: string }[];
  features: string[];
}

describe('subscription and sandbox payments', () => {
  it('buys coins, an add-on and a plan; each purchase is a transaction; a declined charge is recorded as failed', async () => {
    const m = await t.merchant({ plan: 'basic', wallet: 10 });
    const before = (await t.get<Sub>('subscription', { token: m.token })).body.data!;
    expect(before).toMatchObject({ plan: { id: 'basic' }, status: 'active', wallet: 10, coins: 0 });
    expect(before.features).not.toContain('survey_form');

    const coins = await t.post<{ status: string; cost: number; package_type: string }>('subscription/purchase', {
      token: m.token,
      json: { item: 'coins', id: 'coins-1000', quantity: 3 },
    });
    expect(coins.status).toBe(200);
    // 3 × 50 SAR with 15 % VAT (the price /pricing states with VAT).
    expect(coins.body.data).toMatchObject({ status: 'success', cost: 172.5, package_type: 'coins', reason: null });
    const addon = await t.post('subscription/purchase', { token: m.token, json: { item: 'addon', id: 'survey' } });
    expect(addon.status).toBe(200);
    const plan = await t.post('subscription/purchase', { token: m.token, json: { item: 'plan', id: 'pro' } });
    expect(plan.status).toBe(200);

    const after = (await t.get<Sub>('subscription', { token: m.token })).body.data!;
    expect(after).toMatchObject({ plan: { id: 'pro' }, coins: 3000, wallet: 5010 });
    expect(after.addons.map((a) => a.id)).toEqual(['survey']);
    expect(after.features).toContain('survey_form');
    expect(after.agents.allowed).toBe(10);

    // 250 packs of 10,000 coins = 112,500 SAR: above the sandbox card limit.
    const declined = await t.post<{ status: string }>('subscription/purchase', {
      token: m.token,
      json: { item: 'coins', id: 'coins-10000', quantity: 250 },
    });
    expect(declined.status).toBe(402);
    expect(declined.body.data!.status).toBe('failed');
    expect((await t.get<Sub>('subscription', { token: m.token })).body.data!.coins).toBe(3000);

    const list = await t.get<{ transactions: { status: string; package_type: string }[]; total_pages: number }>(
      'subscription/transactions?page=1',
      { token: m.token },
    );
    expect(list.body.data!.transactions.map((x) => `${x.package_type}:${x.status}`)).toEqual([
      'coins:failed',
      'plan:success',
      'addon:success',
      'coins:success',
    ]);
    expect(list.body.data!.total_pages).toBe(1);
    // The catalogue id and quantity beside the English label (issue 22): the table names the package in the merchant's language.
    expect(
      (list.body.data!.transactions as unknown as { package: string; package_id: string | null; quantity: number }[]).map((x) => [
        x.package,
        x.package_id,
        x.quantity,
      ]),
    ).toEqual([
      ['10,000 coins × 250', 'coins-10000', 250],
      ['Professional', 'pro', 1],
      ['Survey form', 'survey', 1],
      ['1,000 coins × 3', 'coins-1000', 3],
    ]);
    // Each transaction keeps the coins it bought (the price per coin is computed from them).
    const stored = await t.db.query<{ package_type: string; status: string; coins: number | null }>(
      'SELECT package_type, status, coins FROM transactions WHERE merchant_id = $1 ORDER BY id',
      [m.id],
    );
    expect(stored.rows.map((x) => `${x.package_type}:${x.status}:${x.coins}`)).toEqual([
      'coins:success:3000',
      'addon:success:null',
      'plan:success:null',
      'coins:failed:2500000',
    ]);
  });

  it('fills in the coins of coin purchases written before transactions kept them (migration 8), from their labels', async () => {
    const m = await t.merchant();
    await t.db.query(
      `INSERT INTO transactions (merchant_id, package, package_type, quantity, cost, status) VALUES
         ($1, '1,000 coins × 5', 'coins', 5, 250, 'success'),
         ($1, '10,000 coins', 'coins', 1, 450, 'success'),
         ($1, 'Survey form', 'addon', 1, 49, 'success')`,
      [m.id],
    );
    const backfill = migrations
      .find((x) => x.id === 8)!
      .sql.split(/;\s*\n/)
      .find((statement) => statement.startsWith('UPDATE'))!;
    await t.db.query(`${backfill} AND t.merchant_id = $1`, [m.id]);
    const rows = await t.db.query<{ package: string; coins: number | null }>(
      'SELECT package, coins FROM transactions WHERE merchant_id = $1 ORDER BY id',
      [m.id],
    );
    expect(rows.rows).toEqual([
      { package: '1,000 coins × 5', coins: 5000 },
      { package: '10,000 coins', coins: 10000 },
      { package: 'Survey form', coins: null },
    ]);
  });

  it('400 for unknown items or mismatched kinds; transactions are per merchant', async () => {
    const m = await t.merchant();
    expect((await t.post('subscription/purchase', { token: m.token, json: { item: 'plan', id: 'gold' } })).status).toBe(400);
    expect((await t.post('subscription/purchase', { token: m.token, json: { item: 'coins', id: 'survey' } })).status).toBe(400);
    expect((await t.post('subscription/purchase', { token: m.token, json: { item: 'plan', id: 'pro', quantity: -1 } })).status).toBe(400);
    const other = await t.merchant();
    await t.post('subscription/purchase', { token: other.token, json: { item: 'coins', id: 'coins-1000' } });
    const mine = await t.get<{ transactions: unknown[] }>('subscription/transactions', { token: m.token });
    expect(mine.body.data!.transactions).toEqual([]);
  });
});

describe('purchases charge exactly once', () => {
  /** Counts the provider's charges (the deps object is shared, so the spy sees every route call). */
  function countCharges() {
    const payments = t.deps.providers.payments;
    const original = payments.charge.bind(payments);
    const calls: string[] = [];
    payments.charge = async (charge) => {
      calls.push(charge.description);
      await new Promise((resolve) => setTimeout(resolve, 5)); // a provider takes time: requests overlap
      return original(charge);
    };
    return { calls, restore: () => (payments.charge = original) };
  }
  const txCount = async (merchantId: number) =>
    (
      await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM transactions WHERE merchant_id = $1 AND status = 'success'`, [
        merchantId,
      ])
    ).rows[0]!.n;

  it('an owned add-on is refused with 409 before any payment', async () => {
    const m = await t.merchant({ plan: 'basic' });
    const spy = countCharges();
    try {
      expect((await t.post('subscription/purchase', { token: m.token, json: { item: 'addon', id: 'survey' } })).status).toBe(200);
      const again = await t.post('subscription/purchase', { token: m.token, json: { item: 'addon', id: 'survey' } });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('errors:addonOwned');
      expect(spy.calls).toHaveLength(1);
      expect(await txCount(m.id)).toBe(1);
    } finally {
      spy.restore();
    }
  });

  it('50 concurrent purchases of one add-on: one charge, one activation; the rest 409', async () => {
    const m = await t.merchant({ plan: 'basic' });
    const spy = countCharges();
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => t.post('subscription/purchase', { token: m.token, json: { item: 'addon', id: 'cart-reminder' } })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers) if (a.status !== 200) expect(a.status).toBe(409);
      expect(spy.calls).toHaveLength(1);
      expect(await txCount(m.id)).toBe(1);
      const sub = (await t.get<Sub>('subscription', { token: m.token })).body.data!;
      expect(sub.addons.map((a) => a.id)).toEqual(['cart-reminder']);
    } finally {
      spy.restore();
    }
  });

  it('50 concurrent requests with one Idempotency-Key (coins): one charge; every answer is that transaction', async () => {
    const m = await t.merchant({ plan: 'basic' });
    const spy = countCharges();
    try {
      const headers = { 'Idempotency-Key': 'buy-coins-7f3a9c21' };
      const send = () =>
        t.post<{ id: number }>('subscription/purchase', { token: m.token, headers, json: { item: 'coins', id: 'coins-1000' } });
      const answers = await Promise.all(Array.from({ length: 50 }, send));
      expect(spy.calls).toHaveLength(1);
      expect(await txCount(m.id)).toBe(1);
      expect((await t.get<Sub>('subscription', { token: m.token })).body.data!.coins).toBe(1000);
      // In flight: 409 purchaseInProgress; afterwards a retry answers the first transaction.
      for (const a of answers) expect([200, 409]).toContain(a.status);
      const replay = await send();
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body.data!.id).toBe(answers.find((a) => a.status === 200)!.body.data!.id);
      expect(spy.calls).toHaveLength(1);
      // The same key for another purchase is refused, not silently answered.
      const reused = await t.post('subscription/purchase', { token: m.token, headers, json: { item: 'coins', id: 'coins-10000' } });
      expect(reused.status).toBe(409);
      expect(reused.body.message).toBe('errors:idempotencyKeyReused');
      // A new key is a new purchase.
      const next = await t.post('subscription/purchase', {
        token: m.token,
        headers: { 'Idempotency-Key': 'buy-coins-8b4d0e55' },
        json: { item: 'coins', id: 'coins-1000' },
      });
      expect(next.status).toBe(200);
      expect(spy.calls).toHaveLength(2);
      const bad = await t.post('subscription/purchase', {
        token: m.token,
        headers: { 'Idempotency-Key': 'x' },
        json: { item: 'coins', id: 'coins-1000' },
      });
      expect(bad.status).toBe(400);
    } finally {
      spy.restore();
    }
  });
});

describe('contacts', () => {
  it('a number starts pending and is approved by the sandbox after the delay; one account per number; remove', async () => {
    const a = await t.merchant();
    const b = await t.merchant();
    const added = await t.post<{ id: number; status: string; type: string; phone: string; phone_id: string | null }>('contacts', {
      token: a.token,
      json: { phone: '+966 55 123 4567', business_category: 'Retail' },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      status: 'pending',
      type: 'primary',
      phone: '+966551234567',
      onboarding: { mode: 'sandbox', done: 1 },
    });
    const dup = await t.post('contacts', { token: b.token, json: { phone: '+966551234567', business_category: 'Food' } });
    expect(dup.status).toBe(409);
    expect((await t.post('contacts', { token: a.token, json: { phone: '12', business_category: 'Retail' } })).status).toBe(400);

    const pending = await t.get<{ status: string }[]>('contacts', { token: a.token });
    expect(pending.body.data!.map((c) => c.status)).toEqual(['pending']);
    t.clock.advance(6000);
    const approved = await t.get<{ status: string; phone_id: string | null; business_account_id: string | null }[]>('contacts', {
      token: a.token,
    });
    expect(approved.body.data![0]).toMatchObject({ status: 'approved' });
    expect(approved.body.data![0]!.phone_id).toMatch(/^\d{15}$/);

    const id = added.body.data!.id;
    expect((await t.get<unknown[]>('contacts', { token: b.token })).body.data).toEqual([]);
    expect((await t.post(`contacts/${id}/delete`, { token: b.token })).status).toBe(404);
    expect((await t.post(`contacts/${id}/delete`, { token: a.token })).status).toBe(200);
    expect((await t.post(`contacts/${id}/delete`, { token: a.token })).status).toBe(404);
    expect((await t.get<unknown[]>('contacts', { token: a.token })).body.data).toEqual([]);
  });
});

describe('survey', () => {
  const questions = [
    {
      id: 'q1',
      en: 'How was the delivery?',
      ar: 'كيف كان التوصيل؟',
      options: [
        { id: 'good', en: 'Good', ar: 'جيد' },
        { id: 'bad', en: 'Bad', ar: 'سيئ' },
      ],
    },
  ];

  it('off by default with default questions; update turns it on; duplicate ids are 400', async () => {
    const m = await t.merchant();
    const initial = await t.get<{ enabled: boolean; questions: unknown[] }>('survey', { token: m.token });
    expect(initial.body.data!.enabled).toBe(false);
    expect(initial.body.data!.questions.length).toBeGreaterThan(0);
    const saved = await t.post('survey', { token: m.token, json: { enabled: true, questions } });
    expect(saved.status).toBe(200);
    expect((await t.get('survey', { token: m.token })).body.data).toMatchObject({ enabled: true, questions });
    expect((await t.post('survey', { token: m.token, json: { enabled: true, questions: [...questions, ...questions] } })).status).toBe(400);
    expect((await t.post('survey', { token: m.token, json: { enabled: 'yes', questions } })).status).toBe(400);
  });

  it('responses paged newest first, filtered by sentiment, with a summary', async () => {
    const m = await t.merchant();
    for (let i = 0; i < 23; i++) {
      // Answered responses (answered_at): a survey sent but not answered yet is not a response.
      await t.db.query(
        'INSERT INTO survey_responses (merchant_id, phone, sentiment, comment, created_at, answered_at) VALUES ($1, $2, $3, $4, $5, $5)',
        [
          m.id,
          `96650000${String(i).padStart(4, '0')}`,
          i % 3 === 0 ? 'negative' : 'positive',
          `c${i}`,
          new Date(Date.UTC(2026, 10, 1) + i * 60_000),
        ],
      );
    }
    const p1 = await t.get<{ responses: { comment: string }[]; total_pages: number; summary: object }>('survey/responses', {
      token: m.token,
    });
    expect(p1.body.data!.total_pages).toBe(2);
    expect(p1.body.data!.responses[0]!.comment).toBe('c22');
    expect(p1.body.data!.summary).toEqual({ positive: 15, negative: 8, neutral: 0 });
    const neg = await t.get<{ responses: unknown[]; total_pages: number }>('survey/responses?sentiment=negative', { token: m.token });
    expect(neg.body.data!.responses).toHaveLength(8);
    expect(neg.body.data!.total_pages).toBe(1);
    expect((await t.get('survey/responses?sentiment=angry', { token: m.token })).status).toBe(400);
  });
});

describe('health', () => {
  it('computed from the real request log of the merchant’s integration calls', async () => {
    const m = await t.merchant();
    const idle = await t.get<{ api_calls: number; status: string }>('health', { token: m.token });
    expect(idle.body.data).toMatchObject({ api_calls: 0, status: 'idle' });
    const key = (
      (await t.post('section/integration-api/key/regenerate', { token: m.token, headers: { password: m.password } })).body.data as {
        key: string;
      }
    ).key;
    for (let i = 0; i < 3; i++)
      await t.post('/integration/v1.0/orders/none/status', { headers: { 'x-api-key': key }, json: { status: 'shipped' } });
    const res = await t.get<{
      api_calls: number;
      success_rate: number;
      status: string;
      series: { date: string; calls: number; errors: number }[];
    }>('health', { token: m.token });
    expect(res.body.data).toMatchObject({ api_calls: 3, success_rate: 100, status: 'operational' });
    // The series' days are on the merchant's clock (Asia/Kolkata by default: a day ahead of UTC from 18:30 UTC).
    const today = localDate(new Date(t.clock.now), await merchantTimeZone(t.db, m.id));
    expect(res.body.data!.series.find((s) => s.date === today)).toMatchObject({ calls: 3, errors: 3 });
    const other = await t.merchant();
    expect((await t.get<{ api_calls: number }>('health', { token: other.token })).body.data!.api_calls).toBe(0);
  });
});

describe('public calls', () => {
  it('newsletter takes the e-mail from a header, idempotent; invalid e-mail is 400', async () => {
    const ok = await t.post('/public/v1.0/subscribe/newsletter', { headers: { email: 'Reader@Example.com' } });
    expect(ok.status).toBe(200);
    expect((await t.post('/public/v1.0/subscribe/newsletter', { headers: { email: 'reader@example.com' } })).status).toBe(200);
    const rows = await t.db.query<{ n: number }>("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = 'reader@example.com'");
    expect(rows.rows[0]!.n).toBe(1);
    expect((await t.post('/public/v1.0/subscribe/newsletter', { headers: { email: 'nope' } })).status).toBe(400);
    expect((await t.post('/public/v1.0/subscribe/newsletter')).status).toBe(400);
  });
});
