/** The demo booking's spam resistance and validation (issue 10), end to end through the app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@wasl/i18n/catalogue';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { PUBLIC_RATE_LIMITS } from './public.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const form = {
  first_name: 'Huda',
  last_name: 'Alharbi',
  email: 'huda@example.sa',
  phone: '+966 50 765 4321',
  company: 'Ward',
  job_title: 'CEO',
  message: 'مرحبا',
};
const count = async (sql: string, params: unknown[]) => (await t.db.query<{ n: number }>(sql, params)).rows[0]!.n;
const demos = (email: string) => count('SELECT count(*)::int AS n FROM demo_requests WHERE lower(email) = $1', [email]);
const mails = (subject: string) =>
  count('SELECT count(*)::int AS n FROM email_outbox WHERE to_email = $1 AND subject = $2', ['sales@wasl.dev', subject]);

describe('POST /public/v1.0/demo', () => {
  it('stores a valid request (trimmed) and mails sales; the subject cannot carry a header line', async () => {
    const res = await t.post<unknown>('/public/v1.0/demo', {
      json: { ...form, email: 'valid@example.sa', first_name: '  Huda ', company: 'Ward\r\nBcc: x@evil.test' },
    });
    expect(res.status).toBe(201);
    expect((res.body as { message: string }).message).toBe('errors:success.demoBooked');
    const row = await t.db.query<{ first_name: string }>('SELECT first_name FROM demo_requests WHERE lower(email) = $1', [
      'valid@example.sa',
    ]);
    expect(row.rows[0]!.first_name).toBe('Huda');
    expect(await mails('Demo request: Ward Bcc: x@evil.test')).toBe(1);
  });

  it('refuses invalid fields with 400 and the field’s validation key, storing nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ email: 'x' }, 'validation:emailInvalid'],
      [{ first_name: '   ' }, 'validation:required'],
      [{ company: '' }, 'validation:required'],
      [{ phone: '0501234' }, 'validation:phoneInvalid'],
      [{ message: 'm'.repeat(2001) }, 'validation:tooLong'],
    ];
    for (const [change, key] of cases) {
      const res = await t.post('/public/v1.0/demo', { json: { ...form, email: 'invalid@example.sa', ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.text).toContain(key);
    }
    expect(await demos('invalid@example.sa')).toBe(0);
    expect((await t.post('/public/v1.0/demo', { json: { ...form, extra: 1 } })).status).toBe(400);
  });

  it('answers a filled honeypot like a booking but stores and mails nothing', async () => {
    const res = await t.post('/public/v1.0/demo', {
      json: { ...form, email: 'bot@example.sa', company: 'BotCo', website: 'http://spam.test' },
    });
    expect(res.status).toBe(201);
    expect(await demos('bot@example.sa')).toBe(0);
    expect(await mails('Demo request: BotCo')).toBe(0);
  });

  it('limits one e-mail address to 3 a day from any network address: 429, Retry-After, a translated message', async () => {
    const email = 'flood@example.sa';
    for (let i = 0; i < PUBLIC_RATE_LIMITS.demoEmail.limit; i++)
      expect((await t.post('/public/v1.0/demo', { json: { ...form, email: email.toUpperCase() } })).status).toBe(201);
    const limited = await t.post<unknown>('/public/v1.0/demo', { json: { ...form, email } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const key = (limited.body as { message: string }).message;
    expect(key).toBe('errors:tooManyAttempts');
    expect(translate('en', key as `${string}:${string}`)).toMatch(/Too many attempts/);
    expect(translate('ar', key as `${string}:${string}`)).toMatch(/محاولات كثيرة/);
    expect(await demos(email)).toBe(3);
  });

  it('limits one network address to 10 submissions per 10 minutes, across e-mails', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < PUBLIC_RATE_LIMITS.address.limit; i++)
      expect((await t.post('/public/v1.0/demo', { ip, json: { ...form, email: `ip${i}@example.sa` } })).status).toBe(201);
    const limited = await t.post('/public/v1.0/demo', { ip, json: { ...form, email: 'ip-next@example.sa' } });
    expect(limited.status).toBe(429);
    expect(await demos('ip-next@example.sa')).toBe(0);
    // Another address is not affected.
    expect((await t.post('/public/v1.0/demo', { ip: '203.0.113.10', json: { ...form, email: 'ip-next@example.sa' } })).status).toBe(201);
  });
});
