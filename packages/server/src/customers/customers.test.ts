/**
 * A customer's data (issue 23, PDPL): the table list covers every customer column of the schema;
 * the export holds the customer's rows; the erasure deletes them, keeps orders pseudonymised, is
 * recorded without the phone, is idempotent, tenant-scoped, merchant-only and behind the password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList, CustomerErasure, CustomerExport } from '@wasl/api';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { recordInbound } from '../messaging/messages.ts';
import { customerTables, notCustomerData } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** A column that names a customer: a future table with one must be listed in tables.ts. */
const CUSTOMER_COLUMN = String.raw`^(phone|to_phone|from_phone|customer_phone|wa_id|user_id|username|customer_.*|client_name|profile_name)$`;

/** One customer's data in most tables, written directly (fast), with `marker` in its texts. */
async function seedCustomer(merchantId: number, phone: string, marker: string) {
  const q = (sql: string, params: unknown[]) => t.db.query<{ id: number }>(sql, params);
  const thread = await q(
    `INSERT INTO customer_threads (merchant_id, phone, wa_id, profile_name, last_at) VALUES ($1, $2, $2, $3, now()) RETURNING id`,
    [merchantId, phone, `Name ${marker}`],
  );
  const threadId = thread.rows[0]!.id;
  await q(
    `INSERT INTO thread_messages (merchant_id, thread_id, provider_message_id, type, text, sent_at) VALUES ($1, $2, $3, 'text', $4, now())`,
    [merchantId, threadId, `wamid.${marker}`, `hello ${marker}`],
  );
  const conversation = await q(
    `INSERT INTO conversations (merchant_id, phone, thread_id, state, kind, status) VALUES ($1, $2, $3, 'bot', 'user', 'open') RETURNING id`,
    [merchantId, phone, threadId],
  );
  await q(`UPDATE customer_threads SET conversation_id = $2 WHERE id = $1`, [threadId, conversation.rows[0]!.id]);
  await q(`INSERT INTO clients (merchant_id, phone, name) VALUES ($1, $2, $3)`, [merchantId, phone, `Client ${marker}`]);
  await q(`INSERT INTO outbound_messages (merchant_id, to_phone, kind, body) VALUES ($1, $2, 'bot', $3)`, [
    merchantId,
    phone,
    `reply ${marker}`,
  ]);
  const order = await q(
    `INSERT INTO orders (merchant_id, order_id, phone, customer_name, total, billing_address, shipping_address)
     VALUES ($1, $2, $3, $4, 115, '{"line1":"King Fahd Road"}', '{"line1":"King Fahd Road"}') RETURNING id`,
    [merchantId, `ORD-${marker}`, `+${phone}`, `Buyer ${marker}`],
  );
  await q(`INSERT INTO order_items (order_pk, merchant_id, product_name, total) VALUES ($1, $2, 'Dates', 115)`, [
    order.rows[0]!.id,
    merchantId,
  ]);
  await q(`INSERT INTO abandoned_carts (merchant_id, cart_id, phone, customer_name) VALUES ($1, $2, $3, $4)`, [
    merchantId,
    `CART-${marker}`,
    `+${phone}`,
    `Buyer ${marker}`,
  ]);
  await q(`INSERT INTO survey_responses (merchant_id, phone, comment) VALUES ($1, $2, $3)`, [merchantId, phone, `survey ${marker}`]);
  await q(`INSERT INTO feedbacks (merchant_id, phone, rating, comment) VALUES ($1, $2, 5, $3)`, [merchantId, phone, `great ${marker}`]);
  await q(
    `INSERT INTO consent_ledger (merchant_id, phone, kind, source, evidence, at) VALUES ($1, $2, 'opt_out', 'whatsapp_reply', 'STOP', now())`,
    [merchantId, phone],
  );
  await q(`INSERT INTO opt_outs (merchant_id, phone) VALUES ($1, $2)`, [merchantId, phone]);
  const campaign = await q(`INSERT INTO campaigns (merchant_id, name) VALUES ($1, $2) RETURNING id`, [merchantId, `Campaign ${marker}`]);
  await q(`INSERT INTO campaign_recipients (campaign_id, merchant_id, position, phone, status) VALUES ($1, $2, 1, $3, 'delivered')`, [
    campaign.rows[0]!.id,
    merchantId,
    phone,
  ]);
  await q(`INSERT INTO inbox_events (merchant_id, type, phone) VALUES ($1, 'message', $2)`, [merchantId, phone]);
  // A finished inbound job of this merchant's sandbox, and one of another merchant from the same number.
  for (const [owner, key] of [
    [merchantId, `inbound:${marker}`],
    [merchantId + 100_000, `inbound:${marker}:other`],
  ] as const)
    await q(`INSERT INTO jobs (kind, payload, idempotency_key, status) VALUES ('whatsapp.inbound', $1, $2, 'done')`, [
      JSON.stringify({ phoneNumberId: '', from: phone, text: `hello ${marker}`, merchantId: owner }),
      key,
    ]);
  await q(`INSERT INTO webhook_events (merchant_id, platform, event_key, payload, status) VALUES ($1, 'salla', $2, $3, 'done')`, [
    merchantId,
    `evt-${marker}`,
    JSON.stringify({ customer: { mobile: Number(phone.slice(3)), mobile_code: '+966' } }),
  ]);
}

