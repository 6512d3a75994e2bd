import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** A merchant with activity in November 2026 and one stray row in October. */
async function activeMerchant(plan = 'pro') {
  const m = await t.merchant({ plan, wallet: 42 });
  const q = (sql: string, params: unknown[] = []) => t.db.query(sql, [m.id, ...params]);
  await q(`INSERT INTO clients (merchant_id, phone, name, language, created_at) VALUES
    ($1, '966501111111', 'سارة القحطاني', 'ar', '2026-11-03T10:00:00Z'),
    ($1, '966502222222', '=HYPERLINK("http://evil.example","x")', 'en', '2026-11-04T10:00:00Z'),
    ($1, '966503333333', 'Old client', 'en', '2026-10-20T10:00:00Z')`);
  await q(`INSERT INTO conversations (merchant_id, phone, client_name, kind, status, messages, started_at) VALUES
    ($1, '966501111111', 'سارة', 'business', 'closed', 5, '2026-11-03T10:00:00Z'),
    ($1, '966502222222', 'Ali', 'user', 'closed', 3, '2026-11-04T11:00:00Z'),
    ($1, '966502222222', 'Ali', 'user', 'open', 1, '2026-11-05T11:00:00Z')`);
  await q(`INSERT INTO feedbacks (merchant_id, phone, rating, sentiment, comment, created_at) VALUES
    ($1, '966501111111', 5, 'positive', 'خدمة ممتازة', '2026-11-03T12:00:00Z'),
    ($1, '966502222222', 2, 'negative', '+1 slow, "very" slow', '2026-11-04T12:00:00Z')`);
  // Survey responses count by their first answer: one answered in November (sent in October), one
  // still unanswered, one answered in October.
  await q(`INSERT INTO survey_responses (merchant_id, phone, order_id, comment, sentiment, state, created_at, answered_at) VALUES
    ($1, '966501111111', 'S-1', 'رائع', 'positive', 'done', '2026-10-31T20:00:00Z', '2026-11-01T09:00:00Z'),
    ($1, '966502222222', 'S-2', '', 'neutral', 'asking', '2026-11-05T10:00:00Z', NULL),
    ($1, '966503333333', 'S-3', '', 'negative', 'done', '2026-10-05T10:00:00Z', '2026-10-05T11:00:00Z')`);
  await q(`INSERT INTO outbound_messages (merchant_id, to_phone, kind, body, status, created_at) VALUES
    ($1, '966501111111', 'invoice', 'x', 'delivered', '2026-11-03T10:00:00Z'),
    ($1, '966501111111', 'order_status', 'x', 'seen', '2026-11-03T11:00:00Z'),
    ($1, '966502222222', 'invoice', 'x', 'failed', '2026-11-04T10:00:00Z')`);
  // A campaign's recipients count with the month's messages: two this month, one queued (not sent), one in October.
  const campaign = await t.db.query<{ id: number }>(
    `INSERT INTO campaigns (merchant_id, name, language, content, status) VALUES ($1, 'Eid', 'ar', 'عيد مبارك', 'ongoing') RETURNING id`,
    [m.id],
  );
  await q(
    `INSERT INTO campaign_recipients (campaign_id, merchant_id, position, phone, status, sent_at, delivered_at, failed_at) VALUES
    ($2, $1, 1, '966501111111', 'delivered', '2026-11-07T10:00:00Z', '2026-11-07T10:00:01Z', NULL),
    ($2, $1, 2, '966502222222', 'failed', NULL, NULL, '2026-11-07T10:00:00Z'),
    ($2, $1, 3, '966503333333', 'queued', NULL, NULL, NULL),
    ($2, $1, 4, '966504444444', 'seen', '2026-10-07T10:00:00Z', NULL, NULL)`,
    [campaign.rows[0]!.id],
  );
  await q(`INSERT INTO orders (merchant_id, order_id, phone, order_date, total) VALUES
    ($1, 'N-1', '966501111111', '2026-11-03T10:00:00Z', 100.5), ($1, 'N-2', '966501111111', '2026-11-03T15:00:00Z', 50),
    ($1, 'O-1', '966501111111', '2026-10-03T10:00:00Z', 999)`);
  // c1 was recovered by an order of 80 (routes/orders/cartRecovery.ts; its own test walks the rule).
  await q(`INSERT INTO abandoned_carts (merchant_id, cart_id, phone, total, reminded, recovered, recovered_total, created_at) VALUES
    ($1, 'c1', '966501111111', 75, true, true, 80, '2026-11-06T10:00:00Z'), ($1, 'c2', '966502222222', 20, true, false, NULL, '2026-11-06T10:00:00Z')`);
  return m;
}

