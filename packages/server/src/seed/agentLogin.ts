/**
 * The demo agent who signs in (ARCHITECTURE "Conversations and agents"): `agent@wasl.dev` /
 * `Demo@2026`, an active agent of demo@wasl.dev, in service, serving the section the demo flow's
 * `$AGENT` node hands over to — so a demo handover reaches them.
 */
import type { Queryable } from '../db/db.ts';
import { handoverSectionName } from './chatbot.ts';
import type { MerchantSpec } from './data.ts';
import { insertRows } from './insert.ts';

export const DEMO_AGENT = { email: 'agent@wasl.dev', name: 'ريم العتيبي' } as const;

export async function seedAgentLogin(
  q: Queryable,
  merchantId: number,
  spec: Pick<MerchantSpec, 'sections'>,
  passwordHash: string,
  now: Date,
  counts: Record<string, number>,
): Promise<number> {
  const section = await q.query<{ id: number }>('SELECT id FROM sections WHERE merchant_id = $1 AND name = $2', [
    merchantId,
    handoverSectionName(spec),
  ]);
  const sectionId = section.rows[0]?.id;
  if (sectionId === undefined) throw new Error('seed: the demo flow hands over to no section');
  const [agent] = await insertRows(
    q,
    'agents',
    [
      'merchant_id',
      'name',
      'email',
      'status',
      'section_id',
      'service',
      'settings',
      'password_hash',
      'password_changed_at',
      'joined_at',
      'created_at',
    ],
    [
      [
        merchantId,
        DEMO_AGENT.name,
        DEMO_AGENT.email,
        'active',
        sectionId,
        true,
        { Show_Number: true, Chat_End_Hours: 24, phone: null },
        passwordHash,
        now,
        now,
        now,
      ],
    ],
    { returning: 'id', casts: { settings: 'jsonb' } },
  );
  const agentId = Number(agent?.id);
  await q.query('INSERT INTO agent_sections (merchant_id, agent_id, section_id) VALUES ($1, $2, $3)', [merchantId, agentId, sectionId]);
  counts.agents = (counts.agents ?? 0) + 1;
  counts.agent_sections = (counts.agent_sections ?? 0) + 1;
  return agentId;
}
