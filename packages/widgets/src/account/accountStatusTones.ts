import type { Subscription, Transaction } from '@wasl/api/types';
import type { StatusTone } from '@wasl/tokens';

/** A wallet payment's outcome. */
export const transactionStatusTones = { success: 'success', failed: 'danger' } as const satisfies Record<Transaction['status'], StatusTone>;

export const subscriptionStatusTones = { active: 'success', inactive: 'neutral' } as const satisfies Record<
  Subscription['status'],
  StatusTone
>;
