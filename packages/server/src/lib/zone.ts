/**
 * The merchant's clock (issue 20): every "per month" and "by day" figure, campaign start and CSV
 * timestamp the merchant sees is read on the time zone of their settings (`Time_Zone`, SPEC §9,
 * default Asia/Kolkata; read by db/queries.ts `merchantTimeZone`), never on the server's UTC. Pure
 * (no I/O); used by the dashboard, health,
 * orders, insights, survey ranges, agent profiles and the campaign runner.
 *
 * - A zone is valid when it looks like an IANA name (@wasl/api `TimeZone`) and `Intl` knows it; an
 *   invalid or missing one falls back to DEFAULT_TIME_ZONE (never UTC, never an error).
 * - A local day starts at the FIRST instant whose local date is that day (midnight, or 01:00 where a
 *   DST change skips midnight); a month is [its first day's start, the next month's first day's start).
 * - Day keys are computed here, in JS, from those boundaries; SQL buckets rows with
 *   `width_bucket(at, day_starts)` (see `dayBucketSql`) instead of `AT TIME ZONE`, so PostgreSQL's
 *   and PGlite's own time zone data never decide a day (ADR 017).
 */
import { resolveMonth, TimeZone } from '@wasl/api';

/** SPEC §9: "Default timezone Asia/Kolkata" (the settings column's default too, db/migrations.ts). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

const HOUR_MS = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached en-US formatter of the wall clock in `zone` (throws RangeError for an unknown zone). */
function wallClock(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formatters.size > 500) formatters.clear();
    formatters.set(zone, f);
  }
  return f;
}

