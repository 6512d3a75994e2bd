/**
 * What a request handler sees of the request beyond Hono's own: the variables the auth middleware
 * sets, and the client address used for rate limiting. Imports nothing of the app, so every
 * middleware and route module can depend on it without a cycle.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Who is calling, beside `merchantId`: the merchant (store owner) or one of their agents (for an
 * agent, `merchantId` is the agent's merchant). API-key calls act as the merchant.
 */
export type Actor = { kind: 'merchant' } | { kind: 'agent'; agentId: number };

export interface AppEnv {
  Variables: {
    /** Set by requireSession / requireApiKey. */
    merchantId: number;
    /** Set by requireSession (and requireApiKey, as the merchant). */
    actor: Actor;
    /** The raw session token of the request (logout, change password). */
    token: string | undefined;
  };
}

/** Client address for rate limiting: the socket's, or X-Forwarded-For's first hop behind a trusted proxy. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || 'local';
  }
}
