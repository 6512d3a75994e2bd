/** The campaign life cycle, pure (no zod) so screens and widgets can ask what a status allows. */
/**
 * Campaign statuses (SPEC §4 lists "pending approval, ongoing, paused, completed"). `pending` is the
 * editable draft awaiting submission/approval; `scheduled` is approved and waiting for its start hour
 * (ours); `rejected` is refused by the provider's review (ours). Trash is not a status: a trashed
 * campaign keeps its status and has `deleted_at`.
 */
export const campaignStatuses = ['pending', 'scheduled', 'ongoing', 'paused', 'completed', 'rejected'] as const;
export type CampaignStatusName = (typeof campaignStatuses)[number];

/** Which action each status allows (ours; README). Only `pending` is editable (SPEC §4). */
export const campaignActions = {
  edit: ['pending'],
  submit: ['pending'],
  pause: ['ongoing', 'scheduled'],
  resume: ['paused'],
  trash: ['pending', 'scheduled', 'paused', 'completed', 'rejected'],
} as const satisfies Record<string, readonly CampaignStatusName[]>;
export type CampaignAction = keyof typeof campaignActions;
export function campaignAllows(action: CampaignAction, status: CampaignStatusName): boolean {
  return (campaignActions[action] as readonly CampaignStatusName[]).includes(status);
}
