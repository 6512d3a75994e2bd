import { describe, expect, it } from 'vitest';
import {
  dayRange,
  dayStart,
  DEFAULT_TIME_ZONE,
  isoInZone,
  isValidZone,
  localDate,
  monthRange,
  resolveZone,
  zonedInstant,
  zoneOffsetMs,
} from './zone.ts';

const HOUR = 3_600_000;
const hours = (a: Date, b: Date) => (b.getTime() - a.getTime()) / HOUR;

describe('zone validation', () => {
  it('accepts IANA names Intl knows, refuses the rest and falls back to the documented default', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Kolkata'); // SPEC §9
    for (const z of ['Asia/Riyadh', 'Europe/London', 'America/New_York', 'UTC', 'America/Argentina/Buenos_Aires'])
      expect(isValidZone(z)).toBe(true);
    for (const z of ['Not/AZone', '+03:00', '', 'Asia/Riyadh; DROP TABLE', 'x'.repeat(70), null, 3]) expect(isValidZone(z)).toBe(false);
    expect(resolveZone('Asia/Riyadh')).toBe('Asia/Riyadh');
    expect(resolveZone('Mars/Olympus')).toBe('Asia/Kolkata');
    expect(resolveZone(undefined)).toBe('Asia/Kolkata');
  });
});

describe('instants on a clock', () => {
  it('offsets, local dates and ISO with the offset', () => {
    const riyadhNewMonth = new Date('2026-11-30T21:30:00Z'); // 1 December 00:30 in Riyadh
    expect(zoneOffsetMs(riyadhNewMonth.getTime(), 'Asia/Riyadh')).toBe(3 * HOUR);
    expect(localDate(riyadhNewMonth, 'Asia/Riyadh')).toBe('2026-12-01');
    expect(localDate(riyadhNewMonth, 'UTC')).toBe('2026-11-30');
    expect(isoInZone(riyadhNewMonth, 'Asia/Riyadh')).toBe('2026-12-01T00:30:00+03:00');
    expect(isoInZone(riyadhNewMonth, 'Asia/Kolkata')).toBe('2026-12-01T03:00:00+05:30');
    expect(isoInZone(riyadhNewMonth, 'America/New_York')).toBe('2026-11-30T16:30:00-05:00');
    expect(isoInZone(riyadhNewMonth, 'UTC')).toBe('2026-11-30T21:30:00+00:00');
    // The ISO text names the same instant.
    expect(Date.parse(isoInZone(riyadhNewMonth, 'America/New_York'))).toBe(riyadhNewMonth.getTime());
    expect(zonedInstant('2026-12-01', 10, 'Asia/Riyadh').toISOString()).toBe('2026-12-01T07:00:00.000Z');
  });

  it('a day starts at the first instant of its date, also where DST skips midnight', () => {
    expect(dayStart('2026-12-01', 'Asia/Riyadh').toISOString()).toBe('2026-11-30T21:00:00.000Z');
    // Santiago springs forward at 00:00 → 01:00 on 6 September 2026: the day starts at 01:00 (04:00Z).
    const santiago = dayStart('2026-09-06', 'America/Santiago');
    expect(localDate(santiago, 'America/Santiago')).toBe('2026-09-06');
    expect(localDate(santiago.getTime() - 1, 'America/Santiago')).toBe('2026-09-05');
    expect(isoInZone(santiago, 'America/Santiago')).toBe('2026-09-06T01:00:00-03:00');
  });
});

describe('monthRange on the merchant clock', () => {
  it('Riyadh: 1 December 00:30 is in December, not November', () => {
    const dec = monthRange({ month: '2026-12' }, 'Asia/Riyadh');
    expect(dec.start.toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(dec.end.toISOString()).toBe('2026-12-31T21:00:00.000Z');
    const at = new Date('2026-11-30T21:30:00Z');
    expect(at >= dec.start && at < dec.end).toBe(true);
    const nov = monthRange({ month: '11', year: 2026 }, 'Asia/Riyadh');
    expect(at >= nov.start && at < nov.end).toBe(false);
    expect(nov.end.getTime()).toBe(dec.start.getTime());
    // Without a month, the month it is now on the merchant's clock.
    expect(monthRange({}, 'Asia/Riyadh', at).month).toBe(12);
    expect(monthRange({}, 'UTC', at).month).toBe(11);
    expect(monthRange({ month: '3' }, 'Asia/Riyadh', at)).toMatchObject({ year: 2026, month: 3 });
  });

  it('one entry per local day, each starting at local midnight', () => {
    const dec = monthRange({ month: '2026-12' }, 'Asia/Riyadh');
    expect(dec.days).toHaveLength(31);
    expect(dec.days[0]).toBe('2026-12-01');
    expect(dec.days[30]).toBe('2026-12-31');
    expect(new Set(dec.days).size).toBe(31);
    dec.dayStarts.forEach((s, i) => expect(isoInZone(s, 'Asia/Riyadh')).toBe(`${dec.days[i]}T00:00:00+03:00`));
  });

  it('a DST month (London, March 2026): boundaries move with the offset, the change day has 23 hours', () => {
    const march = monthRange({ month: '2026-03' }, 'Europe/London');
    expect(march.start.toISOString()).toBe('2026-03-01T00:00:00.000Z'); // GMT
    expect(march.end.toISOString()).toBe('2026-03-31T23:00:00.000Z'); // 1 April 00:00 BST
    expect(march.days).toHaveLength(31);
    const i = march.days.indexOf('2026-03-29'); // clocks go forward at 01:00
    expect(hours(march.dayStarts[i]!, march.dayStarts[i + 1]!)).toBe(23);
    expect(hours(march.dayStarts[i - 1]!, march.dayStarts[i]!)).toBe(24);
  });

  it('a DST month (New York, November 2026): the day clocks go back has 25 hours', () => {
    const nov = monthRange({ month: '2026-11' }, 'America/New_York');
    expect(nov.start.toISOString()).toBe('2026-11-01T04:00:00.000Z'); // EDT
    expect(nov.end.toISOString()).toBe('2026-12-01T05:00:00.000Z'); // EST
    expect(nov.days).toHaveLength(30);
    expect(hours(nov.dayStarts[0]!, nov.dayStarts[1]!)).toBe(25); // 1 November 2026: 02:00 → 01:00
    expect(hours(nov.start, nov.end)).toBe(30 * 24 + 1);
  });

  it('leap year February has 29 days, a common year 28', () => {
    const leap = monthRange({ month: '2028-02' }, 'Asia/Riyadh');
    expect(leap.days).toHaveLength(29);
    expect(leap.days.at(-1)).toBe('2028-02-29');
    expect(leap.end.toISOString()).toBe('2028-02-29T21:00:00.000Z');
    expect(monthRange({ month: '2026-02' }, 'Asia/Riyadh').days).toHaveLength(28);
  });

  it('an invalid zone falls back to Asia/Kolkata', () => {
    const m = monthRange({ month: '2026-12' }, 'Not/AZone');
    expect(m.zone).toBe('Asia/Kolkata');
    expect(m.start.toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('December rolls into the next year', () => {
    const dec = monthRange({ month: '2026-12' }, 'UTC');
    expect(dec.end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('dayRange', () => {
  it('whole local days, either end open', () => {
    expect(dayRange('2026-12-01', '2026-12-01', 'Asia/Riyadh')).toEqual({
      start: new Date('2026-11-30T21:00:00Z'),
      end: new Date('2026-12-01T21:00:00Z'),
    });
    expect(dayRange(undefined, '2026-12-31', 'UTC')).toEqual({ start: undefined, end: new Date('2027-01-01T00:00:00Z') });
  });
});
