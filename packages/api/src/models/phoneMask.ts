/**
 * Show_Number (SPEC §3 "Agent settings include Show_Number"; the merchant's switch on
 * /agents/settings): whether the store's agents see customers' phone numbers. When it is off, no
 * answer an agent receives carries a customer's number (README "Agent settings"; ADR 021):
 *
 * - the number is shown as its mask, `maskPhone`: four bullets and the last four digits
 *   (`•••• 4567`), enough to tell two customers apart on the phone, not enough to call them;
 * - where a call needs the customer (`/inspect/{phone}`, the conversation calls, the events'
 *   `phone`), the agent gets an opaque key instead (`h…`, `isPhoneKey`), which the server alone
 *   can turn back into the number, for this store only.
 *
 * The merchant always sees the number.
 */

import { phoneDigits } from './phone';

/** The bullets before the last four digits. */
export const PHONE_MASK_BULLETS = '••••';

/** `966551234567` → `•••• 4567` (a number of four digits or fewer still shows only bullets and what it has). */
export function maskPhone(digits: string): string {
  const only = phoneDigits(digits);
  return `${PHONE_MASK_BULLETS} ${only.slice(-4)}`.trim();
}

/** An opaque customer key an agent gets instead of the number (base64url after `h`). */
export const PHONE_KEY_PATTERN = /^h[A-Za-z0-9_-]{20,80}$/;

export const isPhoneKey = (value: string): boolean => PHONE_KEY_PATTERN.test(value);