describe('dashboard home', () => {
  it('counts the month’s conversations, feedback, messages, orders and carts', async () => {
    const m = await activeMerchant();
    const res = await t.get<Record<string, unknown>>('section/home?month=2026-11', { token: m.token });
    expect(res.status).toBe(200);
    const d = res.body.data as {
      conversation: object;
      feedback: object;
      message_data: object;
      convo_count: number;
      order_graph_data: { date: string; orders: number; revenue: number }[];
      feedback_graph_data: { date: string }[];
      abandone_cart_messages: object;
      data_export: object;
    };
    expect(d.conversation).toEqual({ total: 3, business_initiated: 1, user_initiated: 2 });
    // CSAT ratings and survey responses together; the average is the CSAT ratings'.
    expect(d.feedback).toEqual({ positive: 2, negative: 1, neutral: 0, average_rating: 3.5 });
    // A funnel: the seen message was delivered and sent too.
    expect(d.message_data).toEqual({ sent: 3, delivered: 3, seen: 1, failed: 2 });
    expect(d.convo_count).toBe(42);
    expect(d.order_graph_data).toHaveLength(30);
    expect(d.order_graph_data[2]).toEqual({ date: '2026-11-03', orders: 2, revenue: 150.5 });
    expect(d.order_graph_data.reduce((s, x) => s + x.orders, 0)).toBe(2);
    expect(d.feedback_graph_data).toHaveLength(30);
    expect(d.feedback_graph_data[0]).toEqual({ date: '2026-11-01', positive: 1, negative: 0, neutral: 0 });
    expect(d.feedback_graph_data[3]).toEqual({ date: '2026-11-04', positive: 0, negative: 1, neutral: 0 });
    expect(d.abandone_cart_messages).toEqual({ sent: 2, recovered: 1, revenue: 80 });
    expect(d.data_export).toEqual({ allowed: true, clients: 2, conversations: 3, feedbacks: 3, delivery_logs: 3 }); // 2 CSAT + 1 survey answered in November
    const october = await t.get<{ order_graph_data: { orders: number }[] }>('section/home?month=10&year=2026', { token: m.token });
    expect(october.body.data!.order_graph_data).toHaveLength(31);
    expect(october.body.data!.order_graph_data.reduce((s, x) => s + x.orders, 0)).toBe(1);
  });

  it('another merchant sees none of it', async () => {
    await activeMerchant();
    const other = await t.merchant();
    const res = await t.get<{ conversation: { total: number }; data_export: { clients: number } }>('section/home?month=2026-11', {
      token: other.token,
    });
    expect(res.body.data!.conversation.total).toBe(0);
    expect(res.body.data!.data_export.clients).toBe(0);
  });
});

