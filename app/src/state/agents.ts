/**
 * Agents, sections and quick messages (issue 21, /agents): the agent list response of SPEC §3 and
 * the writes of the agents page. Every write refetches the list (Section_Data, Agent_Data, the
 * limits and Quick all come in it). Section and quick-message writes also refetch the inbox's
 * settings (its section filter, transfer and quick messages come from the same call).
 */
import type { AgentStatus, QuickMessage, SectionBody } from '@wasl/api/types';
import { inboxSettingsAtom } from './inbox';
import { mutation } from './mutation';
import { resourceFamily } from './resource';

/** What the agent list shows: a page from 1, a section, a search, a status and the service switch, or all. */
export interface AgentsQuery {
  page: number;
  section: number | null;
  search: string;
  status: AgentStatus | null;
  service: 'on' | 'off' | null;
}

export const agentsQueryKey = ({ page, section, search, status, service }: AgentsQuery): string =>
  JSON.stringify([Math.max(1, Math.trunc(page) || 1), section, search.trim(), status, service]);

/** GET /section/agent?page&section&search&status&service: the agent list response (SPEC §3). */
export const agentsAtom = resourceFamily(
  (client, query: AgentsQuery) => {
    const search = query.search.trim();
    return client.listAgents({
      query: {
        page: Math.max(1, Math.trunc(query.page) || 1),
        ...(query.section !== null ? { section: query.section } : {}),
        ...(search ? { search } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(query.service ? { service: query.service } : {}),
      },
    });
  },
  { keyOf: agentsQueryKey },
);

const changed = [agentsAtom.all];
/** Sections and quick messages are what the inbox offers beside its conversations (/inspect). */
const inboxChanged = [agentsAtom.all, inboxSettingsAtom];

/** POST /section/agent/add (form Agent_Email, Agent_Name; the merchant's password in the `Password` header). */
export const addAgentAtom = mutation(
  (client, input: { name: string; email: string; password: string }) =>
    client.addAgent({ headers: { password: input.password }, body: { Agent_Email: input.email, Agent_Name: input.name } }),
  changed,
);

/** POST /section/agent/delete behind the merchant's password ('agent removed'; their sessions end). */
export const removeAgentAtom = mutation(
  async (client, agentId: number, password: string) =>
    void (await client.deleteAgent({ headers: { password }, body: { agent_id: agentId } })),
  changed,
);

/** POST /section/agent/rename (at least 3 characters). */
export const renameAgentAtom = mutation(
  async (client, agentId: number, name: string) => void (await client.renameAgent({ body: { agent_id: agentId, name } })),
  changed,
);

/** POST /section/agent/resend-invitation {agent_id}: a new invitation e-mail; the old link stops working. */
export const resendInvitationAtom = mutation(
  async (client, agentId: number) => void (await client.resendAgentInvitation({ body: { agent_id: agentId } })),
);

/** POST /section/agent/service/update {Agents}: one agent on or off duty. */
export const setAgentServiceAtom = mutation(
  async (client, agentId: number, service: boolean) =>
    void (await client.updateAgentService({ body: { Agents: [{ agent_id: agentId, service }] } })),
  changed,
);

/** POST /section/agent/sections/agent-add or /agent-delete (form agent_id, section_id). */
export const assignAgentAtom = mutation(async (client, agentId: number, sectionId: number, assigned: boolean) => {
  const body = { agent_id: agentId, section_id: sectionId };
  await (assigned ? client.addAgentToSection({ body }) : client.removeAgentFromSection({ body }));
}, changed);

/** POST /section/agent/sections (create, within Allowed_Section) or /sections/{id} (edit). */
export const saveSectionAtom = mutation(
  (client, id: number | null, body: SectionBody) =>
    id === null ? client.createSection({ body }) : client.updateSection({ params: { id }, body }),
  inboxChanged,
);

/** POST /section/agent/sections/{id}/delete (its agents stay). */
export const deleteSectionAtom = mutation(
  async (client, id: number) => void (await client.deleteSection({ params: { id } })),
  inboxChanged,
);

/** POST /section/agent/update_quick {Quick}: the whole list of quick messages ('Quick message added'). */
export const saveQuickMessagesAtom = mutation(
  async (client, quick: QuickMessage[]) => void (await client.updateQuickMessages({ body: { Quick: quick } })),
  inboxChanged,
);
