import { DEFAULT_COUNTRY_CODE, toLatinDigits } from '@wasl/api/validators';

/** What a PhoneField holds: SPEC §5's country code plus trimmed number. */
export interface PhoneValue {
  /** Digits only, without `+`. @default '966' */
  countryCode: string;
  /** The national number: digits, trimmed, separators and a trunk `0` removed. */
  number: string;
}

/**
 * The country codes offered, Saudi Arabia first (the default), then the Gulf, the region and the
 * merchants' most frequent customer countries. Names come from `Intl.DisplayNames`, so they follow
 * the locale without a translation table.
 */
export const phoneCountries = [
  { region: 'SA', code: '966' },
  { region: 'AE', code: '971' },
  { region: 'KW', code: '965' },
  { region: 'QA', code: '974' },
  { region: 'BH', code: '973' },
  { region: 'OM', code: '968' },
  { region: 'EG', code: '20' },
  { region: 'JO', code: '962' },
  { region: 'IN', code: '91' },
  { region: 'PK', code: '92' },
  { region: 'GB', code: '44' },
  { region: 'US', code: '1' },
] as const;

export type PhoneCountry = (typeof phoneCountries)[number];

export const defaultPhoneValue: PhoneValue = { countryCode: DEFAULT_COUNTRY_CODE, number: '' };

const separators = /[\s\-()/.\u00a0]/g;

/** The longest known country code that starts `digits`, if any. */
function knownCodeOf(digits: string): string | undefined {
  return phoneCountries
    .map((country) => country.code as string)
    .filter((code) => digits.startsWith(code))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Reads what the merchant typed or pasted into the number box:
 * - Arabic-Indic digits become ASCII, the text is trimmed and separators are removed;
 * - an international prefix (`+971…` or `00971…`) with a known code moves into the country code;
 * - the number repeated with the current code (`966501234567`) loses the code;
 * - a national trunk `0` is dropped (`0501234567` → `501234567`).
 * Anything else (letters) stays, so validation can say the number is not valid.
 */
export function parsePhoneInput(raw: string, countryCode: string = DEFAULT_COUNTRY_CODE): PhoneValue {
  const text = toLatinDigits(raw).trim().replace(separators, '');
  const international = /^(\+|00)/.exec(text);
  if (international) {
    const digits = text.slice(international[0].length);
    const code = knownCodeOf(digits);
    if (code) return { countryCode: code, number: digits.slice(code.length).replace(/^0+/, '') };
    return { countryCode, number: digits };
  }
  if (countryCode && text.startsWith(countryCode) && text.length > countryCode.length + 6) {
    return { countryCode, number: text.slice(countryCode.length) };
  }
  return { countryCode, number: text.replace(/^0+(?=\d)/, '') };
}

/** `+966501234567`: the value as one E.164-style string, for forms and the API. */
export function formatPhoneValue(value: PhoneValue): string {
  return value.number === '' ? '' : `+${value.countryCode}${value.number}`;
}
