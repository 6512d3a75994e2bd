import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../auth/tokens.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const PASSWORD = 'Secret#2026';
const outboxLink = async (email: string) => {
  const { rows } = await t.db.query<{ body: string }>('SELECT body FROM email_outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1', [
    email,
  ]);
  const match = /reset_password\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.body ?? '');
  return match?.[1];
};

describe('login', () => {
  it('answers 200 {success, data: {token}} and the token opens private calls', async () => {
    const m = await t.merchant();
    const res = await t.post('auth/login', { json: { email: m.email, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const token = (res.body.data as { token: string }).token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    const header = await t.get('header', { token });
    expect(header.status).toBe(200);
    expect(header.body.data).toMatchObject({ Email: m.email, Level: 2 });
  });

  it('accepts the e-mail in any case and "Bearer <token>"', async () => {
    const m = await t.merchant();
    const res = await t.post('auth/login', { json: { email: m.email.toUpperCase(), password: PASSWORD } });
    expect(res.status).toBe(200);
    const token = (res.body.data as { token: string }).token;
    expect((await t.get('header', { token: `Bearer ${token}` })).status).toBe(200);
  });

  it('stores only the SHA-256 of the session token', async () => {
    const m = await t.merchant();
    const res = await t.post('auth/login', { json: { email: m.email, password: PASSWORD } });
    const token = (res.body.data as { token: string }).token;
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE merchant_id = $1', [m.id]);
    expect(stored.rows.map((r) => r.token_hash)).toContain(sha256(token));
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('401 on a wrong password, 404 for an unknown account, 400 for a malformed e-mail', async () => {
    const m = await t.merchant();
    const wrong = await t.post('auth/login', { json: { email: m.email, password: 'Wrong#2026' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ success: false, message: 'errors:invalidCredentials' });
    const unknown = await t.post('auth/login', { json: { email: 'nobody@test.wasl.dev', password: PASSWORD } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('errors:accountNotFound');
    const bad = await t.post('auth/login', { json: { email: 'not-an-email', password: PASSWORD } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('validation:emailInvalid');
    const missing = await t.post('auth/login', { json: { email: m.email } });
    expect(missing.status).toBe(400);
  });

  it('hashes passwords with argon2id at the OWASP minimum (m=19456 KiB, t=2, p=1)', async () => {
    const res = await t.post('auth/signup', { json: { email: 'argon@test.wasl.dev', password: PASSWORD, Business_Name: 'Argon Shop' } });
    expect(res.status).toBe(201);
    const { rows } = await t.db.query<{ password_hash: string }>("SELECT password_hash FROM merchants WHERE email = 'argon@test.wasl.dev'");
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('sessions', () => {
  it('403 on every private call without a token, with an unknown token, and after expiry (7 days)', async () => {
    const m = await t.merchant();
    expect((await t.get('header')).status).toBe(403);
    expect((await t.get('header', { token: 'x'.repeat(43) })).status).toBe(403);
    expect((await t.get('section/profile', { token: 'nope' })).body).toMatchObject({ success: false });
    expect((await t.get('header', { token: m.token })).status).toBe(200);
    t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    try {
      expect((await t.get('header', { token: m.token })).status).toBe(403);
      expect((await t.get('section/orders', { token: m.token })).status).toBe(403);
    } finally {
      t.clock.advance(-(7 * 24 * 3600 * 1000 + 1000));
    }
  });

  it('logout revokes the token at once (also past the session cache)', async () => {
    const m = await t.merchant();
    expect((await t.get('header', { token: m.token })).status).toBe(200); // now cached
    expect((await t.post('auth/logout', { token: m.token })).status).toBe(200);
    expect((await t.get('header', { token: m.token })).status).toBe(403);
  });

  it('changing the password revokes the other sessions and answers a new token', async () => {
    const m = await t.merchant();
    const other = (await t.post('auth/login', { json: { email: m.email, password: PASSWORD } })).body.data as { token: string };
    expect((await t.get('header', { token: other.token })).status).toBe(200);
    const wrong = await t.post('auth/change-password', {
      token: m.token,
      json: { current_password: 'Nope#2026x', password: 'Newpass#2026' },
    });
    expect(wrong.status).toBe(401);
    const weak = await t.post('auth/change-password', { token: m.token, json: { current_password: PASSWORD, password: 'weak' } });
    expect(weak.status).toBe(400);
    const res = await t.post('auth/change-password', { token: m.token, json: { current_password: PASSWORD, password: 'Newpass#2026' } });
    expect(res.status).toBe(200);
    const fresh = (res.body.data as { token: string }).token;
    expect((await t.get('header', { token: other.token })).status).toBe(403);
    expect((await t.get('header', { token: m.token })).status).toBe(403);
    expect((await t.get('header', { token: fresh })).status).toBe(200);
    expect((await t.post('auth/login', { json: { email: m.email, password: PASSWORD } })).status).toBe(401);
    expect((await t.post('auth/login', { json: { email: m.email, password: 'Newpass#2026' } })).status).toBe(200);
  });
});

describe('signup', () => {
  it('creates a Level 0 account, signs in, and refuses the same e-mail with 409', async () => {
    const res = await t.post('auth/signup', { json: { email: 'New.Shop@test.wasl.dev', password: PASSWORD, Business_Name: 'New Shop' } });
    expect(res.status).toBe(201);
    const token = (res.body.data as { token: string }).token;
    expect((await t.get('header', { token })).body.data).toEqual({
      Level: 0,
      Business_Name: 'New Shop',
      Email: 'new.shop@test.wasl.dev',
      Logo_Link: '',
    });
    const again = await t.post('auth/signup', { json: { email: 'new.shop@TEST.wasl.dev', password: PASSWORD, Business_Name: 'Other' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('errors:accountExists');
  });

  it('400 with the password rule key for a weak password', async () => {
    const res = await t.post('auth/signup', { json: { email: 'weak@test.wasl.dev', password: 'password', Business_Name: 'Weak' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^validation:password/);
  });
});

describe('forgot and reset password', () => {
  it('e-mails a single-use link; the new password works and old sessions end', async () => {
    const m = await t.merchant();
    expect((await t.post('auth/forgot-password', { json: { email: m.email } })).status).toBe(200);
    const token = await outboxLink(m.email);
    expect(token).toBeDefined();
    const ok = await t.post('auth/reset-password', { json: { token, password: 'Reset#2026x' } });
    expect(ok.status).toBe(200);
    expect((await t.get('header', { token: m.token })).status).toBe(403);
    expect((await t.post('auth/login', { json: { email: m.email, password: 'Reset#2026x' } })).status).toBe(200);
    const reused = await t.post('auth/reset-password', { json: { token, password: 'Again#2026x' } });
    expect(reused.status).toBe(403);
    expect(reused.body.message).toBe('errors:linkExpired');
  });

  it('403 when the link is older than one hour', async () => {
    const m = await t.merchant();
    await t.post('auth/forgot-password', { json: { email: m.email } });
    const token = await outboxLink(m.email);
    t.clock.advance(3600 * 1000 + 1000);
    try {
      const res = await t.post('auth/reset-password', { json: { token, password: 'Late#2026xx' } });
      expect(res.status).toBe(403);
    } finally {
      t.clock.advance(-(3600 * 1000 + 1000));
    }
    expect((await t.post('auth/login', { json: { email: m.email, password: PASSWORD } })).status).toBe(200);
  });

  it('403 for a token that was never issued', async () => {
    const res = await t.post('auth/reset-password', { json: { token: 'A'.repeat(43), password: 'Reset#2026x' } });
    expect(res.status).toBe(403);
  });
});

describe('rate limits', () => {
  it('5 attempts per 5 minutes per address, then 429 with Retry-After; no hard lockout', async () => {
    const m = await t.merchant();
    const ip = '192.0.2.10';
    for (let i = 0; i < 5; i++) {
      expect((await t.post('auth/login', { ip, json: { email: m.email, password: 'Wrong#2026' } })).status).toBe(401);
    }
    const blocked = await t.post('auth/login', { ip, json: { email: m.email, password: PASSWORD } });
    expect(blocked.status).toBe(429);
    const retry = Number(blocked.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(300);
    // Another address still gets in: the account is not locked.
    expect((await t.post('auth/login', { ip: '192.0.2.11', json: { email: m.email, password: PASSWORD } })).status).toBe(200);
  });

  it('10 attempts per 15 minutes per account across addresses', async () => {
    const m = await t.merchant();
    for (let i = 0; i < 10; i++) {
      expect((await t.post('auth/login', { ip: `198.51.100.${i}`, json: { email: m.email, password: 'Wrong#2026' } })).status).toBe(401);
    }
    const blocked = await t.post('auth/login', { ip: '198.51.100.200', json: { email: m.email, password: PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(300);
  });

  it('forgot-password is limited per address too', async () => {
    const m = await t.merchant();
    const ip = '192.0.2.50';
    for (let i = 0; i < 5; i++) expect((await t.post('auth/forgot-password', { ip, json: { email: m.email } })).status).toBe(200);
    const blocked = await t.post('auth/forgot-password', { ip, json: { email: m.email } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
