import type { Context } from 'hono';
import { clientAddress, type AppEnv } from '../context.ts';
import type { Deps } from '../deps.ts';
import { HttpError, unauthorized, type MessageKey } from '../middleware/http.ts';
import { verifyPassword } from './passwords.ts';

/** SPEC §8 'Incorrect password!' (errors.json) for a wrong Password header. */
export const INCORRECT_PASSWORD = 'errors:incorrectPassword' satisfies MessageKey;

/** Throws 429 with Retry-After when the address or account is over its auth budget. */
export async function enforceAuthLimit(deps: Deps, c: Context<AppEnv>, account: string | undefined): Promise<void> {
  const verdict = await deps.authLimiter.attempt({ address: clientAddress(c, deps.config.trustProxy), account });
  if (!verdict.allowed) {
    throw new HttpError(429, 'errors:tooManyAttempts', { headers: { 'Retry-After': String(verdict.retryAfterSeconds) } });
  }
}

/**
 * Password confirmation for sensitive calls (API key regenerate/revoke, agent add/delete):
 * rate limited like login (per address and per account), 401 'Incorrect password!' when wrong.
 */
export async function confirmPassword(deps: Deps, c: Context<AppEnv>, merchantId: number, password: string | undefined): Promise<void> {
  const { rows } = await deps.db.query<{ email: string; password_hash: string }>(
    'SELECT email, password_hash FROM merchants WHERE id = $1',
    [merchantId],
  );
  const row = rows[0];
  if (!row) throw unauthorized(INCORRECT_PASSWORD);
  await enforceAuthLimit(deps, c, row.email);
  if (!password || !(await verifyPassword(row.password_hash, password))) throw unauthorized(INCORRECT_PASSWORD);
}
