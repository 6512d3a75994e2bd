/**
 * The order status messages a merchant customises on /api_integration/customise_order (issue 22):
 * for each update status (orderTransitions.ts' one list), whether a WhatsApp message goes out when
 * an order reaches it, and its text in English and Arabic with the order templates' `{variables}`
 * (numbers.ts). The list's order is the merchant's: the order the messages are listed in. Pure data
 * and functions: the zod schema, the server and the editor widget share them.
 */
import type { ValidationResult } from '../validation/keys';
import { orderUpdateStatuses } from './orderTransitions';

export type OrderMessageStatus = (typeof orderUpdateStatuses)[number];

export interface OrderMessageSetting {
  status: OrderMessageStatus;
  /** Whether the customer gets a message when the order reaches this status. */
  enabled: boolean;
  en: string;
  ar: string;
}

/** Every update status exactly once (any order), or `validation:orderMessagesStatuses`. */
export function validateOrderMessageStatuses(statuses: readonly string[]): ValidationResult {
  const unique = new Set(statuses);
  if (unique.size !== statuses.length || unique.size !== orderUpdateStatuses.length) return 'validation:orderMessagesStatuses';
  for (const status of orderUpdateStatuses) if (!unique.has(status)) return 'validation:orderMessagesStatuses';
  return null;
}

/** Moves the message at `from` to `to` (a new array; out-of-range indexes answer the list unchanged). */
export function moveOrderMessage<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
