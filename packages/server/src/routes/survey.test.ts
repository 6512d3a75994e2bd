/**
 * The survey end to end on the real app: a delivered order → the survey's first question (reply
 * buttons or a list) → signed Meta webhooks with the customer's taps, typed options and comment →
 * the response with its computed sentiment in the list and the analytics; the form's contract
 * (WhatsApp limits, plan gating with 402, never 5xx), tenant isolation and hostile text.
 */
import { readFileSync } from 'node:fs';
import { PAGE_SIZE } from '@wasl/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { merchantTimeZone } from '../db/queries.ts';
import { localDate } from '../lib/zone.ts';
import { runDueJobs } from '../messaging/handlers.ts';
import { metaSignature } from '../providers/whatsapp/fake.ts';

const APP_SECRET = 'meta-app-secret-survey';
const hostile = JSON.parse(
  readFileSync(new URL('../../../../stories/support/fixtures/hostile-strings.json', import.meta.url), 'utf8'),
) as Record<string, string[] | string>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { whatsapp: { ...loadConfig({}).whatsapp, appSecret: APP_SECRET, verifyToken: 'v', phoneNumberId: 'unused' } },
  });
}, 60_000);
afterAll(() => t.close());

const S = '/merchant/v1.0/survey';
let counter = 0;
const address = { Address_line1: 'King Fahd Road 1234', Address_line2: 'Al Olaya', Address_line3: 'Riyadh 12214' };
const order = (id: string, number: string, lang: 'en' | 'ar') => ({
  Contact: { Country_Code: '966', Number: number },
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

const questions = [
  {
    id: 'delivery',
    en: 'How was your delivery?',
    ar: 'كيف كانت تجربة التوصيل؟',
    options: [
      { id: 'great', en: 'Great', ar: 'ممتازة' },
      { id: 'ok', en: 'OK', ar: 'مقبولة' },
      { id: 'bad', en: 'Bad', ar: 'سيئة' },
    ],
  },
  {
    id: 'channel',
    en: 'Where did you hear of us?',
    ar: 'كيف عرفت عنا؟',
    options: [
      { id: 'friend', en: 'A friend', ar: 'صديق' },
      { id: 'insta', en: 'Instagram', ar: 'إنستغرام' },
      { id: 'search', en: 'Search', ar: 'البحث' },
      { id: 'other', en: 'Other', ar: 'غير ذلك' },
    ],
  },
];

async function merchant(plan = 'pro') {
  const m = await t.merchant({ plan, wallet: 50 });
  const phoneId = `pid-survey-${m.id}`;
  await t.db.query(`INSERT INTO contact_numbers (merchant_id, phone, phone_id, status) VALUES ($1, $2, $3, 'approved')`, [
    m.id,
    `9665${String(m.id).padStart(8, '0')}`,
    phoneId,
  ]);
  const res = await t.post('section/integration-api/key/regenerate', { token: m.token, headers: { password: m.password } });
  return { ...m, phoneId, key: (res.body.data as { key: string }).key };
}
type M = Awaited<ReturnType<typeof merchant>>;

async function deliver(m: M, orderId: string, number: string, lang: 'en' | 'ar') {
  const headers = { 'x-api-key': m.key };
  expect([200, 201]).toContain((await t.post('/integration/v1.0/orders', { headers, json: order(orderId, number, lang) })).status);
  for (const status of ['packed', 'shipped', 'out_for_delivery', 'delivered'])
    expect((await t.post(`/integration/v1.0/orders/${orderId}/status`, { headers, json: { status } })).status).toBe(200);
  await runDueJobs(t.deps);
}

type Msg = Record<string, unknown> & { type: string };
async function customerSays(m: M, from: string, message: Msg) {
  const payload = {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: m.phoneId },
              contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
              messages: [{ from, id: `wamid.survey-${++counter}`, timestamp: String(Math.floor(t.clock.now / 1000)), ...message }],
            },
          },
        ],
      },
    ],
  };
  const body = JSON.stringify(payload);
  const res = await t.post('/integration/webhooks/whatsapp', {
    body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(APP_SECRET, body) },
  });
  expect(res.status).toBe(200);
  await runDueJobs(t.deps);
  await runDueJobs(t.deps);
}
const tap = (id: string, title: string): Msg => ({
  type: 'interactive',
  interactive: { type: 'button_reply', button_reply: { id, title } },
});
const pick = (id: string, title: string): Msg => ({ type: 'interactive', interactive: { type: 'list_reply', list_reply: { id, title } } });
const typed = (body: string): Msg => ({ type: 'text', text: { body } });

const surveyMessages = async (merchantId: number) =>
  (
    await t.db.query<{ body: string; interactive: { kind: string; choices: { id: string; title: string }[] } | null }>(
      `SELECT body, interactive FROM outbound_messages WHERE merchant_id = $1 AND kind = 'survey' ORDER BY id`,
      [merchantId],
    )
  ).rows;
