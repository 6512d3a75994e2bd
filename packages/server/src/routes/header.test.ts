/**
 * GET /header from memory: no query per request once warm, and every change shows at once — every
 * write that changes the header row invalidates it, everything that revokes a session drops it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { sha256 } from '../auth/tokens.ts';
import type { Db } from '../db/db.ts';
import { createTestApp, openTestDb, type TestApp } from '../../test/harness.ts';

let t: TestApp;
/** Statements sent to the database while `counting` is on. */
const counted: string[] = [];
let counting = false;

beforeAll(async () => {
  const base = await openTestDb();
  const db: Db = {
    ...base,
    query: (sql, params) => {
      if (counting) counted.push(sql);
      return base.query(sql, params);
    },
  };
  t = await createTestApp({ db });
}, 60_000);
afterAll(() => t.close());

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15,
  0xc4, 0x89,
]);

async function logo(token: string): Promise<string> {
  const form = new FormData();
  form.set('Image', new Blob([PNG]), 'logo.png');
  return (await t.post<{ url: string }>('section/profile/logo', { token, body: form })).body.data!.url;
}

interface Header {
  Level: number;
  Business_Name: string;
  Email: string;
  Logo_Link: string;
}
const header = async (token: string) => (await t.get<Header>('header', { token })).body.data!;

const profile = (name: string, logoLink?: string) => ({
  Business_Name: name,
  Business_Name_ar: '',
  Business_Contact: '+966 50 123 4567',
  Business_Email: 'hello@nakheel.sa',
  VAT: '300000000000003',
  Links: { Website: 'nakheel.sa', Facebook: '', Instagram: '', Twitter: '' },
  Business_Address: { Address_line1: 'King Fahd Road 1234', Address_line2: '', Address_line3: '' },
  Business_Address_ar: { Address_line1: '', Address_line2: '', Address_line3: '' },
  ...(logoLink ? { Logo_Link: logoLink } : {}),
});

