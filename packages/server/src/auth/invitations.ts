/**
 * Agents' invitations (issue 19, SPEC §4 "Agent: invited by mail, added once the agent accepts"):
 * a 256-bit single-use token, stored only as its SHA-256, valid `config.invitationTtlMs` (7 days).
 * Issuing a new one for an agent retires the agent's earlier links; accepting one retires them all.
 */
import type { Config } from '../config.ts';
import type { Tenant } from '../db/tenant.ts';
import { newToken, sha256 } from './tokens.ts';

/** The accept page the e-mail links to (app route `/invitation`, README "Agents sign in"). */
export const INVITATION_PAGE = '/invitation';

export const invitationLink = (config: Pick<Config, 'publicUrl'>, token: string) =>
  `${config.publicUrl}${INVITATION_PAGE}?token=${encodeURIComponent(token)}`;

/** A new invitation for the merchant's agent: answers the raw token (for the e-mail only). */
export async function issueInvitation(t: Tenant, agentId: number, now: Date, ttlMs: number): Promise<string> {
  const token = newToken();
  await retireInvitations(t, agentId, now);
  await t.query('INSERT INTO agent_invitations (merchant_id, agent_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)', [
    agentId,
    sha256(token),
    new Date(now.getTime() + ttlMs),
  ]);
  return token;
}

/** Marks every open invitation of the agent used. */
export async function retireInvitations(t: Tenant, agentId: number, now: Date): Promise<void> {
  await t.query('UPDATE agent_invitations SET used_at = $3 WHERE merchant_id = $1 AND agent_id = $2 AND used_at IS NULL', [agentId, now]);
}
