import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routeList, toColonPath } from '@wasl/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let token: string;
const staticDir = mkdtempSync(path.join(tmpdir(), 'wasl-static-'));
const localesDir = mkdtempSync(path.join(tmpdir(), 'wasl-locales-'));
mkdirSync(path.join(staticDir, 'assets'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Wasl</title>');
writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
mkdirSync(path.join(localesDir, 'ar'));
writeFileSync(path.join(localesDir, 'ar', 'common.json'), '{"hello":"مرحبا"}');

beforeAll(async () => {
  t = await createTestApp({ config: { staticDir, localesDir } });
  token = (await t.merchant()).token;
}, 60_000);
afterAll(() => t.close());

describe('error mapping', () => {
  it('unknown API routes answer 404 JSON, never the SPA', async () => {
    const res = await t.get('/merchant/v1.0/no/such/route', { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'errors:notFound' });
    expect((await t.post('/integration/v1.0/nothing')).status).toBe(404);
  });

  it('415 for a content type the route does not take, 400 for broken JSON and invalid UTF-8', async () => {
    const xml = await t.post('auth/login', { body: '<login/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.status).toBe(415);
    expect(xml.body.success).toBe(false);
    const broken = await t.post('auth/login', { body: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('errors:invalidJson');
    const bytes = new Uint8Array([0x7b, 0x22, 0x65, 0xff, 0xfe, 0x22, 0x7d]);
    const utf = await t.post('auth/login', { body: bytes, headers: { 'content-type': 'application/json' } });
    expect(utf.status).toBe(400);
    expect(utf.body.message).toBe('errors:invalidEncoding');
  });

  it('413 for a body over the limit, by Content-Length and by the stream', async () => {
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(300 * 1024) });
    const res = await t.post('auth/login', { body: huge, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('errors:payloadTooLarge');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new Uint8Array(10 * 1024).fill(0x61));
        controller.close();
      },
    });
    const res2 = await t.app.request('/merchant/v1.0/auth/login', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(res2.status).toBe(413);
  });

  it('accepts form-encoded bodies as well as JSON (SPEC §7: POST without a content type is form-encoded)', async () => {
    const m = await t.merchant();
    const form = await t.post('auth/login', { form: { email: m.email, password: m.password } });
    expect(form.status).toBe(200);
    const bare = await t.post('auth/login', {
      body: new URLSearchParams({ email: m.email, password: m.password }).toString(),
      headers: { 'content-type': '' },
    });
    expect(bare.status).toBe(200);
  });

  it('hostile keys and shapes are 400, not 500', async () => {
    for (const json of [null, [], 'x', 42, { __proto__: { admin: true }, email: 'a@b.co' }, { email: { $ne: '' }, password: 'x' }]) {
      const res = await t.post('auth/login', { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    const proto = await t.post('auth/login', {
      body: '{"__proto__":{"x":1},"email":"a@b.co","password":"p"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(proto.status).toBe(400);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('query strings', () => {
  it('a repeated query key is refused with 400 naming the key, never resolved silently', async () => {
    const twice = await t.get<{ issues: { path: string; message: string }[] }>('section/orders?page=1&page=2', { token });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('errors:badRequest');
    expect(twice.body.data!.issues).toEqual([{ path: 'query.page', message: 'repeated query key' }]);
    // Same value twice, or a harmless first copy hiding a hostile second one: refused all the same.
    expect((await t.get('section/orders?page=2&page=2', { token })).status).toBe(400);
    const polluted = await t.get(`section/agent?search=ok&search=${'x'.repeat(200_000)}`, { token });
    expect(polluted.status).toBe(400);
    expect((await t.get('section/orders?month=2026-10&search=a&search=b', { token })).status).toBe(400);
    // One value per key is fine.
    expect((await t.get('section/orders?page=1&search=a', { token })).status).toBe(200);
  });
});

describe('headers', () => {
  it('security headers on every answer, no-store on private API answers', async () => {
    const res = await t.get('header', { token });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('static dashboard and locales', () => {
  it('serves files, falls back to index.html for client routes, keeps missing assets 404', async () => {
    const index = await t.get('/dashboard');
    expect(index.status).toBe(200);
    expect(index.text).toContain('<title>Wasl</title>');
    expect((await t.get('/campaign/12?step=2')).text).toContain('<title>Wasl</title>');
    const asset = await t.get('/assets/app.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await t.get('/assets/missing.js')).status).toBe(404);
    // A browser navigating to a route with a dot (an agent's e-mail) gets the app, not a 404.
    const agent = await t.get('/agents/sara@store.sa', { headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' } });
    expect(agent.status).toBe(200);
    expect(agent.text).toContain('<title>Wasl</title>');
    expect((await t.get('/../../etc/passwd')).text).not.toContain('root:');
  });

  it('serves /locales/{lng}/{ns}.json', async () => {
    const res = await t.get('/locales/ar/common.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ hello: 'مرحبا' });
    expect((await t.get('/locales/ar/nope.json')).status).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents every registered route, with request schemas from the zod contract', async () => {
    const res = await t.get<never>('openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as unknown as {
      openapi: string;
      paths: Record<string, Record<string, { parameters: { name: string }[]; requestBody?: unknown }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const route of t.routes) {
      const p = route.fullPath.replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(doc.paths[p]?.[route.method], `${route.method} ${p}`).toBeDefined();
    }
    expect(doc.paths['/merchant/v1.0/auth/login']!.post!.requestBody).toBeDefined();
    expect(doc.paths['/merchant/v1.0/section/orders']!.get!.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['month', 'year', 'page', 'search']),
    );
  });

  it('every route of the @wasl/api table is served', () => {
    const served = new Set(t.routes.map((r) => `${r.method.toUpperCase()} ${r.fullPath}`));
    const missing = routeList.filter((r) => !served.has(`${r.method} ${toColonPath(r.path)}`)).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });
});
