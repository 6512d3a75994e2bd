/**
 * Onboarding by Level (SPEC §4) enforced by the server: signed in as the seeded `new@wasl.dev`
 * (Level 0), every session call of the route table is tried. Level 0 reaches only what completing
 * the profile needs (plus session and header calls), Level 1 only what selecting a package needs,
 * Level 2 everything. Refused calls answer 409 with the missing step, change nothing, and never 403
 * (which clients treat as an expired session).
 */
import { fillPath, type RouteDefinition } from '@wasl/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openMigratedPglite, type TestApp } from '../../test/harness.ts';
import type { RegisteredRoute } from '../middleware/route.ts';
import { NEW_MERCHANT, SEED_PASSWORD, seed } from '../seed/index.ts';
import { merchantSnapshot } from '../../test/snapshot.ts';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15,
  0xc4, 0x89,
]);

let t: TestApp;
let merchantId: number;
let token: string;

beforeAll(async () => {
  const db = await openMigratedPglite();
  const seeded = await seed(db);
  t = await createTestApp({ db });
  merchantId = seeded.merchants.find((m) => m.email === NEW_MERCHANT.email)!.id;
  const login = await t.post<{ token: string }>('auth/login', { json: { email: NEW_MERCHANT.email, password: SEED_PASSWORD } });
  expect(login.status).toBe(200);
  token = login.body.data!.token;
}, 120_000);
afterAll(() => t.close());

/** Every session call except logout (it would end the session the sweep uses). */
const sessionRoutes = (): RegisteredRoute[] => t.routes.filter((r) => r.auth === 'session' && !r.fullPath.endsWith('/auth/logout'));

/** Calls a route with placeholder path parameters and no body. */
function call(route: RegisteredRoute) {
  const path = fillPath(route.fullPath.replace(/:([A-Za-z_]+)/g, '{$1}'), new Proxy({}, { get: () => '1' }) as Record<string, string>);
  return t.call(route.method === 'get' ? 'GET' : 'POST', path, { token });
}

async function sweep(level: number) {
  const answers: { route: string; status: number; message: string | undefined; data: unknown; minLevel: number }[] = [];
  for (const route of sessionRoutes()) {
    const res = await call(route);
    answers.push({
      route: `${route.method.toUpperCase()} ${route.fullPath}`,
      status: res.status,
      message: res.body?.message,
      data: res.body?.data,
      minLevel: route.minLevel,
    });
  }
  for (const a of answers) expect(a.status, a.route).toBeLessThan(500);
  const refused = answers.filter((a) => a.minLevel > level);
  const allowed = answers.filter((a) => a.minLevel <= level);
  // Calls the Level allows reach their handler (validation, 404 for the placeholder ids, success):
  // none is refused for the onboarding step.
  for (const a of allowed) expect(a.message ?? '', a.route).not.toMatch(/^errors:(completeProfileFirst|selectPackageFirst)$/);
  return { refused, allowed };
}

describe('onboarding Level enforced by the server (seeded new@wasl.dev)', () => {
  it('Level 0: only profile completion, session and header calls; everything else 409 completeProfileFirst, nothing changes', async () => {
    const header = await t.get<{ Level: number }>('header', { token });
    expect(header.body.data!.Level).toBe(0);
    const before = await merchantSnapshot(t.db, merchantId, ['request_log', 'sessions']);
    const { refused, allowed } = await sweep(0);
    expect(refused.length).toBeGreaterThan(60);
    for (const a of refused) {
      expect(a, a.route).toMatchObject({ status: 409, message: 'errors:completeProfileFirst' });
      expect(a.data, a.route).toEqual({ Level: 0, required: a.minLevel });
    }
    // The allowed ones reach their handler: validation (400) or success, never the Level refusal.
    expect(allowed.map((a) => a.route).sort()).toEqual([
      'GET /merchant/v1.0/header',
      'POST /merchant/v1.0/auth/change-password',
      'POST /merchant/v1.0/onboarding/complete-profile',
      'POST /merchant/v1.0/section/profile/logo',
    ]);
    for (const a of allowed) expect([200, 400, 415], a.route).toContain(a.status);
    expect(await merchantSnapshot(t.db, merchantId, ['request_log', 'sessions'])).toEqual(before);
  });

  it('Level 1 after completing the profile: package selection opens, the rest answers 409 selectPackageFirst', async () => {
    const form = new FormData();
    form.set('Image', new Blob([PNG]), 'logo.png');
    const logo = await t.post<{ url: string }>('section/profile/logo', { token, body: form });
    expect(logo.status).toBe(200);
    const done = await t.post('onboarding/complete-profile', {
      token,
      json: { language: 'ar', Business_Name: 'متجر جديد', Logo_Link: logo.body.data!.url },
    });
    expect(done.status).toBe(200);
    const { refused, allowed } = await sweep(1);
    for (const a of refused) {
      expect(a, a.route).toMatchObject({ status: 409, message: 'errors:selectPackageFirst' });
      expect(a.data, a.route).toEqual({ Level: 1, required: 2 });
    }
    expect(allowed.map((a) => a.route)).toEqual(
      expect.arrayContaining(['GET /merchant/v1.0/packages', 'POST /merchant/v1.0/onboarding/select-package']),
    );
    expect((await t.get('packages', { token })).status).toBe(200);
  });

  it('Level 2 after selecting a package: everything opens at once', async () => {
    expect((await t.post('onboarding/select-package', { token, json: { package_id: 'basic' } })).status).toBe(200);
    const { refused, allowed } = await sweep(2);
    expect(refused).toEqual([]);
    expect(allowed.length).toBeGreaterThan(60);
    for (const path of ['section/orders', 'section/agent', 'subscription', 'section/home', 'section/profile']) {
      expect((await t.get(path, { token })).status, path).toBe(200);
    }
  });

  it('logout works at Level 0 (a fresh Level 0 account)', async () => {
    const signup = await t.post<{ token: string }>('auth/signup', {
      json: { email: 'level0-logout@test.wasl.dev', password: 'Secret#2026', Business_Name: 'Zero' },
    });
    const fresh = signup.body.data!.token;
    expect((await t.get('section/orders', { token: fresh })).status).toBe(409);
    expect((await t.post('auth/logout', { token: fresh })).status).toBe(200);
    expect((await t.get('header', { token: fresh })).status).toBe(403);
  });

  it('the route table and the server agree on every Level', () => {
    const byPath = new Map(t.routes.map((r) => [`${r.method} ${r.fullPath}`, r]));
    const expectLevel = (def: Pick<RouteDefinition, 'method' | 'path'>, level: number) =>
      expect(byPath.get(`${def.method.toLowerCase()} ${def.path.replace(/\{([A-Za-z_]+)\}/g, ':$1')}`)?.minLevel).toBe(level);
    expectLevel({ method: 'GET', path: '/merchant/v1.0/header' }, 0);
    expectLevel({ method: 'POST', path: '/merchant/v1.0/onboarding/select-package' }, 1);
    expectLevel({ method: 'GET', path: '/merchant/v1.0/section/orders/{id}' }, 2);
    expectLevel({ method: 'POST', path: '/merchant/v1.0/auth/login' }, 0); // public: no Level
  });
});
