import { describe, expect, it } from 'vitest';
import { monthRange, previousMonth } from '../db/queries.ts';
import { knownZone, wallClock, zonedInstant } from './zone.ts';

describe('wall-clock time in a merchant time zone', () => {
  it('starts at date + hour in the zone (campaign starts)', () => {
    expect(zonedInstant('2026-12-01', 10, 'Asia/Riyadh').toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect(zonedInstant('2026-12-01', 10, 'Asia/Kolkata').toISOString()).toBe('2026-12-01T04:30:00.000Z');
    expect(zonedInstant('2026-07-01', 9, 'Europe/London').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedInstant('2026-12-01', 0, 'Not/AZone').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('reads the calendar date on the zone clock', () => {
    expect(wallClock(new Date('2026-11-30T21:30:00Z'), 'Asia/Riyadh').toISOString().slice(0, 10)).toBe('2026-12-01');
    expect(wallClock(new Date('2026-11-30T21:30:00Z'), 'UTC').toISOString().slice(0, 10)).toBe('2026-11-30');
  });

  it('falls back to UTC for a zone Intl does not know', () => {
    expect(knownZone('Asia/Riyadh')).toBe('Asia/Riyadh');
    expect(knownZone('Not/AZone')).toBe('UTC');
    expect(knownZone('')).toBe('UTC');
  });
});

describe('monthRange: a reporting month on the merchant clocks', () => {
  it('bounds December 2026 at Riyadh midnight, with its 31 calendar dates', () => {
    const range = monthRange({ month: '2026-12' }, undefined, 'Asia/Riyadh');
    expect(range.start.toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(range.days).toBe(31);
    expect(range.dates[0]).toBe('2026-12-01');
    expect(range.dates.at(-1)).toBe('2026-12-31');
  });

  it('defaults to the month it is on the merchant clocks, not in UTC', () => {
    // 21:30 UTC on 30 November is 00:30 on 1 December in Riyadh.
    const now = new Date('2026-11-30T21:30:00Z');
    expect(monthRange({}, now, 'Asia/Riyadh')).toMatchObject({ year: 2026, month: 12 });
    expect(monthRange({}, now, 'UTC')).toMatchObject({ year: 2026, month: 11 });
  });

  it('handles a DST month and February of a leap year', () => {
    const march = monthRange({ month: '2027-03' }, undefined, 'Europe/London');
    expect(march.start.toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(march.end.toISOString()).toBe('2027-03-31T23:00:00.000Z'); // BST from 28 March
    expect(monthRange({ month: '2028-02' }).dates).toHaveLength(29);
  });

  it('steps back across a year for the month before', () => {
    const january = monthRange({ month: '2027-01' }, undefined, 'Asia/Riyadh');
    const december = previousMonth(january);
    expect([december.year, december.month]).toEqual([2026, 12]);
    expect(december.end.toISOString()).toBe(january.start.toISOString());
  });

  it('an unknown zone counts as UTC', () => {
    expect(monthRange({ month: '2026-12' }, undefined, 'Not/AZone')).toMatchObject({
      timeZone: 'UTC',
      start: new Date('2026-12-01T00:00:00Z'),
    });
  });
});
