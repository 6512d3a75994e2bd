import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import type { Locale } from '@wasl/i18n';
import { createFormatters, type FormatPreferences, type Formatters } from './format';

const PreferencesContext = createContext<FormatPreferences | null>(null);

export interface FormatPreferencesProviderProps {
  /** Digits, calendar and time zone the merchant chose; unset keys fall back to the locale's defaults. */
  value: FormatPreferences;
  children: ReactNode;
}

/** Sets the merchant's number and date preferences for everything below it. */
export function FormatPreferencesProvider({ value, children }: FormatPreferencesProviderProps) {
  const outer = useContext(PreferencesContext);
  const merged = useMemo(() => ({ ...outer, ...value }), [outer, value]);
  return <PreferencesContext.Provider value={merged}>{children}</PreferencesContext.Provider>;
}

/**
 * Reads language and preferences from a react-aria locale tag, e.g. `ar-SA-u-ca-islamic-umalqura-nu-arab`:
 * an app that passes its preferences to `I18nProvider` gets them here without a second provider.
 */
export function preferencesFromTag(tag: string): { locale: Locale } & FormatPreferences {
  const locale: Locale = tag.toLowerCase().startsWith('ar') ? 'ar' : 'en';
  const calendar = /-ca-islamic-umalqura\b/.test(tag) ? 'islamic-umalqura' : undefined;
  const arabicDigits = /-nu-arab\b/.test(tag) ? true : undefined;
  return { locale, calendar, arabicDigits };
}

/** The current locale and preferences: react-aria's locale, overridden by `FormatPreferencesProvider`. */
export function useFormatPreferences(): { locale: Locale } & FormatPreferences {
  const { locale: tag } = useLocale();
  const chosen = useContext(PreferencesContext);
  return useMemo(() => {
    const fromTag = preferencesFromTag(tag);
    return {
      locale: fromTag.locale,
      arabicDigits: chosen?.arabicDigits ?? fromTag.arabicDigits,
      calendar: chosen?.calendar ?? fromTag.calendar,
      timeZone: chosen?.timeZone,
    };
  }, [tag, chosen]);
}

/** Formatters bound to the current locale and preferences: `const format = useFormat(); format.currency(12.5)`. */
export function useFormat(): Formatters {
  const { locale, arabicDigits, calendar, timeZone } = useFormatPreferences();
  return useMemo(() => createFormatters({ locale, arabicDigits, calendar, timeZone }), [locale, arabicDigits, calendar, timeZone]);
}
