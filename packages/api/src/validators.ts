/**
 * The validation rules of SPEC §5 as pure functions. Each returns `null` when the value is valid,
 * otherwise a translation key of the `validation` namespace (e.g. `'validation:emailInvalid'`).
 * The same functions back the dashboard's forms and the server's request schemas.
 */

/** Every key a validator can return; each exists in packages/i18n/locales/{en,ar}/validation.json. */
export const validationKeys = [
  'validation:required',
  'validation:minLength3',
  'validation:minLength5',
  'validation:tooLong',
  'validation:emailRequired',
  'validation:emailInvalid',
  'validation:passwordRequired',
  'validation:enterPassword',
  'validation:passwordLength',
  'validation:passwordUppercase',
  'validation:passwordLowercase',
  'validation:passwordNumber',
  'validation:passwordSymbol',
  'validation:confirmPasswordRequired',
  'validation:passwordMismatch',
  'validation:phoneRequired',
  'validation:phoneInvalid',
  'validation:countryCodeInvalid',
  'validation:websiteRequired',
  'validation:websiteInvalid',
  'validation:agentNameRequired',
  'validation:agentNameShort',
  'validation:agentNameLong',
  'validation:topicRequired',
  'validation:descriptionRequired',
  'validation:businessNameRequired',
  'validation:vatInvalid',
  'validation:logoRequired',
  'validation:logoType',
  'validation:logoTooLarge',
  'validation:urlInvalid',
  'validation:zatcaTooLong',
] as const;

/** Further keys the request schemas use as issue messages (zod's own messages map to `validation:invalid`). */
export const schemaValidationKeys = [
  'validation:invalid',
  'validation:monthInvalid',
  'validation:timeInvalid',
  'validation:timeZoneInvalid',
  'validation:colourInvalid',
  'validation:currencyInvalid',
  'validation:orderIdInvalid',
  'validation:duplicateNode',
  'validation:edgeUnknownNode',
  'validation:duplicateQuestion',
  'validation:passwordUnchanged',
  'validation:tooFew',
  'validation:tooMany',
  'validation:outOfRange',
  'validation:unknownField',
] as const;

/** Labels of the password strength checklist, one per rule of `passwordChecklist`. */
export const passwordRuleLabelKeys = {
  length: 'validation:passwordRule.length',
  uppercase: 'validation:passwordRule.uppercase',
  lowercase: 'validation:passwordRule.lowercase',
  number: 'validation:passwordRule.number',
  symbol: 'validation:passwordRule.symbol',
} as const;

export type ValidationKey = (typeof validationKeys)[number];
export type ValidationResult = ValidationKey | null;

/* ------------------------------------------------------------------ limits */

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;
export const AGENT_NAME_MIN = 3;
export const AGENT_NAME_MAX = 50;
export const TICKET_TOPIC_MAX = 120;
export const TICKET_DESCRIPTION_MAX = 2000;
export const WEBSITE_MAX = 2048;
export const DEFAULT_COUNTRY_CODE = '966';
/** Logo upload limit and accepted types (content-checked again by the server). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

/** Length in user-perceived characters (code points), so an emoji or an Arabic letter counts once. */
export const charLength = (value: string): number => Array.from(value).length;

/**
 * Arabic-Indic (٠١٢…) and Eastern Arabic-Indic (۰۱۲…) digits typed on an Arabic keyboard become
 * ASCII digits before a number is checked or stored.
 */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/* ------------------------------------------------------------------ e-mail */

/** The WHATWG `input[type=email]` pattern, with at least one dot in the domain. ASCII only. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The newsletter's simpler pattern (SPEC §5): something@something.something without spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): ValidationResult {
  const email = value.trim();
  if (email === '') return 'validation:emailRequired';
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return 'validation:emailInvalid';
  return null;
}

export function validateNewsletterEmail(value: string): ValidationResult {
  const email = value.trim();
  if (email === '') return 'validation:emailRequired';
  if (email.length > EMAIL_MAX || !SIMPLE_EMAIL_PATTERN.test(email)) return 'validation:emailInvalid';
  return null;
}

/* ------------------------------------------------------------------ phone */

/**
 * Country code plus trimmed number (SPEC §5, default 966). Separators and spaces are removed,
 * Arabic digits become ASCII and a national trunk `0` is dropped (`0501234567` → `501234567`).
 * Returns the digits only, e.g. `966501234567`.
 */
