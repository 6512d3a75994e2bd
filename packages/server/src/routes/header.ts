import { routes } from '@wasl/api';
import type { RouteModule } from '../middleware/route.ts';
import { forbidden } from '../middleware/http.ts';

/** GET /header — served from the session cache (no query per request once warm). */
export const register: RouteModule = (r, { sessions }) => {
  r.handle(routes.getHeader, async ({ merchantId }) => {
    const header = await sessions.header(merchantId);
    if (!header) throw forbidden('errors:sessionExpired');
    return { data: header };
  });
};
