import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const emptyAddress = { Address_line1: '', Address_line2: '', Address_line3: '' };
const profile = {
  Business_Name: 'Nakheel Dates',
  Business_Name_ar: '',
  Business_Contact: '+966 50 123 4567',
  Business_Email: 'hello@nakheel.sa',
  VAT: '300000000000003',
  Links: { Website: 'nakheel.sa', Facebook: '', Instagram: '', Twitter: '' },
  Business_Address: emptyAddress,
  Business_Address_ar: { Address_line1: 'طريق الملك فهد 1234', Address_line2: '', Address_line3: '' },
};

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15,
  0xc4, 0x89,
]);

function upload(token: string, file: Blob, name: string) {
  const form = new FormData();
  form.set('Image', file, name);
  return t.post<{ url: string }>('section/profile/logo', { token, body: form });
}

describe('profile', () => {
  it('configure mirrors empty English/Arabic values from the other language', async () => {
    const m = await t.merchant();
    const res = await t.post('section/profile/configure', { token: m.token, json: profile });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('errors:success.dataUpdated');
    const got = await t.get<typeof profile & { Logo_Link: string; language: string }>('section/profile', { token: m.token });
    expect(got.body.data).toMatchObject({
      Business_Name: 'Nakheel Dates',
      Business_Name_ar: 'Nakheel Dates',
      Business_Address: { Address_line1: 'طريق الملك فهد 1234' },
      Business_Address_ar: { Address_line1: 'طريق الملك فهد 1234' },
      VAT: '300000000000003',
      language: 'en',
    });
    // The header shows the new business name at once (cache invalidated).
    expect((await t.get<{ Business_Name: string }>('header', { token: m.token })).body.data!.Business_Name).toBe('Nakheel Dates');
  });

  it('400 with the field’s validation key when both languages are empty or a field is invalid', async () => {
    const m = await t.merchant();
    const res = await t.post('section/profile/configure', {
      token: m.token,
      json: { ...profile, Business_Name: '', Business_Name_ar: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^validation:/);
    const email = await t.post('section/profile/configure', { token: m.token, json: { ...profile, Business_Email: 'nope' } });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe('validation:emailInvalid');
    const extra = await t.post('section/profile/configure', { token: m.token, json: { ...profile, Level: 2 } });
    expect(extra.status).toBe(400);
  });

  it('Logo_Link takes our upload paths or http(s) only: javascript: and data: are 400 naming the field, nothing stored', async () => {
    const m = await t.merchant();
    for (const bad of ['javascript:alert(document.cookie)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/logo.png']) {
      for (const [path, json] of [
        ['section/profile/configure', { ...profile, Logo_Link: bad }],
        ['onboarding/complete-profile', { language: 'en', Business_Name: 'Rose Shop', Logo_Link: bad }],
      ] as const) {
        const res = await t.post<{ issues: { path: string }[] }>(path, { token: m.token, json });
        expect(res.status, `${path} ${bad}`).toBe(400);
        expect(res.body.message).toBe('validation:urlInvalid');
        expect(res.body.data!.issues[0]!.path).toBe('body.Logo_Link');
      }
    }
    expect((await t.get<{ Logo_Link: string }>('header', { token: m.token })).body.data!.Logo_Link).not.toMatch(
      /^(?:javascript|data):|^\/\//,
    );
    const ok = await t.post('section/profile/configure', {
      token: m.token,
      json: { ...profile, Logo_Link: 'https://cdn.nakheel.sa/logo.png' },
    });
    expect(ok.status, ok.text).toBe(200);
  });
});

describe('logo upload', () => {
  it('stores a PNG checked by content and serves it at data.url with its type', async () => {
    const m = await t.merchant();
    const res = await upload(m.token, new Blob([PNG], { type: 'image/png' }), 'logo.png');
    expect(res.status).toBe(200);
    const url = res.body.data!.url;
    expect(url).toMatch(/^\/merchant\/v1\.0\/uploads\/[a-f0-9]{32}\.png$/);
    const file = await t.app.request(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('judges by content, not by name: a script named .png is refused with 415', async () => {
    const m = await t.merchant();
    const res = await upload(m.token, new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'logo.png');
    expect(res.status).toBe(415);
    expect(res.body.success).toBe(false);
  });

  it('sanitises or refuses SVG: never stores script, handlers, foreignObject or external references', async () => {
    const m = await t.merchant();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect onload="alert(2)" width="10" height="10"/></svg>';
    const res = await upload(m.token, new Blob([svg], { type: 'image/svg+xml' }), 'logo.svg');
    if (res.status === 200) {
      const served = await t.app.request(res.body.data!.url);
      const text = await served.text();
      expect(text).not.toMatch(/<script|onload|foreignObject/i);
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
    } else {
      expect(res.status).toBe(400);
    }
    const external = '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>';
    const res2 = await upload(m.token, new Blob([external], { type: 'image/svg+xml' }), 'x.svg');
    if (res2.status === 200) expect(await (await t.app.request(res2.body.data!.url)).text()).not.toContain('evil.example');
    else expect(res2.status).toBe(400);
  });

  it('413 over 2 MB, 415 without multipart, 400 without the Image field, 403 without a session', async () => {
    const m = await t.merchant();
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(PNG);
    expect((await upload(m.token, new Blob([big], { type: 'image/png' }), 'big.png')).status).toBe(413);
    expect((await t.post('section/profile/logo', { token: m.token, json: { Image: 'x' } })).status).toBe(415);
    const form = new FormData();
    form.set('Other', 'x');
    expect((await t.post('section/profile/logo', { token: m.token, body: form })).status).toBe(400);
    expect((await upload('bad', new Blob([PNG]), 'a.png')).status).toBe(403);
  });

  it('unknown upload names are 404', async () => {
    expect((await t.get(`uploads/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await t.get('uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
  });
});

describe('onboarding', () => {
  it('Level 0 → 1 with language, business name and logo; → 2 with a package; the header follows', async () => {
    const signup = await t.post<{ token: string }>('auth/signup', {
      json: { email: 'onboard@test.wasl.dev', password: 'Secret#2026', Business_Name: 'Onboard' },
    });
    const token = signup.body.data!.token;
    expect((await t.get<{ Level: number }>('header', { token })).body.data!.Level).toBe(0);
    const early = await t.post('onboarding/select-package', { token, json: { package_id: 'pro' } });
    expect(early.status).toBe(409); // the Level guard: complete the profile first (SPEC §4)
    expect(early.body.message).toBe('errors:completeProfileFirst');
    const noLogo = await t.post('onboarding/complete-profile', {
      token,
      json: { language: 'ar', Business_Name: 'متجر الورد', Logo_Link: '' },
    });
    expect(noLogo.status).toBe(400);
    expect(noLogo.body.message).toBe('validation:logoRequired');
    const logo = await upload(token, new Blob([PNG]), 'logo.png');
    const step1 = await t.post<{ Level: number }>('onboarding/complete-profile', {
      token,
      json: { language: 'ar', Business_Name: 'متجر الورد', Logo_Link: logo.body.data!.url },
    });
    expect(step1.body.data).toEqual({ Level: 1 });
    expect((await t.get('header', { token })).body.data).toMatchObject({
      Level: 1,
      Business_Name: 'متجر الورد',
      Logo_Link: logo.body.data!.url,
    });
    const packages = await t.get<{ plans: { id: string }[] }>('packages', { token });
    expect(packages.body.data!.plans.map((p) => p.id)).toContain('pro');
    expect((await t.post('onboarding/select-package', { token, json: { package_id: 'nope' } })).status).toBe(400);
    const step2 = await t.post<{ Level: number }>('onboarding/select-package', { token, json: { package_id: 'pro' } });
    expect(step2.body.data).toEqual({ Level: 2 });
    expect((await t.get<{ Level: number }>('header', { token })).body.data!.Level).toBe(2);
    const sub = await t.get<{ plan: { id: string }; status: string }>('subscription', { token });
    expect(sub.body.data).toMatchObject({ plan: { id: 'pro' }, status: 'active' });
    // Completing the profile again never lowers the Level.
    await t.post('onboarding/complete-profile', {
      token,
      json: { language: 'en', Business_Name: 'Rose Shop', Logo_Link: logo.body.data!.url },
    });
    expect((await t.get<{ Level: number }>('header', { token })).body.data!.Level).toBe(2);
  });
});
