/**
 * Agents sign in (issue 19, README "Agents sign in"): the invitation an agent accepts, and what a
 * signed-in agent reads besides the inbox — their own profile and the store's quick messages.
 */
import type { BodyOf } from './api';
import { mutation } from './mutation';
import { resource } from './resource';
import { signIn } from './session';

/** POST /auth/invitation: who invited whom (public; 403 `errors:auth.403` when expired or used). */
export const lookUpInvitation = mutation(async (client, token: string) => client.getInvitation({ body: { token } }));

/** POST /auth/accept-invitation: sets the password, the agent becomes active and is signed in. */
export const acceptInvitation = mutation(async (client, body: BodyOf<'acceptInvitation'>) =>
  signIn((await client.acceptInvitation({ body })).token),
);

/** POST /auth/agent/forgot-password: e-mails an agent a reset link (the same answer for any e-mail). */
export const agentForgotPassword = mutation(
  async (client, body: BodyOf<'agentForgotPassword'>) => void (await client.agentForgotPassword({ body })),
);

/** GET /agent/me: the signed-in agent's own profile. */
export const agentSelfAtom = resource((client) => client.getAgentSelf());

/** POST /agent/me/rename. */
export const renameAgentSelf = mutation(async (client, name: string) => client.renameAgentSelf({ body: { name } }), [agentSelfAtom]);

/** GET /agent/quick-messages: the store's quick messages, read-only. */
export const quickMessagesAtom = resource(async (client) => (await client.listQuickMessages()).Quick);
