/**
 * Every SQL statement of the agents and sections calls, over the merchant's tenant (db/tenant.ts:
 * `$1` is the merchant's id, the statement's own parameters start at `$2`).
 */
import { PAGE_SIZE } from '@wasl/api';
import { featuresOf, offsetOf } from '../../db/queries.ts';
import type { Tenant } from '../../db/tenant.ts';
import type { AgentRow, MerchantSupportRow, SectionRow } from './mapping.ts';
import { likeEscape, limitsOf, type AgentLimits, type SubscriptionRow } from './rules.ts';

const SECTION_COLUMNS = 'id, name, color, start_time, end_time, support, botflow, time_zone';

export const section = (t: Tenant, id: number) =>
  t.one<SectionRow>(`SELECT ${SECTION_COLUMNS} FROM sections WHERE merchant_id = $1 AND id = $2`, [id]);

export const sections = (t: Tenant) => t.many<SectionRow>(`SELECT ${SECTION_COLUMNS} FROM sections WHERE merchant_id = $1 ORDER BY id`);

export const agentExists = async (t: Tenant, id: number) =>
  !!(await t.one('SELECT 1 FROM agents WHERE merchant_id = $1 AND id = $2', [id]));

/** The package limits of SPEC §6 for agents and sections. */
export async function agentLimits(t: Tenant, now: Date = new Date()): Promise<AgentLimits> {
  const [sub, counts, features] = await Promise.all([
    t.one<SubscriptionRow>('SELECT plan_id, agents, status, expiry FROM subscriptions WHERE merchant_id = $1'),
    t.one<{ agents: number; sections: number }>(
      'SELECT (SELECT count(*) FROM agents WHERE merchant_id = $1) AS agents, (SELECT count(*) FROM sections WHERE merchant_id = $1) AS sections',
    ),
    featuresOf(t),
  ]);
  return limitsOf(sub, counts, features, now);
}

/** The whole team at a glance (filters and page ignored): every agent, active, active and on duty, invited. */
export const agentCounts = (t: Tenant) =>
  t.one<{ total: number; active: number; on_duty: number; invited: number }>(
    `SELECT count(*)::int AS total,
            (count(*) FILTER (WHERE status = 'active'))::int AS active,
            (count(*) FILTER (WHERE status = 'active' AND service))::int AS on_duty,
            (count(*) FILTER (WHERE status = 'invited'))::int AS invited
     FROM agents WHERE merchant_id = $1`,
  );

export interface AgentFilter {
  section?: number | undefined;
  search?: string | undefined;
  status?: string | undefined;
  service?: 'on' | 'off' | undefined;
}

/** One page of agents (PAGE_SIZE) matching the filter, and how many match. */
export async function agentPage(t: Tenant, filter: AgentFilter, page: number) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value) + 1}`;
  let where = 'a.merchant_id = $1';
  if (filter.section !== undefined)
    where += ` AND EXISTS (SELECT 1 FROM agent_sections s WHERE s.agent_id = a.id AND s.merchant_id = $1 AND s.section_id = ${param(filter.section)})`;
  const search = filter.search?.trim();
  if (search) {
    const pattern = param(`%${likeEscape(search)}%`);
    where += ` AND (a.name ILIKE ${pattern} OR a.email ILIKE ${pattern})`;
  }
  if (filter.status) where += ` AND a.status = ${param(filter.status)}`;
  if (filter.service) where += ` AND a.service = ${param(filter.service === 'on')}`;
  const [count, agents] = await Promise.all([
    t.one<{ n: number }>(`SELECT count(*) AS n FROM agents a WHERE ${where}`, params),
    t.many<AgentRow>(
      `SELECT a.id, a.name, a.email, a.status, a.service, a.feedback, a.rating, a.settings,
              (SELECT array_agg(s.section_id ORDER BY s.section_id) FROM agent_sections s WHERE s.agent_id = a.id AND s.merchant_id = $1) AS sections
       FROM agents a WHERE ${where} ORDER BY a.created_at, a.id LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(page)}`,
      params,
    ),
  ]);
  return { total: count?.n ?? 0, agents };
}

export const merchantSupport = (t: Tenant) =>
  t.one<MerchantSupportRow>('SELECT support, botflow, support_start, support_end, time_zone FROM settings WHERE merchant_id = $1');

export const quickMessages = (t: Tenant) =>
  t.many<{ key: string; content: string }>('SELECT key, content FROM quick_messages WHERE merchant_id = $1 ORDER BY position, id');

export async function replaceQuickMessages(t: Tenant, list: readonly { key: string; content: string }[]): Promise<void> {
  await t.query('DELETE FROM quick_messages WHERE merchant_id = $1');
  if (list.length === 0) return;
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value) + 1}`;
  const values = list.map((m, i) => `($1, ${param(m.key)}, ${param(m.content)}, ${i})`);
  await t.query(`INSERT INTO quick_messages (merchant_id, key, content, position) VALUES ${values.join(', ')}`, params);
}

