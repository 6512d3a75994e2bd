import { describe, expect, it } from 'vitest';
import { createI18n, namespaces, resources } from './i18n';
import { directionOf, intlLocale } from './locales';

const englishPlurals = ['one', 'other'];
const arabicPlurals = ['zero', 'one', 'two', 'few', 'many', 'other'];
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? flatten(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

const keysOf = (locale: 'en' | 'ar') => namespaces.flatMap((ns) => flatten((resources[locale]?.[ns] ?? {}) as object, `${ns}:`));
const keys = { en: keysOf('en'), ar: keysOf('ar') };
const base = (key: string) => key.replace(pluralSuffix, '');

describe('translations', () => {
  it('both languages have the same namespaces', () => {
    expect(Object.keys(resources.ar ?? {}).sort()).toEqual(namespaces);
    expect(namespaces).toContain('common');
  });

  it('every English key exists in Arabic and every Arabic key in English', () => {
    const enBases = new Set(keys.en.map(base));
    const arBases = new Set(keys.ar.map(base));
    expect(
      [...enBases].filter((key) => !arBases.has(key)),
      'missing in ar',
    ).toEqual([]);
    expect(
      [...arBases].filter((key) => !enBases.has(key)),
      'missing in en',
    ).toEqual([]);
  });

  it('counted strings have every plural form of their language', () => {
    const counted = new Set([...keys.en, ...keys.ar].filter((key) => pluralSuffix.test(key)).map(base));
    for (const key of counted) {
      for (const form of englishPlurals) expect(keys.en, `en ${key}_${form}`).toContain(`${key}_${form}`);
      for (const form of arabicPlurals) expect(keys.ar, `ar ${key}_${form}`).toContain(`${key}_${form}`);
    }
  });

  it('no value is empty', () => {
    for (const locale of ['en', 'ar'] as const) {
      const i18n = createI18n(locale);
      for (const key of keys[locale])
        expect(i18n.t(key.replace(pluralSuffix, ''), { count: 5, defaultValue: '' }), `${locale}:${key}`).not.toBe('');
    }
  });

  it('picks the Arabic plural form by count', () => {
    const i18n = createI18n('ar');
    expect(i18n.t('common:showcase.ordersWaiting', { count: 0 })).toBe('لا توجد طلبات بانتظار التحديث');
    expect(i18n.t('common:showcase.ordersWaiting', { count: 2 })).toBe('طلبان بانتظار التحديث');
    expect(i18n.t('common:showcase.ordersWaiting', { count: 5 })).toBe('5 طلبات بانتظار التحديث');
    expect(i18n.t('common:showcase.ordersWaiting', { count: 11 })).toBe('11 طلبًا بانتظار التحديث');
    expect(i18n.t('common:showcase.ordersWaiting', { count: 100 })).toBe('100 طلب بانتظار التحديث');
  });
});

describe('locale helpers', () => {
  it('derives direction from the locale', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('formats Arabic with Gregorian dates and Latin digits unless asked otherwise', () => {
    const date = new Date(Date.UTC(2026, 10, 23));
    const gregorian = new Intl.DateTimeFormat(intlLocale('ar'), { year: 'numeric', timeZone: 'UTC' }).format(date);
    expect(gregorian).toContain('2026');
    const arabicDigits = new Intl.NumberFormat(intlLocale('ar', { arabicDigits: true })).format(2026);
    expect(arabicDigits).toBe('٢٬٠٢٦');
    const hijri = new Intl.DateTimeFormat(intlLocale('ar', { calendar: 'islamic-umalqura' }), { year: 'numeric', timeZone: 'UTC' }).format(
      date,
    );
    expect(hijri).toContain('1448');
  });
});
