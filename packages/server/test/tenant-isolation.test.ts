/**
 * Tenant isolation (issue 4): signed in as demo@, every id-taking route (read and write) called with
 * demo2@'s ids answers exactly like an unknown id (same status, same body), and demo2@'s rows are
 * byte-for-byte identical afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openMigratedPglite, type CallOptions, type CallResult, type TestApp } from './harness.ts';
import { DEMO, DEMO2, SEED_PASSWORD, seed } from '../src/seed/index.ts';
import { consistencyProblems, merchantSnapshot } from './snapshot.ts';

let t: TestApp;
let demo: { id: number; token: string };
let demo2: { id: number; token: string };
/** demo2's ids of every kind. */
let theirs: {
  agent: number;
  section: number;
  campaign: number;
  trashedCampaign: number;
  ticket: number;
  order: number;
  orderId: string;
  contact: number;
};
/** demo's own ids (to pair with a foreign id in two-id calls). */
let mine: { agent: number; section: number };
let apiKey: string;
let before: Record<string, string[]>;
const UNKNOWN = 2_147_483_000;

async function login(email: string) {
  const res = await t.post<{ token: string }>('auth/login', { json: { email, password: SEED_PASSWORD } });
  expect(res.status, res.text).toBe(200);
  return res.body.data!.token;
}

const first = async (sql: string, params: unknown[]) => Number((await t.db.query<{ id: number }>(sql, params)).rows[0]!.id);

beforeAll(async () => {
  const db = await openMigratedPglite();
  const seeded = await seed(db);
  t = await createTestApp({ db });
  const id = (email: string) => seeded.merchants.find((m) => m.email === email)!.id;
  demo = { id: id(DEMO.email), token: await login(DEMO.email) };
  demo2 = { id: id(DEMO2.email), token: await login(DEMO2.email) };
  const m2 = [demo2.id];
  theirs = {
    agent: await first('SELECT id FROM agents WHERE merchant_id = $1 ORDER BY id LIMIT 1', m2),
    section: await first('SELECT id FROM sections WHERE merchant_id = $1 ORDER BY id LIMIT 1', m2),
    campaign: await first(
      `SELECT id FROM campaigns WHERE merchant_id = $1 AND deleted_at IS NULL AND status = 'pending' ORDER BY id LIMIT 1`,
      m2,
    ),
    trashedCampaign: await first('SELECT id FROM campaigns WHERE merchant_id = $1 AND deleted_at IS NOT NULL ORDER BY id LIMIT 1', m2),
    ticket: await first('SELECT id FROM tickets WHERE merchant_id = $1 ORDER BY id LIMIT 1', m2),
    order: await first(`SELECT id FROM orders WHERE merchant_id = $1 AND status = 'placed' ORDER BY id LIMIT 1`, m2),
    orderId: (
      await t.db.query<{ order_id: string }>(`SELECT order_id FROM orders WHERE merchant_id = $1 AND status = 'placed' LIMIT 1`, m2)
    ).rows[0]!.order_id,
    contact: await first('SELECT id FROM contact_numbers WHERE merchant_id = $1 ORDER BY id LIMIT 1', m2),
  };
  mine = {
    agent: await first('SELECT id FROM agents WHERE merchant_id = $1 ORDER BY id LIMIT 1', [demo.id]),
    section: await first('SELECT id FROM sections WHERE merchant_id = $1 ORDER BY id LIMIT 1', [demo.id]),
  };
  const key = await t.post<{ key: string }>('section/integration-api/key/regenerate', {
    token: demo.token,
    headers: { password: SEED_PASSWORD },
  });
  expect(key.status, key.text).toBe(200);
  apiKey = key.body.data!.key;
  await t.deps.requestLog.flush();
  before = await merchantSnapshot(t.db, demo2.id, ['sessions', 'request_log']);
}, 300_000);
afterAll(() => t?.close());

const campaignDraft = {
  name: 'Hijack attempt',
  language: 'en',
  image: null,
  content: 'Not yours',
  buttons: [],
  website_link: '',
  audience: { from_database: false, csv: ['966501234567'] },
  start_date: '2030-01-01',
  duration_days: 1,
  start_hour: 10,
  daily_limit: 100,
};

interface Case {
  name: string;
  method: 'GET' | 'POST';
  /** Builds the call for a given id (demo2's, or an unknown one). */
  call: (id: number | string) => { path: string; options?: CallOptions };
  kind: keyof typeof theirs;
  /** Expected status for an unknown id. @default 404 */
  status?: number;
}

