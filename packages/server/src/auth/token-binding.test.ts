/**
 * Token-bound sessions through the HTTP surface (ADR 014): login and every other place that makes
 * a session set the HttpOnly companion cookie; private calls need token and companion; idle
 * timeout; rotation at login and password change; logout clears both cookies; the insecure
 * development flag and its refusal in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps } from '../deps.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type CallResult, type TestApp } from '../../test/harness.ts';
import { COMPANION_COOKIE, INSECURE_COMPANION_COOKIE } from './cookies.ts';

let t: TestApp;
beforeAll(async () => {
  // The default idle timeout (the harness otherwise lets sessions idle for the whole 7 days).
  t = await createTestApp({ config: { sessionIdleMs: loadConfig({}).sessionIdleMs } });
}, 60_000);
afterAll(() => t.close());

const PASSWORD = 'Secret#2026';
const HOUR = 3600_000;

/** The companion cookie an answer sets: its value and attributes, or undefined. */
function companionSet(res: CallResult, name = COMPANION_COOKIE) {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!cookie) return undefined;
  const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
  return { value: pair!.slice(name.length + 1), attributes };
}

const tokenOf = (res: CallResult) => (res.body.data as { token: string }).token;

describe('the companion cookie', () => {
  it('login sets it HttpOnly, Secure, SameSite=Strict, Path=/, for the session lifetime; the answer still carries the token', async () => {
    const m = await t.merchant();
    const res = await t.post('auth/login', { json: { email: m.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    const set = companionSet(res)!;
    expect(set.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(set.attributes).toEqual(['Max-Age=604800', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']);
    expect(set.attributes.some((a) => a.startsWith('Domain'))).toBe(false); // __Host-: no Domain
    expect(set.value).not.toBe(tokenOf(res));
    expect(res.text).not.toContain(set.value); // never in the body
    // The cookie the answer set is the one that opens private calls.
    expect((await t.get('header', { token: tokenOf(res), companion: set.value })).status).toBe(200);
  });

  it('a token without the cookie, with a wrong one or with another session’s answers exactly like an expired session', async () => {
    const m = await t.merchant();
    const other = await t.merchant();
    const expired = { success: false, message: 'errors:sessionExpired' };
    const missing = await t.get('header', { token: m.token, companion: null });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual(expired);
    const foreign = await t.get('header', { token: m.token, companion: t.companionOf(other.token)! });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(expired);
    // Even another session of the same merchant: the pair is bound, not the account.
    const second = await t.post('auth/login', { json: { email: m.email, password: PASSWORD } });
    expect((await t.get('header', { token: m.token, companion: companionSet(second)!.value })).status).toBe(403);
    expect((await t.get('header', { token: m.token, companion: 'x'.repeat(43) })).status).toBe(403);
    // The cookie alone (no token) is nothing either.
    const cookieOnly = await t.get('header', { headers: { cookie: `${COMPANION_COOKIE}=${t.companionOf(m.token)!}` } });
    expect(cookieOnly.status).toBe(403);
    // None of this ended the real session.
    expect((await t.get('header', { token: m.token })).status).toBe(200);
    expect((await t.get('section/orders', { token: m.token })).status).toBe(200);
  });

  it('signup sets it as well (invitations and password changes: every harness call takes the companion only from the answer’s cookie)', async () => {
    const signup = await t.post('auth/signup', {
      json: { email: 'bound-signup@test.wasl.dev', password: PASSWORD, Business_Name: 'Bound' },
    });
    expect(signup.status).toBe(201);
    expect(companionSet(signup)?.value).toBe(t.companionOf(tokenOf(signup)));
    expect((await t.get('header', { token: tokenOf(signup), companion: companionSet(signup)!.value })).status).toBe(200);
    expect((await t.get('header', { token: tokenOf(signup), companion: null })).status).toBe(403);
  });
});

describe('idle and absolute timeouts', () => {
  it('a session unused for SESSION_IDLE_HOURS (24 by default) ends; one in use lives to the 7-day expiry', async () => {
    const idle = await t.merchant();
    const busy = await t.merchant();
    expect((await t.get('header', { token: idle.token })).status).toBe(200);
    for (let hours = 20; hours <= 160; hours += 20) {
      t.clock.advance(20 * HOUR);
      expect((await t.get('header', { token: busy.token })).status, `busy after ${hours} h`).toBe(200);
      await t.deps.sessions.settled();
    }
    expect((await t.get('header', { token: idle.token })).status).toBe(403);
    t.clock.advance(9 * HOUR); // 169 h: past the absolute 7 days, though used 9 h ago
    expect((await t.get('header', { token: busy.token })).status).toBe(403);
  });
});

describe('rotation', () => {
  it('login gives a new token and companion and ends the pair this browser held', async () => {
    const m = await t.merchant();
    const first = await t.post('auth/login', { json: { email: m.email, password: PASSWORD } });
    const again = await t.post('auth/login', { token: tokenOf(first), json: { email: m.email, password: PASSWORD } });
    expect(again.status).toBe(200);
    expect(tokenOf(again)).not.toBe(tokenOf(first));
    expect(companionSet(again)!.value).not.toBe(companionSet(first)!.value);
    expect((await t.get('header', { token: tokenOf(first) })).status).toBe(403);
    expect((await t.get('header', { token: tokenOf(again) })).status).toBe(200);
    // A session of another browser (no matching companion sent) is not touched.
    expect((await t.get('header', { token: m.token })).status).toBe(200);
  });

  it('a password change answers a new pair and revokes the old sessions', async () => {
    const m = await t.merchant();
    const elsewhere = await t.post('auth/login', { json: { email: m.email, password: PASSWORD } });
    const changed = await t.post('auth/change-password', {
      token: m.token,
      json: { current_password: PASSWORD, password: 'Rotated#2027!' },
    });
    expect(changed.status, changed.text).toBe(200);
    const set = companionSet(changed)!;
    expect(set.attributes).toContain('HttpOnly');
    expect((await t.get('header', { token: tokenOf(changed), companion: set.value })).status).toBe(200);
    expect((await t.get('header', { token: m.token })).status).toBe(403);
    expect((await t.get('header', { token: tokenOf(elsewhere) })).status).toBe(403);
    // The old companion does not open the new token.
    expect((await t.get('header', { token: tokenOf(changed), companion: t.companionOf(m.token)! })).status).toBe(403);
  });
});

describe('logout', () => {
  it('revokes the session and clears both cookies', async () => {
    const m = await t.merchant();
    const res = await t.post('auth/logout', { token: m.token });
    expect(res.status).toBe(200);
    const cleared = res.headers.getSetCookie();
    expect(cleared).toContainEqual(expect.stringMatching(/^access-token=; Max-Age=0; Path=\//));
    expect(cleared).toContainEqual(
      expect.stringMatching(new RegExp(`^${COMPANION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict$`)),
    );
    expect((await t.get('header', { token: m.token })).status).toBe(403);
  });
});

describe('SESSION_COOKIE_INSECURE and SESSION_IDLE_HOURS', () => {
  it('production refuses the insecure flag at startup; development accepts it', async () => {
    await expect(createDeps(loadConfig({ NODE_ENV: 'production', SESSION_COOKIE_INSECURE: '1' }), { db: {} as never })).rejects.toThrow(
      /SESSION_COOKIE_INSECURE/,
    );
    expect(loadConfig({ NODE_ENV: 'development', SESSION_COOKIE_INSECURE: '1' }).sessionCookieInsecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).sessionCookieInsecure).toBe(false);
  });

  it('reads the idle hours: a whole number from 1 to 168, else 24', () => {
    expect(loadConfig({}).sessionIdleMs).toBe(24 * HOUR);
    expect(loadConfig({ SESSION_IDLE_HOURS: '8' }).sessionIdleMs).toBe(8 * HOUR);
    for (const value of ['0', '-3', '1.5', 'soon', '169', ''])
      expect(loadConfig({ SESSION_IDLE_HOURS: value }).sessionIdleMs, value).toBe(24 * HOUR);
  });

  it('with the flag the cookie is `wasl-session`, not Secure, and only that name is read', async () => {
    const dev = await createTestApp({ config: { sessionCookieInsecure: true } });
    try {
      const m = await dev.merchant();
      const login = await dev.post('auth/login', { json: { email: m.email, password: PASSWORD } });
      const set = companionSet(login, INSECURE_COMPANION_COOKIE)!;
      expect(set.attributes).toEqual(['Max-Age=604800', 'Path=/', 'HttpOnly', 'SameSite=Strict']);
      expect(companionSet(login)).toBeUndefined();
      const token = tokenOf(login);
      expect(
        (await dev.get('header', { token, headers: { cookie: `${INSECURE_COMPANION_COOKIE}=${set.value}` }, companion: null })).status,
      ).toBe(200);
      expect((await dev.get('header', { token, headers: { cookie: `${COMPANION_COOKIE}=${set.value}` }, companion: null })).status).toBe(
        403,
      );
    } finally {
      await dev.close();
    }
  }, 60_000);
});
