/**
 * What a signed-in agent uses besides the inbox (issue 19, SPEC §6): their own profile and the
 * store's quick messages. README "Agents sign in"; docs/adr/006-agent-sign-in-and-roles.md.
 */
import { MERCHANT_BASE as M } from '../paths';
import { AgentSelf, RenameSelfBody } from '../schemas/agentAuth';
import { QuickMessage } from '../schemas/agents';
import { z } from 'zod';
import { routeGroup } from './define';

const route = routeGroup({ tag: 'agents', source: 'ours' });

export const agentSelfRoutes = {
  getAgentSelf: route({
    method: 'GET',
    path: `${M}/agent/me`,
    summary: "The signed-in agent's own profile: name, e-mail, store, service, sections (agents only)",
    response: AgentSelf,
    roles: ['agent'],
  }),
  renameAgentSelf: route({
    method: 'POST',
    path: `${M}/agent/me/rename`,
    summary: 'The signed-in agent changes their own name (at least 3 characters; agents only)',
    body: RenameSelfBody,
    response: AgentSelf,
    roles: ['agent'],
  }),
  listQuickMessages: route({
    method: 'GET',
    path: `${M}/agent/quick-messages`,
    summary: "The store's quick messages, read-only (merchant and agents; the merchant edits them in the agents settings)",
    response: z.object({ Quick: z.array(QuickMessage) }),
    roles: ['merchant', 'agent'],
  }),
};
