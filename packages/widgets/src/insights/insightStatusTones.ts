import type { Health, TicketStatus } from '@wasl/api/types';
import type { StatusTone } from '@wasl/tokens';

export const ticketStatusTones = { open: 'info', closed: 'neutral' } as const satisfies Record<TicketStatus, StatusTone>;

/** The merchant's API integration health. */
export const healthStatusTones = {
  operational: 'success',
  degraded: 'warning',
  down: 'danger',
  idle: 'neutral',
} as const satisfies Record<Health['status'], StatusTone>;
