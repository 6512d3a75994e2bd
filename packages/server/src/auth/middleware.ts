import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import type { Deps } from '../deps.ts';
import { fail } from '../middleware/http.ts';
import { tokenFromHeader } from './sessions.ts';
import { sha256 } from './tokens.ts';

/** Private calls: a missing, unknown, revoked or expired token answers 403 (ARCHITECTURE). */
export function requireSession(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = tokenFromHeader(c.req.header('authorization'));
    const merchantId = await deps.sessions.validate(token);
    if (merchantId === undefined) return fail(c, 403, 'errors:sessionExpired');
    c.set('merchantId', merchantId);
    c.set('token', token);
    await next();
  };
}

/**
 * Onboarding by Level (SPEC §4), enforced here and not only by the client's redirects: below the
 * Level a call needs, 409 with the step still missing — `errors:completeProfileFirst` at Level 0,
 * `errors:selectPackageFirst` at Level 1 — and `data: {Level, required}`. Not 403: clients treat
 * 403 as an expired session. The Level comes from the cached header row (no query once warm),
 * which every Level change invalidates at once.
 */
export function requireLevel(deps: Deps, required: 0 | 1 | 2): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = await deps.sessions.header(c.get('merchantId'));
    if (!header) return fail(c, 403, 'errors:sessionExpired');
    if (header.Level < required) {
      const message = header.Level < 1 ? 'errors:completeProfileFirst' : 'errors:selectPackageFirst';
      return fail(c, 409, message, { Level: header.Level, required });
    }
    await next();
  };
}

/** Store integrations: `X-Api-Key` of a live (not revoked) key; 401 'invalid key' otherwise. */
export function requireApiKey(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('x-api-key')?.trim();
    if (!key || key.length > 200) return fail(c, 401, 'errors:integration.invalidKey');
    const { rows } = await deps.db.query<{ merchant_id: number }>(
      'SELECT merchant_id FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL',
      [sha256(key)],
    );
    const row = rows[0];
    if (!row) return fail(c, 401, 'errors:integration.invalidKey');
    c.set('merchantId', row.merchant_id);
    await next();
  };
}
