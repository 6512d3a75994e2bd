/**
 * WhatsApp Cloud API (Graph API) errors → the provider-neutral failure the queue acts on: a plain
 * reason class the merchant sees, whether a retry can help, and how long to wait before it.
 * Codes from Meta's "Cloud API error codes" reference; build on `code`, never on the message text
 * (Meta's advice: titles are being deprecated, subcodes are gone since v16).
 */

import { ProviderError, type FailureReason } from '../index.ts';

export { ProviderError, type FailureReason };

/** Meta's throughput limits reset within a minute; without a Retry-After we back off this long. */
export const DEFAULT_RATE_LIMIT_BACKOFF_MS = 5_000;
/** A transient server-side failure (code 1, 2, 131000, 131016, HTTP 5xx): retry soon. */
export const DEFAULT_TRANSIENT_BACKOFF_MS = 2_000;

interface Mapping {
  reason: FailureReason;
  retryable: boolean;
  /** A throughput limit: back off (Retry-After or the default) and retry. */
  throttle?: boolean;
}

/** Error code → reason class. Ranges (132xxx template errors) are handled in `classify`. */
const BY_CODE: Record<number, Mapping> = {
  // Recipient cannot receive: not on WhatsApp, old app, terms not accepted, blocked. Final.
  131026: { reason: 'not_on_whatsapp', retryable: false },
  // Per-user marketing limit ("healthy ecosystem engagement"): Meta chose not to deliver. Not now.
  131049: { reason: 'marketing_cap', retryable: false },
  // The user stopped marketing messages from this business.
  131050: { reason: 'marketing_cap', retryable: false },
  // Throughput: Cloud API (130429), pair rate limit to one user (131056), app/WABA call limits (4, 80007).
  130429: { reason: 'rate_limited', retryable: true, throttle: true },
  131056: { reason: 'rate_limited', retryable: true, throttle: true },
  4: { reason: 'rate_limited', retryable: true, throttle: true },
  80007: { reason: 'rate_limited', retryable: true, throttle: true },
  // Re-engagement: free-form text outside the 24-hour window; only an approved template can reach them.
  131047: { reason: 'template_not_approved', retryable: false },
  // Spam rate limit: the number's quality; retrying soon makes it worse.
  131048: { reason: 'rate_limited', retryable: false },
  // Invalid parameter / parameter value (a malformed or impossible number lands here), recipient = sender.
  100: { reason: 'invalid_number', retryable: false },
  131009: { reason: 'invalid_number', retryable: false },
  131021: { reason: 'invalid_number', retryable: false },
  // Transient: unknown, service, "something went wrong", service unavailable.
  1: { reason: 'other', retryable: true },
  2: { reason: 'other', retryable: true },
  131000: { reason: 'other', retryable: true },
  131016: { reason: 'other', retryable: true },
};

/**
 * Meta's opt-out signal: 131050, "this recipient has chosen to stop receiving marketing messages on
 * WhatsApp from your business" (the customer tapped Stop in WhatsApp, not a STOP text). Recorded as
 * an opt-out (consent ledger source `meta_signal`, messages.ts `recordMetaOptOut`).
 */
export const MARKETING_OPT_OUT_CODE = '131050';

/** Template problems are 132000–132016; paused (132015) and disabled (132016) among them. */
const isTemplateCode = (code: number) => code >= 132000 && code <= 132999;

/** Seconds or an HTTP date → milliseconds, or undefined. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * A Graph API error (the `error` object of the answer, or one of a status webhook's `errors`) as a
 * ProviderError. HTTP 429 is a throttle whatever the body says.
 */
export function classifyGraphError(
  error: { code?: unknown; message?: unknown; title?: unknown } | undefined,
  http: { status?: number; retryAfter?: string | null } = {},
): ProviderError {
  const code = typeof error?.code === 'number' ? error.code : Number(error?.code ?? NaN);
  const text = typeof error?.message === 'string' ? error.message : typeof error?.title === 'string' ? error.title : '';
  let mapping: Mapping | undefined = Number.isFinite(code) ? BY_CODE[code] : undefined;
  if (!mapping && Number.isFinite(code) && isTemplateCode(code)) mapping = { reason: 'template_paused', retryable: false };
  if (http.status === 429) mapping = { reason: 'rate_limited', retryable: true, throttle: true };
  if (!mapping) mapping = { reason: 'other', retryable: (http.status ?? 0) >= 500 };
  const retryAfterMs = mapping.throttle
    ? (parseRetryAfter(http.retryAfter) ?? DEFAULT_RATE_LIMIT_BACKOFF_MS)
    : mapping.retryable
      ? DEFAULT_TRANSIENT_BACKOFF_MS
      : undefined;
  return new ProviderError({
    code: Number.isFinite(code) ? String(code) : http.status ? `http_${http.status}` : 'unknown',
    reason: mapping.reason,
    retryable: mapping.retryable,
    retryAfterMs,
    message: text || undefined,
  });
}