export function normalizePhone(number: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  const code = toLatinDigits(countryCode).replace(/[^\d]/g, '');
  const national = toLatinDigits(number)
    .trim()
    .replace(/[\s\-()/.]/g, '')
    .replace(/^\+/, '');
  if (code !== '' && national.startsWith(code) && national.length > code.length + 6) return national;
  return code + national.replace(/^0+/, '');
}

/** Validates a country code and a national number as the agent inspection and order test forms take them. */
export function validatePhone(number: string, countryCode: string = DEFAULT_COUNTRY_CODE): ValidationResult {
  const code = toLatinDigits(countryCode.trim()).replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(code) || code.startsWith('0')) return 'validation:countryCodeInvalid';
  const trimmed = toLatinDigits(number).trim();
  if (trimmed === '') return 'validation:phoneRequired';
  if (!/^\+?[\d\s\-()/.]+$/.test(trimmed)) return 'validation:phoneInvalid';
  const full = normalizePhone(trimmed, code);
  // E.164: at most 15 digits in all; a national number of fewer than 6 digits is not a phone.
  if (full.length > 15 || full.length - code.length < 6) return 'validation:phoneInvalid';
  return null;
}

/**
 * The helper check of SPEC §5: a leading `+` then 7 to 16 digits, allowing dash, parentheses,
 * slash, dot and spaces as separators.
 */
export function validatePhoneFormat(value: string): ValidationResult {
  const phone = toLatinDigits(value).trim();
  if (phone === '') return 'validation:phoneRequired';
  if (!/^\+[\d\s\-()/.]+$/.test(phone)) return 'validation:phoneInvalid';
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 16 ? null : 'validation:phoneInvalid';
}

/* ------------------------------------------------------------------ password */

export const passwordRules = ['length', 'uppercase', 'lowercase', 'number', 'symbol'] as const;
export type PasswordRule = (typeof passwordRules)[number];
export type PasswordChecklist = Record<PasswordRule, boolean>;

/**
 * Which of the five password rules the value meets, for the strength checklist. A symbol is any
 * character that is neither a letter (of any script), a digit nor a space; Arabic letters are
 * allowed but count as neither upper- nor lowercase.
 */
export function passwordChecklist(value: string): PasswordChecklist {
  const length = charLength(value);
  return {
    length: length >= PASSWORD_MIN && length <= PASSWORD_MAX,
    uppercase: /[A-Z]/.test(value),
    lowercase: /[a-z]/.test(value),
    number: /[0-9]/.test(value),
    symbol: /[^\p{L}\p{N}\s]/u.test(value),
  };
}

const passwordRuleKeys: Record<PasswordRule, ValidationKey> = {
  length: 'validation:passwordLength',
  uppercase: 'validation:passwordUppercase',
  lowercase: 'validation:passwordLowercase',
  number: 'validation:passwordNumber',
  symbol: 'validation:passwordSymbol',
};

/** The account password rule: 8 to 16 characters with upper, lower, number and symbol. Not trimmed. */
export function validatePassword(value: string): ValidationResult {
  if (value === '') return 'validation:passwordRequired';
  const checklist = passwordChecklist(value);
  const failed = passwordRules.find((rule) => !checklist[rule]);
  return failed ? passwordRuleKeys[failed] : null;
}

/** Signing in only needs a non-empty password (old passwords may predate the rule). */
export function validateLoginPassword(value: string): ValidationResult {
  return value === '' ? 'validation:passwordRequired' : null;
}

/** Password confirmation before adding/removing an agent or touching the API key (SPEC §5: 'enterpassword'). */
export function validateConfirmPassword(value: string): ValidationResult {
  return value === '' ? 'validation:enterPassword' : null;
}

export function validatePasswordMatch(password: string, confirmation: string): ValidationResult {
  if (confirmation === '') return 'validation:confirmPasswordRequired';
  return password === confirmation ? null : 'validation:passwordMismatch';
}

/* ------------------------------------------------------------------ website */

