import { intlLocale, type IntlPreferences, type Locale } from '@wasl/i18n';

/**
 * Numbers and dates for Wasl, following the locale. Arabic is Saudi Arabic with Latin digits and
 * Gregorian dates unless the merchant prefers Arabic-Indic digits or the Hijri (Umm al-Qura)
 * calendar; the BCP 47 tag comes from `intlLocale()` in @wasl/i18n, the one place that knows it.
 *
 * Pure functions: they take the locale and preferences explicitly, so they work in tests, on the
 * server and in CSV exports. In components use `useFormat()`, which reads both from context.
 */
export interface FormatPreferences extends IntlPreferences {
  /** IANA time zone for dates and times; the browser's own zone when left out. */
  timeZone?: string;
}

export interface FormatOptions extends FormatPreferences {
  locale: Locale;
}

export type DateInput = Date | string | number;

export const dateStyles = ['short', 'medium', 'long'] as const;
export type DateStyle = (typeof dateStyles)[number];

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

// Building an Intl formatter costs far more than using one; a table of 10,000 rows formats
// the same few patterns over and over, so formatters are cached by tag and options.
function cached<T>(cache: Map<string, T>, tag: string, options: object, create: () => T): T {
  const key = `${tag}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

function tagOf({ locale, arabicDigits, calendar }: FormatOptions): string {
  return intlLocale(locale, { arabicDigits, calendar });
}

function numberFormat(options: FormatOptions, intl: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = tagOf(options);
  return cached(numberFormats, tag, intl, () => new Intl.NumberFormat(tag, intl));
}

function dateFormat(options: FormatOptions, intl: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = tagOf(options);
  const withZone = options.timeZone ? { ...intl, timeZone: options.timeZone } : intl;
  return cached(dateFormats, tag, withZone, () => new Intl.DateTimeFormat(tag, withZone));
}

function finite(value: number, fn: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`${fn}: expected a finite number, got ${String(value)}`);
  }
  return value;
}

/** Accepts a Date, an ISO string or epoch milliseconds; throws on anything that is not a real date. */
export function toDate(value: DateInput, fn = 'toDate'): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`${fn}: "${String(value)}" is not a valid date`);
  return date;
}

/** A plain number with grouping: 1,234,567.5 / ١٬٢٣٤٬٥٦٧٫٥. */
export function formatNumber(value: number, options: FormatOptions & { maximumFractionDigits?: number }): string {
  const { maximumFractionDigits = 2 } = options;
  return numberFormat(options, { maximumFractionDigits }).format(finite(value, 'formatNumber'));
}

/** Short forms for stats and axes: 1.2K, 3.4M / 1.2 ألف, 3.4 مليون. */
export function formatCompactNumber(value: number, options: FormatOptions): string {
  return numberFormat(options, { notation: 'compact', maximumFractionDigits: 1 }).format(finite(value, 'formatCompactNumber'));
}

/**
 * Money, SAR unless told otherwise (SPEC §9), always with the currency's minor units:
 * SAR 1,234.50 in English, 1,234.50 ر.س. in Arabic (symbol after the amount, the Saudi way).
 */
export function formatCurrency(value: number, options: FormatOptions & { currency?: string; compact?: boolean }): string {
  const { currency = 'SAR', compact = false } = options;
  const intl: Intl.NumberFormatOptions = compact
    ? { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }
    : { style: 'currency', currency };
  return numberFormat(options, intl).format(finite(value, 'formatCurrency'));
}

/**
 * A ratio as a percentage: 0.125 → 12.5%. `signed` adds + or − for changes (Stat trends).
 */
export function formatPercent(ratio: number, options: FormatOptions & { maximumFractionDigits?: number; signed?: boolean }): string {
  const { maximumFractionDigits = 1, signed = false } = options;
  return numberFormat(options, { style: 'percent', maximumFractionDigits, signDisplay: signed ? 'exceptZero' : 'auto' }).format(
    finite(ratio, 'formatPercent'),
  );
}

const dateStyleOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'numeric', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};

/** A calendar date: Nov 23, 2026 / 23 نوفمبر 2026 / 13 جمادى الآخرة 1448 هـ. @default style 'medium' */
export function formatDate(value: DateInput, options: FormatOptions & { style?: DateStyle }): string {
  return dateFormat(options, dateStyleOptions[options.style ?? 'medium']).format(toDate(value, 'formatDate'));
}

/** A time of day in the locale's clock: 2:05 PM / 2:05 م. */
export function formatTime(value: DateInput, options: FormatOptions): string {
  return dateFormat(options, { hour: 'numeric', minute: '2-digit' }).format(toDate(value, 'formatTime'));
}

/** Date and time together, for "last updated" columns. */
export function formatDateTime(value: DateInput, options: FormatOptions): string {
  return dateFormat(options, { ...dateStyleOptions.medium, hour: 'numeric', minute: '2-digit' }).format(toDate(value, 'formatDateTime'));
}

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * A month filter's label: November 2026 / نوفمبر 2026. Takes a date or SPEC §9's `YYYY-MM`
 * (read as that calendar month, whatever the time zone).
 */
export function formatMonthYear(value: DateInput, options: FormatOptions): string {
  if (typeof value === 'string' && monthPattern.test(value)) {
    const [, year, month] = monthPattern.exec(value) ?? [];
    // Mid-month at noon UTC, so no time zone can move it into the neighbouring month.
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, 15, 12));
    return dateFormat({ ...options, timeZone: 'UTC' }, { month: 'long', year: 'numeric' }).format(date);
  }
  return dateFormat(options, { month: 'long', year: 'numeric' }).format(toDate(value, 'formatMonthYear'));
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 days ago", "in 2 hours", "yesterday" / "قبل 3 أيام", "أمس"; the largest whole unit wins. */
export function formatRelativeTime(value: DateInput, options: FormatOptions & { now?: DateInput }): string {
  const seconds =
    (toDate(value, 'formatRelativeTime').getTime() - toDate(options.now ?? Date.now(), 'formatRelativeTime').getTime()) / 1000;
  const [unit, size] = units.find(([, length]) => Math.abs(seconds) >= length) ?? ['second', 1];
  const tag = tagOf(options);
  const format = cached(relativeFormats, tag, { numeric: 'auto' }, () => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));
  return format.format(Math.round(seconds / size), unit);
}

/** Every formatter bound to one locale and set of preferences; what `useFormat()` returns. */
export function createFormatters(base: FormatOptions) {
  return {
    locale: base.locale,
    number: (value: number, options?: { maximumFractionDigits?: number }) => formatNumber(value, { ...base, ...options }),
    compact: (value: number) => formatCompactNumber(value, base),
    currency: (value: number, options?: { currency?: string; compact?: boolean }) => formatCurrency(value, { ...base, ...options }),
    percent: (ratio: number, options?: { maximumFractionDigits?: number; signed?: boolean }) =>
      formatPercent(ratio, { ...base, ...options }),
    date: (value: DateInput, options?: { style?: DateStyle }) => formatDate(value, { ...base, ...options }),
    time: (value: DateInput) => formatTime(value, base),
    dateTime: (value: DateInput) => formatDateTime(value, base),
    monthYear: (value: DateInput) => formatMonthYear(value, base),
    relativeTime: (value: DateInput, options?: { now?: DateInput }) => formatRelativeTime(value, { ...base, ...options }),
  };
}
export type Formatters = ReturnType<typeof createFormatters>;
