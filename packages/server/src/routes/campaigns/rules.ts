/**
 * The rules of campaigns: which action a campaign's state allows (with the message of a refusal),
 * the limits of SPEC §3/§6, the audience's numbers and the messaging tier.
 *
 * Life cycle (ours, README): a draft is `pending` and editable; submit reserves the coins (one per
 * recipient; messaging/campaigns.ts reserveCoins) and — the sandbox provider approving at once —
 * makes it `scheduled` (or `ongoing` when its start has passed). Trash keeps the status and sets
 * deleted_at (an ongoing campaign must be paused first). Campaign_Limit counts live campaigns
 * (pending, scheduled, ongoing, paused, not in the trash); Can_Add also needs the `campaigns` feature.
 */
import { campaignAllows, type CampaignBody, type CampaignStatusName } from '@wasl/api';
import { isFailureReason, type FailureReason, type FeatureKey } from '@wasl/api/models';
import type { MessageKey } from '../../middleware/http.ts';
import { planById } from '../../providers/catalogue.ts';

/** Messages of refused transitions (the campaign screens show them, SPEC §8). */
export const CAMPAIGN_MESSAGES = {
  locked: 'errors:campaignLocked',
  notSubmittable: 'errors:campaign.notSubmittable',
  notPausable: 'errors:campaign.notPausable',
  notResumable: 'errors:campaign.notResumable',
  notTrashable: 'errors:campaign.notTrashable',
  alreadyTrashed: 'errors:campaign.alreadyTrashed',
  notTrashed: 'errors:campaign.notTrashed',
  inTrash: 'errors:campaign.inTrash',
  consentRequired: 'errors:campaign.consentRequired',
} as const satisfies Record<string, MessageKey>;

export type CampaignAction = 'edit' | 'submit' | 'pause' | 'resume' | 'trash' | 'restore';

/** Why the action is refused in this state (a 409 message), or undefined when it is allowed. */
export function refusal(action: CampaignAction, c: { status: CampaignStatusName; deleted_at: Date | null }): MessageKey | undefined {
  if (action === 'restore') return c.deleted_at ? undefined : CAMPAIGN_MESSAGES.notTrashed;
  if (action === 'trash') {
    if (c.deleted_at) return CAMPAIGN_MESSAGES.alreadyTrashed;
    return campaignAllows('trash', c.status) ? undefined : CAMPAIGN_MESSAGES.notTrashable;
  }
  if (c.deleted_at) return CAMPAIGN_MESSAGES.inTrash;
  if (campaignAllows(action, c.status)) return undefined;
  const refused = { edit: 'locked', submit: 'notSubmittable', pause: 'notPausable', resume: 'notResumable' } as const;
  return CAMPAIGN_MESSAGES[refused[action]];
}

/** Coins, Campaign_Limit and Can_Add (SPEC §3, §6); `allowed`: the package has campaigns at all. */
export function limitsOf(sub: { plan_id: string; coins: number } | undefined, live: number, features: ReadonlySet<FeatureKey>) {
  const limit = sub ? (planById(sub.plan_id)?.campaign_limit ?? 0) : 0;
  const allowed = features.has('campaigns');
  return { Coins: sub?.coins ?? 0, Campaign_Limit: limit, Can_Add: allowed && live < limit, allowed };
}

/** The CSV numbers as +digits, without duplicates. */
export const csvNumbers = (audience: CampaignBody['audience']): string[] => [
  ...new Set(audience.csv.map((p) => `+${p.trim().replace(/^\+/, '').replace(/[^\d]/g, '')}`)),
];

/** Failed recipients per class (an unknown provider class counts as `other`), largest first. */
export function failuresOf(rows: readonly { reason: string | null; n: number }[]) {
  const counts = new Map<FailureReason, number>();
  for (const r of rows) {
    const reason: FailureReason = isFailureReason(r.reason) ? r.reason : 'other';
    counts.set(reason, (counts.get(reason) ?? 0) + Number(r.n));
  }
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/**
 * Business-initiated conversations a day a WhatsApp number may open (Meta's messaging limit tiers).
 * We keep no per-number history, so (ours): an approved number is taken at the first verified tier
 * (1,000), a pending one at the unverified tier (250); no number, null.
 */
export const MESSAGING_TIERS = { approved: 1_000, pending: 250 } as const;

export const messagingTier = (number: { status: string } | undefined): number | null =>
  number ? (number.status === 'approved' ? MESSAGING_TIERS.approved : MESSAGING_TIERS.pending) : null;
