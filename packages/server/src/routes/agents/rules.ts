/**
 * The rules of agents and sections: the package limits of SPEC §6 (Allowed agents, Allowed_Section,
 * the quick-replies feature) and the checks the schemas cannot make.
 */
import type { FeatureKey } from '@wasl/api/models';
import { badRequest } from '../../middleware/http.ts';
import { planById } from '../../providers/catalogue.ts';
import { isValidZone } from '../../lib/zone.ts';

export interface SubscriptionRow {
  plan_id: string;
  agents: number;
  status: string;
  expiry: Date;
}

export interface AgentLimits {
  Allowed: number;
  Allowed_Section: number;
  Add_Agent: boolean;
  Add_Section: boolean;
  Quick_Feature: boolean;
}

/** Limits from the subscription (none when inactive or expired), the counts in use and the features. */
export function limitsOf(
  sub: SubscriptionRow | undefined,
  counts: { agents: number; sections: number } | undefined,
  features: ReadonlySet<FeatureKey>,
  now: Date,
): AgentLimits {
  const active = !!sub && sub.status === 'active' && sub.expiry.getTime() > now.getTime();
  const plan = sub ? planById(sub.plan_id) : undefined;
  const allowed = active ? Math.max(sub.agents, plan?.agents ?? 0) : 0;
  const allowedSection = active ? (plan?.sections ?? 0) : 0;
  return {
    Allowed: allowed,
    Allowed_Section: allowedSection,
    Add_Agent: (counts?.agents ?? 0) < allowed,
    Add_Section: (counts?.sections ?? 0) < allowedSection,
    Quick_Feature: features.has('quick_replies'),
  };
}

/** A valid IANA time zone (lib/zone.ts: the schema's shape, and a name Intl knows). */
export function checkTimeZone(zone: string): void {
  if (!isValidZone(zone)) throw badRequest('validation:timeZoneInvalid');
}

/** LIKE pattern characters taken literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
