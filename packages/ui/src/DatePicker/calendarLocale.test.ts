import { describe, expect, it } from 'vitest';
import { withCalendarPreferences } from './calendarLocale';

describe('withCalendarPreferences', () => {
  it('keeps the locale untouched without preferences', () => {
    expect(withCalendarPreferences('ar-SA-u-ca-gregory-nu-latn')).toBe('ar-SA-u-ca-gregory-nu-latn');
    expect(withCalendarPreferences('en-US')).toBe('en-US');
  });

  it('switches an Arabic locale to Hijri and keeps its digits', () => {
    const locale = withCalendarPreferences('ar-SA-u-ca-gregory-nu-latn', { calendar: 'islamic-umalqura' });
    expect(new Intl.Locale(locale).calendar).toBe('islamic-umalqura');
    expect(new Intl.Locale(locale).numberingSystem).toBe('latn');
    const year = new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 23)));
    expect(year).toContain('1448');
  });

  it('switches digits on and off', () => {
    const arab = withCalendarPreferences('ar-SA-u-ca-gregory-nu-latn', { arabicDigits: true });
    expect(new Intl.NumberFormat(arab).format(12)).toBe('١٢');
    const latn = withCalendarPreferences(arab, { arabicDigits: false });
    expect(new Intl.NumberFormat(latn).format(12)).toBe('12');
  });

  it('gives an English locale a Hijri calendar too', () => {
    const locale = withCalendarPreferences('en-US', { calendar: 'islamic-umalqura' });
    expect(locale.startsWith('en-US')).toBe(true);
    expect(new Intl.Locale(locale).calendar).toBe('islamic-umalqura');
  });
});
