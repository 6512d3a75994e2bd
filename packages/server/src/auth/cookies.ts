/**
 * The session's cookies (ADR 014). `access-token` (SPEC §4, §9) is written by the app and sent as the
 * Authorization header; its companion is written only here, as an HttpOnly, Secure, SameSite=Strict
 * `__Host-` cookie that script cannot read, and travels by itself with every same-origin call.
 * `SESSION_COOKIE_INSECURE=1` (plain-http development on a host other than localhost, refused in
 * production) drops `Secure`, and with it the `__Host-` prefix, which requires it.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from '@wasl/api/session';
import type { Config } from '../config.ts';
import type { NewSession } from './sessions.ts';

/** The companion cookie's name: `__Host-` means Secure, Path=/ and no Domain, so no subdomain can set it. */
export const COMPANION_COOKIE = '__Host-wasl-session';
/** Its name under SESSION_COOKIE_INSECURE=1 (a `__Host-` cookie must be Secure). */
export const INSECURE_COMPANION_COOKIE = 'wasl-session';

type CookieConfig = Pick<Config, 'sessionCookieInsecure' | 'sessionTtlMs'>;

export const companionCookieName = (config: Pick<Config, 'sessionCookieInsecure'>): string =>
  config.sessionCookieInsecure ? INSECURE_COMPANION_COOKIE : COMPANION_COOKIE;

/** The `Set-Cookie` value that stores a companion for as long as the session can live. */
export function companionCookie(config: CookieConfig, companion: string): string {
  const maxAge = Math.floor(config.sessionTtlMs / 1000);
  return `${companionCookieName(config)}=${companion}; Max-Age=${maxAge}; Path=/; HttpOnly${config.sessionCookieInsecure ? '' : '; Secure'}; SameSite=Strict`;
}

/** The `Set-Cookie` values that clear both cookies (logout). */
export function clearedSessionCookies(config: Pick<Config, 'sessionCookieInsecure'>): string[] {
  return [
    `${SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`,
    `${companionCookieName(config)}=; Max-Age=0; Path=/; HttpOnly${config.sessionCookieInsecure ? '' : '; Secure'}; SameSite=Strict`,
  ];
}

/** The companion the request carries, if any. */
export function companionOf(c: Context, config: Pick<Config, 'sessionCookieInsecure'>): string | undefined {
  return getCookie(c, companionCookieName(config)) || undefined;
}

/** Hands a new session to the browser: the companion as its cookie; returns the token for the answer. */
export function issueSession(c: Context, config: CookieConfig, session: NewSession): string {
  c.header('Set-Cookie', companionCookie(config, session.companion), { append: true });
  return session.token;
}

/** Logout: clears the access-token and the companion cookie. */
export function clearSession(c: Context, config: Pick<Config, 'sessionCookieInsecure'>): void {
  for (const cookie of clearedSessionCookies(config)) c.header('Set-Cookie', cookie, { append: true });
}
