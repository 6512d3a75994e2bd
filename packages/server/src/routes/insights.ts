/**
 * GET section/home/insights: the month's insights (plan feature ai_analytics, sold in the
 * Enterprise plan and as an add-on; 402 `errors:featureNotInPlan` outside them). The records of the
 * month — survey comments, conversations with their first answer, reminded carts — read over the
 * merchant's tenant and turned into findings by @wasl/api's computeInsights (pure, unit-tested),
 * hours of day counted in the merchant's time zone (settings' Time_Zone).
 */
import { routes } from '@wasl/api';
import { computeInsights } from '@wasl/api/models';
import { featuresOf, merchantTimeZone } from '../db/queries.ts';
import { monthRange } from '../lib/zone.ts';
import { tenant, type Tenant } from '../db/tenant.ts';
import type { RouteModule } from '../middleware/route.ts';
import { notInPlan } from '../middleware/http.ts';

const comments = async (t: Tenant, start: Date, end: Date) =>
  (
    await t.many<{ comment: string }>(
      `SELECT comment FROM survey_responses WHERE merchant_id = $1 AND comment <> ''
         AND COALESCE(answered_at, created_at) >= $2 AND COALESCE(answered_at, created_at) < $3`,
      [start, end],
    )
  ).map((r) => r.comment);

const carts = async (t: Tenant, start: Date, end: Date) => {
  const row = await t.one<{ reminded: number; recovered: number }>(
    `SELECT count(*)::int AS reminded, count(*) FILTER (WHERE recovered)::int AS recovered
       FROM abandoned_carts WHERE merchant_id = $1 AND reminded AND created_at >= $2 AND created_at < $3`,
    [start, end],
  );
  return { reminded: Number(row?.reminded ?? 0), recovered: Number(row?.recovered ?? 0) };
};

export const register: RouteModule = (r, deps) => {
  r.handle(routes.getInsights, async ({ merchantId, query }) => {
    const t = tenant(deps.db, merchantId);
    if (!(await featuresOf(t)).has('ai_analytics')) throw notInPlan('ai_analytics');
    // The month and the one before on the merchant's clock; hours of day there too (not the server's UTC).
    const timeZone = await merchantTimeZone(deps.db, merchantId);
    const { year, month, start, end } = monthRange(query, timeZone, deps.now());
    const previousStart = monthRange(
      { month: `${month === 1 ? year - 1 : year}-${String(month === 1 ? 12 : month - 1).padStart(2, '0')}` },
      timeZone,
    ).start;
    const [current, previous, conversations, cartsNow, cartsBefore] = await Promise.all([
      comments(t, start, end),
      comments(t, previousStart, start),
      t.many<{ started_at: Date; first_response_at: Date | null }>(
        'SELECT started_at, first_response_at FROM conversations WHERE merchant_id = $1 AND started_at >= $2 AND started_at < $3',
        [start, end],
      ),
      carts(t, start, end),
      carts(t, previousStart, start),
    ]);
    const insights = computeInsights({
      comments: current,
      previousComments: previous,
      conversations,
      carts: cartsNow,
      previousCarts: cartsBefore,
      timeZone,
    });
    return { data: { year, month, insights } };
  });
};