const botMessages = async (merchantId: number) =>
  (await t.db.query(`SELECT 1 FROM outbound_messages WHERE merchant_id = $1 AND kind = 'bot'`, [merchantId])).rows.length;

interface Responses {
  responses: { contact: string; order_id: string; answers: unknown[]; comment: string; sentiment: string }[];
  total_pages: number;
  summary: { positive: number; negative: number; neutral: number };
}
interface Analytics {
  total: number;
  summary: { positive: number; negative: number; neutral: number };
  questions: { id: string; answered: number; options: { id: string; count: number }[] }[];
}

describe('the survey conversation', () => {
  it('asks each question on delivery, records taps, a typed option and the comment with its sentiment (English)', async () => {
    const m = await merchant();
    expect((await t.post(S, { token: m.token, json: { enabled: true, questions } })).status).toBe(200);
    await deliver(m, 'SV-1', '501000001', 'en');
    let sent = await surveyMessages(m.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      body: 'How was your delivery?',
      interactive: { kind: 'buttons', choices: [{ id: 'survey:delivery:great', title: 'Great' }, { title: 'OK' }, { title: 'Bad' }] },
    });
    // Nothing answered yet: no response listed.
    expect((await t.get<Responses>(`${S}/responses`, { token: m.token })).body.data!.responses).toEqual([]);

    await customerSays(m, '966501000001', tap('survey:delivery:great', 'Great'));
    sent = await surveyMessages(m.id);
    expect(sent[1]).toMatchObject({ body: 'Where did you hear of us?', interactive: { kind: 'list' } });
    expect(sent[1]!.interactive!.choices).toHaveLength(4);

    await customerSays(m, '966501000001', typed('2')); // "Instagram", by its number
    sent = await surveyMessages(m.id);
    expect(sent[2]!.interactive).toMatchObject({ kind: 'buttons', choices: [{ id: 'survey:skip', title: 'Skip' }] });

    await customerSays(m, '966501000001', typed('The box arrived damaged and late'));
    sent = await surveyMessages(m.id);
    expect(sent[3]!.body).toBe('Thank you for your feedback!');
    expect(await botMessages(m.id)).toBe(0);

    const list = (await t.get<Responses>(`${S}/responses`, { token: m.token })).body.data!;
    expect(list.responses).toHaveLength(1);
    expect(list.responses[0]).toMatchObject({
      order_id: 'SV-1',
      answers: [
        { question_id: 'delivery', option_id: 'great' },
        { question_id: 'channel', option_id: 'insta' },
      ],
      comment: 'The box arrived damaged and late',
      sentiment: 'negative', // the comment outweighs the "Great" tap
    });
    expect(list.summary).toEqual({ positive: 0, negative: 1, neutral: 0 });

    const analytics = (await t.get<Analytics>(`${S}/analytics`, { token: m.token })).body.data!;
    expect(analytics.total).toBe(1);
    expect(analytics.questions.map((q) => [q.id, q.answered, q.options.map((o) => o.count)])).toEqual([
      ['delivery', 1, [1, 0, 0]],
      ['channel', 1, [0, 1, 0, 0]],
    ]);

    // Later messages are the bot's and the inbox's again: the survey is done.
    await customerSays(m, '966501000001', typed('Great'));
    expect(await surveyMessages(m.id)).toHaveLength(4);
  });

  it('reads Arabic: a typed option title, a list pick and an Arabic comment', async () => {
    const m = await merchant();
    await t.post(S, { token: m.token, json: { enabled: true, questions } });
    await deliver(m, 'SV-AR', '501000002', 'ar');
    expect((await surveyMessages(m.id))[0]).toMatchObject({
      body: 'كيف كانت تجربة التوصيل؟',
      interactive: { choices: [{ title: 'ممتازة' }, {}, {}] },
    });
    await customerSays(m, '966501000002', typed('مقبولة'));
    expect((await surveyMessages(m.id))[1]!.interactive).toMatchObject({ kind: 'list', listButton: 'اختر' });
    await customerSays(m, '966501000002', pick('survey:channel:friend', 'صديق'));
    await customerSays(m, '966501000002', typed('خدمة ممتازة وسريعة، شكرًا'));
    const r = (await t.get<Responses>(`${S}/responses`, { token: m.token })).body.data!.responses[0]!;
    expect(r).toMatchObject({ comment: 'خدمة ممتازة وسريعة، شكرًا', sentiment: 'positive' });
  });

  it('an Arabic reply with a comment reaches the dashboard home’s feedback card for its month (issue 20)', async () => {
    const m = await merchant();
    await t.post(S, { token: m.token, json: { enabled: true, questions: [questions[0]] } });
    await deliver(m, 'SV-HOME', '501000009', 'ar');
    await deliver(m, 'SV-HOME-2', '501000010', 'ar'); // sent, never answered: not feedback
    await customerSays(m, '966501000009', tap('survey:delivery:great', 'ممتازة'));
    // Gulf dialect, a negated service word and a "but": the comment outweighs the "ممتازة" tap.
    await customerSays(m, '966501000009', typed('المنتج حلو بس المندوب ما رد على اتصالاتي وتأخر يومين'));
    const stored = (
      await t.db.query<{ sentiment: string; state: string; answered_at: Date }>(
        `SELECT sentiment, state, answered_at FROM survey_responses WHERE merchant_id = $1 AND order_id = 'SV-HOME'`,
        [m.id],
      )
    ).rows[0]!;
    expect(stored).toMatchObject({ sentiment: 'negative', state: 'done' });
    // The dashboard's days and month are the merchant's (Asia/Kolkata by default), not UTC's.
    const day = localDate(stored.answered_at, await merchantTimeZone(t.db, m.id));
    const home = await t.get<{
      feedback: { positive: number; negative: number; neutral: number; average_rating: number };
      feedback_graph_data: { date: string; positive: number; negative: number; neutral: number }[];
    }>(`section/home?month=${day.slice(0, 7)}`, { token: m.token });
    expect(home.status).toBe(200);
    // No CSAT rating this month, so no average: a survey's options are not a 1–5 scale.
    expect(home.body.data!.feedback).toEqual({ positive: 0, negative: 1, neutral: 0, average_rating: 0 });
    expect(home.body.data!.feedback_graph_data.find((d) => d.date === day)).toEqual({ date: day, positive: 0, negative: 1, neutral: 0 });
    expect(home.body.data!.feedback_graph_data.reduce((n, d) => n + d.negative + d.positive + d.neutral, 0)).toBe(1);
    // Another merchant's dashboard does not see it.
    const other = await merchant();
    const theirs = await t.get<{ feedback: { negative: number } }>(`section/home?month=${day.slice(0, 7)}`, { token: other.token });
    expect(theirs.body.data!.feedback.negative).toBe(0);
  });

  it('leaves a message that is not an answer to the inbox (the survey stays open); Skip ends without a comment', async () => {
    const m = await merchant();
    await t.post(S, { token: m.token, json: { enabled: true, questions: [questions[0]] } });
    await deliver(m, 'SV-S', '501000003', 'en');
    await customerSays(m, '966501000003', typed('where is my invoice?'));
    expect(await surveyMessages(m.id)).toHaveLength(1);
    await customerSays(m, '966501000003', tap('survey:delivery:bad', 'Bad'));
    await customerSays(m, '966501000003', tap('survey:skip', 'Skip'));
    const list = (await t.get<Responses>(`${S}/responses`, { token: m.token })).body.data!;
    expect(list.responses[0]).toMatchObject({
      comment: '',
      sentiment: 'negative',
      answers: [{ question_id: 'delivery', option_id: 'bad' }],
    });
    expect((await surveyMessages(m.id)).at(-1)!.body).toBe('Thank you for your feedback!');
  });

  it('sends nothing when the form is off or the package lacks the survey; switching it on outside the plan answers 402', async () => {
    const off = await merchant();
    await t.post(S, { token: off.token, json: { enabled: false, questions } });
    await deliver(off, 'SV-OFF', '501000004', 'en');
    expect(await surveyMessages(off.id)).toEqual([]);

    const basic = await merchant('basic');
    const form = await t.get<{ in_plan: boolean; enabled: boolean }>(S, { token: basic.token });
    expect(form.body.data).toMatchObject({ in_plan: false, enabled: false });
    const refused = await t.post(S, { token: basic.token, json: { enabled: true, questions } });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('errors:featureNotInPlan');
    expect((await t.post(S, { token: basic.token, json: { enabled: false, questions } })).status).toBe(200); // questions may be prepared
    await t.db.query('UPDATE survey_forms SET enabled = true WHERE merchant_id = $1', [basic.id]); // switched on, then downgraded
    await deliver(basic, 'SV-B', '501000005', 'en');
    expect(await surveyMessages(basic.id)).toEqual([]);
  });
});

