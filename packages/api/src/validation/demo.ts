import { charLength, validateEmail } from './core';
import type { ValidationResult } from './keys';
import { validatePhone } from './more';

// The demo booking form (SPEC §2 marketing, §5 rules): the same checks in the browser and in the
// server's request schema (DemoBody), so a bypassed form meets the same answer.

export const DEMO_LIMITS = { name: 100, company: 200, jobTitle: 200, message: 2000 } as const;

/** A required free text: not blank after trimming, at most `max` characters (code points). */
export function validateRequiredText(value: string, max: number): ValidationResult {
  const text = value.trim();
  if (text === '') return 'validation:required';
  return charLength(text) > max ? 'validation:tooLong' : null;
}

/** An optional free text: at most `max` characters after trimming. */
export function validateOptionalText(value: string, max: number): ValidationResult {
  return charLength(value.trim()) > max ? 'validation:tooLong' : null;
}

export interface DemoInput {
  first_name: string;
  last_name: string;
  email: string;
  /** The national number; the country code beside it (default 966). */
  phone: { countryCode: string; number: string };
  company: string;
  job_title: string;
  message: string;
}

/** Every field's verdict: names and company required, a valid e-mail and phone, lengths capped. */
export function validateDemo(input: DemoInput): Record<keyof DemoInput, ValidationResult> {
  return {
    first_name: validateRequiredText(input.first_name, DEMO_LIMITS.name),
    last_name: validateRequiredText(input.last_name, DEMO_LIMITS.name),
    email: validateEmail(input.email),
    phone: validatePhone(input.phone.number, input.phone.countryCode),
    company: validateRequiredText(input.company, DEMO_LIMITS.company),
    job_title: validateOptionalText(input.job_title, DEMO_LIMITS.jobTitle),
    message: validateOptionalText(input.message, DEMO_LIMITS.message),
  };
}
