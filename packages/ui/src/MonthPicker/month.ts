/** A calendar month: the value of the dashboard, orders and exports filters (SPEC §9). */
export interface MonthValue {
  /** 1 (January) to 12 (December). */
  month: number;
  /** Four-digit Gregorian year. */
  year: number;
}

export const monthsOfYear = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export function isMonthValue(value: unknown): value is MonthValue {
  if (typeof value !== 'object' || value === null) return false;
  const { month, year } = value as Record<string, unknown>;
  return (
    Number.isInteger(month) &&
    (month as number) >= 1 &&
    (month as number) <= 12 &&
    Number.isInteger(year) &&
    (year as number) >= 1 &&
    (year as number) <= 9999
  );
}

/** The SPEC §9 "year-month" form used in query strings: `2026-03`. */
export function formatMonthKey({ month, year }: MonthValue): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** Parses `2026-03` (and nothing looser); `null` for anything else, e.g. `2026-13` or `26-3`. */
export function parseMonthKey(key: string): MonthValue | null {
  const match = /^(\d{4})-(\d{2})$/.exec(key.trim());
  if (!match) return null;
  const value = { year: Number(match[1]), month: Number(match[2]) };
  return isMonthValue(value) ? value : null;
}

/** Moves by whole months, across year boundaries in both directions. */
export function addMonths({ month, year }: MonthValue, count: number): MonthValue {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** Negative when `a` is before `b`, zero when equal, positive after. */
export function compareMonths(a: MonthValue, b: MonthValue): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function isSameMonth(a: MonthValue | null | undefined, b: MonthValue | null | undefined): boolean {
  return !!a && !!b && compareMonths(a, b) === 0;
}

/** Whether `value` lies within the optional inclusive bounds. */
export function isMonthWithin(value: MonthValue, min?: MonthValue | null, max?: MonthValue | null): boolean {
  return (!min || compareMonths(value, min) >= 0) && (!max || compareMonths(value, max) <= 0);
}

/**
 * The month it is now in a time zone (the merchant's, not the browser's: at 23:30 on 31 March in
 * Riyadh it is already April in Kolkata). The clock is a parameter so tests and stories are stable.
 */
export function currentMonth(now: Date = new Date(), timeZone?: string): MonthValue {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', { year: 'numeric', month: 'numeric', timeZone }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') };
}
