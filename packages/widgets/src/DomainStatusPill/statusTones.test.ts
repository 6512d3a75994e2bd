import { describe, expect, it } from 'vitest';
import {
  agentStatuses,
  campaignStatuses,
  healthStatuses,
  messageStatuses,
  orderStatuses,
  subscriptionStatuses,
  templateStatuses,
  ticketStatuses,
  transactionStatuses,
} from '@wasl/api/models';
import { createI18n } from '@wasl/i18n';
import { statusDomains, statusesOf, statusTone, type StatusDomain } from './statusTones';

/** The API's lists (the one source of each domain's statuses). */
const apiStatuses: Record<StatusDomain, readonly string[]> = {
  order: orderStatuses,
  campaign: campaignStatuses,
  ticket: ticketStatuses,
  approval: templateStatuses,
  message: messageStatuses,
  transaction: transactionStatuses,
  subscription: subscriptionStatuses,
  agent: agentStatuses,
  health: healthStatuses,
};

describe('status tones', () => {
  it.each(statusDomains)('%s: the same statuses in the same (lifecycle) order as the API', (domain) => {
    expect(statusesOf(domain)).toEqual([...apiStatuses[domain]]);
  });

  it.each(['en', 'ar'] as const)('every status has a %s label', (locale) => {
    const i18n = createI18n(locale);
    for (const domain of statusDomains) {
      for (const status of statusesOf(domain)) {
        expect(i18n.exists(`data:status.${domain}.${status}`), `${domain}.${status}`).toBe(true);
      }
    }
  });

  it('gives an unknown value (a newer server) the quiet tone instead of failing', () => {
    expect(statusTone('order', 'teleported' as never)).toBe('neutral');
    expect(statusTone('order', 'delivered')).toBe('success');
  });
});
