/**
 * Issue 21: the agents settings page (GET/POST /section/agent/settings: Show_Number and the chat end
 * the inbox's sweep reads, support time and switches by section) and the agent profile
 * (GET /section/agent/profile/{email}: figures from the conversation and feedback records).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatEndMs } from '../conversations/records.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

interface SupportSettings {
  id: number | null;
  name: string;
  Support_Time: { Start: string; End: string; Time_Zone: string };
  Support: boolean;
  Botflow: boolean;
}
interface Settings {
  Show_Number: boolean;
  Chat_End_Hours: number | null;
  Default: SupportSettings;
  Sections: SupportSettings[];
  Retention_Days: number | null;
}
interface Profile {
  agent: { id: number; email: string; name: string; status: string; section: number[] };
  sections: { id: number; name: string }[];
  last_active: string | null;
  handled: number;
  open: number;
  first_response_median: number | null;
  first_response_count: number;
  resolution_median: number | null;
  resolution_count: number;
  feedback: number;
  satisfied: number;
  rating: number | null;
  weeks: { week: string; handled: number; feedback: number; satisfied: number; rating: number | null }[];
}

const settings = async (token: string) => {
  const res = await t.get<Settings>('section/agent/settings', { token });
  expect(res.status, res.text).toBe(200);
  return res.body.data!;
};

describe('GET/POST /section/agent/settings', () => {
  it("answers a new merchant's defaults (SPEC §9: 00:00–00:00, Asia/Kolkata; the column's 30-minute chat end)", async () => {
    const m = await t.merchant();
    expect(await settings(m.token)).toEqual({
      Show_Number: false,
      Chat_End_Hours: 0.5,
      Default: {
        id: null,
        name: '',
        color: '',
        Support_Time: { Start: '00:00', End: '00:00', Time_Zone: 'Asia/Kolkata' },
        Support: true,
        Botflow: false,
      },
      Sections: [],
      Retention_Days: null,
    });
  });

  it('stores the chat end where the chat-end sweep reads it (minutes; never = 0) and reads it back', async () => {
    const m = await t.merchant();
    const saved = await t.post<Settings>('section/agent/settings', { token: m.token, json: { Show_Number: true, Chat_End_Hours: 6 } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ Show_Number: true, Chat_End_Hours: 6 });
    expect(await chatEndMs(t.db, m.id)).toBe(6 * 3_600_000);
    expect(await settings(m.token)).toMatchObject({ Show_Number: true, Chat_End_Hours: 6 });

    const never = await t.post<Settings>('section/agent/settings', { token: m.token, json: { Show_Number: false, Chat_End_Hours: null } });
    expect(never.status, never.text).toBe(200);
    expect(await chatEndMs(t.db, m.id)).toBeNull();
    expect(await settings(m.token)).toMatchObject({ Show_Number: false, Chat_End_Hours: null });
  });

  it("lists each section's support time and switches; the switches answer the new Status", async () => {
    const m = await t.merchant({ plan: 'pro' });
    const created = await t.post<{ id: number }>('section/agent/sections', {
      token: m.token,
      json: { name: 'Returns', color: '#1E7F5C', start: '09:00', end: '17:00' },
    });
    const id = created.body.data!.id;
    const time = await t.post(`section/agent/support_time/update?section=${id}`, {
      token: m.token,
      json: { Start: '08:30', End: '20:00', Time_Zone: 'America/Argentina/Buenos_Aires' },
    });
    expect(time.status, time.text).toBe(200);
    const toggled = await t.post<{ Status: boolean }>(`section/agent/botflow/toggle?section=${id}`, { token: m.token });
    expect(toggled.body.data).toEqual({ Status: true });
    const off = await t.post<{ Status: boolean }>('section/agent/support/toggle', { token: m.token });
    expect(off.body.data).toEqual({ Status: false });
    const read = await settings(m.token);
    expect(read.Default).toMatchObject({ Support: false, Botflow: false });
    expect(read.Sections).toEqual([
      {
        id,
        name: 'Returns',
        color: '#1E7F5C',
        Support_Time: { Start: '08:30', End: '20:00', Time_Zone: 'America/Argentina/Buenos_Aires' },
        Support: true,
        Botflow: true,
      },
    ]);
  });

  it('refuses hostile input with 400 and a catalogue key, never 5xx', async () => {
    const m = await t.merchant();
    const bodies: unknown[] = [
      { Show_Number: true, Chat_End_Hours: 0 },
      { Show_Number: true, Chat_End_Hours: 75 },
      { Show_Number: true, Chat_End_Hours: 1.25 },
      { Show_Number: true, Chat_End_Hours: '6' },
      { Show_Number: 'yes', Chat_End_Hours: 6 },
      { Show_Number: true, Chat_End_Hours: 6, merchant_id: 1 },
      {},
      { Show_Number: null },
      [],
      '<script>alert(1)</script>',
    ];
    for (const json of bodies) {
      const res = await t.post('section/agent/settings', { token: m.token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.message).toMatch(/^(validation|errors):/);
    }
    expect(await settings(m.token)).toMatchObject({ Show_Number: false, Chat_End_Hours: 0.5 });
  });

  it('changes only the fields sent (a Show_Number save cannot undo a chat-end save)', async () => {
    const m = await t.merchant();
    await t.post('section/agent/settings', { token: m.token, json: { Chat_End_Hours: 12 } });
    await t.post('section/agent/settings', { token: m.token, json: { Show_Number: true } });
    expect(await settings(m.token)).toMatchObject({ Show_Number: true, Chat_End_Hours: 12 });
    await t.post('section/agent/settings', { token: m.token, json: { Chat_End_Hours: null } });
    expect(await settings(m.token)).toMatchObject({ Show_Number: true, Chat_End_Hours: null });
  });

  it('stores the conversation retention (issue 23) where the retention job reads it; null keeps forever; out of range is 400', async () => {
    const a = await t.merchant();
    const b = await t.merchant();
    const saved = await t.post<Settings>('section/agent/settings', { token: a.token, json: { Retention_Days: 90 } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ Retention_Days: 90, Chat_End_Hours: 0.5, Show_Number: false });
    const stored = await t.db.query('SELECT retention_days FROM settings WHERE merchant_id = $1', [a.id]);
    expect(stored.rows).toEqual([{ retention_days: 90 }]);
    // Another field's save keeps it; another merchant is untouched.
    await t.post('section/agent/settings', { token: a.token, json: { Show_Number: true } });
    expect(await settings(a.token)).toMatchObject({ Show_Number: true, Retention_Days: 90 });
    expect(await settings(b.token)).toMatchObject({ Retention_Days: null });
    for (const days of [29, 3651, 90.5, 0, -1, '90']) {
      const res = await t.post('section/agent/settings', { token: a.token, json: { Retention_Days: days } });
      expect(res.status, JSON.stringify(days)).toBe(400);
      expect(res.body.message, JSON.stringify(days)).toMatch(/^validation:(retentionDays|invalid)$/);
    }
    expect((await t.post('section/agent/settings', { token: a.token, json: { Retention_Days: 29 } })).body.message).toBe(
      'validation:retentionDays',
    );
    expect((await t.post<Settings>('section/agent/settings', { token: a.token, json: { Retention_Days: null } })).body.data).toMatchObject({
      Retention_Days: null,
    });
    expect(await settings(a.token)).toMatchObject({ Show_Number: true, Retention_Days: null });
  });

  it("keeps each merchant's settings to itself", async () => {
    const a = await t.merchant();
    const b = await t.merchant();
    await t.post('section/agent/settings', { token: a.token, json: { Show_Number: true, Chat_End_Hours: 24 } });
    expect(await settings(b.token)).toMatchObject({ Show_Number: false, Chat_End_Hours: 0.5 });
    expect(await chatEndMs(t.db, b.id)).toBe(30 * 60_000);
  });

  it('needs a session (403 without one)', async () => {
    expect((await t.get('section/agent/settings')).status).toBe(403);
    expect((await t.post('section/agent/settings', { json: { Show_Number: true, Chat_End_Hours: 1 } })).status).toBe(403);
  });
});

describe('GET /section/agent/profile/{email}', () => {
  const MIN = 60_000;
  async function agent(merchantId: number, email: string, name = 'Sara Al-Harbi') {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO agents (merchant_id, name, email, status, service) VALUES ($1, $2, $3, 'active', true) RETURNING id`,
      [merchantId, name, email],
    );
    return rows[0]!.id;
  }
  async function conversation(merchantId: number, agentId: number, startedAt: Date, o: { firstMin?: number; endMin?: number }) {
    const at = (min: number | undefined) => (min === undefined ? null : new Date(startedAt.getTime() + min * MIN));
    await t.db.query(
      `INSERT INTO conversations (merchant_id, phone, agent_id, status, started_at, assigned_at, first_response_at, ended_at)
       VALUES ($1, '966500000001', $2, $3, $4, $4, $5, $6)`,
      [merchantId, agentId, o.endMin === undefined ? 'open' : 'closed', startedAt, at(o.firstMin), at(o.endMin)],
    );
  }
  async function feedback(merchantId: number, agentId: number, rating: number, at: Date) {
    await t.db.query(`INSERT INTO feedbacks (merchant_id, phone, agent_id, rating, created_at) VALUES ($1, '966500000001', $2, $3, $4)`, [
      merchantId,
      agentId,
      rating,
      at,
    ]);
  }

  it('computes handled, the medians, CSAT and the weeks from the records', async () => {
    const m = await t.merchant();
    const id = await agent(m.id, 'Sara@Store.sa');
    const other = await agent(m.id, 'fahad@store.sa', 'فهد');
    const { rows } = await t.db.query<{ id: number }>(`INSERT INTO sections (merchant_id, name) VALUES ($1, 'Returns') RETURNING id`, [
      m.id,
    ]);
    await t.db.query('INSERT INTO agent_sections (merchant_id, agent_id, section_id) VALUES ($1, $2, $3)', [m.id, id, rows[0]!.id]);
    const now = new Date(t.clock.now);
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    await conversation(m.id, id, hoursAgo(5), { firstMin: 1, endMin: 5 });
    await conversation(m.id, id, hoursAgo(4), { firstMin: 2, endMin: 15 });
    await conversation(m.id, id, hoursAgo(3), { firstMin: 10, endMin: 20 });
    await conversation(m.id, id, hoursAgo(2), {});
    await conversation(m.id, id, hoursAgo(24 * 21), { endMin: 40 });
    await conversation(m.id, other, hoursAgo(1), { firstMin: 99, endMin: 999 });
    for (const r of [5, 4, 2]) await feedback(m.id, id, r, hoursAgo(1));
    await feedback(m.id, other, 1, hoursAgo(1));

    const res = await t.get<Profile>('section/agent/profile/sara%40store.sa', { token: m.token });
    expect(res.status, res.text).toBe(200);
    const p = res.body.data!;
    expect(p.agent).toMatchObject({ id, email: 'Sara@Store.sa', status: 'active', section: [rows[0]!.id] });
    expect(p.sections.map((s) => s.name)).toEqual(['Returns']);
    expect(p).toMatchObject({
      handled: 5,
      open: 1,
      first_response_median: 120,
      first_response_count: 3,
      resolution_median: 17.5 * 60,
      resolution_count: 4,
      feedback: 3,
      satisfied: 2,
      rating: 3.67,
    });
    expect(p.weeks).toHaveLength(13);
    expect(p.weeks.reduce((sum, w) => sum + w.handled, 0)).toBe(5);
    expect(p.weeks.reduce((sum, w) => sum + w.feedback, 0)).toBe(3);
    expect(new Date(`${p.weeks.at(-1)!.week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(p.last_active).not.toBeNull();
  });

  it("buckets the weeks on the merchant's clock (Monday 00:00 in their Time_Zone, not UTC)", async () => {
    const m = await t.merchant();
    await t.db.query(
      `INSERT INTO settings (merchant_id, time_zone) VALUES ($1, 'Asia/Riyadh') ON CONFLICT (merchant_id) DO UPDATE SET time_zone = 'Asia/Riyadh'`,
      [m.id],
    );
    const id = await agent(m.id, 'zone@store.sa');
    // Riyadh is UTC+3 all year: this week's Monday 00:00 there is Sunday 21:00 UTC.
    const HOUR = 3_600_000;
    const riyadhToday = new Date(t.clock.now + 3 * HOUR);
    const monday = Date.UTC(
      riyadhToday.getUTCFullYear(),
      riyadhToday.getUTCMonth(),
      riyadhToday.getUTCDate() - ((riyadhToday.getUTCDay() + 6) % 7),
    );
    const weekStart = monday - 3 * HOUR;
    await feedback(m.id, id, 5, new Date(weekStart + 30 * 60_000)); // Monday 00:30 in Riyadh (Sunday 21:30 UTC): this week
    await feedback(m.id, id, 1, new Date(weekStart - 30 * 60_000)); // Sunday 23:30 in Riyadh (Sunday 20:30 UTC): the week before
    await conversation(m.id, id, new Date(weekStart + 60 * 60_000), {});
    const res = await t.get<Profile & { time_zone: string }>('section/agent/profile/zone@store.sa', { token: m.token });
    expect(res.status, res.text).toBe(200);
    const p = res.body.data!;
    expect(p.time_zone).toBe('Asia/Riyadh');
    const thisWeek = new Date(monday).toISOString().slice(0, 10);
    const lastWeek = new Date(monday - 7 * 24 * HOUR).toISOString().slice(0, 10);
    expect(p.weeks.at(-1)).toEqual({ week: thisWeek, handled: 1, feedback: 1, satisfied: 1, rating: 5 });
    expect(p.weeks.at(-2)).toEqual({ week: lastWeek, handled: 0, feedback: 1, satisfied: 0, rating: 1 });
    expect(p.weeks.slice(0, -2).every((w) => w.feedback === 0 && w.handled === 0)).toBe(true);
  });

  it('answers an agent with no records with zeros and nulls, never invented figures', async () => {
    const m = await t.merchant();
    await agent(m.id, 'new@store.sa');
    const res = await t.get<Profile>('section/agent/profile/new@store.sa', { token: m.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      handled: 0,
      open: 0,
      first_response_median: null,
      resolution_median: null,
      feedback: 0,
      rating: null,
      last_active: null,
    });
    expect(res.body.data!.weeks.every((w) => w.handled === 0 && w.feedback === 0 && w.rating === null)).toBe(true);
  });

  it("answers another merchant's agent exactly like an unknown e-mail (404)", async () => {
    const a = await t.merchant();
    const b = await t.merchant();
    await agent(a.id, 'only-a@store.sa');
    const theirs = await t.get('section/agent/profile/only-a@store.sa', { token: b.token });
    const unknown = await t.get('section/agent/profile/nobody@store.sa', { token: b.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect((await t.get('section/agent/profile/only-a@store.sa', { token: a.token })).status).toBe(200);
  });

  it('treats hostile e-mails as text: 404 or 400, never 5xx', async () => {
    const m = await t.merchant();
    await agent(m.id, 'x@store.sa');
    for (const raw of ["' OR '1'='1", '%', '_@_', '<script>alert(1)</script>', '\u202Eevil@store.sa', 'x'.repeat(300)]) {
      const res = await t.get(`section/agent/profile/${encodeURIComponent(raw)}`, { token: m.token });
      expect([400, 404], `${raw}: ${res.text}`).toContain(res.status);
    }
  });
});
