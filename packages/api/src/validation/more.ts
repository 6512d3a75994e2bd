import type { ValidationKey, ValidationResult } from './keys';
import { isRetentionDays } from '../models/retention';
import {
  AGENT_NAME_MAX,
  AGENT_NAME_MIN,
  DEFAULT_COUNTRY_CODE,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  TICKET_DESCRIPTION_MAX,
  TICKET_TOPIC_MAX,
  WEBSITE_MAX,
  charLength,
  toLatinDigits,
  validateConfirmPassword,
  validateEmail,
} from './core';
import { phoneDigits } from '../models/phone';

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
  const digits = phoneDigits(phone).length;
  return digits >= 7 && digits <= 16 ? null : 'validation:phoneInvalid';
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

/* ------------------------------------------------------------------ retention (issue 23) */

/** A conversation retention period: null keeps forever, else a whole number of days from 30 to 3650. */
export function validateRetentionDays(days: number | null): ValidationResult {
  if (days === null) return null;
  return isRetentionDays(days) ? null : 'validation:retentionDays';
}
