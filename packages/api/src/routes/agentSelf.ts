/**
 * What a signed-in agent uses besides the inbox (issue 19, SPEC §6): their own profile and the
 * store's quick messages; and the sandbox outbox, where the invitation e-mails wait while no e-mail
 * provider is configured. README "Agents sign in"; docs/adr/006-agent-sign-in-and-roles.md.
 */
import { MERCHANT_BASE as M } from '../paths';
import { AgentSelf, RenameSelfBody } from '../schemas/agentAuth';
import { QuickMessage } from '../schemas/agents';
import { SandboxEmails } from '../schemas/agentAuth';
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
  listSandboxEmails: route({
    method: 'GET',
    path: `${M}/sandbox/emails`,
    tag: 'sandbox',
    summary:
      "The e-mails sent for this store while the sandbox outbox stands in for an e-mail provider (newest first, 50): agents' invitations, API keys. 404 with a real provider",
    response: SandboxEmails,
  }),
};
