/**
 * Wall-clock arithmetic in a merchant's time zone (settings' Time_Zone, SPEC §9): campaign start
 * times and the bounds of every reporting month and day. Intl's zone data, no dependency; a zone
 * Intl does not know counts as UTC, so a bad setting shifts figures but never fails a page.
 */

/** The zone SPEC §9 gives a merchant who never chose one. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** `timeZone` when Intl knows it, else 'UTC' (PostgreSQL is then given a zone it also knows). */
export function knownZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** UTC offset (ms) of a time zone at an instant; unknown zones count as UTC. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(instant));
    const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(instant / 1000) * 1000;
  } catch {
    return 0;
  }
}

/** The instant of a wall-clock date (YYYY-MM-DD) and hour in a time zone. */
export function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + hour * 3_600_000;
  let guess = wall - zoneOffsetMs(wall, timeZone);
  guess = wall - zoneOffsetMs(guess, timeZone); // once more across a DST change
  return new Date(guess);
}

/** The wall-clock calendar date of an instant in a time zone, as a Date whose UTC fields are that date. */
export function wallClock(at: Date, timeZone: string): Date {
  return new Date(at.getTime() + zoneOffsetMs(at.getTime(), timeZone));
}

/** `YYYY-MM-DD` of year, month (1–12) and day. */
export const calendarDate = (year: number, month: number, day: number): string =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