describe('CSV exports', () => {
  it('clients: UTF-8 BOM, text/csv, Arabic intact, formula cells neutralised, only the month', async () => {
    const m = await activeMerchant();
    const res = await t.app.request('/merchant/v1.0/section/home/csv/clients?month=2026-11', { headers: t.sessionHeaders(m.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('clients-2026-11.csv');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Language,First contact,Orders');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('سارة القحطاني');
    expect(lines[1]).toMatch(/,3$/); // orders of all time for that phone
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)"/);
    expect(text).not.toContain('Old client');
  });

  it('conversations, feedbacks and delivery logs', async () => {
    const m = await activeMerchant();
    const get = async (kind: string) => {
      const res = await t.app.request(`/merchant/v1.0/section/home/csv/${kind}?month=2026-11`, { headers: t.sessionHeaders(m.token) });
      expect(res.status).toBe(200);
      return (await res.text())
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    };
    expect(await get('conversations')).toHaveLength(4);
    const feedbacks = await get('feedbacks');
    expect(feedbacks[0]).toBe('Source,Phone,Agent,Order,Rating,Answers,Sentiment,Comment,Date');
    expect(feedbacks).toHaveLength(4); // S-1 (answered 1 Nov) then the two CSAT ratings; S-2 unanswered
    expect(feedbacks[1]).toMatch(/^Survey,966501111111,,S-1,,,positive,رائع,2026-11-01/);
    expect(feedbacks[2]).toMatch(/^CSAT,966501111111,,,5,,positive,خدمة ممتازة,/);
    expect(feedbacks[3]).toContain(`"'+1 slow, ""very"" slow"`);
    const logs = await get('delivery-logs');
    expect(logs[0]).toBe('Phone,Message,Reference,Language,Status,Sent,Updated');
    expect(logs.slice(1).map((l) => l.split(',')[4])).toEqual(['delivered', 'seen', 'failed']);
  });

  it('feedbacks: survey answers in words (in the language answered), computed sentiment, a hostile comment neutralised', async () => {
    const m = await activeMerchant();
    const questions = [
      {
        id: 'delivery',
        en: 'How was the delivery?',
        ar: 'كيف كان التوصيل؟',
        options: [
          { id: 'late', en: 'Late', ar: 'متأخر' },
          { id: 'ok', en: 'OK', ar: 'مقبول' },
        ],
      },
      { id: 'again', en: '=1+1 Buy again?', ar: 'هل ستشتري مرة أخرى؟', options: [{ id: 'no', en: 'No', ar: 'لا' }] },
    ];
    const answers = [
      { question_id: 'delivery', option_id: 'late' },
      { question_id: 'again', option_id: 'no' },
      { question_id: 'gone', option_id: 'x' },
    ];
    await t.db.query(
      `INSERT INTO survey_responses (merchant_id, phone, order_id, answers, questions, language, comment, sentiment, state, created_at, answered_at)
       VALUES ($1, '966504444444', '-2+3', $2::jsonb, $3::jsonb, $4, $5, 'negative', 'done', '2026-11-09T10:00:00Z', $6)`,
      [m.id, JSON.stringify(answers), JSON.stringify(questions), 'en', '=HYPERLINK("http://evil.example","late")', '2026-11-09T10:05:00Z'],
    );
    await t.db.query(
      `INSERT INTO survey_responses (merchant_id, phone, order_id, answers, questions, language, comment, sentiment, state, created_at, answered_at)
       VALUES ($1, '966505555555', 'A-1', $2::jsonb, $3::jsonb, 'ar', '@SUM(1) تأخر', 'negative', 'done', '2026-11-10T10:00:00Z', '2026-11-10T10:05:00Z')`,
      [m.id, JSON.stringify(answers.slice(0, 1)), JSON.stringify(questions)],
    );
    const res = await t.app.request('/merchant/v1.0/section/home/csv/feedbacks?month=2026-11', { headers: t.sessionHeaders(m.token) });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[4]).toBe(
      `Survey,966504444444,,'-2+3,,How was the delivery?: Late; =1+1 Buy again?: No; gone: x,negative,"'=HYPERLINK(""http://evil.example"",""late"")",2026-11-09T15:35:00+05:30`, // on the merchant's clock (Asia/Kolkata, the default)
    );
    expect(lines[5]).toBe(`Survey,966505555555,,A-1,,كيف كان التوصيل؟: متأخر,negative,'@SUM(1) تأخر,2026-11-10T15:35:00+05:30`);
    // No cell of the file starts a formula.
    for (const line of lines) for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
  });

  it('plan-gated (data export) with 402 naming the feature, never 403 (ADR 008); 403 only without a session; 400 for a bad month', async () => {
    const basic = await activeMerchant('basic');
    const gated = await t.get('section/home/csv/clients', { token: basic.token });
    expect(gated.status).toBe(402);
    expect(gated.body).toMatchObject({ success: false, message: 'errors:featureNotInPlan', data: { feature: 'data_export' } });
    // The merchant is still signed in: the session answers as before.
    expect((await t.get('header', { token: basic.token })).status).toBe(200);
    expect((await t.get('section/home/csv/clients')).status).toBe(403);
    const pro = await t.merchant();
    expect((await t.get('section/home/csv/clients?month=2026-99', { token: pro.token })).status).toBe(400);
    expect((await t.get('section/home/csv/other', { token: pro.token })).status).toBe(404);
  });
});

describe("on the merchant's clock (settings' Time_Zone, lib/zone.ts)", () => {
  /** A merchant whose settings say `zone`, with events at the given UTC instants. */
  async function zoned(zone: string) {
    const m = await t.merchant({ plan: 'pro' });
    await t.db.query('UPDATE settings SET time_zone = $2 WHERE merchant_id = $1', [m.id, zone]);
    return m;
  }
  const csv = async (token: string, kind: string, month: string) => {
    const res = await t.app.request(`/merchant/v1.0/section/home/csv/${kind}?month=${month}`, { headers: t.sessionHeaders(token) });
    expect(res.status).toBe(200);
    return (await res.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
  };
  type Home = {
    conversation: { total: number };
    order_graph_data: { date: string; orders: number }[];
    feedback_graph_data: { date: string; positive: number }[];
  };

  it('Riyadh: 1 December 00:30 (30 November 21:30 UTC) counts in December, on 1 December, and its CSV row says so', async () => {
    const m = await zoned('Asia/Riyadh');
    await t.db.query(
      `INSERT INTO conversations (merchant_id, phone, client_name, kind, status, messages, started_at) VALUES
       ($1, '966501111111', 'Sara', 'user', 'open', 1, '2026-11-30T21:30:00Z'), ($1, '966502222222', 'Ali', 'user', 'open', 1, '2026-11-30T20:59:59Z')`,
      [m.id],
    );
    await t.db.query(
      `INSERT INTO orders (merchant_id, order_id, phone, order_date, total) VALUES ($1, 'R-1', '966501111111', '2026-11-30T21:30:00Z', 10),
       ($1, 'R-2', '966501111111', '2026-12-31T20:59:00Z', 20), ($1, 'R-3', '966501111111', '2026-12-31T21:00:00Z', 40)`,
      [m.id],
    );
    await t.db.query(
      `INSERT INTO feedbacks (merchant_id, phone, rating, sentiment, comment, created_at) VALUES ($1, '966501111111', 5, 'positive', '', '2026-11-30T21:30:00Z')`,
      [m.id],
    );
    const dec = (await t.get<Home>('section/home?month=2026-12', { token: m.token })).body.data!;
    expect(dec.conversation.total).toBe(1);
    expect(dec.order_graph_data).toHaveLength(31);
    expect(dec.order_graph_data[0]).toMatchObject({ date: '2026-12-01', orders: 1 });
    expect(dec.order_graph_data[30]).toMatchObject({ date: '2026-12-31', orders: 1 }); // 23:59 local; R-3 is 1 January
    expect(dec.order_graph_data.reduce((n, d) => n + d.orders, 0)).toBe(2);
    expect(dec.feedback_graph_data[0]).toMatchObject({ date: '2026-12-01', positive: 1 });
    const nov = (await t.get<Home>('section/home?month=2026-11', { token: m.token })).body.data!;
    expect(nov.conversation.total).toBe(1); // 30 November 23:59:59 local
    expect(nov.order_graph_data.reduce((n, d) => n + d.orders, 0)).toBe(0);
    // Without a month: the month it is on the merchant's clock (the injectable business clock; real
    // time flows on, a few seconds at most of the 30 minutes either side).
    const shift = Date.parse('2026-11-30T21:30:00Z') - Date.now();
    t.clock.advance(shift);
    try {
      const now = await t.get<Home>('section/home', { token: m.token });
      expect(now.body.data!.order_graph_data[0]!.date).toBe('2026-12-01');
    } finally {
      t.clock.advance(-shift);
    }
    const lines = await csv(m.token, 'conversations', '2026-12');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',2026-12-01T00:30:00+03:00,');
    expect((await csv(m.token, 'conversations', '2026-11'))[1]).toContain(',2026-11-30T23:59:59+03:00,');
  });

  it('New York in November: the month starts at EDT midnight, 1 November has 25 hours, one entry per local day', async () => {
    const m = await zoned('America/New_York');
    // 1 November 00:30 EDT, 1 November 23:30 EST (after the hour repeated), 2 November 00:30 EST, 30 November 23:30 EST.
    await t.db.query(
      `INSERT INTO orders (merchant_id, order_id, phone, order_date, total) VALUES
       ($1, 'Y-1', '15550001111', '2026-11-01T04:30:00Z', 1), ($1, 'Y-2', '15550001111', '2026-11-02T04:30:00Z', 1),
       ($1, 'Y-3', '15550001111', '2026-11-02T05:30:00Z', 1), ($1, 'Y-4', '15550001111', '2026-12-01T04:30:00Z', 1),
       ($1, 'Y-5', '15550001111', '2026-11-01T03:59:00Z', 1)`,
      [m.id],
    );
    const nov = (await t.get<Home>('section/home?month=2026-11', { token: m.token })).body.data!;
    expect(nov.order_graph_data.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`),
    );
    expect(nov.order_graph_data[0]!.orders).toBe(2);
    expect(nov.order_graph_data[1]!.orders).toBe(1);
    expect(nov.order_graph_data[29]!.orders).toBe(1);
    expect(nov.order_graph_data.reduce((n, d) => n + d.orders, 0)).toBe(4); // Y-5 is 31 October 23:59 EDT
  });

  it('London in March (23-hour day) and a leap February: one point per local day, nothing lost at the change', async () => {
    const m = await zoned('Europe/London');
    await t.db.query(
      `INSERT INTO orders (merchant_id, order_id, phone, order_date, total) VALUES
       ($1, 'L-1', '447700900000', '2026-03-29T00:30:00Z', 1), ($1, 'L-2', '447700900000', '2026-03-29T22:59:00Z', 1),
       ($1, 'L-3', '447700900000', '2026-03-29T23:00:00Z', 1), ($1, 'L-4', '447700900000', '2028-02-29T23:59:00Z', 1)`,
      [m.id],
    );
    const march = (await t.get<Home>('section/home?month=2026-03', { token: m.token })).body.data!;
    expect(march.order_graph_data).toHaveLength(31);
    expect(march.order_graph_data[28]).toMatchObject({ date: '2026-03-29', orders: 2 }); // 00:30 GMT, 23:59 BST
    expect(march.order_graph_data[29]).toMatchObject({ date: '2026-03-30', orders: 1 }); // 00:00 BST
    const feb = (await t.get<Home>('section/home?month=2028-02', { token: m.token })).body.data!;
    expect(feb.order_graph_data).toHaveLength(29);
    expect(feb.order_graph_data[28]).toMatchObject({ date: '2028-02-29', orders: 1 });
  });

  it('an invalid zone in settings falls back to Asia/Kolkata, never an error', async () => {
    const m = await zoned('Not/AZone');
    await t.db.query(
      `INSERT INTO orders (merchant_id, order_id, phone, order_date, total) VALUES ($1, 'K-1', '966501111111', '2026-11-30T18:30:00Z', 1)`,
      [m.id],
    );
    const res = await t.get<Home>('section/home?month=2026-12', { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body.data!.order_graph_data[0]).toMatchObject({ date: '2026-12-01', orders: 1 }); // 00:00 in Kolkata
  });
});