/** Rows of `table` for the merchant whose JSON mentions `text`. */
async function rowsMentioning(merchantId: number, table: string, text: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} x WHERE merchant_id = $1 AND strpos(row_to_json(x)::text, $2) > 0`,
    [merchantId, text],
  );
  return rows[0]!.n;
}

describe('customer data tables', () => {
  it('lists every table with a customer column, and each listed table and column exists', async () => {
    const { rows } = await t.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables tb ON tb.table_name = c.table_name AND tb.table_schema = c.table_schema
       WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE' AND c.column_name ~* $1`,
      [CUSTOMER_COLUMN],
    );
    const listed = new Set([...customerTables.map((e) => e.table), ...Object.keys(notCustomerData)]);
    expect(rows.filter((r) => !listed.has(r.table_name)).map((r) => `${r.table_name}.${r.column_name}`)).toEqual([]);
    // The columns tables.ts names are the catalogue's (a renamed column fails here, not in production).
    const all = await t.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const have = new Set(all.rows.map((r) => `${r.table_name}.${r.column_name}`));
    for (const entry of customerTables) {
      expect(have.has(`${entry.table}.${entry.table === 'jobs' ? 'payload' : 'merchant_id'}`), entry.table).toBe(true);
      for (const column of entry.columns) expect(have.has(`${entry.table}.${column}`), `${entry.table}.${column}`).toBe(true);
    }
    // Every table the catalogue matched is declared with the columns it matched on.
    for (const r of rows.filter((row) => !(row.table_name in notCustomerData))) {
      const entry = customerTables.find((e) => e.table === r.table_name)!;
      if (/^(phone|to_phone|wa_id|user_id|username)$/.test(r.column_name))
        expect(entry.columns, `${r.table_name}.${r.column_name}`).toContain(r.column_name);
    }
  });
});

