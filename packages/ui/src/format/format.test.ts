import { describe, expect, it } from 'vitest';
import {
  createFormatters,
  formatCompactNumber,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatTime,
  type FormatOptions,
} from './format';
import { preferencesFromTag } from './FormatPreferences';

// Bidi marks Intl puts around Arabic numbers; spelled out so the expectations are readable.
const RLM = '\u200f';
const LRM = '\u200e';
const ALM = '\u061c';
/** Intl keeps a figure and its unit together with no-break spaces. */
const nb = (text: string) => text.replace(/ /g, '\u00a0');

const en: FormatOptions = { locale: 'en' };
const ar: FormatOptions = { locale: 'ar' };
const arDigits: FormatOptions = { locale: 'ar', arabicDigits: true };
const arHijri: FormatOptions = { locale: 'ar', calendar: 'islamic-umalqura' };

// 23 November 2026, 14:05 UTC = 17:05 in Riyadh.
const moment = '2026-11-23T14:05:00Z';
const riyadh = { timeZone: 'Asia/Riyadh' };

describe('formatCurrency', () => {
  it('formats SAR by default, the Saudi way in each language', () => {
    expect(formatCurrency(1234.5, en)).toBe(nb('SAR 1,234.50'));
    expect(formatCurrency(1234.5, ar)).toBe(nb(`${RLM}1,234.50 ر.س.${RLM}`));
    expect(formatCurrency(1234.5, arDigits)).toBe(nb(`${RLM}١٬٢٣٤٫٥٠ ر.س.${RLM}`));
  });

  it('keeps the minor units and the sign of refunds', () => {
    expect(formatCurrency(-99, en)).toBe(nb('-SAR 99.00'));
    expect(formatCurrency(-99, ar)).toBe(nb(`${RLM}${LRM}-99.00 ر.س.${RLM}`));
  });

  it('formats other currencies and compact amounts', () => {
    expect(formatCurrency(10, { ...en, currency: 'USD' })).toBe(nb('$10.00'));
    expect(formatCurrency(1234567, { ...en, compact: true })).toBe(nb('SAR 1.2M'));
    expect(formatCurrency(1234567, { ...ar, compact: true })).toBe(nb(`${RLM}1.2 مليون ر.س.${RLM}`));
  });

  it('rejects values that are not numbers', () => {
    expect(() => formatCurrency(Number.NaN, en)).toThrow(/finite number/);
    expect(() => formatCurrency(Infinity, ar)).toThrow(RangeError);
  });
});

describe('formatNumber and formatCompactNumber', () => {
  it('groups thousands with Latin digits in both languages unless Arabic-Indic digits are chosen', () => {
    expect(formatNumber(1234567.891, en)).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, ar)).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, arDigits)).toBe('١٬٢٣٤٬٥٦٧٫٨٩');
    expect(formatNumber(2.5, { ...en, maximumFractionDigits: 0 })).toBe('3');
  });

  it('shortens large figures', () => {
    expect(formatCompactNumber(1234, en)).toBe(nb('1.2K'));
    expect(formatCompactNumber(2500000, en)).toBe(nb('2.5M'));
    expect(formatCompactNumber(1234, ar)).toBe(nb('1.2 ألف'));
    expect(formatCompactNumber(2500000, ar)).toBe(nb('2.5 مليون'));
    expect(formatCompactNumber(2500000, arDigits)).toBe(nb('٢٫٥ مليون'));
  });
});

describe('formatPercent', () => {
  it('formats a ratio as a percentage', () => {
    expect(formatPercent(0.125, en)).toBe('12.5%');
    expect(formatPercent(0.125, ar)).toBe('12.5٪');
    expect(formatPercent(0.125, arDigits)).toBe(`١٢٫٥٪${ALM}`);
  });

  it('signs changes when asked', () => {
    expect(formatPercent(0.2, { ...en, signed: true })).toBe('+20%');
    expect(formatPercent(-0.034, { ...en, signed: true })).toBe('-3.4%');
    expect(formatPercent(0, { ...en, signed: true })).toBe('0%');
    expect(formatPercent(0.2, { ...ar, signed: true })).toBe(`${LRM}+20٪`);
    expect(formatPercent(-0.034, { ...ar, signed: true })).toBe(`${LRM}-3.4٪`);
  });
});