/** Whether `zone` is an IANA time zone name this runtime knows (`Asia/Riyadh`, `UTC`; not `+03:00`). */
export function isValidZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !TimeZone.safeParse(zone).success) return false;
  try {
    wallClock(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone itself when valid, otherwise DEFAULT_TIME_ZONE. */
export const resolveZone = (zone: unknown): string => (isValidZone(zone) ? zone : DEFAULT_TIME_ZONE);

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallOf(instant: number, zone: string): Wall {
  const parts = wallClock(resolveZone(zone)).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: n('year'), month: n('month'), day: n('day'), hour: n('hour') % 24, minute: n('minute'), second: n('second') };
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** UTC offset (ms) of `zone` at an instant (Riyadh: +3 h). */
export function zoneOffsetMs(instant: number, zone: string): number {
  const w = wallOf(instant, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/** The local date (`YYYY-MM-DD`) of an instant in `zone`. */
export function localDate(instant: Date | number, zone: string): string {
  const w = wallOf(typeof instant === 'number' ? instant : instant.getTime(), zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The local year and month (1–12) of an instant in `zone`. */
export function localMonth(instant: Date, zone: string): { year: number; month: number } {
  const w = wallOf(instant.getTime(), zone);
  return { year: w.year, month: w.month };
}

/**
 * ISO 8601 with the zone's offset at that instant, to the second: `2026-12-01T00:30:00+03:00`.
 * The CSV exports write their timestamps so, so a row's date is the local day it is counted in.
 */
export function isoInZone(instant: Date, zone: string): string {
  const t = instant.getTime();
  const w = wallOf(t, zone);
  const offsetMin = Math.round(zoneOffsetMs(t, zone) / 60_000);
  const sign = offsetMin < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(Math.abs(offsetMin) / 60))}:${pad(Math.abs(offsetMin) % 60)}`;
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${offset}`;
}

/** The instant of a wall-clock date (`YYYY-MM-DD`) and hour in `zone` (campaign starts). */
export function zonedInstant(date: string, hour: number, zone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + hour * HOUR_MS;
  let guess = wall - zoneOffsetMs(wall, zone);
  guess = wall - zoneOffsetMs(guess, zone); // once more across a DST change
  return new Date(guess);
}

/**
 * The first instant of the local day `date` (`YYYY-MM-DD`) in `zone`: its midnight, or the first
 * moment after a DST change that skips midnight.
 */
export function dayStart(date: string, zone: string): Date {
  const guess = zonedInstant(date, 0, zone).getTime();
  if (localDate(guess, zone) === date && localDate(guess - 1, zone) < date) return new Date(guess);
  // Midnight does not exist (or the guess missed): the first second whose local date is `date`.
  let lo = Date.parse(`${date}T00:00:00Z`) - 15 * HOUR_MS; // before the day everywhere (UTC+14 is the most)
  let hi = lo + 30 * HOUR_MS; // after it began everywhere (UTC−12 the least)
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (localDate(mid, zone) >= date) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}

/** The calendar day after `date` (`YYYY-MM-DD`), as a date (no zone involved). */
export const nextDate = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A month on the merchant's clock: [start, end) and each local day with the instant it starts. */
export interface ZonedMonth {
  year: number;
  month: number;
  zone: string;
  start: Date;
  end: Date;
  /** Every local day of the month, `YYYY-MM-DD`. */
  days: string[];
  /** The instant each of `days` starts (same order); the SQL's bucket thresholds. */
  dayStarts: Date[];
}

/**
 * The month a `?month, year` query names on the merchant's clock; without one, the month it is now
 * in `zone` (so on 1 December 00:30 in Riyadh, 30 November 21:30 UTC, the default is December).
 */
export function monthRange(
  query: { month?: string | undefined; year?: number | undefined },
  zone: string,
  now: Date = new Date(),
): ZonedMonth {
  const z = resolveZone(zone);
  const local = localMonth(now, z);
  const { year, month } = resolveMonth(
    { ...query, year: query.year ?? local.year },
    // resolveMonth's own default is the UTC month: give it the local one.
    new Date(Date.UTC(local.year, local.month - 1, 15)),
  );
  const first = `${pad(year, 4)}-${pad(month)}-01`;
  const next = month === 12 ? `${pad(year + 1, 4)}-01-01` : `${pad(year, 4)}-${pad(month + 1)}-01`;
  const days: string[] = [];
  for (let d = first; d < next; d = nextDate(d)) days.push(d);
  const dayStarts = days.map((d) => dayStart(d, z));
  return { year, month, zone: z, start: dayStarts[0]!, end: dayStart(next, z), days, dayStarts };
}

/** The local weeks (Monday to Sunday on the merchant's clock) ending with the one `now` is in. */
export interface ZonedWeeks {
  zone: string;
  /** Each week's Monday, `YYYY-MM-DD`, oldest first. */
  weeks: string[];
  /** The instant each week starts (its Monday's dayStart), same order; the SQL's bucket thresholds. */
  starts: Date[];
  /** The instant the current week ends (next Monday's start). */
  end: Date;
}

/** The last `count` local weeks in `zone` up to the one `now` is in (a week starts on Monday). */
export function weekRange(count: number, zone: string, now: Date = new Date()): ZonedWeeks {
  const z = resolveZone(zone);
  const today = localDate(now, z);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const monday = shift(today, -weekday);
  const weeks: string[] = [];
  for (let i = count - 1; i >= 0; i--) weeks.push(shift(monday, -7 * i));
  return { zone: z, weeks, starts: weeks.map((w) => dayStart(w, z)), end: dayStart(shift(monday, 7), z) };
}

/** [start, end) of the local days `from` … `to` (inclusive, `YYYY-MM-DD`, either open) in `zone`. */
export function dayRange(from: string | undefined, to: string | undefined, zone: string): { start?: Date; end?: Date } {
  const z = resolveZone(zone);
  return { start: from ? dayStart(from, z) : undefined, end: to ? dayStart(nextDate(to), z) : undefined };
}

/**
 * SQL for the local day (`YYYY-MM-DD`) of a timestamp column, given two parameters: `$days`, the
 * month's day keys (text[]), and `$starts`, the instants they start (timestamptz[]), both from a
 * ZonedMonth. A row inside the month falls in exactly one bucket.
 */
export const dayBucketSql = (column: string, days: string, starts: string): string =>
  `(${days}::text[])[width_bucket(${column}, ${starts}::timestamptz[])]`;

/** The parameters dayBucketSql reads, in its order. */
export const dayBucketParams = (m: ZonedMonth): [string[], string[]] => [m.days, m.dayStarts.map((d) => d.toISOString())];