describe('the survey routes', () => {
  it('keep each merchant to their own responses and analytics', async () => {
    const a = await merchant();
    const b = await merchant();
    await t.post(S, { token: a.token, json: { enabled: true, questions } });
    await deliver(a, 'ISO-1', '501000010', 'en');
    // B's number receives the same customer's tap: it is not A's survey.
    await customerSays(b, '966501000010', tap('survey:delivery:great', 'Great'));
    expect((await t.get<Responses>(`${S}/responses`, { token: a.token })).body.data!.responses).toEqual([]);
    await customerSays(a, '966501000010', tap('survey:delivery:great', 'Great'));
    expect((await t.get<Responses>(`${S}/responses`, { token: a.token })).body.data!.responses).toHaveLength(1);
    expect((await t.get<Responses>(`${S}/responses`, { token: b.token })).body.data!.responses).toEqual([]);
    expect((await t.get<Analytics>(`${S}/analytics`, { token: b.token })).body.data!.total).toBe(0);
  });

  it('filter by question, sentiment and date range, and page', async () => {
    const m = await merchant();
    const rows = Array.from({ length: 23 }, (_, i) => [
      m.id,
      `96650${i}`,
      `F-${i}`,
      JSON.stringify(i % 2 ? [{ question_id: 'delivery', option_id: 'great' }] : [{ question_id: 'channel', option_id: 'friend' }]),
      i % 3 === 0 ? 'negative' : 'positive',
      new Date(Date.UTC(2026, 9, 1 + i, 12)),
    ]);
    for (const r of rows)
      await t.db.query(
        `INSERT INTO survey_responses (merchant_id, phone, order_id, answers, sentiment, created_at, answered_at, state) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $6, 'done')`,
        r,
      );
    await t.post(S, { token: m.token, json: { enabled: true, questions } });
    const get = async (q: string) => (await t.get<Responses>(`${S}/responses?${q}`, { token: m.token })).body.data!;
    const all = await get('page=1');
    expect(all.total_pages).toBe(Math.ceil(23 / PAGE_SIZE));
    expect(all.responses).toHaveLength(Math.min(23, PAGE_SIZE));
    expect(all.summary).toEqual({ positive: 15, negative: 8, neutral: 0 });
    expect((await get('page=1&question=delivery')).summary).toEqual({ positive: 7, negative: 4, neutral: 0 }); // odd i: 3, 9, 15, 21 negative
    const range = await get('page=1&from=2026-10-01&to=2026-10-05');
    expect(range.summary.positive + range.summary.negative).toBe(5);
    const negative = await get('page=1&sentiment=negative&to=2026-10-05');
    expect(negative.responses.map((r) => r.sentiment)).toEqual(['negative', 'negative']);
    const analytics = (await t.get<Analytics>(`${S}/analytics?from=2026-10-01&to=2026-10-10`, { token: m.token })).body.data!;
    expect(analytics.total).toBe(10);
    expect(analytics.questions[0]!.options[0]!.count).toBe(5);
    expect(analytics.questions[1]!.options[0]!.count).toBe(5);
  });

  it('refuse bad input with 400 and a translated key, never a 5xx; hostile text is kept verbatim', async () => {
    const m = await merchant();
    const q0 = questions[0]!;
    const bad = [
      { enabled: true, questions: [{ ...q0, options: [{ id: 'a', en: 'x'.repeat(25), ar: 'س' }, q0.options[1]] }] },
      { enabled: true, questions: [{ ...q0, options: Array.from({ length: 11 }, (_, i) => ({ id: `o${i}`, en: `O${i}`, ar: `خ${i}` })) }] },
      { enabled: true, questions: [{ ...q0, options: [q0.options[0], q0.options[0]] }] },
      { enabled: true, questions: [q0, q0] },
      { enabled: true, questions: [{ ...q0, id: "'; DROP TABLE survey_forms; --" }] },
      { enabled: 'yes', questions: [] },
      { enabled: true, questions: [], extra: 1 },
    ];
    for (const json of bad) {
      const res = await t.post(S, { token: m.token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.message).toMatch(/^(validation|errors):/);
    }
    for (const q of ['from=2026-13-45', 'to=yesterday', 'sentiment=angry', "question=';--", 'page=0', 'page=abc'])
      expect((await t.get(`${S}/responses?${q}`, { token: m.token })).status, q).toBe(400);
    expect((await t.get(`${S}/analytics?from=nope`, { token: m.token })).status).toBe(400);

    const strings = Object.values(hostile)
      .flatMap((v) => (Array.isArray(v) ? v : []))
      .filter((s) => s.trim() !== '');
    const text = strings.find((s) => s.includes('<script>'))!;
    const stored = await t.post<{ questions: { en: string }[] }>(S, {
      token: m.token,
      json: { enabled: true, questions: [{ ...q0, en: text, ar: strings.find((s) => /[\u0600-\u06FF]/.test(s))!.slice(0, 300) }] },
    });
    expect(stored.status).toBe(200);
    expect(stored.body.data!.questions[0]!.en).toBe(text);
    await deliver(m, 'H-1', '501000020', 'en');
    await customerSays(m, '966501000020', tap('survey:delivery:ok', 'OK'));
    const comment = strings.find((s) => s.startsWith('='))!;
    await customerSays(m, '966501000020', typed(comment));
    expect((await t.get<Responses>(`${S}/responses`, { token: m.token })).body.data!.responses[0]!.comment).toBe(comment.trim());
  });
});
