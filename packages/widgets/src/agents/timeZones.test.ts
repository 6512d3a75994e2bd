import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  matchesTimeZone,
  normalizeZoneText,
  offsetMinutes,
  timeZoneIds,
  timeZoneOption,
  timeZoneOptions,
} from './timeZones';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('time zones', () => {
  it('lists every zone Intl supports, with UTC, the SPEC default and a stored value', () => {
    const ids = timeZoneIds(['America/Argentina/Buenos_Aires', 'Not/A_Zone']);
    expect(ids.length).toBeGreaterThan(300);
    expect(ids).toContain('UTC');
    expect(ids).toContain(DEFAULT_TIME_ZONE);
    expect(ids).toContain('Asia/Riyadh');
    expect(ids).toContain('America/Argentina/Buenos_Aires');
    expect(ids).not.toContain('Not/A_Zone');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names a zone in the locale with its offset at the moment given (summer time included)', () => {
    const en = timeZoneOption('Asia/Kolkata', 'en-US', WINTER);
    expect(en.name).toMatch(/India/);
    expect(en.offset).toBe('GMT+5:30');
    expect(en.label).toBe(`Asia/Kolkata — ${en.name} (GMT+5:30)`);
    const ar = timeZoneOption('Asia/Kolkata', 'ar-SA-u-nu-latn', WINTER);
    expect(ar.name).toMatch(/[\u0600-\u06ff]/);
    expect(ar.label.startsWith('Asia/Kolkata')).toBe(true);
    expect(offsetMinutes('Asia/Kolkata', WINTER)).toBe(330);
    expect(offsetMinutes('Europe/London', WINTER)).toBe(0);
    expect(offsetMinutes('Europe/London', SUMMER)).toBe(60);
    expect(offsetMinutes('America/St_Johns', WINTER)).toBe(-210);
  });

  it('caches the options per locale and day', () => {
    expect(timeZoneOptions('en-US', WINTER)).toBe(timeZoneOptions('en-US', new Date('2026-01-15T23:00:00Z')));
    expect(timeZoneOptions('en-US', WINTER)).not.toBe(timeZoneOptions('ar-SA', WINTER));
  });

  it('finds a zone by id, city, local name or offset, whatever the case, underscores or digits', () => {
    const kolkata = timeZoneOption('Asia/Kolkata', 'en-US', WINTER).label;
    expect(matchesTimeZone(kolkata, 'kolkata')).toBe(true);
    expect(matchesTimeZone(kolkata, 'asia/kol')).toBe(true);
    expect(matchesTimeZone(kolkata, 'INDIA')).toBe(true);
    expect(matchesTimeZone(kolkata, 'gmt+5:30')).toBe(true);
    expect(matchesTimeZone(kolkata, 'riyadh')).toBe(false);
    expect(matchesTimeZone(kolkata, '  ')).toBe(true);
    const ba = timeZoneOption('America/Argentina/Buenos_Aires', 'en-US', WINTER).label;
    expect(matchesTimeZone(ba, 'buenos aires')).toBe(true);
    const arabic = timeZoneOption('Asia/Riyadh', 'ar-SA-u-nu-arab', WINTER).label;
    expect(matchesTimeZone(arabic, 'GMT+3') || matchesTimeZone(arabic, '+3')).toBe(true);
    expect(normalizeZoneText('غرينتش+٣')).toBe('غرينتش+3');
  });
});
