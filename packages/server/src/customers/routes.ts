/**
 * A customer's data (issue 23, PDPL): GET …/customers/{phone}/export (a JSON file) and
 * POST …/customers/{phone}/erase (behind the merchant's password). Merchant only (the route table's
 * default role). Another merchant's customer is simply not found: every query is tenant-scoped, so
 * the export is empty and the erasure changes nothing. Both are recorded in the audit log by hand,
 * inside their transaction, with a target that holds no phone (data.ts).
 */
import type { Context } from 'hono';
import { routes } from '@wasl/api';
import { customerExportFileName } from '@wasl/api/models';
import { confirmPassword } from '../auth/confirm.ts';
import { clientAddress, type Actor, type AppEnv } from '../context.ts';
import type { Deps } from '../deps.ts';
import type { RouteModule } from '../middleware/route.ts';
import { eraseCustomer, exportCustomer, type AuditContext } from './data.ts';

const auditContext = (deps: Deps, c: Context<AppEnv>, actor: Actor): AuditContext => ({
  actor,
  ip: clientAddress(c, deps.config.trustProxy),
  userAgent: c.req.header('user-agent') ?? '',
  now: deps.now(),
});

export const register: RouteModule = (r, deps) => {
  r.handle(routes.exportCustomerData, async ({ c, merchantId, params, actor }) => {
    const file = await exportCustomer(deps.db, deps.secrets, merchantId, params.phone, auditContext(deps, c, actor));
    const name = customerExportFileName(params.phone);
    return new Response(JSON.stringify(file, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });

  r.handle(routes.eraseCustomerData, async ({ c, merchantId, params, headers, actor }) => {
    await confirmPassword(deps, c, merchantId, headers.password);
    const data = await eraseCustomer(deps.db, deps.secrets, merchantId, params.phone, auditContext(deps, c, actor));
    return { data };
  });
};
