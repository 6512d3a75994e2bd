/** The audit log (issue 23): written from the route table's `audit` declarations, listed, filtered, exported, tenant-scoped. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList, type AuditList } from '@wasl/api';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { hashPassword } from '../auth/passwords.ts';
import { merchantTimeZone } from '../db/queries.ts';
import { localDate } from '../lib/zone.ts';
import { recordAudit } from './record.ts';
import { runRetention } from '../jobs/retention.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const HOSTILE_NAME = '=HYPERLINK("http://evil")';

async function addAgent(m: { token: string; password: string }, email: string, userAgent = 'vitest-agent/1') {
  return t.post('section/agent/add', {
    token: m.token,
    headers: { password: m.password, 'user-agent': userAgent },
    form: { Agent_Name: 'Sara', Agent_Email: email },
  });
}

describe('audit log', () => {
  it('records a declared action with actor, target, time, IP and user agent', async () => {
    const m = await t.merchant();
    expect((await addAgent(m, 'sara@store.sa')).status).toBe(200);
    const list = await t.get<AuditList>('section/audit', { token: m.token });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data!.entries).toHaveLength(1);
    expect(list.body.data!.entries[0]).toMatchObject({
      action: 'agent.added',
      actor_kind: 'merchant',
      actor_id: null,
      actor_email: m.email,
      target: 'agent sara@store.sa',
      user_agent: 'vitest-agent/1',
    });
    expect(list.body.data!.entries[0]!.ip).not.toBe('');
    expect(Math.abs(new Date(list.body.data!.entries[0]!.at).getTime() - t.clock.now)).toBeLessThan(1000);
  });

  it('records a merchant login (the one session-less action)', async () => {
    const m = await t.merchant();
    const login = await t.post('auth/login', { json: { email: m.email, password: m.password }, headers: { 'user-agent': 'login-ua' } });
    expect(login.status, login.text).toBe(200);
    const list = await t.get<AuditList>('section/audit?action=login', { token: m.token });
    expect(list.body.data!.entries).toMatchObject([
      { action: 'login', actor_kind: 'merchant', actor_email: m.email, user_agent: 'login-ua' },
    ]);
  });

  it("records an agent's action as the agent, in the agent's merchant's log", async () => {
    const m = await t.merchant();
    const hash = await hashPassword('Agent#2026pass');
    const agent = await t.db.query<{ id: number }>(
      `INSERT INTO agents (merchant_id, name, email, status, password_hash) VALUES ($1, 'Sara', 'sara.agent@store.sa', 'active', $2) RETURNING id`,
      [m.id, hash],
    );
    const agentId = agent.rows[0]!.id;
    const { token } = await t.deps.sessions.create(m.id, { userAgent: 'ua' }, t.db, agentId);
    const changed = await t.post('auth/change-password', {
      token,
      json: { current_password: 'Agent#2026pass', password: 'Agent#2027pass!' },
    });
    expect(changed.status, changed.text).toBe(200);
    const list = await t.get<AuditList>('section/audit?action=password.changed', { token: m.token });
    expect(list.body.data!.entries).toMatchObject([{ actor_kind: 'agent', actor_id: agentId, actor_email: 'sara.agent@store.sa' }]);
    // An agent cannot read the log (404 notForAgents, never 403).
    expect(
      (await t.get('section/audit', { token: changed.body.data ? (changed.body.data as { token: string }).token : token })).status,
    ).toBe(404);
  });

  it('records nothing when the call fails (wrong password)', async () => {
    const m = await t.merchant();
    const res = await t.post('section/agent/add', {
      token: m.token,
      headers: { password: 'wrong-Password#1' },
      form: { Agent_Name: 'Sara', Agent_Email: 'x@store.sa' },
    });
    expect(res.status).not.toBe(200);
    const list = await t.get<AuditList>('section/audit', { token: m.token });
    expect(list.body.data!.entries).toEqual([]);
  });

  it('filters by action, actor and date range, pages 20 at a time, and is tenant-scoped', async () => {
    const m = await t.merchant();
    const other = await t.merchant();
    // 20 entries written directly (the password header is rate-limited), one through a route.
    for (let i = 0; i < 20; i++)
      await recordAudit(t.db, {
        merchantId: m.id,
        actor: { kind: 'merchant' },
        action: 'agent.added',
        target: `agent a${i}`,
        at: new Date(t.clock.now),
      });
    await t.post('section/integration-api/key/regenerate', { token: m.token, headers: { password: m.password } });
    const page1 = await t.get<AuditList>('section/audit', { token: m.token });
    expect(page1.body.data!.total_pages).toBe(2);
    expect(page1.body.data!.entries).toHaveLength(20);
    expect(page1.body.data!.entries[0]!.action).toBe('apiKey.regenerated');
    const keys = await t.get<AuditList>('section/audit?action=apiKey.regenerated', { token: m.token });
    expect(keys.body.data!.entries.map((e) => e.action)).toEqual(['apiKey.regenerated']);
    const nobody = await t.get<AuditList>('section/audit?actor=nobody@', { token: m.token });
    expect(nobody.body.data!.entries).toEqual([]);
    // Today on the merchant's clock (Asia/Kolkata by default: a day ahead of UTC from 18:30 UTC).
    const day = localDate(new Date(t.clock.now), await merchantTimeZone(t.db, m.id));
    const today = await t.get<AuditList>(`section/audit?from=${day}&to=${day}`, { token: m.token });
    expect(today.body.data!.total_pages).toBe(2);
    const past = await t.get<AuditList>('section/audit?from=2000-01-01&to=2000-01-02', { token: m.token });
    expect(past.body.data!.entries).toEqual([]);
    const bad = await t.get('section/audit?action=drop.table', { token: m.token });
    expect(bad.status).toBe(400);
    expect((await t.get<AuditList>('section/audit', { token: other.token })).body.data!.entries).toEqual([]);
  });

  it("counts days on the merchant's clock: the date filter and the CSV's timestamps (ADR 017)", async () => {
    const m = await t.merchant();
    await t.db.query(`UPDATE settings SET time_zone = 'Asia/Riyadh' WHERE merchant_id = $1`, [m.id]);
    // 22:30 UTC on 3 March is 01:30 on 4 March in Riyadh (UTC+3).
    await recordAudit(t.db, {
      merchantId: m.id,
      actor: { kind: 'merchant' },
      action: 'agent.added',
      target: 'late',
      at: new Date('2026-03-03T22:30:00Z'),
    });
    const onDay = async (day: string) =>
      (await t.get<AuditList>(`section/audit?from=${day}&to=${day}`, { token: m.token })).body.data!.entries.map((e) => e.target);
    expect(await onDay('2026-03-04')).toEqual(['late']);
    expect(await onDay('2026-03-03')).toEqual([]);
    const csv = await t.get('section/audit/csv?from=2026-03-04&to=2026-03-04', { token: m.token });
    expect(csv.text).toContain('2026-03-04T01:30:00+03:00');
  });

  it('exports formula-safe CSV and records the export', async () => {
    const m = await t.merchant();
    expect((await addAgent(m, 'sara@store.sa', HOSTILE_NAME)).status).toBe(200);
    const csv = await t.get('section/audit/csv', { token: m.token });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('agent.added');
    expect(csv.text).not.toContain(',=HYPERLINK');
    expect(csv.text).toContain(`'=HYPERLINK`);
    const list = await t.get<AuditList>('section/audit', { token: m.token });
    expect(list.body.data!.entries[0]!.action).toBe('audit.exported');
  });

  it("lists the retention job's entry (retention.run, not a route) in the merchant's log, filterable by action", async () => {
    const m = await t.merchant();
    expect((await t.post('section/agent/settings', { token: m.token, json: { Retention_Days: 30 } })).status).toBe(200);
    const old = new Date(t.clock.now - 40 * 86_400_000);
    await t.db.query('INSERT INTO customer_threads (merchant_id, phone, last_at, created_at) VALUES ($1, $2, $3, $3)', [
      m.id,
      '966500000777',
      old,
    ]);
    await runRetention(t.db, new Date(t.clock.now));
    const list = await t.get<AuditList>('section/audit?action=retention.run', { token: m.token });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data!.entries).toMatchObject([
      {
        action: 'retention.run',
        actor_kind: 'merchant',
        actor_email: m.email,
        target: 'retention days=30 threads=1 messages=0 conversations=0',
      },
    ]);
  });

  it('agents cannot read the log; every declared action is a mutating session call', async () => {
    for (const route of routeList.filter((r) => r.audit)) {
      expect(route.auth, route.name).toBe('session');
      if (route.audit !== 'audit.exported') expect(route.method, route.name).toBe('POST');
    }
    expect(t.routes.find((r) => r.fullPath.endsWith('/section/audit'))!.roles).toEqual(['merchant']);
  });
});
