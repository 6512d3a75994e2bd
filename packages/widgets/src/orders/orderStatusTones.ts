import type { MessageStatus, OrderStatus, OrderTemplate } from '@wasl/api/types';
import type { StatusTone } from '@wasl/tokens';

/** An order's tone per status (SPEC §4), in lifecycle order; a status added to the API fails the build here. */
export const orderStatusTones = {
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
} as const satisfies Record<OrderStatus, StatusTone>;

/** A WhatsApp message sent for an order. */
export const messageStatusTones = {
  sent: 'neutral',
  delivered: 'info',
  seen: 'success',
  failed: 'danger',
} as const satisfies Record<MessageStatus, StatusTone>;

/** A message template under the provider's review. */
export const approvalStatusTones = {
  pending: 'neutral',
  approved: 'success',
  rejected: 'danger',
} as const satisfies Record<OrderTemplate['status'], StatusTone>;
