/**
 * SPEC §6 "an active-agent limit message asks to upgrade": which plan to name, and what it brings.
 * The plans come from the one catalogue (`@wasl/api/models`), cheapest first.
 */
import { PLANS, type CataloguePlan } from '@wasl/api/models';

export const upgradeNeeds = ['agents', 'sections', 'quick'] as const;
export type UpgradeNeed = (typeof upgradeNeeds)[number];

/** The cheapest paid plan that gives more than `allowed` (agents or sections) or has quick replies; null when none does. */
export function nextPlanFor(need: UpgradeNeed, allowed: number): CataloguePlan | null {
  const paid = PLANS.filter((plan) => plan.price > 0);
  const fits = (plan: CataloguePlan) =>
    need === 'agents' ? plan.agents > allowed : need === 'sections' ? plan.sections > allowed : plan.features.includes('quick_replies');
  return paid.find(fits) ?? null;
}
