/** Subscription and transaction rows as stored, and their shapes in the answers. */
import { lapsesOn, nextRetry, paidUntilOf, paymentFailureReason, type FeatureKey, type OwnedAddon } from '@wasl/api/models';
import { isoDate } from '../../db/queries.ts';
import { isoInZone, localDate } from '../../lib/zone.ts';
import { ADDONS, addonById, planById, PLANS } from '../../providers/catalogue.ts';

export interface SubRow {
  plan_id: string;
  status: string;
  since: Date;
  start_at: Date;
  expiry: Date;
  upcoming_plan: string | null;
  wallet: number;
  coins: number;
  free_sessions: number;
  paid_sessions: number;
  agents: number;
  addons: OwnedAddon[];
  /** The sealed payment source renewals charge (ADR 024). */
  card_on_file: string | null;
  alert_wallet: number | null;
  alert_coins: number | null;
}

export interface TxRow {
  id: number;
  package: string;
  package_type: 'plan' | 'addon' | 'coins';
  quantity: number;
  cost: number;
  currency: string;
  status: 'success' | 'failed';
  failure_reason: string | null;
  created_at: Date;
}

/**
 * The catalogue id of a stored transaction, derived from its label: the purchase stored the
 * catalogue's English name (`× quantity` after a coin pack), see `priceOf` in rules.ts. Null when no
 * catalogue entry has that name any more (the table then shows the stored label).
 */
export function catalogueIdOf(t: Pick<TxRow, 'package' | 'package_type'>): string | null {
  if (t.package_type === 'plan') return PLANS.find((p) => p.name === t.package)?.id ?? null;
  const name = t.package_type === 'coins' ? t.package.replace(/ × \d+$/, '') : t.package;
  return ADDONS.find((a) => a.name === name && (a.coins !== null) === (t.package_type === 'coins'))?.id ?? null;
}

/**
 * A transaction as the merchant reads it: `date` and `time` on the merchant's clock (settings'
 * Time_Zone, `zone`), like every other date they see — a purchase at 01:30 in Riyadh is on that
 * local day, not the previous UTC one — in the list and the CSV alike.
 */
export const toTransaction = (t: TxRow, zone: string) => ({
  id: t.id,
  package: t.package,
  package_type: t.package_type,
  package_id: catalogueIdOf(t),
  quantity: Math.max(1, t.quantity),
  date: localDate(t.created_at, zone),
  time: isoInZone(t.created_at, zone).slice(11, 16),
  cost: t.cost,
  currency: t.currency,
  status: t.status,
  reason: t.status === 'failed' ? (paymentFailureReason(t.failure_reason) ?? 'card_declined') : null,
});

const planRef = (id: string) => {
  const plan = planById(id) ?? PLANS[0]!;
  return { id: plan.id, name: plan.name, name_ar: plan.name_ar };
};

/** The subscription answer; a merchant without one (onboarding) sees an inactive trial. */
export function toSubscription(sub: SubRow | undefined, agentsUsed: number, features: ReadonlySet<FeatureKey>, now: Date) {
  if (!sub) {
    return {
      plan: planRef('trial'),
      status: 'inactive' as const,
      validity: 0,
      since: isoDate(now),
      expiry: isoDate(now),
      upcoming_plan: null,
      wallet: 0,
      coins: 0,
      free_sessions: 0,
      paid_sessions: 0,
      agents: { used: agentsUsed, allowed: 0 },
      addons: [],
      card_on_file: false,
      features: [],
      alerts: { wallet: null, coins: null },
    };
  }
  const active = sub.status === 'active' && sub.expiry.getTime() > now.getTime();
  const today = isoDate(now);
  return {
    plan: planRef(sub.plan_id),
    status: active ? ('active' as const) : ('inactive' as const),
    validity: Math.max(0, Math.ceil((sub.expiry.getTime() - now.getTime()) / 86_400_000)),
    since: isoDate(sub.since),
    expiry: isoDate(sub.expiry),
    upcoming_plan: sub.upcoming_plan ? planRef(sub.upcoming_plan) : null,
    wallet: Math.max(0, sub.wallet),
    coins: Math.max(0, sub.coins),
    free_sessions: sub.free_sessions,
    paid_sessions: sub.paid_sessions,
    agents: { used: agentsUsed, allowed: sub.agents },
    addons: (sub.addons ?? []).flatMap((a) => {
      const addon = addonById(a.id);
      if (!addon) return [];
      const lapses = lapsesOn(a);
      return [
        {
          id: addon.id,
          name: addon.name,
          name_ar: addon.name_ar,
          since: a.since,
          renews_on: paidUntilOf(a, today),
          past_due:
            a.past_due_since && lapses
              ? { since: a.past_due_since, lapses_on: lapses, reason: a.failure ?? 'card_declined', next_retry: nextRetry(a) }
              : null,
        },
      ];
    }),
    card_on_file: sub.card_on_file !== null,
    features: [...features],
    alerts: { wallet: sub.alert_wallet ?? null, coins: sub.alert_coins ?? null },
  };
}
