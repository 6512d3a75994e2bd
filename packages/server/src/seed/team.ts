/** Sections, agents, their assignments and the quick messages. */
import { DAY, type SeedContext } from './context.ts';
import { insertRows } from './insert.ts';

export interface Team {
  sectionIds: number[];
  /** Ids of the agents whose status is active. */
  activeAgents: number[];
}

export async function seedTeam(ctx: SeedContext): Promise<Team> {
  const { q, spec, merchantId, add, ago } = ctx;
  const sectionRows = await insertRows(
    q,
    'sections',
    ['merchant_id', 'name', 'color', 'start_time', 'end_time', 'support', 'botflow', 'time_zone', 'created_at'],
    spec.sections.map((s, i) => [merchantId, s.name, s.color, s.start, s.end, true, i === 0, 'Asia/Riyadh', ago((180 - i) * DAY)]),
    { returning: 'id' },
  );
  const sectionIds = sectionRows.map((r) => Number(r.id));
  add('sections', sectionIds.length);
  const agentRows = await insertRows(
    q,
    'agents',
    ['merchant_id', 'name', 'email', 'status', 'section_id', 'service', 'settings', 'created_at'],
    spec.agents.map((a, i) => [
      merchantId,
      a.name,
      a.email,
      a.status,
      a.sections.length ? sectionIds[a.sections[0] as number] : null,
      a.service,
      { Show_Number: a.phone !== null, Chat_End_Hours: i % 2 ? null : 24, phone: a.phone },
      ago((170 - i * 9) * DAY),
    ]),
    { returning: 'id', casts: { settings: 'jsonb' } },
  );
  const agentIds = agentRows.map((r) => Number(r.id));
  add('agents', agentIds.length);
  const activeAgents = agentIds.filter((_, i) => spec.agents[i]?.status === 'active');
  const assignments = spec.agents.flatMap((a, i) => a.sections.map((s) => [merchantId, agentIds[i], sectionIds[s]]));
  await insertRows(q, 'agent_sections', ['merchant_id', 'agent_id', 'section_id'], assignments);
  add('agent_sections', assignments.length);
  await insertRows(
    q,
    'quick_messages',
    ['merchant_id', 'key', 'content', 'position'],
    spec.quick.map((m, i) => [merchantId, m.key, m.content, i]),
  );
  add('quick_messages', spec.quick.length);
  return { sectionIds, activeAgents };
}
