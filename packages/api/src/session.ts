/**
 * The session cookie and the error type of the typed client, apart from the client itself: these
 * are small and needed on every page; the client (route table, schemas) is loaded when a call is made.
 */
import type { MessageKey } from './errors';
import type { RouteName } from './routes/index';

export const SESSION_COOKIE = 'access-token';
/** 7 days (SPEC §4, §9). */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The value of a cookie in `cookieString` (default `document.cookie`), or undefined. */
export function readCookie(name: string, cookieString?: string): string | undefined {
  const source = cookieString ?? (typeof document === 'undefined' ? '' : document.cookie);
  for (const part of source.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** `document.cookie = sessionCookie(token)` stores the session for 7 days (SameSite=Lax; Secure on https). */
export function sessionCookie(token: string, secure = typeof location !== 'undefined' && location.protocol === 'https:'): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Max-Age=${SESSION_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** `document.cookie = clearedSessionCookie()` ends the session. */
export const clearedSessionCookie = (): string => `${SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;

/** A failed call. `messageKey` is the text to show (translate with `t(messageKey, {message, status})`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when no response arrived (network failure, timeout, abort). */
    readonly status: number,
    /** The server's message (often a translation key), or a description of the failure. */
    override readonly message: string,
    readonly messageKey: MessageKey,
    readonly details: { route?: RouteName; data?: unknown; retryAfter?: number; aborted?: boolean } = {},
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
