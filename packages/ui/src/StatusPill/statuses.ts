import type { StatusTone } from '@wasl/tokens';

/**
 * One tone per status (SPEC §4), defined once: badges, tables and timelines all read this map.
 * Keys match the API's values (packages/api schemas). In progress = info, done well = success,
 * needs attention = warning, failed or stopped = danger, waiting or finished quietly = neutral.
 */
export const statusToneMap = {
  order: {
    placed: 'neutral',
    packed: 'neutral',
    shipped: 'info',
    reached_nearest_hub: 'info',
    out_for_delivery: 'info',
    delivered: 'success',
    cancelled: 'danger',
    returned: 'warning',
    replaced: 'warning',
    refunded: 'neutral',
  },
  campaign: {
    pending: 'neutral',
    scheduled: 'info',
    ongoing: 'success',
    paused: 'warning',
    completed: 'info',
    rejected: 'danger',
  },
  ticket: { open: 'info', closed: 'neutral' },
  approval: { pending: 'neutral', approved: 'success', rejected: 'danger' },
  message: { sent: 'neutral', delivered: 'info', seen: 'success', failed: 'danger' },
  transaction: { success: 'success', failed: 'danger' },
  subscription: { active: 'success', inactive: 'neutral' },
  agent: { invited: 'neutral', active: 'success' },
  health: { operational: 'success', degraded: 'warning', down: 'danger', idle: 'neutral' },
} as const satisfies Record<string, Record<string, StatusTone>>;

export type StatusDomain = keyof typeof statusToneMap;
export type StatusOf<D extends StatusDomain> = keyof (typeof statusToneMap)[D] & string;

export const statusDomains = Object.keys(statusToneMap) as StatusDomain[];

/** The statuses of one domain, in the map's order (the order of the lifecycle). */
export function statusesOf<D extends StatusDomain>(domain: D): StatusOf<D>[] {
  return Object.keys(statusToneMap[domain]) as StatusOf<D>[];
}

export function statusTone<D extends StatusDomain>(domain: D, status: StatusOf<D>): StatusTone {
  return (statusToneMap[domain] as Record<string, StatusTone>)[status] ?? 'neutral';
}
