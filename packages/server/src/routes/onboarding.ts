/**
 * Onboarding by Level (SPEC §4): complete-profile takes Level 0 → 1, select-package 1 → 2.
 * Repeating a step never lowers the Level.
 */
import { routes } from '@wasl/api';
import type { RouteModule } from '../middleware/route.ts';
import { badRequest, HttpError } from '../middleware/http.ts';
import { PACKAGES, planById } from '@wasl/api/models';

export const register: RouteModule = (r, { db, sessions }) => {
  r.handle(routes.completeProfile, async ({ merchantId, body }) => {
    const { rows } = await db.query<{ level: number }>(
      `UPDATE merchants SET language = $2, business_name = $3, logo_link = $4, level = GREATEST(level, 1)
       WHERE id = $1 RETURNING level`,
      [merchantId, body.language, body.Business_Name, body.Logo_Link],
    );
    sessions.invalidateMerchant(merchantId);
    return { data: { Level: rows[0]?.level ?? 1 }, message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.listPackages, () => ({ data: PACKAGES }));

  r.handle(routes.selectPackage, async ({ merchantId, body }) => {
    const plan = planById(body.package_id);
    if (!plan) throw badRequest('errors:unknownPackage');
    const level = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ level: number }>('SELECT level FROM merchants WHERE id = $1', [merchantId]);
      const current = rows[0]?.level ?? 0;
      // The Level guard (auth/middleware.ts) already refuses Level 0; this covers a race with it.
      if (current < 1) throw new HttpError(409, 'errors:completeProfileFirst', { data: { Level: current, required: 1 } });
      await tx.query('UPDATE merchants SET level = GREATEST(level, 2), package_id = $2 WHERE id = $1', [merchantId, plan.id]);
      // Pre-launch offer (SPEC §1): the chosen plan starts as a two-month free trial, no card.
      // Choosing again later only records it as the upcoming plan.
      await tx.query(
        `INSERT INTO subscriptions (merchant_id, plan_id, status, since, start_at, expiry, wallet, free_sessions, agents)
         VALUES ($1, $2, 'active', now(), now(), now() + interval '60 days', $3, $3, $4)
         ON CONFLICT (merchant_id) DO UPDATE SET upcoming_plan = EXCLUDED.plan_id`,
        [merchantId, plan.id, plan.sessions, plan.agents],
      );
      return Math.max(current, 2);
    });
    sessions.invalidateMerchant(merchantId);
    return { data: { Level: level }, message: 'errors:success.dataUpdated' };
  });
};
