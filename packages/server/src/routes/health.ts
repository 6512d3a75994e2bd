/**
 * Health of the merchant's store integration, computed from the real request log: calls made
 * with the merchant's API key in the month, success rate (answers without a 5xx), a status
 * from the last 24 hours, and a per-day series with errors (4xx and 5xx) and p95 latency. The month
 * and its days are on the merchant's clock (settings' Time_Zone, lib/zone.ts).
 */
import { routes } from '@wasl/api';
import type { RouteData } from '@wasl/api/routes';
import type { RouteModule } from '../middleware/route.ts';
import { many, one } from '../db/db.ts';
import { merchantMonth } from '../db/queries.ts';
import { dayBucketParams, dayBucketSql } from '../lib/zone.ts';

type HealthStatus = RouteData<typeof routes.getHealth>['status'];

export const register: RouteModule = (r, deps) => {
  const { db, requestLog } = deps;

  r.handle(routes.getHealth, async ({ merchantId, query }) => {
    await requestLog.flush();
    const m = await merchantMonth(db, merchantId, query, deps.now());
    const { start, end } = m;
    const since = new Date(deps.now().getTime() - 86_400_000);
    const [month, recent, days] = await Promise.all([
      one<{ calls: number; server_errors: number }>(
        db,
        `SELECT count(*) AS calls, count(*) FILTER (WHERE status >= 500) AS server_errors FROM request_log
         WHERE merchant_id = $1 AND kind = 'integration' AND at >= $2 AND at < $3`,
        [merchantId, start, end],
      ),
      one<{ calls: number; server_errors: number }>(
        db,
        `SELECT count(*) AS calls, count(*) FILTER (WHERE status >= 500) AS server_errors FROM request_log
         WHERE merchant_id = $1 AND kind = 'integration' AND at >= $2`,
        [merchantId, since],
      ),
      many<{ day: string; calls: number; errors: number; p95: number | null }>(
        db,
        `SELECT ${dayBucketSql('at', '$4', '$5')} AS day, count(*) AS calls, count(*) FILTER (WHERE status >= 400) AS errors,
                percentile_cont(0.95) WITHIN GROUP (ORDER BY duration_ms) AS p95
         FROM request_log WHERE merchant_id = $1 AND kind = 'integration' AND at >= $2 AND at < $3 GROUP BY 1`,
        [merchantId, start, end, ...dayBucketParams(m)],
      ),
    ]);
    const calls = month?.calls ?? 0;
    const successRate = calls === 0 ? 100 : Math.round(((calls - (month?.server_errors ?? 0)) / calls) * 10_000) / 100;
    const recentCalls = recent?.calls ?? 0;
    const recentFailure = recentCalls === 0 ? 0 : (recent?.server_errors ?? 0) / recentCalls;
    const status: HealthStatus =
      recentCalls === 0 ? 'idle' : recentFailure >= 0.5 ? 'down' : recentFailure > 0.05 ? 'degraded' : 'operational';
    const byDay = new Map(days.map((d) => [d.day, d]));
    return {
      data: {
        api_calls: calls,
        success_rate: successRate,
        status,
        time_zone: m.zone,
        series: m.days.map((date) => {
          const d = byDay.get(date);
          return { date, calls: d?.calls ?? 0, errors: d?.errors ?? 0, p95_ms: Math.round((d?.p95 ?? 0) * 100) / 100 };
        }),
      },
    };
  });
};
