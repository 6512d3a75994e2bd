/**
 * A business number's onboarding (SPEC §2 Contacts, §4 "pending then approved") and the order
 * message templates' variables (SPEC §2 Templates). Pure data and functions: the server's schemas,
 * the onboarding it runs and the widgets that show it read the same lists.
 */
import type { ValidationResult } from '../validation/keys';

/**
 * The steps of Meta's embedded signup as our server runs them, in order. `signup`: the merchant
 * finished Meta's pop-up (a number not on a WhatsApp account yet, its verification code, the
 * business category) and it answered the phone number id, the business account (WABA) id and a
 * one-time code; `token`: the code exchanged for a business token (`GET /oauth/access_token`);
 * `webhooks`: our app subscribed to the WABA (`POST /{waba-id}/subscribed_apps`); `register`:
 * the number registered for the Cloud API (`POST /{phone-number-id}/register`); `review`: the
 * display name reviewed and the number's tier and quality read (`GET /{phone-number-id}`).
 */
export const onboardingSteps = ['signup', 'token', 'webhooks', 'register', 'review'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/** `sandbox`: completed offline by our server; `cloud`: against Meta's Graph API (or its local fake). */
export const onboardingModes = ['sandbox', 'cloud'] as const;
export type OnboardingMode = (typeof onboardingModes)[number];

/** Meta's `messaging_limit_tier`: business-initiated conversations per rolling 24 hours. */
export const messagingLimitTiers = ['TIER_50', 'TIER_250', 'TIER_1K', 'TIER_10K', 'TIER_100K', 'TIER_UNLIMITED'] as const;
export type MessagingLimitTier = (typeof messagingLimitTiers)[number];

/** Meta's `quality_rating` of a number (recent customer feedback). */
export const qualityRatings = ['GREEN', 'YELLOW', 'RED', 'UNKNOWN'] as const;
export type QualityRating = (typeof qualityRatings)[number];

/* ------------------------------------------------------------------ order templates */

/** init: order created, commit: order confirmed, push: status update (ours). */
export const templateKinds = ['init', 'commit', 'push'] as const;

/** What an order template may name, `{name}` style, as the server fills them (routes/orders/templates.ts). */
export const templateVariables = ['name', 'customer_name', 'order_id', 'total', 'currency', 'status', 'invoice'] as const;
export type TemplateVariable = (typeof templateVariables)[number];

/** WhatsApp's limit for a template body, in characters. */
export const TEMPLATE_BODY_MAX = 1024;

const VARIABLE = /\{([^{}]*)\}/g;

/** The variables a template body names, in order, each once. */
export function templateVariablesIn(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(VARIABLE)) seen.add(match[1]!);
  return [...seen];
}

/**
 * A template body's first problem as a `validation:*` key, or null: required; at most
 * TEMPLATE_BODY_MAX characters; every `{` closed by a `}` around a known variable name (no
 * `{{1}}`-style numbers: the server fills names), nothing nested.
 */
export function validateTemplateBody(text: string): ValidationResult {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'validation:required';
  if (Array.from(trimmed).length > TEMPLATE_BODY_MAX) return 'validation:templateTooLong';
  const outside = trimmed.replace(VARIABLE, '');
  if (outside.includes('{') || outside.includes('}')) return 'validation:templateBraces';
  for (const name of templateVariablesIn(trimmed)) {
    if (!(templateVariables as readonly string[]).includes(name)) return 'validation:templateVariableUnknown';
  }
  return null;
}

/** A body with its variables replaced by sample values (the preview); unknown names stay as written. */
export function fillTemplateSample(text: string, values: Partial<Record<TemplateVariable, string>>): string {
  return text.replace(VARIABLE, (whole, name: string) => values[name as TemplateVariable] ?? whole);
}
