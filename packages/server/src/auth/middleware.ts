import type { MiddlewareHandler } from 'hono';
import { NOT_FOR_AGENTS, type Role } from '@wasl/api';
import type { AppEnv } from '../context.ts';
import type { Deps } from '../deps.ts';
import { fail } from '../middleware/http.ts';
import { companionOf } from './cookies.ts';
import { tokenFromHeader } from './sessions.ts';
import { sha256 } from './tokens.ts';

/**
 * Private calls: a missing, unknown, revoked, expired or idle token answers 403 (ARCHITECTURE), and
 * so does a token without its companion cookie, or with another session's (ADR 014): the same
 * answer as an expired session, so the client ends it the same way.
 */
export function requireSession(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = tokenFromHeader(c.req.header('authorization'));
    const owner = await deps.sessions.lookup(token, companionOf(c, deps.config));
    if (owner === undefined) return fail(c, 403, 'errors:sessionExpired');
    c.set('merchantId', owner.merchantId);
    c.set('actor', owner.agentId === null ? { kind: 'merchant' } : { kind: 'agent', agentId: owner.agentId });
    c.set('token', token);
    await next();
  };
}

/**
 * Who may call a session route (`roles` of the route table, default the merchant only). An agent's
 * token on a route that does not list 'agent' answers 404 `errors:notForAgents` with no `data`:
 * not 403, which the client treats as an expired session — the agent stays signed in.
 */
export function requireRole(roles: readonly Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const role: Role = c.get('actor').kind;
    if (roles.includes(role)) {
      await next();
      return;
    }
    // A route for agents only (their own profile) is simply not there for the merchant.
    return role === 'agent' ? fail(c, NOT_FOR_AGENTS.status, NOT_FOR_AGENTS.message) : fail(c, 404, 'errors:notFound');
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
    c.set('actor', { kind: 'merchant' });
    await next();
  };
}
