/** Which calendar a date picker shows. Values stay in the calendar they were given in. */
export const calendarSystems = ['gregory', 'islamic-umalqura'] as const;
export type CalendarSystem = (typeof calendarSystems)[number];

export interface CalendarPreferences {
  /** Show the Hijri (Umm al-Qura) or the Gregorian calendar; unset keeps the locale's own. */
  calendar?: CalendarSystem;
  /** Arabic-Indic digits (`true`) or Latin digits (`false`); unset keeps the locale's own. */
  arabicDigits?: boolean;
}

/**
 * Rewrites the calendar (`-u-ca-`) and numbering (`-nu-`) extensions of a BCP 47 tag, keeping
 * language and region. react-aria derives the calendar grid, month names and digits from the
 * locale, so switching a picker to Hijri is a locale change for that picker only.
 */
export function withCalendarPreferences(locale: string, preferences: CalendarPreferences = {}): string {
  const { calendar, arabicDigits } = preferences;
  if (calendar === undefined && arabicDigits === undefined) return locale;
  const current = new Intl.Locale(locale);
  return new Intl.Locale(current.baseName, {
    calendar: calendar ?? current.calendar,
    numberingSystem: arabicDigits === undefined ? current.numberingSystem : arabicDigits ? 'arab' : 'latn',
  }).toString();
}
