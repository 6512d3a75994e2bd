import type { CampaignStatus } from '@wasl/api/types';
import type { StatusTone } from '@wasl/tokens';

/** A campaign's tone per status, in lifecycle order. */
export const campaignStatusTones = {
  pending: 'neutral',
  scheduled: 'info',
  ongoing: 'success',
  paused: 'warning',
  completed: 'info',
  rejected: 'danger',
} as const satisfies Record<CampaignStatus, StatusTone>;
