/**
 * Password reset links, the merchant's and their agents' alike: a 256-bit single-use token stored
 * only as its SHA-256 (`password_resets`), valid `config.resetTtlMs`, claimed atomically once. An
 * agent's row carries `agent_id` (migration 18); the merchant's has none.
 */
import type { Queryable } from '../db/db.ts';
import { one } from '../db/db.ts';
import { newToken, sha256 } from './tokens.ts';

/** The reset page the e-mail links to (app route `/reset_password`), for merchants and agents. */
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset_password?token=${encodeURIComponent(token)}`;

/** A new reset link for the merchant (`agentId` null) or one of their agents: answers the raw token. */
export async function issueReset(q: Queryable, merchantId: number, agentId: number | null, now: Date, ttlMs: number): Promise<string> {
  const token = newToken();
  await q.query('INSERT INTO password_resets (token_hash, merchant_id, agent_id, expires_at) VALUES ($1, $2, $3, $4)', [
    sha256(token),
    merchantId,
    agentId,
    new Date(now.getTime() + ttlMs),
  ]);
  return token;
}

/**
 * Claims a token (used, not expired) and retires the account's other open links: answers whose it
 * was, or undefined (a second use, an expired or unknown token).
 */
export async function claimReset(
  q: Queryable,
  token: string,
  now: Date,
): Promise<{ merchant_id: number; agent_id: number | null } | undefined> {
  const claimed = await one<{ merchant_id: number; agent_id: number | null }>(
    q,
    'UPDATE password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING merchant_id, agent_id',
    [sha256(token), now],
  );
  if (!claimed) return undefined;
  // Other outstanding links of the same account die with the old password.
  await q.query('UPDATE password_resets SET used_at = $2 WHERE merchant_id = $1 AND agent_id IS NOT DISTINCT FROM $3 AND used_at IS NULL', [
    claimed.merchant_id,
    now,
    claimed.agent_id,
  ]);
  return claimed;
}
