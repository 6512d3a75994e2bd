/**
 * A cookie jar for clients of a real server process (scripts, benchmarks, process tests), which,
 * unlike a browser, keep no cookies: it keeps the companion cookie (ADR 014) a login answer set, and
 * gives the headers a browser would send with that token.
 */
import { COMPANION_COOKIE } from '../src/auth/cookies.ts';

export class SessionJar {
  private readonly companions = new Map<string, string>();

  constructor(private readonly cookieName = COMPANION_COOKIE) {}

  /** Keeps the companion `res` set for `token` (the token of its body); answers the token. */
  keep<T extends string | undefined>(res: Response, token: T): T {
    const set = res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${this.cookieName}=`));
    const value = set?.slice(this.cookieName.length + 1).split(';')[0];
    if (token && value) this.companions.set(token, value);
    return token;
  }

  /** Authorization and the companion cookie for `token` (`bearer`: `Authorization: Bearer …`). */
  headers(token: string, bearer = false): Record<string, string> {
    const companion = this.companions.get(token);
    return { authorization: bearer ? `Bearer ${token}` : token, ...(companion ? { cookie: `${this.cookieName}=${companion}` } : {}) };
  }
}
