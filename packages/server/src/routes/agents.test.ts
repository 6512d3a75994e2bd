import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@wasl/i18n/catalogue';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

interface AgentList {
  Section_Data: { id: number; name: string; color: string; start: string; end: string }[];
  Support_Time: { Start: string; End: string; Time_Zone: string };
  Support: boolean;
  Botflow: boolean;
  Agent_Data: {
    result: { id: number; name: string; email: string; status: string; section: number[]; service: boolean }[];
    current_page: number;
    total_pages: number;
  };
  Allowed: number;
  Allowed_Section: number;
  Add_Agent: boolean;
  Add_Section: boolean;
  Quick_Feature: boolean;
  Quick: { key: string; content: string }[];
  Agent_Counts: { total: number; active: number; on_duty: number; invited: number };
}

async function addAgent(m: { token: string; password: string }, name: string, email: string, password = m.password) {
  return t.post<{ Status: string }>('section/agent/add', {
    token: m.token,
    headers: { password },
    form: { Agent_Name: name, Agent_Email: email },
  });
}

async function list(token: string, query = '') {
  const res = await t.get<AgentList>(`section/agent${query}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data!;
}

describe('agent list response', () => {
  it('answers the SPEC §3 shape with the package limits (pro: 10 agents, 8 sections, quick replies)', async () => {
    const m = await t.merchant({ plan: 'pro' });
    const data = await list(m.token);
    expect(data).toMatchObject({
      Section_Data: [],
      Support_Time: { Start: '00:00', End: '00:00', Time_Zone: 'Asia/Kolkata' },
      Support: true,
      Botflow: false,
      Agent_Data: { result: [], current_page: 1, total_pages: 0 },
      Allowed: 10,
      Allowed_Section: 8,
      Add_Agent: true,
      Add_Section: true,
      Quick_Feature: true,
      Quick: [],
    });
  });

  it('pages from 1 and filters by section, search, status and service', async () => {
    const m = await t.merchant();
    const sales = await t.post<{ id: number }>('section/agent/sections', {
      token: m.token,
      json: { name: 'Sales', color: '#1E7F5C', start: '09:00', end: '21:00' },
    });
    expect(sales.status).toBe(200);
    const names = ['Sara Al-Harbi', 'فهد العتيبي', 'Noura Al-Qahtani', 'Priya Nair'];
    for (const [i, name] of names.entries()) expect((await addAgent(m, name, `agent${i}@store.sa`)).status).toBe(200);
    const all = await list(m.token);
    expect(all.Agent_Data.result.map((a) => a.name)).toEqual(names);
    expect(all.Agent_Data.result.every((a) => a.status === 'invited')).toBe(true);
    const [first, second] = all.Agent_Data.result;
    expect(
      (
        await t.post('section/agent/sections/agent-add', {
          token: m.token,
          form: { agent_id: String(first!.id), section_id: String(sales.body.data!.id) },
        })
      ).status,
    ).toBe(200);
    expect(
      (await t.post('section/agent/service/update', { token: m.token, json: { Agents: [{ agent_id: second!.id, service: false }] } }))
        .status,
    ).toBe(200);

    const inSales = await list(m.token, `?section=${sales.body.data!.id}`);
    expect(inSales.Agent_Data.result.map((a) => a.name)).toEqual(['Sara Al-Harbi']);
    expect(inSales.Agent_Data.result[0]!.section).toEqual([sales.body.data!.id]);
    expect(inSales.Support_Time).toEqual({ Start: '09:00', End: '21:00', Time_Zone: 'Asia/Kolkata' });
    expect((await list(m.token, '?search=' + encodeURIComponent('العتيبي'))).Agent_Data.result.map((a) => a.name)).toEqual(['فهد العتيبي']);
    expect((await list(m.token, '?search=AGENT3')).Agent_Data.result.map((a) => a.name)).toEqual(['Priya Nair']);
    expect((await list(m.token, '?search=%25')).Agent_Data.result).toEqual([]); // % is literal
    expect((await list(m.token, '?service=off')).Agent_Data.result.map((a) => a.name)).toEqual(['فهد العتيبي']);
    expect((await list(m.token, '?status=active')).Agent_Data.result).toEqual([]);
    expect((await list(m.token, '?page=2')).Agent_Data).toMatchObject({ result: [], current_page: 2, total_pages: 1 });
    expect((await t.get('section/agent?page=0', { token: m.token })).status).toBe(400);
    expect((await t.get('section/agent?section=999999', { token: m.token })).status).toBe(404);
  });

  it('counts the whole team at a glance (Agent_Counts), whatever the page and the filters', async () => {
    const m = await t.merchant({ plan: 'pro' });
    const other = await t.merchant({ plan: 'pro' });
    await t.db.query('UPDATE subscriptions SET agents = 40 WHERE merchant_id = $1', [m.id]);
    // 25 agents (two pages of 20): 12 active on duty, 5 active off duty, 8 invited.
    for (let i = 0; i < 25; i++) {
      const status = i < 17 ? 'active' : 'invited';
      await t.db.query('INSERT INTO agents (merchant_id, name, email, status, service) VALUES ($1, $2, $3, $4, $5)', [
        m.id,
        `Agent ${i}`,
        `a${i}@store.sa`,
        status,
        !(i >= 12 && i < 17),
      ]);
    }
    // Another merchant's agents count for them only.
    await t.db.query(`INSERT INTO agents (merchant_id, name, email, status) VALUES ($1, 'Elsewhere', 'x@other.sa', 'active')`, [other.id]);
    const counts = { total: 25, active: 17, on_duty: 12, invited: 8 };
    const first = await list(m.token);
    expect(first.Agent_Data.result).toHaveLength(20);
    expect(first.Agent_Counts).toEqual(counts);
    expect((await list(m.token, '?page=2')).Agent_Counts).toEqual(counts);
    const invited = await list(m.token, '?status=invited&search=Agent%202');
    expect(invited.Agent_Data.result.map((a) => a.name)).toEqual(['Agent 20', 'Agent 21', 'Agent 22', 'Agent 23', 'Agent 24']);
    expect(invited.Agent_Counts).toEqual(counts);
    expect((await list(other.token)).Agent_Counts).toEqual({ total: 1, active: 1, on_duty: 1, invited: 0 });
  });
});

describe('add and delete agents (Password header, SPEC §8)', () => {
  it('invites by e-mail with the right password: Status invited and an e-mail in the outbox', async () => {
    const m = await t.merchant();
    const res = await addAgent(m, '  Lama Al-Ghamdi ', 'Lama@Store.sa');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ Status: 'invited' });
    expect(res.body.message).toBe('errors:success.agentInvited');
    const mail = await t.db.query<{ to_email: string; body: string }>('SELECT to_email, body FROM email_outbox WHERE merchant_id = $1', [
      m.id,
    ]);
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!.to_email).toBe('Lama@Store.sa');
    expect(mail.rows[0]!.body).toContain('Lama Al-Ghamdi');
  });

  it("401 'Incorrect password!' for a wrong password, 409 'E-mail already exists' for a duplicate (any case)", async () => {
    const m = await t.merchant();
    const wrong = await addAgent(m, 'Agent One', 'one@store.sa', 'Wrong#2026');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('errors:incorrectPassword');
    expect(translate('en', 'errors:incorrectPassword')).toBe('Incorrect password!'); // SPEC §8, as an English user reads it
    expect((await addAgent(m, 'Agent One', 'one@store.sa')).status).toBe(200);
    const dup = await addAgent(m, 'Agent Two', 'ONE@store.sa');
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('errors:emailExists');
    expect(translate('en', 'errors:emailExists')).toBe('E-mail already exists');
    expect((await addAgent(m, 'Myself', m.email)).status).toBe(409);
    expect((await list(m.token)).Agent_Data.result).toHaveLength(1);
  });

  it('validates name (≥ 3 characters) and e-mail, and requires the password header', async () => {
    const m = await t.merchant();
    expect((await addAgent(m, '  ab ', 'x@store.sa')).status).toBe(400);
    expect((await addAgent(m, 'Valid Name', 'not-an-email')).status).toBe(400);
    const missing = await t.post('section/agent/add', { token: m.token, form: { Agent_Name: 'Valid Name', Agent_Email: 'v@store.sa' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('validation:enterPassword');
    // SPEC §5: an empty password answers the 'enterpassword' text, not the sign-in form's "password required".
    const empty = await addAgent(m, 'Valid Name', 'v@store.sa', '');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('validation:enterPassword');
    expect(translate('en', 'validation:enterPassword')).toBe('Enter your password to confirm');
    const emptyDelete = await t.post('section/agent/delete', { token: m.token, headers: { password: '' }, form: { agent_id: '1' } });
    expect(emptyDelete.status).toBe(400);
    expect(emptyDelete.body.message).toBe('validation:enterPassword');
    expect((await list(m.token)).Agent_Data.result).toHaveLength(0);
  });

  it('refuses more agents than the package allows (402, upgrade message)', async () => {
    const m = await t.merchant({ plan: 'trial' });
    await t.db.query('UPDATE subscriptions SET agents = 2 WHERE merchant_id = $1', [m.id]);
    expect((await addAgent(m, 'Agent One', 'a1@store.sa')).status).toBe(200);
    expect((await addAgent(m, 'Agent Two', 'a2@store.sa')).status).toBe(200);
    expect((await list(m.token)).Add_Agent).toBe(false);
    const over = await addAgent(m, 'Agent Three', 'a3@store.sa');
    expect(over.status).toBe(402);
    expect(over.body.message).toBe('errors:addAgent.upgrade');
    expect(over.body.data).toEqual({ Allowed: 2 });
    const full = await list(m.token);
    expect(full.Agent_Counts).toMatchObject({ total: 2, invited: 2 });
    expect(full.Agent_Data.result.map((a) => a.email)).toEqual(['a1@store.sa', 'a2@store.sa']); // nothing was added
    // Removing an agent (behind the password) frees a place at once: the next invitation goes through.
    const removed = await t.post('section/agent/delete', {
      token: m.token,
      headers: { password: m.password },
      form: { agent_id: String(full.Agent_Data.result[1]!.id) },
    });
    expect(removed.status, removed.text).toBe(200);
    const freed = await list(m.token);
    expect(freed).toMatchObject({ Add_Agent: true, Agent_Counts: { total: 1, invited: 1 } });
    expect((await addAgent(m, 'Agent Three', 'a3@store.sa')).status).toBe(200);
    expect((await list(m.token)).Add_Agent).toBe(false);
  });

  it('deletes behind the password; an unknown id is 404', async () => {
    const m = await t.merchant();
    await addAgent(m, 'Agent One', 'one@store.sa');
    const id = (await list(m.token)).Agent_Data.result[0]!.id;
    const wrong = await t.post('section/agent/delete', { token: m.token, headers: { password: 'nope' }, form: { agent_id: String(id) } });
    expect(wrong.status).toBe(401);
    expect(
      (await t.post('section/agent/delete', { token: m.token, headers: { password: m.password }, form: { agent_id: '999999' } })).status,
    ).toBe(404);
    const ok = await t.post('section/agent/delete', { token: m.token, headers: { password: m.password }, form: { agent_id: String(id) } });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('errors:success.agentRemoved');
    expect((await list(m.token)).Agent_Data.result).toEqual([]);
  });
});

describe('rename, settings, quick messages, support time, switches', () => {
  it('renames with at least 3 characters', async () => {
    const m = await t.merchant();
    await addAgent(m, 'Agent One', 'one@store.sa');
    const id = (await list(m.token)).Agent_Data.result[0]!.id;
    expect((await t.post('section/agent/rename', { token: m.token, json: { agent_id: id, name: 'ab' } })).status).toBe(400);
    expect((await t.post('section/agent/rename', { token: m.token, json: { agent_id: id, name: 'سارة' } })).status).toBe(200);
    expect((await list(m.token)).Agent_Data.result[0]!.name).toBe('سارة');
    expect((await t.post('section/agent/rename', { token: m.token, json: { agent_id: 999999, name: 'Someone' } })).status).toBe(404);
  });

  it("has no per-agent settings route: Show_Number and the chat end are the merchant's (ADR 021)", async () => {
    const m = await t.merchant();
    await addAgent(m, 'Agent One', 'one@store.sa');
    const id = (await list(m.token)).Agent_Data.result[0]!.id;
    // The duplicate of GET/POST /section/agent/settings was removed: nothing answers it.
    expect((await t.get(`section/agent/settings/${id}`, { token: m.token })).status).toBe(404);
    expect(
      (await t.post(`section/agent/settings/${id}`, { token: m.token, json: { Show_Number: true, Chat_End_Hours: null } })).status,
    ).toBe(404);
    expect((await t.get('section/agent/settings', { token: m.token })).status).toBe(200);
  });

  it("replaces quick messages ('Quick message added'); a plan without quick replies gets 402", async () => {
    const m = await t.merchant();
    const quick = [
      { key: 'greeting', content: 'أهلًا وسهلًا! كيف نقدر نخدمك؟' },
      { key: 'hours', content: 'We answer from 9 am to 10 pm.' },
    ];
    const res = await t.post('section/agent/update_quick', { token: m.token, json: { Quick: quick } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('errors:success.quickMessageAdded');
    expect((await list(m.token)).Quick).toEqual(quick);
    await t.post('section/agent/update_quick', { token: m.token, json: { Quick: [quick[1]] } });
    expect((await list(m.token)).Quick).toEqual([quick[1]]);
    expect((await t.post('section/agent/update_quick', { token: m.token, json: { Quick: [{ key: '', content: 'x' }] } })).status).toBe(400);
    const none = await t.merchant({ level: 2 });
    await t.db.query(`UPDATE subscriptions SET status = 'inactive' WHERE merchant_id = $1`, [none.id]);
    const refused = await t.post('section/agent/update_quick', { token: none.token, json: { Quick: quick } });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('errors:featureNotInPlan');
  });

  it('sets support time for the merchant or a section, checking the time zone', async () => {
    const m = await t.merchant();
    const res = await t.post('section/agent/support_time/update', {
      token: m.token,
      json: { Start: '08:30', End: '23:00', Time_Zone: 'Asia/Riyadh' },
    });
    expect(res.status).toBe(200);
    expect((await list(m.token)).Support_Time).toEqual({ Start: '08:30', End: '23:00', Time_Zone: 'Asia/Riyadh' });
    expect(
      (
        await t.post('section/agent/support_time/update', {
          token: m.token,
          json: { Start: '25:00', End: '23:00', Time_Zone: 'Asia/Riyadh' },
        })
      ).status,
    ).toBe(400);
    const badZone = await t.post('section/agent/support_time/update', {
      token: m.token,
      json: { Start: '08:00', End: '23:00', Time_Zone: 'Mars/Olympus' },
    });
    expect(badZone.status).toBe(400);
    expect(badZone.body.message).toBe('validation:timeZoneInvalid');
    const s = await t.post<{ id: number }>('section/agent/sections', {
      token: m.token,
      json: { name: 'Returns', color: '#C2410C', start: '10:00', end: '18:00' },
    });
    await t.post(`section/agent/support_time/update?section=${s.body.data!.id}`, {
      token: m.token,
      json: { Start: '11:00', End: '17:00', Time_Zone: 'Asia/Dubai' },
    });
    expect((await list(m.token, `?section=${s.body.data!.id}`)).Support_Time).toEqual({
      Start: '11:00',
      End: '17:00',
      Time_Zone: 'Asia/Dubai',
    });
    expect(
      (
        await t.post('section/agent/support_time/update?section=999999', {
          token: m.token,
          json: { Start: '11:00', End: '17:00', Time_Zone: 'Asia/Dubai' },
        })
      ).status,
    ).toBe(404);
  });

  it('support and bot-flow toggles answer the new Status, per merchant and per section', async () => {
    const m = await t.merchant();
    const first = await t.post<{ Status: boolean }>('section/agent/support/toggle', { token: m.token });
    expect(first.body.data).toEqual({ Status: false });
    expect((await t.post<{ Status: boolean }>('section/agent/support/toggle', { token: m.token })).body.data).toEqual({ Status: true });
    expect((await t.post<{ Status: boolean }>('section/agent/botflow/toggle', { token: m.token })).body.data).toEqual({ Status: true });
    expect((await list(m.token)).Botflow).toBe(true);
    const s = await t.post<{ id: number }>('section/agent/sections', {
      token: m.token,
      json: { name: 'Sales', color: '#1E7F5C', start: '09:00', end: '21:00' },
    });
    expect(
      (await t.post<{ Status: boolean }>(`section/agent/support/toggle?section=${s.body.data!.id}`, { token: m.token })).body.data,
    ).toEqual({ Status: false });
    expect((await list(m.token, `?section=${s.body.data!.id}`)).Support).toBe(false);
    expect((await list(m.token)).Support).toBe(true);
    expect((await t.post('section/agent/botflow/toggle?section=999999', { token: m.token })).status).toBe(404);
  });
});

describe('sections', () => {
  it('creates, updates, assigns and deletes sections within Allowed_Section', async () => {
    const m = await t.merchant({ plan: 'trial' });
    const body = (name: string) => ({ name, color: '#2F6FDE', start: '08:00', end: '20:00' });
    const a = await t.post<{ id: number; name: string }>('section/agent/sections', { token: m.token, json: body('Sales') });
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ name: 'Sales', color: '#2F6FDE', start: '08:00', end: '20:00' });
    expect((await t.post('section/agent/sections', { token: m.token, json: body('sales') })).status).toBe(409);
    expect((await t.post('section/agent/sections', { token: m.token, json: { ...body('Bad'), color: 'red' } })).status).toBe(400);
    expect((await t.post('section/agent/sections', { token: m.token, json: body('ab') })).status).toBe(400);
    expect((await t.post('section/agent/sections', { token: m.token, json: body('Care') })).status).toBe(200);
    const over = await t.post('section/agent/sections', { token: m.token, json: body('Third') });
    expect(over.status).toBe(402);
    expect(over.body.message).toBe('errors:limitReached');
    const up = await t.post<{ name: string }>(`section/agent/sections/${a.body.data!.id}`, { token: m.token, json: body('المبيعات') });
    expect(up.body.data!.name).toBe('المبيعات');
    await addAgent(m, 'Agent One', 'one@store.sa');
    const agentId = (await list(m.token)).Agent_Data.result[0]!.id;
    const form = { agent_id: String(agentId), section_id: String(a.body.data!.id) };
    expect((await t.post('section/agent/sections/agent-add', { token: m.token, form })).status).toBe(200);
    expect((await list(m.token)).Agent_Data.result[0]!.section).toEqual([a.body.data!.id]);
    expect((await t.post('section/agent/sections/agent-delete', { token: m.token, form })).status).toBe(200);
    expect((await list(m.token)).Agent_Data.result[0]!.section).toEqual([]);
    expect((await t.post('section/agent/sections/agent-add', { token: m.token, form: { ...form, section_id: '999999' } })).status).toBe(
      404,
    );
    expect((await t.post(`section/agent/sections/${a.body.data!.id}/delete`, { token: m.token })).status).toBe(200);
    expect((await t.post(`section/agent/sections/${a.body.data!.id}/delete`, { token: m.token })).status).toBe(404);
    expect((await list(m.token)).Section_Data.map((s) => s.name)).toEqual(['Care']);
  });
});
