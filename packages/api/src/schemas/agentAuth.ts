/**
 * Agents sign in (issue 19): the invitation an agent accepts, and what an agent sees of themselves.
 * README "Agents sign in"; docs/adr/006-agent-sign-in-and-roles.md.
 */
import { z } from 'zod';
import { AgentName, Id, NewPassword } from './common';

/** The invitation link's token (the e-mail's `/invitation?token=…`). */
export const InvitationToken = z.string().min(16).max(256);
export const InvitationLookupBody = z.strictObject({ token: InvitationToken });
/** Who invited whom: shown on the accept page before the agent sets a password. */
export const InvitationData = z.object({ Business_Name: z.string(), Agent_Name: z.string(), Email: z.string() });
/** Accepting: the token and the agent's new password (SPEC §5 account rule). Answers a session token. */
export const AcceptInvitationBody = z.strictObject({ token: InvitationToken, password: NewPassword });

/** A section an agent serves, as the agent sees it. */
export const AgentSelfSection = z.object({ id: Id, name: z.string(), color: z.string() });
/** The signed-in agent's own profile. */
export const AgentSelf = z.object({
  id: Id,
  Agent_Name: z.string(),
  Agent_Email: z.string(),
  /** The store the agent works for. */
  Business_Name: z.string(),
  /** Whether the agent takes conversations (the merchant's service switch). */
  Service: z.boolean(),
  Sections: z.array(AgentSelfSection),
});
export const RenameSelfBody = z.strictObject({ name: AgentName });

/** The sandbox outbox: e-mails as they would have been sent. */
export const SandboxEmail = z.object({ to: z.string(), subject: z.string(), body: z.string(), sent_at: z.string() });
export const SandboxEmails = z.object({ emails: z.array(SandboxEmail) });

export type InvitationData = z.infer<typeof InvitationData>;
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBody>;
export type AgentSelf = z.infer<typeof AgentSelf>;
export type RenameSelfBody = z.infer<typeof RenameSelfBody>;
