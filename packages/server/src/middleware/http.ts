/**
 * The answer shape every call shares: `{success, message?, data?}` (ARCHITECTURE "Fixed contracts").
 * Handlers throw HttpError for expected failures; the app's error handler turns it into JSON.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface Answer {
  success: boolean;
  message?: string;
  data?: unknown;
}

/** An expected failure with its status and a message (a catalogue text or key). */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;
  readonly data: unknown;
  constructor(status: ContentfulStatusCode, message: string, options: { headers?: Record<string, string>; data?: unknown } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = options.headers ?? {};
    this.data = options.data;
  }
}

export const badRequest = (message: string, data?: unknown) => new HttpError(400, message, { data });
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, data?: unknown) => new HttpError(409, message, { data });

/** Writes `{success: true, message?, data?}`. */
export function ok(c: Context, data?: unknown, message?: string, status: ContentfulStatusCode = 200): Response {
  const body: Answer = { success: true };
  if (message !== undefined) body.message = message;
  if (data !== undefined) body.data = data;
  return c.json(body, status);
}

/** Writes `{success: false, message, data?}`. */
export function fail(c: Context, status: ContentfulStatusCode, message: string, data?: unknown): Response {
  const body: Answer = { success: false, message };
  if (data !== undefined) body.data = data;
  return c.json(body, status);
}
