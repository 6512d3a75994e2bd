/**
 * Show_Number (README "Agent settings"; ADR 021): whether the store's agents see customers' phone
 * numbers. The merchant always does; an agent does only while the merchant's `settings.show_number`
 * is on. Otherwise every conversation answer an agent gets carries, for the customer's number, an
 * opaque key (`phone`, lib/secretBox.ts phoneKey: good for the URL and the calls) and its mask
 * (`phone_masked`, @wasl/api maskPhone: `•••• 4567`); orders show the mask as their contact; the
 * list's search stops matching digits (a guessed number would otherwise be confirmed).
 */
import { isPhoneKey, maskPhone } from '@wasl/api/models';
import type { Actor } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import type { SecretBox } from '../lib/secretBox.ts';
import { notFound } from '../middleware/http.ts';
import { phoneDigits as digitsOf } from '../lib/phone.ts';

/** How this actor sees customers' numbers. */
export interface NumberView {
  /** Whether the number itself may be sent. */
  shown: boolean;
  /** What goes in a `phone` field: the digits, or the opaque key. */
  phone(digits: string): string;
  /** What goes in a `phone_masked` field: null when shown, else the mask. */
  masked(digits: string): string | null;
  /** What an order's `contact` shows: the number, or its mask. */
  contact(phone: string): string;
}

/** Whether the merchant lets agents see numbers (settings.show_number; no settings row: off, the column's default). */
export async function agentsSeeNumbers(q: Queryable, merchantId: number): Promise<boolean> {
  const { rows } = await q.query<{ show_number: boolean }>('SELECT show_number FROM settings WHERE merchant_id = $1', [merchantId]);
  return rows[0]?.show_number ?? false;
}

export function numberView(secrets: SecretBox, merchantId: number, shown: boolean): NumberView {
  return {
    shown,
    phone: (digits) => (shown ? digits : secrets.phoneKey(merchantId, digitsOf(digits))),
    masked: (digits) => (shown ? null : maskPhone(digits)),
    contact: (phone) => (shown ? phone : maskPhone(phone)),
  };
}

/** The view of `actor`: the merchant sees numbers; an agent as the store's Show_Number says. */
export async function numberViewOf(q: Queryable, secrets: SecretBox, merchantId: number, actor: Actor): Promise<NumberView> {
  return numberView(secrets, merchantId, actor.kind === 'merchant' || (await agentsSeeNumbers(q, merchantId)));
}

/** The customer's digits from a `{phone}` segment: the number itself, or a key of this store (another's, or a forged one: 404). */
export function phoneOfParam(secrets: SecretBox, merchantId: number, param: string): string {
  if (!isPhoneKey(param)) return digitsOf(param);
  const digits = secrets.phoneOfKey(merchantId, param);
  if (digits === null) throw notFound();
  return digits;
}
