export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export type Direction = 'ltr' | 'rtl';

export const defaultLocale: Locale = 'en';
/** SPEC §9: fallback en then ar. */
export const fallbackLocales: Locale[] = ['en', 'ar'];
/** SPEC §3: the language lives in the `i18next` cookie. */
export const languageCookie = 'i18next';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale is the single source of direction (react-aria does the same). */
export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

export interface IntlPreferences {
  /** Arabic-Indic digits (٠١٢٣) instead of Latin ones; Arabic only. @default false */
  arabicDigits?: boolean;
  /** Hijri (Umm al-Qura) instead of Gregorian dates; Arabic only. @default 'gregory' */
  calendar?: 'gregory' | 'islamic-umalqura';
}

/**
 * The BCP 47 tag used for Intl and react-aria. Arabic is Saudi Arabic with Gregorian dates and
 * Latin digits by default (what merchants type in orders and phone numbers); both can be switched.
 */
export function intlLocale(locale: Locale, preferences: IntlPreferences = {}): string {
  if (locale === 'en') return 'en-US';
  const calendar = preferences.calendar ?? 'gregory';
  const digits = preferences.arabicDigits ? 'arab' : 'latn';
  return `ar-SA-u-ca-${calendar}-nu-${digits}`;
}

/** Sets `lang` and `dir` on the root together, synchronously, so nothing paints in the wrong direction. */
export function applyLocale(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.setAttribute('lang', locale);
  root.setAttribute('dir', directionOf(locale));
}
