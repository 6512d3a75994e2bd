/**
 * The answer shape every call shares: `{success, message?, data?}` (ARCHITECTURE "Fixed contracts").
 * Handlers throw HttpError for expected failures; the app's error handler turns it into JSON.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FeatureKey } from '@wasl/api/models';
import { catalogueKeys, type CatalogueKey } from '@wasl/i18n/catalogue';

/**
 * What an answer's `message` may be: a key of the `errors` or `validation` namespace of the English
 * catalogue (packages/i18n/locales/en), which the client translates as it is. An English sentence,
 * or a key of a namespace or entry that does not exist, does not compile.
 */
export type MessageKey = CatalogueKey<'errors' | 'validation'>;

const messageKeys: ReadonlySet<string> = catalogueKeys(['errors', 'validation']);
/** Whether a string from elsewhere (a zod issue's message) is a MessageKey. */
export const isMessageKey = (value: string): value is MessageKey => messageKeys.has(value);

export interface Answer {
  success: boolean;
  message?: MessageKey;
  data?: unknown;
}

/** An expected failure with its status and a message key. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;
  readonly data: unknown;
  declare readonly message: MessageKey;
  constructor(status: ContentfulStatusCode, message: MessageKey, options: { headers?: Record<string, string>; data?: unknown } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = options.headers ?? {};
    this.data = options.data;
  }
}

export const badRequest = (message: MessageKey, data?: unknown) => new HttpError(400, message, { data });
export const unauthorized = (message: MessageKey) => new HttpError(401, message);
export const forbidden = (message: MessageKey) => new HttpError(403, message);
export const notFound = (message: MessageKey = 'errors:notFound') => new HttpError(404, message);
export const conflict = (message: MessageKey, data?: unknown) => new HttpError(409, message, { data });
/**
 * "Not in your plan" (ADR 008): 402 `errors:featureNotInPlan` naming the feature, so the client
 * offers the upgrade. Never 403, which the client takes for an expired session and signs out.
 */
export const notInPlan = (feature: FeatureKey) => new HttpError(402, 'errors:featureNotInPlan', { data: { feature } });

/** Writes `{success: true, message?, data?}`. */
export function ok(c: Context, data?: unknown, message?: MessageKey, status: ContentfulStatusCode = 200): Response {
  const body: Answer = { success: true };
  if (message !== undefined) body.message = message;
  if (data !== undefined) body.data = data;
  return c.json(body, status);
}

/** Writes `{success: false, message, data?}`. */
export function fail(c: Context, status: ContentfulStatusCode, message: MessageKey, data?: unknown): Response {
  const body: Answer = { success: false, message };
  if (data !== undefined) body.data = data;
  return c.json(body, status);
}
