import type { StatusTone } from '@wasl/tokens';
import type { CatalogueKey } from '@wasl/i18n/typed';
import { subscriptionStatusTones, transactionStatusTones } from '../account';
import { agentStatusTones } from '../agents/agentStatusTones';
import { campaignStatusTones } from '../campaigns';
import { healthStatusTones, ticketStatusTones } from '../insights';
// The tone file itself, not the folder's barrel: the barrel's widgets use DomainStatusPill.
import { approvalStatusTones, messageStatusTones, orderStatusTones } from '../orders/orderStatusTones';

/**
 * One tone per status of every domain (SPEC §4): pills, tables and timelines all read this map.
 * In progress = info, done well = success, needs attention = warning, failed or stopped = danger,
 * waiting or finished quietly = neutral. Each domain's map is typed against its API status type.
 */
export const statusToneMap = {
  order: orderStatusTones,
  campaign: campaignStatusTones,
  ticket: ticketStatusTones,
  approval: approvalStatusTones,
  message: messageStatusTones,
  transaction: transactionStatusTones,
  subscription: subscriptionStatusTones,
  agent: agentStatusTones,
  health: healthStatusTones,
} as const;

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

/** The catalogue key of every status of every domain (`data:status.order.delivered`, …). */
export type StatusKey = { [D in StatusDomain]: `data:status.${D}.${StatusOf<D>}` }[StatusDomain];

/** Compile-time: every status of the map has a name in the catalogue (a missing one fails `tsc`). */
type MissingStatusNames = Exclude<StatusKey, CatalogueKey<'data'>>;
const everyStatusNamed: [MissingStatusNames] extends [never] ? true : MissingStatusNames = true;
void everyStatusNamed;

/** The key of a status's translated name. */
export function statusKey<D extends StatusDomain>(domain: D, status: StatusOf<D>): StatusKey {
  // A template over the generic D is not narrowed by TypeScript; StatusKey is the same set, checked above.
  return `data:status.${domain}.${status}` as StatusKey;
}