/** Optional scheme and www, a name of 2–256 characters, a dot, a 2–4 letter suffix, then an optional path. */
export const WEBSITE_PATTERN = /^(?:https?:\/\/)?(?:www\.)?[-a-zA-Z0-9@:%._+~#=]{2,256}\.[a-zA-Z]{2,4}\b[-a-zA-Z0-9@:%_+.~#?&/=]*$/;

export function validateWebsite(value: string): ValidationResult {
  const website = value.trim();
  if (website === '') return 'validation:websiteRequired';
  if (website.length > WEBSITE_MAX || !WEBSITE_PATTERN.test(website)) return 'validation:websiteInvalid';
  return null;
}

/** Social and website links of the profile are optional; when given they must look like a website. */
export function validateOptionalWebsite(value: string): ValidationResult {
  return value.trim() === '' ? null : validateWebsite(value);
}

/**
 * Social profile links (Facebook, Instagram, Twitter/X) are checked as web addresses rather than by
 * the website rule: the rule's 2-character minimum name would refuse `x.com`. An http(s) URL (the
 * scheme may be omitted) whose host has a dot and a 2–24 letter suffix; empty is fine.
 */
export function validateSocialLink(value: string): ValidationResult {
  const link = value.trim();
  if (link === '') return null;
  if (link.length > WEBSITE_MAX || /\s/.test(link)) return 'validation:websiteInvalid';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link}`;
  try {
    const url = new URL(withScheme);
    const host = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/i;
    return (url.protocol === 'https:' || url.protocol === 'http:') && host.test(url.hostname) && !url.username && !url.password
      ? null
      : 'validation:websiteInvalid';
  } catch {
    return 'validation:websiteInvalid';
  }
}

/** Where our own uploads are served (`routes.getUpload`): 128 random bits as hex and the type's extension. */
export const UPLOAD_PATH_PATTERN = /^\/merchant\/v1\.0\/uploads\/[a-f0-9]{32}\.(?:png|jpg|svg)$/;

/**
 * The one rule for every stored URL field (campaign button and image, logo): an absolute http(s)
 * URL without credentials — never `javascript:`, `data:`, `file:` or a scheme-relative `//host` —
 * or, when `uploads` is set (fields whose purpose is an uploaded file), one of our upload paths.
 * Empty is left to the field (required or not).
 */
export function validateHttpUrl(value: string, options: { uploads?: boolean } = {}): ValidationResult {
  const link = value.trim();
  if (link === '') return null;
  if (options.uploads && UPLOAD_PATH_PATTERN.test(link)) return null;
  // Control characters and spaces are stripped by URL parsers and browsers: `java\tscript:` is a script URL.
  const control = [...link].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
  if (link.length > 2048 || control || /\s/.test(link) || !/^https?:\/\//i.test(link)) return 'validation:urlInvalid';
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password
      ? null
      : 'validation:urlInvalid';
  } catch {
    return 'validation:urlInvalid';
  }
}

/* ------------------------------------------------------------------ agents, tickets */

export function validateAgentName(value: string): ValidationResult {
  const name = value.trim();
  if (name === '') return 'validation:agentNameRequired';
  const length = charLength(name);
  if (length < AGENT_NAME_MIN) return 'validation:agentNameShort';
  if (length > AGENT_NAME_MAX) return 'validation:agentNameLong';
  return null;
}

export interface AddAgentInput {
  name: string;
  email: string;
  password: string;
}

/** The add-agent form (SPEC §5): name ≥ 3 after trimming, a valid e-mail and the merchant's password. */
export function validateAddAgent(input: AddAgentInput): Record<keyof AddAgentInput, ValidationResult> {
  return {
    name: validateAgentName(input.name),
    email: validateEmail(input.email),
    password: validateConfirmPassword(input.password),
  };
}

export function validateTicketTopic(value: string): ValidationResult {
  const topic = value.trim();
  if (topic === '') return 'validation:topicRequired';
  return charLength(topic) > TICKET_TOPIC_MAX ? 'validation:tooLong' : null;
}

export function validateTicketDescription(value: string): ValidationResult {
  const description = value.trim();
  if (description === '') return 'validation:descriptionRequired';
  return charLength(description) > TICKET_DESCRIPTION_MAX ? 'validation:tooLong' : null;
}

export function validateTicket(input: { topic: string; description: string }): { topic: ValidationResult; description: ValidationResult } {
  return { topic: validateTicketTopic(input.topic), description: validateTicketDescription(input.description) };
}

/* ------------------------------------------------------------------ profile */

export const PROFILE_TEXT_MAX = 256;

/** A required text of at least `min` characters after trimming (profile fields: 3, address lines: 5). */
export function validateMinLength(value: string, min: 3 | 5, max: number = PROFILE_TEXT_MAX): ValidationResult {
  const text = value.trim();
  if (text === '') return 'validation:required';
  const length = charLength(text);
  if (length < min) return min === 5 ? 'validation:minLength5' : 'validation:minLength3';
  return length > max ? 'validation:tooLong' : null;
}

/** An optional text: empty is fine, otherwise the same minimum applies. */
export function validateOptionalMinLength(value: string, min: 3 | 5, max: number = PROFILE_TEXT_MAX): ValidationResult {
  return value.trim() === '' ? null : validateMinLength(value, min, max);
}

/** Saudi VAT registration number (ZATCA): 15 digits starting and ending with 3. Arabic digits accepted. */
export function validateVat(value: string): ValidationResult {
  const vat = toLatinDigits(value).replace(/\s/g, '');
  if (vat === '') return 'validation:required';
  return /^3\d{13}3$/.test(vat) ? null : 'validation:vatInvalid';
}

export interface AddressInput {
  Address_line1: string;
  Address_line2: string;
  Address_line3: string;
}

export interface ProfileInput {
  Business_Name: string;
  Business_Name_ar: string;
  Business_Contact: string;
  Business_Email: string;
  VAT: string;
  Links: { Website: string; Facebook: string; Instagram: string; Twitter: string };
  Business_Address: AddressInput;
  Business_Address_ar: AddressInput;
}

export type ProfileErrors = Partial<Record<string, ValidationKey>>;

/**
 * An empty English or Arabic value takes the value typed in the other language (SPEC §3), so a
 * pair is only "required" when both sides are empty.
 */
export function mirrorProfile<T extends ProfileInput>(profile: T): T {
  const pick = (a: string, b: string) => (a.trim() === '' ? b : a);
  const mirrorAddress = (a: AddressInput, b: AddressInput): AddressInput => ({
    Address_line1: pick(a.Address_line1, b.Address_line1),
    Address_line2: pick(a.Address_line2, b.Address_line2),
    Address_line3: pick(a.Address_line3, b.Address_line3),
  });
  return {
    ...profile,
    Business_Name: pick(profile.Business_Name, profile.Business_Name_ar),
    Business_Name_ar: pick(profile.Business_Name_ar, profile.Business_Name),
    Business_Address: mirrorAddress(profile.Business_Address, profile.Business_Address_ar),
    Business_Address_ar: mirrorAddress(profile.Business_Address_ar, profile.Business_Address),
  };
}

/**
 * The profile form (SPEC §5 "required; minimum 3 characters, 5 for some"). Our decision: business
 * names need 3 (short brands exist: "STC"), the first address line needs 5 (a street and a number),
 * address lines 2 and 3 are optional but need 5 when given; contact is a phone (+ format), e-mail
 * valid, VAT a Saudi VAT number, the website optional (website rule), social links optional web addresses. Keys are field paths (`Links.Website`).
 */
export function validateProfile(input: ProfileInput): ProfileErrors {
  const profile = mirrorProfile(input);
  const errors: ProfileErrors = {};
  const set = (path: string, result: ValidationResult) => {
    if (result) errors[path] = result;
  };
  set('Business_Name', validateMinLength(profile.Business_Name, 3));
  set('Business_Name_ar', validateMinLength(profile.Business_Name_ar, 3));
  set('Business_Contact', validatePhoneFormat(profile.Business_Contact));
  set('Business_Email', validateEmail(profile.Business_Email));
  set('VAT', validateVat(profile.VAT));
  set('Links.Website', validateOptionalWebsite(profile.Links.Website));
  for (const link of ['Facebook', 'Instagram', 'Twitter'] as const) set(`Links.${link}`, validateSocialLink(profile.Links[link]));
  for (const address of ['Business_Address', 'Business_Address_ar'] as const) {
    set(`${address}.Address_line1`, validateMinLength(profile[address].Address_line1, 5));
    set(`${address}.Address_line2`, validateOptionalMinLength(profile[address].Address_line2, 5));
    set(`${address}.Address_line3`, validateOptionalMinLength(profile[address].Address_line3, 5));
  }
  return errors;
}

/** Complete-profile business name: required, at least 3 characters. */
export function validateBusinessName(value: string): ValidationResult {
  if (value.trim() === '') return 'validation:businessNameRequired';
  return validateMinLength(value, 3);
}

/* ------------------------------------------------------------------ logo */

export interface LogoInput {
  type: string;
  size: number;
}

/**
 * Onboarding cannot continue without a logo (SPEC §5). Accepts either the chosen file (type and
 * size are checked) or the URL of an already uploaded logo.
 */
export function validateLogo(value: LogoInput | string | null | undefined): ValidationResult {
  if (value === null || value === undefined) return 'validation:logoRequired';
  if (typeof value === 'string') return value.trim() === '' ? 'validation:logoRequired' : null;
  if (!(LOGO_TYPES as readonly string[]).includes(value.type)) return 'validation:logoType';
  if (value.size <= 0) return 'validation:logoRequired';
  return value.size > LOGO_MAX_BYTES ? 'validation:logoTooLarge' : null;
}