describe('export and erase one customer', () => {
  it("exports the customer's rows as a JSON file and records it without the phone", async () => {
    const m = await t.merchant();
    await seedCustomer(m.id, '966500000101', 'alpha');
    await seedCustomer(m.id, '966500000102', 'beta');
    const res = await t.get('section/customers/+966500000101/export', { token: m.token, headers: { 'user-agent': 'export-ua' } });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="customer-966500000101.json"');
    const file = JSON.parse(res.text) as CustomerExport;
    expect(file).toMatchObject({ format: 'wasl.customer-export.v1', phone: '966500000101', retention: { invoices_years: 6 } });
    for (const table of ['customer_threads', 'thread_messages', 'conversations', 'clients', 'outbound_messages', 'orders', 'order_items'])
      expect(file.tables[table], table).toHaveLength(1);
    for (const table of [
      'abandoned_carts',
      'survey_responses',
      'feedbacks',
      'consent_ledger',
      'opt_outs',
      'campaign_recipients',
      'webhook_events',
    ])
      expect(file.tables[table], table).toHaveLength(1);
    expect(res.text).toContain('hello alpha');
    expect(res.text).not.toContain('beta');
    const audit = await t.get<AuditList>('section/audit?action=customer.exported', { token: m.token });
    expect(audit.body.data!.entries).toMatchObject([{ action: 'customer.exported', actor_kind: 'merchant', user_agent: 'export-ua' }]);
    const target = audit.body.data!.entries[0]!.target;
    expect(target).toMatch(/^customer …01 #[0-9a-f]{16}$/);
    expect(target).not.toContain('966500000101');
  });

  it('erases behind the password: deletes, keeps the order pseudonymised, leaves the other customer, records it, twice is fine', async () => {
    const m = await t.merchant();
    await seedCustomer(m.id, '966500000201', 'gamma');
    await seedCustomer(m.id, '966500000202', 'delta');
    const wrong = await t.post('section/customers/966500000201/erase', { token: m.token, headers: { password: 'Wrong#Pass2026' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('errors:incorrectPassword');
    expect(await rowsMentioning(m.id, 'thread_messages', 'gamma')).toBe(1);

    const erased = await t.post<CustomerErasure>('section/customers/966500000201/erase', {
      token: m.token,
      headers: { password: m.password },
    });
    expect(erased.status, erased.text).toBe(200);
    expect(erased.body.data!.pseudonymised).toBe(2); // the order and the campaign delivery
    expect(Object.fromEntries(erased.body.data!.steps.filter((s) => s.rows > 0).map((s) => [s.table, s.rows]))).toEqual({
      ...Object.fromEntries(
        ['abandoned_carts', 'clients', 'consent_ledger', 'conversations', 'customer_threads', 'feedbacks', 'inbox_events'].map((x) => [
          x,
          1,
        ]),
      ),
      ...Object.fromEntries(['opt_outs', 'outbound_messages', 'survey_responses', 'thread_messages', 'webhook_events'].map((x) => [x, 1])),
      jobs: 1,
      orders: 1,
      campaign_recipients: 1,
    });
    expect(erased.body.data!.deleted).toBe(13);
    // The other merchant's job from the same number is not this merchant's to erase.
    const jobs = await t.db.query<{ key: string }>(`SELECT idempotency_key AS key FROM jobs WHERE payload->>'from' = '966500000201'`);
    expect(jobs.rows.map((r) => r.key)).toEqual(['inbound:gamma:other']);
    for (const table of customerTables.filter((e) => e.erase.do === 'delete' && e.table !== 'jobs'))
      expect(await rowsMentioning(m.id, table.table, '966500000201'), table.table).toBe(0);
    expect(await rowsMentioning(m.id, 'thread_messages', 'gamma')).toBe(0);
    const order = await t.db.query<Record<string, unknown>>(
      `SELECT phone, customer_name, billing_address, shipping_address, total FROM orders WHERE merchant_id = $1 AND order_id = 'ORD-gamma'`,
      [m.id],
    );
    expect(order.rows).toEqual([{ phone: '', customer_name: '', billing_address: {}, shipping_address: {}, total: 115 }]);
    expect(await rowsMentioning(m.id, 'order_items', 'Dates')).toBe(2);
    const recipients = await t.db.query<{ phone: string }>(`SELECT phone FROM campaign_recipients WHERE merchant_id = $1 ORDER BY phone`, [
      m.id,
    ]);
    expect(recipients.rows.map((r) => r.phone)).toEqual(['966500000202', 'erased:1']);
    // The other customer is intact.
    for (const table of ['thread_messages', 'orders', 'abandoned_carts', 'survey_responses', 'feedbacks'])
      expect(await rowsMentioning(m.id, table, 'delta'), table).toBe(1);

    const again = await t.post<CustomerErasure>('section/customers/966500000201/erase', {
      token: m.token,
      headers: { password: m.password },
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ deleted: 0, pseudonymised: 0 });
    const audit = await t.get<AuditList>('section/audit?action=customer.erased', { token: m.token });
    expect(audit.body.data!.entries).toHaveLength(2);
    expect(audit.body.data!.entries[0]!.target).toMatch(/^customer …01 #[0-9a-f]{16}$/);
    const log = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE strpos(target, '966500000201') > 0`);
    expect(log.rows[0]!.n).toBe(0);
  });

  it("is tenant-scoped and merchant-only: another merchant's export is empty and its erasure changes nothing; an agent is refused", async () => {
    const a = await t.merchant();
    const b = await t.merchant();
    await seedCustomer(a.id, '966500000301', 'epsilon');
    const exported = await t.get('section/customers/966500000301/export', { token: b.token });
    expect(exported.status).toBe(200);
    expect(exported.text).not.toContain('epsilon');
    expect(Object.values((JSON.parse(exported.text) as CustomerExport).tables).flat()).toEqual([]);
    const erased = await t.post<CustomerErasure>('section/customers/966500000301/erase', {
      token: b.token,
      headers: { password: b.password },
    });
    expect(erased.body.data).toMatchObject({ deleted: 0, pseudonymised: 0 });
    expect(await rowsMentioning(a.id, 'thread_messages', 'epsilon')).toBe(1);
    expect(await rowsMentioning(a.id, 'orders', 'epsilon')).toBe(1);

    const agent = await t.db.query<{ id: number }>(
      `INSERT INTO agents (merchant_id, name, email, status) VALUES ($1, 'Sara', 'sara.custdata@store.sa', 'active') RETURNING id`,
      [a.id],
    );
    const { token } = await t.deps.sessions.create(a.id, { userAgent: 'ua' }, t.db, agent.rows[0]!.id);
    const refused = await t.post('section/customers/966500000301/erase', { token, headers: { password: a.password } });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('errors:notForAgents');
    expect((await t.get('section/customers/966500000301/export', { token })).status).toBe(404);
    expect(await rowsMentioning(a.id, 'thread_messages', 'epsilon')).toBe(1);
    // A malformed phone is a 400 with the validator's key.
    const bad = await t.get('section/customers/12ab/export', { token: a.token });
    expect(bad.status).toBe(400);
  });

  it('an opted-out customer stays out of campaigns after the erasure (a fingerprint, no phone); START lifts it', async () => {
    const m = await t.merchant();
    await t.db.query('UPDATE subscriptions SET coins = 10 WHERE merchant_id = $1', [m.id]);
    await seedCustomer(m.id, '966500000401', 'zeta'); // opted out (STOP, opt_outs)
    const erase = (phone: string) =>
      t.post<CustomerErasure>(`section/customers/${phone}/erase`, { token: m.token, headers: { password: m.password } });
    expect((await erase('966500000401')).status).toBe(200);
    expect((await erase('966500000402')).status).toBe(200); // never opted out: nothing to keep
    const kept = await t.db.query<{ fingerprint: string }>('SELECT fingerprint FROM marketing_suppressions WHERE merchant_id = $1', [m.id]);
    expect(kept.rows).toHaveLength(1);
    expect(kept.rows[0]!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(await rowsMentioning(m.id, 'marketing_suppressions', '500000401')).toBe(0);

    const campaign = async () => {
      const start = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
      const created = await t.post<{ id: number }>('section/campaigns', {
        token: m.token,
        json: {
          name: 'Dates sale',
          language: 'en',
          image: null,
          content: 'Up to 30% off.',
          buttons: [],
          website_link: '',
          audience: { from_database: false, csv: ['+966500000401', '966500000402'], consent: true },
          start_date: start,
          duration_days: 1,
          start_hour: 10,
          daily_limit: 1000,
        },
      });
      expect(created.status, created.text).toBe(200);
      const id = created.body.data!.id;
      expect((await t.post(`section/campaigns/${id}/submit`, { token: m.token })).status).toBe(200);
      const { rows } = await t.db.query<{ phone: string; status: string; failure_reason: string | null }>(
        'SELECT phone, status, failure_reason FROM campaign_recipients WHERE merchant_id = $1 AND campaign_id = $2 ORDER BY phone',
        [m.id, id],
      );
      const coins = (await t.db.query<{ coins: number }>('SELECT coins FROM subscriptions WHERE merchant_id = $1', [m.id])).rows[0]!.coins;
      return { rows, coins };
    };
    // Imported again: skipped as opted out, no coin reserved for them; the other number goes.
    expect(await campaign()).toEqual({
      rows: [
        { phone: '+966500000401', status: 'skipped', failure_reason: 'opted_out' },
        { phone: '+966500000402', status: 'queued', failure_reason: null },
      ],
      coins: 9,
    });
    // The customer writes START: opted in again (ledger), and the next campaign reaches them.
    t.clock.advance(60_000);
    expect(await recordInbound(t.db, m.id, '966500000401', 'Start', new Date(t.clock.now))).toEqual({ optedOut: false, optedIn: true });
    expect((await campaign()).rows.map((r) => r.status)).toEqual(['queued', 'queued']);
  });
});