const password = () => ({ password: SEED_PASSWORD });
const cases: Case[] = [
  // agents and sections
  { name: 'agent list filtered by section', method: 'GET', kind: 'section', call: (id) => ({ path: `section/agent?section=${id}` }) },
  {
    name: 'support time of a section',
    method: 'POST',
    kind: 'section',
    call: (id) => ({
      path: `section/agent/support_time/update?section=${id}`,
      options: { json: { Start: '01:00', End: '02:00', Time_Zone: 'Asia/Riyadh' } },
    }),
  },
  {
    name: 'support toggle of a section',
    method: 'POST',
    kind: 'section',
    call: (id) => ({ path: `section/agent/support/toggle?section=${id}` }),
  },
  {
    name: 'bot-flow toggle of a section',
    method: 'POST',
    kind: 'section',
    call: (id) => ({ path: `section/agent/botflow/toggle?section=${id}` }),
  },
  {
    name: 'section update',
    method: 'POST',
    kind: 'section',
    call: (id) => ({
      path: `section/agent/sections/${id}`,
      options: { json: { name: 'Hijacked', color: '#000000', start: '01:00', end: '02:00' } },
    }),
  },
  { name: 'section delete', method: 'POST', kind: 'section', call: (id) => ({ path: `section/agent/sections/${id}/delete` }) },
  {
    name: 'assign their agent to my section',
    method: 'POST',
    kind: 'agent',
    call: (id) => ({
      path: 'section/agent/sections/agent-add',
      options: { form: { agent_id: String(id), section_id: String(mine.section) } },
    }),
  },
  {
    name: 'assign my agent to their section',
    method: 'POST',
    kind: 'section',
    call: (id) => ({
      path: 'section/agent/sections/agent-add',
      options: { form: { agent_id: String(mine.agent), section_id: String(id) } },
    }),
  },
  {
    name: 'unassign their agent',
    method: 'POST',
    kind: 'agent',
    call: (id) => ({
      path: 'section/agent/sections/agent-delete',
      options: { form: { agent_id: String(id), section_id: String(mine.section) } },
    }),
  },
  {
    name: 'unassign from their section',
    method: 'POST',
    kind: 'section',
    call: (id) => ({
      path: 'section/agent/sections/agent-delete',
      options: { form: { agent_id: String(mine.agent), section_id: String(id) } },
    }),
  },
  {
    name: 'agent delete (right password)',
    method: 'POST',
    kind: 'agent',
    call: (id) => ({ path: 'section/agent/delete', options: { headers: password(), form: { agent_id: String(id) } } }),
  },
  {
    name: 'agent rename',
    method: 'POST',
    kind: 'agent',
    call: (id) => ({ path: 'section/agent/rename', options: { json: { agent_id: id, name: 'Hijacked' } } }),
  },
  {
    name: 'agent service',
    method: 'POST',
    kind: 'agent',
    call: (id) => ({ path: 'section/agent/service/update', options: { json: { Agents: [{ agent_id: id, service: false }] } } }),
  },
  {
    name: 'agent service mixed with my own agent',
    method: 'POST',
    kind: 'agent',
    call: (id) => ({
      path: 'section/agent/service/update',
      options: {
        json: {
          Agents: [
            { agent_id: mine.agent, service: true },
            { agent_id: id, service: false },
          ],
        },
      },
    }),
  },
  // campaigns
  { name: 'campaign view', method: 'GET', kind: 'campaign', call: (id) => ({ path: `section/campaigns/view/${id}` }) },
  { name: 'trashed campaign view', method: 'GET', kind: 'trashedCampaign', call: (id) => ({ path: `section/campaigns/view/${id}` }) },
  { name: 'campaign inspect', method: 'GET', kind: 'campaign', call: (id) => ({ path: `section/campaigns/inspect/${id}` }) },
  { name: 'campaign results', method: 'GET', kind: 'campaign', call: (id) => ({ path: `section/campaigns/results/${id}` }) },
  {
    name: 'campaign update',
    method: 'POST',
    kind: 'campaign',
    call: (id) => ({ path: `section/campaigns/${id}`, options: { json: campaignDraft } }),
  },
  ...(['submit', 'pause', 'resume', 'trash'] as const).map((action): Case => ({
    name: `campaign ${action}`,
    method: 'POST',
    kind: 'campaign',
    call: (id) => ({ path: `section/campaigns/${id}/${action}` }),
  })),
  { name: 'campaign restore', method: 'POST', kind: 'trashedCampaign', call: (id) => ({ path: `section/campaigns/${id}/restore` }) },
  // support tickets
  { name: 'ticket inspect', method: 'GET', kind: 'ticket', call: (id) => ({ path: `section/support/inspect/${id}` }) },
  { name: 'ticket status toggle', method: 'POST', kind: 'ticket', call: (id) => ({ path: `section/support/tickets/status/${id}` }) },
  {
    name: 'ticket reply',
    method: 'POST',
    kind: 'ticket',
    call: (id) => ({ path: `section/support/reply/${id}`, options: { json: { text: 'Not my ticket' } } }),
  },
  // orders
  { name: 'order detail', method: 'GET', kind: 'order', call: (id) => ({ path: `section/orders/${id}` }) },
  {
    name: 'order status update',
    method: 'POST',
    kind: 'order',
    call: (id) => ({ path: `section/orders/${id}/status`, options: { json: { status: 'packed' } } }),
  },
  { name: 'order resend', method: 'POST', kind: 'order', call: (id) => ({ path: `section/orders/${id}/resend` }) },
  { name: 'order invoice resend', method: 'POST', kind: 'order', call: (id) => ({ path: `section/orders/${id}/invoice/resend` }) },
  // contacts
  { name: 'contact delete', method: 'POST', kind: 'contact', call: (id) => ({ path: `contacts/${id}/delete` }) },
  // store integration with demo@'s API key and demo2@'s Order_ID
  {
    name: 'integration order status (API key)',
    method: 'POST',
    kind: 'orderId',
    call: (id) => ({
      path: `/integration/v1.0/orders/${encodeURIComponent(String(id))}/status`,
      options: { headers: { 'x-api-key': apiKey }, json: { status: 'packed' } },
    }),
  },
];

