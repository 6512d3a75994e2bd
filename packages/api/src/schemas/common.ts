import { z } from 'zod';
import {
  EMAIL_MAX,
  validateAgentName,
  validateEmail,
  validatePassword,
  validatePhoneFormat,
  validateOptionalWebsite,
  validateHttpUrl,
  validateRequiredText,
  type ValidationResult,
} from '../validators';

// A strict CSP (no 'unsafe-eval', issue 9) reports zod's `new Function` probe as a violation even
// though zod catches it, and zod settles JIT per schema as it is built: in browsers, turn JIT off
// here, before the first schema exists (every schema module imports this one first).
if (typeof document !== 'undefined') z.config({ jitless: true });

/** Turns a validator into a zod refinement whose issue message is the validator's translation key. */
export function withValidator<T extends z.ZodType<string>>(schema: T, validator: (value: string) => ValidationResult) {
  return schema.superRefine((value, ctx) => {
    const key = validator(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  });
}

/**
 * A required text, trimmed, of at most `max` characters counted as the forms count them (code points,
 * `validateRequiredText`), so the server never refuses what a form accepted. The UTF-16 cap of twice
 * `max` (no code point is longer) refuses a surely-too-long body before counting.
 */
export const requiredText = (max: number) =>
  withValidator(
    z
      .string()
      .trim()
      .max(max * 2),
    (value) => validateRequiredText(value, max),
  );

/** Paging starts at 1 (SPEC §9); capped so a hostile page number never reaches the database as OFFSET 10^18. */
export const MAX_PAGE = 10_000;
export const PAGE_SIZE = 20;

/** Database ids are positive 32-bit integers (PostgreSQL `integer generated always as identity`). */
export const MAX_ID = 2_147_483_647;
export const Id = z.number().int().min(1).max(MAX_ID);
/** An id in a path or a form field arrives as text. */
export const IdParam = z.coerce.number<number | string>().int().min(1).max(MAX_ID);
export const PageQuery = z.coerce.number<number | string>().int().min(1).max(MAX_PAGE).default(1);
export const PageNumber = z.number().int().min(0).max(1_000_000);

export const Language = z.enum(['en', 'ar']);
export const Text = (max: number) => z.string().max(max);
export const Search = z.string().trim().max(100);

/** `YYYY-MM` (SPEC §9 "month format year-month") or a month number 1–12 that goes with `year`. */
export const MonthQuery = z.string().regex(/^(?:\d{4}-(?:0[1-9]|1[0-2])|(?:0?[1-9]|1[0-2]))$/, 'validation:monthInvalid');
export const YearQuery = z.coerce.number<number | string>().int().min(2000).max(2100);
export const MonthYearQuery = z.strictObject({ month: MonthQuery.optional(), year: YearQuery.optional() });

/**
 * The month a `?month, year` query names; defaults to the current month (SPEC §9).
 * `month=2026-11` or `month=11&year=2026`.
 */
export function resolveMonth(query: { month?: string | undefined; year?: number | undefined }, now: Date = new Date()) {
  const { month, year } = query;
  if (month && /^\d{4}-\d{2}$/.test(month)) return { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) };
  return { year: year ?? now.getUTCFullYear(), month: month ? Number(month) : now.getUTCMonth() + 1 };
}

/** `HH:MM`, 24-hour. `00:00`–`00:00` means all day (SPEC §9 default support hours). */
export const Time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'validation:timeInvalid');
/** An IANA time zone name such as `Asia/Riyadh` (default `Asia/Kolkata`, SPEC §9). */
export const TimeZone = z
  .string()
  .regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/, 'validation:timeZoneInvalid')
  .max(64);
export const IsoDateTime = z.iso.datetime({ offset: true });
export const IsoDate = z.iso.date();
/** `#RRGGBB`. */
export const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation:colourInvalid');
/** Money in SAR (or the order's currency) as a number with at most 2 decimals. */
export const Money = z.number().min(0).max(1_000_000_000);
export const Currency = z.string().regex(/^[A-Z]{3}$/, 'validation:currencyInvalid');

export const Email = withValidator(z.string().trim().max(EMAIL_MAX), validateEmail);
export const NewPassword = withValidator(z.string().max(64), validatePassword);
export const AnyPassword = z.string().min(1, 'validation:passwordRequired').max(128);
/**
 * The merchant's password confirming a sensitive action (add or remove an agent, regenerate or revoke
 * an API key): empty or missing answers SPEC §5's own 'enterpassword' text, not the sign-in form's.
 */
export const ConfirmPassword = z.string({ error: 'validation:enterPassword' }).min(1, 'validation:enterPassword').max(128);
export const AgentName = withValidator(z.string().trim().max(200), validateAgentName);
export const PhoneFormatted = withValidator(z.string().trim().max(32), validatePhoneFormat);
export const OptionalWebsite = withValidator(z.string().trim().max(2048), validateOptionalWebsite);
/** A link to an uploaded file or an absolute http(s) URL; empty when none (answers). */
export const Link = z.string().max(2048);
/** Request fields holding a web address: http(s) only (`validateHttpUrl`); 400 naming the field otherwise. */
export const HttpUrl = withValidator(z.string().trim().max(2048), (value) => validateHttpUrl(value));
/** Request fields holding an uploaded file's link (logo, campaign image): one of our upload paths or http(s). */
export const UploadOrHttpUrl = withValidator(z.string().trim().max(2048), (value) => validateHttpUrl(value, { uploads: true }));

export const Address = z.object({
  Address_line1: z.string().max(256),
  Address_line2: z.string().max(256),
  Address_line3: z.string().max(256),
});

/* ------------------------------------------------------------------ types */

export type Language = z.infer<typeof Language>;
export type MonthYearQuery = z.infer<typeof MonthYearQuery>;
export type Address = z.infer<typeof Address>;