export interface SupportTime {
  Start: string;
  End: string;
  Time_Zone: string;
}

/** Rows changed (0: no such section of this merchant). */
export async function setSectionTime(t: Tenant, id: number, time: SupportTime): Promise<number> {
  const { rowCount } = await t.query(
    'UPDATE sections SET start_time = $3, end_time = $4, time_zone = $5 WHERE merchant_id = $1 AND id = $2',
    [id, time.Start, time.End, time.Time_Zone],
  );
  return rowCount;
}

export async function setMerchantTime(t: Tenant, time: SupportTime): Promise<void> {
  await t.query(
    `INSERT INTO settings (merchant_id, support_start, support_end, time_zone) VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_id) DO UPDATE SET support_start = EXCLUDED.support_start, support_end = EXCLUDED.support_end, time_zone = EXCLUDED.time_zone`,
    [time.Start, time.End, time.Time_Zone],
  );
}

export async function joinSection(t: Tenant, agentId: number, sectionId: number): Promise<void> {
  await t.query('INSERT INTO agent_sections (merchant_id, agent_id, section_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    agentId,
    sectionId,
  ]);
  await t.query('UPDATE agents SET section_id = COALESCE(section_id, $3) WHERE merchant_id = $1 AND id = $2', [agentId, sectionId]);
}

export async function leaveSection(t: Tenant, agentId: number, sectionId: number): Promise<void> {
  await t.query('DELETE FROM agent_sections WHERE merchant_id = $1 AND agent_id = $2 AND section_id = $3', [agentId, sectionId]);
  await t.query(
    `UPDATE agents SET section_id = (SELECT min(section_id) FROM agent_sections WHERE merchant_id = $1 AND agent_id = $2)
     WHERE merchant_id = $1 AND id = $2`,
    [agentId],
  );
}

/** Whether another section of the merchant already has this name (any case). */
export const sectionNameTaken = async (t: Tenant, name: string, exceptId?: number) =>
  exceptId === undefined
    ? !!(await t.one('SELECT 1 FROM sections WHERE merchant_id = $1 AND lower(name) = lower($2)', [name]))
    : !!(await t.one('SELECT 1 FROM sections WHERE merchant_id = $1 AND lower(name) = lower($2) AND id <> $3', [name, exceptId]));

export interface SectionFields {
  name: string;
  color: string;
  start: string;
  end: string;
}

export const insertSection = (t: Tenant, s: SectionFields) =>
  t.one<SectionRow>(
    `INSERT INTO sections (merchant_id, name, color, start_time, end_time) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${SECTION_COLUMNS}`,
    [s.name, s.color, s.start, s.end],
  );

export const updateSection = (t: Tenant, id: number, s: SectionFields) =>
  t.one<SectionRow>(
    `UPDATE sections SET name = $3, color = $4, start_time = $5, end_time = $6 WHERE merchant_id = $1 AND id = $2
     RETURNING ${SECTION_COLUMNS}`,
    [id, s.name, s.color, s.start, s.end],
  );

/** Rows deleted (0: no such section of this merchant). */
export const deleteSection = async (t: Tenant, id: number) =>
  (await t.query('DELETE FROM sections WHERE merchant_id = $1 AND id = $2', [id])).rowCount;