/** Compares the answer for demo2's id with the answer for an id that exists nowhere. */
function sameAnswer(foreign: CallResult, unknown: CallResult) {
  expect(foreign.status).toBe(unknown.status);
  expect(foreign.body).toEqual(unknown.body);
}

describe('tenant isolation: demo@ calling with demo2@’s ids', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s answers like an unknown id', async (_name, c) => {
    const token = c.kind === 'orderId' ? undefined : demo.token;
    const unknownId = c.kind === 'orderId' ? 'OUD-00000000' : UNKNOWN;
    const u = c.call(unknownId);
    const unknown = await t.call(c.method, u.path, { ...u.options, token });
    expect(unknown.status, `${c.name}: ${unknown.text}`).toBe(c.status ?? 404);
    const f = c.call(theirs[c.kind]);
    const foreign = await t.call(c.method, f.path, { ...f.options, token });
    sameAnswer(foreign, unknown);
  });

  it('the chatbot emulator does not reveal demo2@’s order statuses', async () => {
    const res = await t.post<{ event: string; text: string }[]>(`section/chatbot/emulate?button=${encodeURIComponent(theirs.orderId)}`, {
      token: demo.token,
      json: {},
    });
    expect(res.status).toBe(200);
    expect(res.body.data![0]!.event).toBe('order_unknown');
    expect(res.text).not.toMatch(/delivered|placed|packed|shipped/);
  });

  it('a customer thread of demo2@ answers demo@ exactly like an unknown number (no customer, no entries)', async () => {
    const phone = (
      await t.db.query<{ phone: string }>('SELECT to_phone AS phone FROM outbound_messages WHERE merchant_id = $1 LIMIT 1', [demo2.id])
    ).rows[0]!.phone;
    const own = await t.get<{ entries: unknown[] }>(`section/conversations/${encodeURIComponent(phone)}`, { token: demo2.token });
    expect(own.body.data!.entries.length).toBeGreaterThan(0);
    const foreign = await t.get(`section/conversations/${encodeURIComponent(phone)}`, { token: demo.token });
    const unknown = await t.get('section/conversations/966500000009', { token: demo.token });
    expect(foreign.status).toBe(200);
    expect(foreign.body).toEqual({ success: true, data: { customer: null, contact: null, conversation: null, entries: [] } });
    sameAnswer(foreign, unknown);
  });

  it('no list or page answered to demo@ mentions demo2@’s data', async () => {
    const paths = [
      'header',
      'section/agent',
      'section/campaigns',
      'section/campaigns/trash',
      'section/chatbot',
      'section/home',
      'section/orders',
      'section/orders?search=OUD',
      'section/orders/template',
      'section/profile',
      'section/support/tickets',
      'subscription',
      'subscription/transactions',
      'contacts',
      'survey',
      'survey/responses',
      'health',
      'section/integration-api',
    ];
    const markers = [
      DEMO2.businessName,
      DEMO2.businessNameAr,
      DEMO2.domain,
      `${DEMO2.orderPrefix}-`,
      ...DEMO2.agents.map((a) => a.email),
      // Section names are common words ("الطلبات" = orders); the agents' phone numbers are not.
      ...DEMO2.agents.flatMap((a) => (a.phone ? [a.phone] : [])),
      ...DEMO2.contactPhones.map((c) => c.phone),
    ];
    for (const path of paths) {
      const res = await t.get(path, { token: demo.token });
      expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBe(200);
      for (const marker of markers) expect(res.text.includes(marker), `${path} mentions ${marker}`).toBe(false);
    }
    for (const path of [
      'section/home/csv/clients',
      'section/home/csv/conversations',
      'section/home/csv/feedbacks',
      'section/home/csv/delivery-logs',
    ]) {
      const res = await t.get(path, { token: demo.token });
      expect(res.status).toBe(200);
      expect(res.text.includes(DEMO2.orderPrefix) || res.text.includes(DEMO2.businessNameAr)).toBe(false);
    }
  });

  it('left every one of demo2@’s rows unchanged, and the database consistent', async () => {
    await t.deps.requestLog.flush();
    const after = await merchantSnapshot(t.db, demo2.id, ['sessions', 'request_log']);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(await consistencyProblems(t.db)).toEqual([]);
    // demo2@ still works normally.
    expect((await t.get('header', { token: demo2.token })).body.data).toMatchObject({ Business_Name: DEMO2.businessName, Level: 2 });
  });
});
