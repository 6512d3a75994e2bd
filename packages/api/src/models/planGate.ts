/**
 * SPEC §6's plan gating, once: what a merchant ran into (a feature outside the plan, a limit, too
 * few coins) and what to offer — the cheapest higher plan of the one catalogue (`@wasl/api/models`)
 * with what it brings over the current one, the add-on that sells the feature alone, the coin packs.
 * Pure: the upgrade and buy-coins dialogs render it; unit-tested in node.
 */
import { ADDONS, PLANS, featureKeys, planById, type CatalogueAddon, type CataloguePlan, type FeatureKey } from './catalogue';

/** The limits a plan sets (SPEC §6: Allowed, Allowed_Section, Campaign_Limit). */
export const planLimits = ['agents', 'sections', 'campaigns', 'flowNodes'] as const;
export type PlanLimit = (typeof planLimits)[number];

/** Why the upgrade dialog opens. */
export type UpgradeReason = { kind: 'feature'; feature: FeatureKey } | { kind: 'limit'; limit: PlanLimit; allowed: number };

export interface UpgradeOffer {
  /** The cheapest paid plan that lifts the block (null: no plan does). */
  plan: CataloguePlan | null;
  /** What that plan brings over the current one: more of each limit, and its new features. */
  gains: { agents: number | null; sections: number | null; campaigns: number | null; flowNodes: number | null; features: FeatureKey[] };
  /** The add-on that sells the feature without a plan change (never expires, billed monthly). */
  addon: CatalogueAddon | null;
}

const limitOf = (plan: CataloguePlan, limit: PlanLimit): number =>
  ({ agents: plan.agents, sections: plan.sections, campaigns: plan.campaign_limit, flowNodes: plan.flow_nodes })[limit];

/** True when the feature is one the catalogue gates (a 402 answer's `data.feature` is checked with it). */
export const isFeatureKey = (value: unknown): value is FeatureKey => (featureKeys as readonly unknown[]).includes(value);

/** The offer for a reason, given the merchant's current plan id (unknown or absent: the free trial). */
export function upgradeOffer(reason: UpgradeReason, currentPlanId?: string | null): UpgradeOffer {
  const current = planById(currentPlanId ?? '') ?? PLANS[0]!;
  const lifts = (plan: CataloguePlan) =>
    reason.kind === 'feature'
      ? plan.features.includes(reason.feature)
      : limitOf(plan, reason.limit) > Math.max(reason.allowed, limitOf(current, reason.limit));
  const plan =
    PLANS.filter((p) => p.price > 0 && p.price > current.price)
      .sort((a, b) => a.price - b.price)
      .find(lifts) ?? null;
  const more = (limit: PlanLimit) => (plan && limitOf(plan, limit) > limitOf(current, limit) ? limitOf(plan, limit) : null);
  const addon = reason.kind === 'feature' ? (ADDONS.find((a) => a.feature === reason.feature) ?? null) : null;
  return {
    plan,
    gains: {
      agents: more('agents'),
      sections: more('sections'),
      campaigns: more('campaigns'),
      flowNodes: more('flowNodes'),
      features: plan ? plan.features.filter((f) => !current.features.includes(f)) : [],
    },
    addon,
  };
}

/** The coin packs of the catalogue, smallest first (one coin = one campaign message). */
export const coinPacks = (): CatalogueAddon[] => ADDONS.filter((a) => a.coins !== null).sort((a, b) => a.coins! - b.coins!);

/** Packs of each kind needed to cover `missing` coins: the smallest single pack that does, else the largest repeated. */
export function packsFor(missing: number): { pack: CatalogueAddon; quantity: number } | null {
  const packs = coinPacks();
  if (packs.length === 0 || !(missing > 0)) return null;
  const one = packs.find((p) => p.coins! >= missing);
  if (one) return { pack: one, quantity: 1 };
  const largest = packs[packs.length - 1]!;
  return { pack: largest, quantity: Math.ceil(missing / largest.coins!) };
}

/** What is below the merchant's low-balance alert (empty: nothing, or no alert set). */
export function lowBalances(sub: {
  wallet: number;
  coins: number;
  alerts: { wallet: number | null; coins: number | null };
}): ('wallet' | 'coins')[] {
  const low: ('wallet' | 'coins')[] = [];
  if (sub.alerts.wallet !== null && sub.wallet < sub.alerts.wallet) low.push('wallet');
  if (sub.alerts.coins !== null && sub.coins < sub.alerts.coins) low.push('coins');
  return low;
}