/** The merchant's own row: e-mail, store names and language (the invitation's sender). */
export const owner = (t: Tenant) =>
  t.one<{ email: string; business_name: string; business_name_ar: string; language: string }>(
    'SELECT email, business_name, business_name_ar, language FROM merchants WHERE id = $1',
  );

export const agentEmailTaken = async (t: Tenant, email: string) =>
  !!(await t.one('SELECT 1 FROM agents WHERE merchant_id = $1 AND lower(email) = lower($2)', [email]));

/** The new agent's id. */
export async function insertInvitedAgent(t: Tenant, name: string, email: string): Promise<number> {
  const row = await t.one<{ id: number }>(
    `INSERT INTO agents (merchant_id, name, email, status, settings) VALUES ($1, $2, $3, 'invited', '{}'::jsonb) RETURNING id`,
    [name, email],
  );
  return row!.id;
}

/** Rows deleted (0: no such agent of this merchant). */
export const deleteAgent = async (t: Tenant, id: number) =>
  (await t.query('DELETE FROM agents WHERE merchant_id = $1 AND id = $2', [id])).rowCount;

/** Rows changed (0: no such agent of this merchant). */
export const renameAgent = async (t: Tenant, id: number, name: string) =>
  (await t.query('UPDATE agents SET name = $3 WHERE merchant_id = $1 AND id = $2', [id, name])).rowCount;

/** How many of these ids are agents of the merchant. */
export const countAgents = async (t: Tenant, ids: readonly number[]) =>
  (await t.one<{ n: number }>('SELECT count(*) AS n FROM agents WHERE merchant_id = $1 AND id = ANY($2::int[])', [ids]))?.n ?? 0;

export async function setService(t: Tenant, id: number, service: boolean): Promise<void> {
  await t.query('UPDATE agents SET service = $3 WHERE merchant_id = $1 AND id = $2', [id, service]);
}

export type Switch = 'support' | 'botflow';

/** Flips a section's switch; its new value, or undefined when the section is not the merchant's. */
export const toggleSectionSwitch = async (t: Tenant, column: Switch, id: number) =>
  (
    await t.one<{ v: boolean }>(
      `UPDATE sections SET ${column} = NOT ${column} WHERE merchant_id = $1 AND id = $2 RETURNING ${column} AS v`,
      [id],
    )
  )?.v;

/** Flips the merchant's switch (a new merchant starts with support on and the bot off). */
export const toggleMerchantSwitch = async (t: Tenant, column: Switch) =>
  (
    await t.one<{ v: boolean }>(
      `INSERT INTO settings (merchant_id, ${column}) VALUES ($1, ${column === 'support' ? 'false' : 'true'}) ON CONFLICT (merchant_id) DO UPDATE SET ${column} = NOT settings.${column} RETURNING ${column} AS v`,
    )
  )?.v;

/** The merchant's agent settings row (undefined before the first write: the columns' defaults apply). */
export const merchantAgentSettings = (t: Tenant) =>
  t.one<MerchantSupportRow & { show_number: boolean; chat_end_minutes: number; retention_days: number | null }>(
    'SELECT support, botflow, support_start, support_end, time_zone, show_number, chat_end_minutes, retention_days FROM settings WHERE merchant_id = $1',
  );

/**
 * Show_Number and the chat end in minutes (0 = never: the chat-end sweep skips it); null keeps a field as it is.
 * The retention period (issue 23): undefined keeps it, null keeps conversations forever, else days.
 */
export async function setMerchantAgentSettings(
  t: Tenant,
  showNumber: boolean | null,
  chatEndMinutes: number | null,
  retentionDays?: number | null,
): Promise<void> {
  await t.query(
    `INSERT INTO settings (merchant_id, show_number, chat_end_minutes, retention_days) VALUES ($1, coalesce($2::boolean, false), coalesce($3::int, 30), $5::int)
     ON CONFLICT (merchant_id) DO UPDATE SET show_number = coalesce($2::boolean, settings.show_number),
       chat_end_minutes = coalesce($3::int, settings.chat_end_minutes),
       retention_days = CASE WHEN $4::boolean THEN $5::int ELSE settings.retention_days END`,
    [showNumber, chatEndMinutes, retentionDays !== undefined, retentionDays ?? null],
  );
}
