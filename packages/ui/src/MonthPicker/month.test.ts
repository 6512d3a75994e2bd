import { describe, expect, it } from 'vitest';
import { addMonths, compareMonths, currentMonth, formatMonthKey, isMonthValue, isMonthWithin, isSameMonth, parseMonthKey } from './month';

describe('month keys (SPEC §9 year-month)', () => {
  it('formats with a zero-padded month', () => {
    expect(formatMonthKey({ month: 3, year: 2026 })).toBe('2026-03');
    expect(formatMonthKey({ month: 12, year: 2025 })).toBe('2025-12');
  });

  it('parses valid keys and refuses everything else', () => {
    expect(parseMonthKey('2026-03')).toEqual({ month: 3, year: 2026 });
    expect(parseMonthKey(' 2026-11 ')).toEqual({ month: 11, year: 2026 });
    for (const bad of ['2026-13', '2026-00', '2026-3', '26-03', '2026/03', '', 'March 2026']) expect(parseMonthKey(bad), bad).toBeNull();
  });

  it('round-trips', () => {
    for (const key of ['2024-01', '2026-12', '1999-07']) expect(formatMonthKey(parseMonthKey(key)!)).toBe(key);
  });

  it('validates shapes', () => {
    expect(isMonthValue({ month: 1, year: 2026 })).toBe(true);
    expect(isMonthValue({ month: 0, year: 2026 })).toBe(false);
    expect(isMonthValue({ month: 1.5, year: 2026 })).toBe(false);
    expect(isMonthValue(null)).toBe(false);
  });
});

describe('month arithmetic', () => {
  it('adds across year boundaries both ways', () => {
    expect(addMonths({ month: 11, year: 2026 }, 2)).toEqual({ month: 1, year: 2027 });
    expect(addMonths({ month: 1, year: 2026 }, -1)).toEqual({ month: 12, year: 2025 });
    expect(addMonths({ month: 3, year: 2026 }, -15)).toEqual({ month: 12, year: 2024 });
    expect(addMonths({ month: 3, year: 2026 }, 0)).toEqual({ month: 3, year: 2026 });
    expect(addMonths({ month: 3, year: 2026 }, 12)).toEqual({ month: 3, year: 2027 });
  });

  it('compares and bounds', () => {
    const march = { month: 3, year: 2026 };
    expect(compareMonths(march, { month: 4, year: 2026 })).toBeLessThan(0);
    expect(compareMonths(march, { month: 12, year: 2025 })).toBeGreaterThan(0);
    expect(isSameMonth(march, { month: 3, year: 2026 })).toBe(true);
    expect(isSameMonth(march, null)).toBe(false);
    expect(isMonthWithin(march, { month: 3, year: 2026 }, { month: 3, year: 2026 })).toBe(true);
    expect(isMonthWithin(march, { month: 4, year: 2026 })).toBe(false);
    expect(isMonthWithin(march, undefined, { month: 2, year: 2026 })).toBe(false);
    expect(isMonthWithin(march)).toBe(true);
  });
});

describe('current month', () => {
  it('reads the injected clock in the given time zone', () => {
    // 31 March 2026, 20:00 UTC: still March in Riyadh (23:00), already April in Kolkata (01:30).
    const now = new Date(Date.UTC(2026, 2, 31, 20, 0));
    expect(currentMonth(now, 'Asia/Riyadh')).toEqual({ month: 3, year: 2026 });
    expect(currentMonth(now, 'Asia/Kolkata')).toEqual({ month: 4, year: 2026 });
    expect(currentMonth(new Date(Date.UTC(2025, 11, 31, 23, 0)), 'UTC')).toEqual({ month: 12, year: 2025 });
  });
});
