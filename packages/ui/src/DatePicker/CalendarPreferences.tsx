import type { ReactNode } from 'react';
import { I18nProvider, useLocale } from 'react-aria-components';
import { withCalendarPreferences, type CalendarPreferences } from './calendarLocale';

/**
 * Applies a picker's calendar and digit preferences to everything inside it (segments, grid,
 * heading) by narrowing react-aria's locale; direction is unchanged.
 */
export function WithCalendarPreferences({ calendar, arabicDigits, children }: CalendarPreferences & { children: ReactNode }) {
  const { locale } = useLocale();
  const narrowed = withCalendarPreferences(locale, { calendar, arabicDigits });
  if (narrowed === locale) return <>{children}</>;
  return <I18nProvider locale={narrowed}>{children}</I18nProvider>;
}