describe('dates and times', () => {
  it('formats dates in three styles', () => {
    expect(formatDate(moment, { ...en, ...riyadh })).toBe('Nov 23, 2026');
    expect(formatDate(moment, { ...en, ...riyadh, style: 'short' })).toBe('11/23/2026');
    expect(formatDate(moment, { ...en, ...riyadh, style: 'long' })).toBe('Monday, November 23, 2026');
    expect(formatDate(moment, { ...ar, ...riyadh })).toBe('23 نوفمبر 2026');
    expect(formatDate(moment, { ...ar, ...riyadh, style: 'short' })).toBe(`23${RLM}/11${RLM}/2026`);
    expect(formatDate(moment, { ...ar, ...riyadh, style: 'long' })).toBe('الاثنين، 23 نوفمبر 2026');
    expect(formatDate(moment, { ...arDigits, ...riyadh })).toBe('٢٣ نوفمبر ٢٠٢٦');
  });

  it('uses the Hijri (Umm al-Qura) calendar when chosen', () => {
    expect(formatDate(moment, { ...arHijri, ...riyadh })).toBe('13 جمادى الآخرة 1448 هـ');
    expect(formatMonthYear('2026-11', arHijri)).toBe('جمادى الآخرة 1448 هـ');
  });

  it('formats times and date-times in the given time zone', () => {
    expect(formatTime(moment, { ...en, ...riyadh })).toBe('5:05 PM');
    expect(formatTime(moment, { ...en, timeZone: 'UTC' })).toBe('2:05 PM');
    expect(formatTime(moment, { ...ar, ...riyadh })).toBe('5:05 م');
    expect(formatTime(moment, { ...arDigits, ...riyadh })).toBe('٥:٠٥ م');
    expect(formatDateTime(moment, { ...en, ...riyadh })).toBe('Nov 23, 2026, 5:05 PM');
    expect(formatDateTime(moment, { ...ar, ...riyadh })).toBe('23 نوفمبر 2026، 5:05 م');
  });

  it('reads a YYYY-MM month as that month in every time zone', () => {
    expect(formatMonthYear('2026-11', en)).toBe('November 2026');
    expect(formatMonthYear('2026-01', { ...en, timeZone: 'Pacific/Honolulu' })).toBe('January 2026');
    expect(formatMonthYear('2026-11', ar)).toBe('نوفمبر 2026');
    expect(formatMonthYear('2026-11', arDigits)).toBe('نوفمبر ٢٠٢٦');
    expect(formatMonthYear(moment, { ...en, ...riyadh })).toBe('November 2026');
  });

  it('rejects dates that do not exist', () => {
    expect(() => formatDate('not a date', en)).toThrow(/not a valid date/);
    expect(() => formatMonthYear('2026-13', en)).toThrow(RangeError);
  });
});

describe('formatRelativeTime', () => {
  it('picks the largest whole unit and says it naturally', () => {
    const now = moment;
    expect(formatRelativeTime('2026-11-20T14:05:00Z', { ...en, now })).toBe('3 days ago');
    expect(formatRelativeTime('2026-11-22T12:00:00Z', { ...en, now })).toBe('yesterday');
    expect(formatRelativeTime('2026-11-23T16:05:00Z', { ...en, now })).toBe('in 2 hours');
    expect(formatRelativeTime(moment, { ...en, now })).toBe('now');
    expect(formatRelativeTime('2026-11-20T14:05:00Z', { ...ar, now })).toBe('قبل 3 أيام');
    expect(formatRelativeTime('2026-11-22T12:00:00Z', { ...ar, now })).toBe('أمس');
    expect(formatRelativeTime('2026-11-23T16:05:00Z', { ...ar, now })).toBe('خلال ساعتين');
    expect(formatRelativeTime('2026-11-20T14:05:00Z', { ...arDigits, now })).toBe('قبل ٣ أيام');
  });
});

describe('createFormatters and preferences', () => {
  it('binds every formatter to one locale and its preferences', () => {
    const format = createFormatters({ locale: 'ar', arabicDigits: true, timeZone: 'Asia/Riyadh' });
    expect(format.currency(1234.5)).toBe(nb(`${RLM}١٬٢٣٤٫٥٠ ر.س.${RLM}`));
    expect(format.date(moment)).toBe('٢٣ نوفمبر ٢٠٢٦');
    expect(format.time(moment)).toBe('٥:٠٥ م');
  });

  it('reads language, digits and calendar from a react-aria locale tag', () => {
    expect(preferencesFromTag('en-US')).toEqual({ locale: 'en', calendar: undefined, arabicDigits: undefined });
    expect(preferencesFromTag('ar-SA-u-ca-gregory-nu-latn')).toEqual({ locale: 'ar', calendar: undefined, arabicDigits: undefined });
    expect(preferencesFromTag('ar-SA-u-ca-islamic-umalqura-nu-arab')).toEqual({
      locale: 'ar',
      calendar: 'islamic-umalqura',
      arabicDigits: true,
    });
  });
});
