import { routes } from '@wasl/api';
import type { RouteModule } from '../middleware/route.ts';
import { one } from '../db/db.ts';
import { forbidden } from '../middleware/http.ts';

/**
 * GET /header — served from the session cache (no query per request once warm). `Role` says who
 * is signed in (only an agent's answer carries it); for an agent, the store's details with the agent's own e-mail (one small query).
 */
export const register: RouteModule = (r, { sessions, db }) => {
  r.handle(routes.getHeader, async ({ merchantId, actor }) => {
    const header = await sessions.header(merchantId);
    if (!header) throw forbidden('errors:sessionExpired');
    // The merchant's answer is SPEC §3's four fields as before (no Role: absent means the merchant).
    if (actor.kind === 'merchant') return { data: header };
    const agent = await one<{ email: string }>(db, 'SELECT email FROM agents WHERE merchant_id = $1 AND id = $2', [
      merchantId,
      actor.agentId,
    ]);
    if (!agent) throw forbidden('errors:sessionExpired');
    return { data: { ...header, Email: agent.email, Role: 'agent' as const } };
  });
};