describe('GET /header from memory', () => {
  it('costs no query once warm (session and header row cached)', async () => {
    const m = await t.merchant();
    expect((await t.get('header', { token: m.token })).status).toBe(200); // warms both caches
    counted.length = 0;
    counting = true;
    try {
      for (let i = 0; i < 100; i++) expect((await t.get('header', { token: m.token })).status).toBe(200);
    } finally {
      counting = false;
    }
    // Only the batched request log may write (it flushes every 200 requests or every second).
    expect(counted.filter((sql) => !sql.startsWith('INSERT INTO request_log'))).toEqual([]);
  });

  it('profile configure: the new business name and logo show at once', async () => {
    const m = await t.merchant();
    expect((await header(m.token)).Business_Name).toBe('Test Store');
    const url = await logo(m.token);
    expect((await header(m.token)).Logo_Link).toBe(''); // an upload alone changes nothing
    expect((await t.post('section/profile/configure', { token: m.token, json: profile('Nakheel Dates', url) })).status).toBe(200);
    expect(await header(m.token)).toMatchObject({ Business_Name: 'Nakheel Dates', Logo_Link: url });
    expect((await t.post('section/profile/configure', { token: m.token, json: profile('Nakheel Dates & Co') })).status).toBe(200);
    expect(await header(m.token)).toMatchObject({ Business_Name: 'Nakheel Dates & Co', Logo_Link: url });
  });

  it('onboarding: complete-profile (Level 1, name, logo) and select-package (Level 2) show at once', async () => {
    const m = await t.merchant({ level: 0 });
    expect(await header(m.token)).toMatchObject({ Level: 0, Business_Name: 'Test Store', Logo_Link: '' });
    const url = await logo(m.token);
    const step1 = await t.post('onboarding/complete-profile', {
      token: m.token,
      json: { language: 'ar', Business_Name: 'متجر الورد', Logo_Link: url },
    });
    expect(step1.status).toBe(200);
    expect(await header(m.token)).toEqual({ Level: 1, Business_Name: 'متجر الورد', Email: m.email, Logo_Link: url });
    expect((await t.post('onboarding/select-package', { token: m.token, json: { package_id: 'pro' } })).status).toBe(200);
    expect((await header(m.token)).Level).toBe(2);
  });

  it('a plan purchase (package change) drops the cached header row; it stays right', async () => {
    const m = await t.merchant({ plan: 'basic' });
    const before = await header(m.token);
    const bought = await t.post('subscription/purchase', { token: m.token, json: { item: 'plan', id: 'pro' } });
    expect(bought.status).toBe(200);
    const after = await header(m.token);
    expect(after).toEqual(before);
    const { rows } = await t.db.query<{ package_id: string }>('SELECT package_id FROM merchants WHERE id = $1', [m.id]);
    expect(rows[0]!.package_id).toBe('pro');
  });

  it('logout: the cached token is refused at once, other sessions of the merchant keep working', async () => {
    const m = await t.merchant();
    const other = await t.post<{ token: string }>('auth/login', { json: { email: m.email, password: m.password } });
    const otherToken = other.body.data!.token;
    await header(m.token);
    await header(otherToken);
    expect((await t.post('auth/logout', { token: m.token })).status).toBe(200);
    expect((await t.get('header', { token: m.token })).status).toBe(403);
    expect((await t.get('header', { token: otherToken })).status).toBe(200);
  });

  it('password change: every cached session of the merchant is refused at once; the new token works', async () => {
    const m = await t.merchant();
    const second = (await t.post<{ token: string }>('auth/login', { json: { email: m.email, password: m.password } })).body.data!.token;
    await header(m.token);
    await header(second);
    const changed = await t.post<{ token: string }>('auth/change-password', {
      token: m.token,
      json: { current_password: m.password, password: 'Changed#2026' },
    });
    expect(changed.status).toBe(200);
    expect((await t.get('header', { token: m.token })).status).toBe(403);
    expect((await t.get('header', { token: second })).status).toBe(403);
    expect((await t.get('header', { token: changed.body.data!.token })).status).toBe(200);
  });

  it('password reset: cached sessions are refused at once', async () => {
    const m = await t.merchant();
    await header(m.token);
    expect((await t.post('auth/forgot-password', { json: { email: m.email } })).status).toBe(200);
    const mail = await t.db.query<{ body: string }>('SELECT body FROM email_outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1', [
      m.email,
    ]);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.rows[0]!.body)![1]!);
    expect((await t.post('auth/reset-password', { json: { token, password: 'Reset#2026x' } })).status).toBe(200);
    expect((await t.get('header', { token: m.token })).status).toBe(403);
  });

  it('a session that expires while cached is refused by the cached path (no query needed)', async () => {
    const m = await t.merchant();
    // A session expiring in 10 s, cached well within the cache's trust period.
    const token = 'expiring-session-token-0123456789abcdefghijk';
    const companion = 'expiring-session-companion-0123456789abcdef';
    await t.db.query('INSERT INTO sessions (token_hash, merchant_id, expires_at, companion_hash) VALUES ($1, $2, $3, $4)', [
      sha256(token),
      m.id,
      new Date(t.clock.now + 10_000),
      sha256(companion),
    ]);
    expect((await t.get('header', { token, companion })).status).toBe(200);
    const misses = t.deps.sessions.stats.misses;
    t.clock.advance(11_000);
    try {
      expect(t.deps.config.cacheTtlMs).toBeGreaterThan(11_000); // still trusted by the cache: the expiry decides
      expect((await t.get('header', { token, companion })).status).toBe(403);
      expect(t.deps.sessions.stats.misses).toBe(misses); // refused from the cached entry itself
    } finally {
      t.clock.advance(-11_000);
    }
  });

  it('API key revoke and regenerate refuse the old key at once', async () => {
    const m = await t.merchant();
    const regenerate = () =>
      t.post<{ key: string }>('section/integration-api/key/regenerate', { token: m.token, headers: { password: m.password } });
    const first = (await regenerate()).body.data!.key;
    const call = (key: string) =>
      t.post('/integration/v1.0/orders/none/status', { headers: { 'x-api-key': key }, json: { status: 'shipped' } });
    expect((await call(first)).status).toBe(404); // authenticated; the order does not exist
    const second = (await regenerate()).body.data!.key;
    expect((await call(first)).status).toBe(401);
    expect((await call(second)).status).toBe(404);
    expect((await t.post('section/integration-api/key/revoke', { token: m.token, headers: { password: m.password } })).status).toBe(200);
    expect((await call(second)).status).toBe(401);
  });
});

describe('cache trust period (README "Sessions")', () => {
  it('a few seconds with PostgreSQL (other processes may revoke), minutes with PGlite (this process owns it)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' }).cacheTtlMs).toBe(5_000);
    expect(loadConfig({}).cacheTtlMs).toBe(300_000);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db', CACHE_TTL_SECONDS: '2' }).cacheTtlMs).toBe(2_000);
  });
});
