import type { ValidationKey, ValidationResult } from './keys';

// The rules of the sign-in and sign-up forms (limits, e-mail, password): apart from the others so
// the first load of /auth carries only these (the dashboard's first-load budget).

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
