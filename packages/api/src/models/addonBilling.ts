/**
 * Add-on monthly billing (SPEC §9: "add-ons never expire, billed monthly from the add-on date";
 * ADR 024). One pure model for the server's renewal run, the purchase that renews by hand, and the
 * dashboard's "renews on" line:
 *
 * - an add-on's periods run from its `since` day, month by month (31 January → 28/29 February →
 *   31 March: each renewal day is counted from `since`, so a short month never shifts the next);
 * - it is paid until `paid_until`; on that day (UTC) it is due and the card on file is charged;
 * - a failed charge (or no card on file) makes it past due: the add-on keeps working, the charge is
 *   retried every ADDON_RETRY_DAYS days, and ADDON_GRACE_DAYS days after the first failure it lapses
 *   (removed: its feature stops; buying it again starts a new period);
 * - the merchant can pay a past-due add-on at once (the purchase call, "Renew now"): that payment is
 *   the period's renewal.
 *
 * Dates are ISO days (`YYYY-MM-DD`), compared as strings.
 */
import type { PaymentFailureReason } from './payments';

/** Days between two attempts at a failed renewal. */
export const ADDON_RETRY_DAYS = 2;
/** Days after the first failed renewal before an unpaid add-on lapses. */
export const ADDON_GRACE_DAYS = 7;

/** Why a renewal failed: the provider's reason, or no card on file to charge. */
export type RenewalFailure = PaymentFailureReason | 'no_card';
export const renewalFailures = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'no_card',
] as const satisfies readonly RenewalFailure[];

/** An owned add-on as stored (`subscriptions.addons`). */
export interface OwnedAddon {
  id: string;
  since: string;
  /** Paid until this day; due on it. Entries stored before billing have none (see `paidUntilOf`). */
  paid_until?: string;
  /** The day of the first failed renewal of the current period (null: not past due). */
  past_due_since?: string | null;
  /** The day of the last renewal attempt. */
  last_attempt?: string | null;
  failure?: RenewalFailure | null;
}

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** `day` plus `months` calendar months, on the same day of the month or the month's last day. */
export function addMonths(day: string, months: number): string {
  const d = parseDay(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return isoDay(target);
}

/** `day` plus `days` days. */
function addDays(day: string, days: number): string {
  return isoDay(new Date(parseDay(day).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / DAY_MS);

/** Months from `since` to `day` (calendar months, ignoring the day of the month). */
const monthsFrom = (since: string, day: string): number => {
  const a = parseDay(since);
  const b = parseDay(day);
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
};

/** The first renewal day of `since`'s periods that is after `today` (a new add-on: one month on). */
export function nextRenewalAfter(since: string, today: string): string {
  let k = Math.max(1, monthsFrom(since, today));
  while (addMonths(since, k) <= today) k += 1;
  while (k > 1 && addMonths(since, k - 1) > today) k -= 1;
  return addMonths(since, k);
}

/**
 * Paid until when. An entry stored before billing began has no `paid_until`: it is taken as paid for
 * the period running on `today` (decision, ADR 024: no back-charging for months nobody billed).
 */
export const paidUntilOf = (addon: OwnedAddon, today: string): string => addon.paid_until ?? nextRenewalAfter(addon.since, today);

/** The day an unpaid add-on lapses, or null when it is not past due. */
export const lapsesOn = (addon: OwnedAddon): string | null =>
  addon.past_due_since ? addDays(addon.past_due_since, ADDON_GRACE_DAYS) : null;

/** What the renewal run does with an owned add-on today. */
export type RenewalStep = 'none' | 'charge' | 'lapse';

export function renewalStep(addon: OwnedAddon, today: string): RenewalStep {
  if (paidUntilOf(addon, today) > today) return 'none';
  if (addon.past_due_since && daysBetween(addon.past_due_since, today) >= ADDON_GRACE_DAYS) return 'lapse';
  if (addon.last_attempt && daysBetween(addon.last_attempt, today) < ADDON_RETRY_DAYS) return 'none';
  return 'charge';
}

/** Whether the merchant may pay this owned add-on now (it is due or past due). */
export const isRenewable = (addon: OwnedAddon, today: string): boolean => paidUntilOf(addon, today) <= today;

/** A new add-on bought today: its first period is paid. */
export const newOwnedAddon = (id: string, today: string): OwnedAddon => ({ id, since: today, paid_until: addMonths(today, 1) });

/** After a successful renewal on `today`: paid for the next period, nothing past due. */
export function renewed(addon: OwnedAddon, today: string): OwnedAddon {
  const paid = paidUntilOf(addon, today);
  return { id: addon.id, since: addon.since, paid_until: nextRenewalAfter(addon.since, paid), last_attempt: today };
}

/** After a failed renewal attempt on `today`. */
export function renewalFailed(addon: OwnedAddon, today: string, failure: RenewalFailure): OwnedAddon {
  return {
    ...addon,
    paid_until: paidUntilOf(addon, today),
    past_due_since: addon.past_due_since ?? today,
    last_attempt: today,
    failure,
  };
}

/** The next retry after a failure on `today`, or null when the add-on will have lapsed by then. */
export function nextRetry(addon: OwnedAddon): string | null {
  if (!addon.last_attempt || !addon.past_due_since) return null;
  const retry = addDays(addon.last_attempt, ADDON_RETRY_DAYS);
  return retry < lapsesOn(addon)! ? retry : null;
}
