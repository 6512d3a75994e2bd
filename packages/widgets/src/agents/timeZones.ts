/**
 * The support time's zone picker (issue 21): every IANA zone the browser knows
 * (`Intl.supportedValuesOf('timeZone')`), each named in the merchant's language where Intl offers
 * it (the generic name, "India Standard Time" / "توقيت الهند", and the offset at a given moment,
 * "GMT+5:30" / "غرينتش+٥:٣٠"), and a search that matches the id, the city and the local name
 * alike ("kolkata", "asia/kolk", "india", "الهند", "GMT+3"). Intl has no localised city names, so
 * the id stays in Latin letters in both languages. Pure: unit-tested in node.
 */

export interface TimeZoneOption {
  /** The IANA id, what is stored (`Asia/Kolkata`). */
  id: string;
  /** The generic name in the locale, or the id when Intl has none. */
  name: string;
  /** The offset at the chosen moment in the locale (`GMT+5:30`); empty when Intl has none. */
  offset: string;
  /** Offset in minutes at that moment (sorting). */
  minutes: number;
  /** What the field shows and the search reads: `Asia/Kolkata — India Standard Time (GMT+5:30)`. */
  label: string;
}

/** SPEC §9's default support time zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/**
 * Every zone the engine supports, plus UTC and the default (engines list only canonical ids, and
 * some call Kolkata "Asia/Calcutta") and `extra` (the stored value, so it is always choosable).
 */
export function timeZoneIds(extra: readonly string[] = []): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? (Intl.supportedValuesOf('timeZone') as string[]) : [DEFAULT_TIME_ZONE];
  return [...new Set([...supported, 'UTC', DEFAULT_TIME_ZONE, ...extra.filter(isTimeZone)])].sort();
}

/** Whether the engine knows the zone (a stored value from an older record may not be one). */
export function isTimeZone(id: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: id });
    return true;
  } catch {
    return false;
  }
}

const part = (locale: string, id: string, at: Date, timeZoneName: Intl.DateTimeFormatOptions['timeZoneName']) => {
  try {
    return (
      new Intl.DateTimeFormat(locale, { timeZone: id, timeZoneName }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return '';
  }
};

/** `GMT+05:30` → 330 (read from the `longOffset` form in English, which every engine writes alike). */
export function offsetMinutes(id: string, at: Date): number {
  const text = part('en-US', id, at, 'longOffset');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(text);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** One zone's option in `locale` (an Intl tag) at the moment `at` (offsets change with summer time). */
export function timeZoneOption(id: string, locale: string, at: Date): TimeZoneOption {
  const generic = part(locale, id, at, 'longGeneric');
  // Intl falls back to an offset or the id itself when it has no name: keep the id only once.
  const name = generic && generic !== id && !/^(GMT|UTC|غرينتش)/.test(generic) ? generic : '';
  const offset = part(locale, id, at, 'shortOffset');
  const label = [id, name ? `— ${name}` : '', offset ? `(${offset})` : ''].filter(Boolean).join(' ');
  return { id, name: name || id, offset, minutes: offsetMinutes(id, at), label };
}

const cache = new Map<string, TimeZoneOption[]>();

/**
 * Every zone's option in `locale` at `at`, by id. Cached per locale, day and extra ids: ~420 zones
 * × 3 formatters is a few milliseconds once, not on every keystroke.
 */
export function timeZoneOptions(locale: string, at: Date, extra: readonly string[] = []): TimeZoneOption[] {
  const key = `${locale}|${at.toISOString().slice(0, 10)}|${extra.join(',')}`;
  let found = cache.get(key);
  if (!found) {
    found = timeZoneIds(extra).map((id) => timeZoneOption(id, locale, at));
    cache.set(key, found);
  }
  return found;
}

/** Lower case, without diacritics and Arabic short vowels, `_` and `/` read as spaces, Arabic-Indic digits as Latin. */
export function normalizeZoneText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u2212]/g, '-')
    .replace(/[_/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .trim();
}

/** The ComboBox's filter: every word typed appears somewhere in the option's label. */
export function matchesTimeZone(label: string, input: string): boolean {
  const words = normalizeZoneText(input).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const text = normalizeZoneText(label);
  return words.every((word) => text.includes(word));
}
