/** Business numbers: the onboarding steps in the sandbox and through Meta's embedded signup (the local fake), isolation, hostile input. */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingSteps } from '@wasl/api/models';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { FakeGraphApi } from '../providers/whatsapp/fake.ts';

interface Contact {
  id: number;
  phone: string;
  status: string;
  phone_id: string | null;
  business_account_id: string | null;
  template: string | null;
  messaging_limit_tier: string | null;
  quality_rating: string | null;
  onboarding: { mode: string; done: number; error: string | null };
}

const hostile = JSON.parse(
  readFileSync(new URL('../../../../stories/support/fixtures/hostile-strings.json', import.meta.url), 'utf8'),
) as unknown;
const hostileStrings = (function flatten(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(flatten);
  if (value && typeof value === 'object') return Object.values(value).flatMap(flatten);
  return [];
})(hostile);

describe('contacts in the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(); // contactApprovalSeconds 5: a step every 1.25 s
  }, 60_000);
  afterAll(() => t.close());

  it('reports each onboarding step as the server completes it, then the number is approved with its tier and quality', async () => {
    const m = await t.merchant();
    const added = await t.post<Contact>('contacts', { token: m.token, json: { phone: '+966 50 700 0001', business_category: 'Retail' } });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('errors:success.onboardingRecorded');
    expect(added.body.data).toMatchObject({
      status: 'pending',
      onboarding: { mode: 'sandbox', done: 1, error: null },
      messaging_limit_tier: null,
      quality_rating: null,
      template: null,
    });
    // Meta's pop-up answers the ids at once; the sandbox makes them up.
    expect(added.body.data!.phone_id).toMatch(/^\d{15}$/);
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      t.clock.advance(1300);
      const list = await t.get<Contact[]>('contacts', { token: m.token });
      seen.push(list.body.data![0]!.onboarding.done);
    }
    expect(seen).toEqual([2, 3, 4, onboardingSteps.length]);
    const [number] = (await t.get<Contact[]>('contacts', { token: m.token })).body.data!;
    expect(number).toMatchObject({
      status: 'approved',
      messaging_limit_tier: 'TIER_1K',
      quality_rating: 'GREEN',
      template: 'order_updates_v1',
    });
    expect(number!.phone_id).toBe(added.body.data!.phone_id);
  });

  it('says how numbers are onboarded here', async () => {
    const m = await t.merchant();
    const info = await t.get<{ mode: string; app_id: string | null; steps: string[] }>('contacts/onboarding', { token: m.token });
    expect(info.body.data).toEqual({ mode: 'sandbox', app_id: null, steps: [...onboardingSteps] });
    expect((await t.get('contacts/onboarding')).status).toBe(403);
  });

  it('keeps merchants apart: one number per account, nobody else sees or removes it', async () => {
    const a = await t.merchant();
    const b = await t.merchant();
    const added = await t.post<Contact>('contacts', { token: a.token, json: { phone: '+966507000002', business_category: 'Food' } });
    expect((await t.post('contacts', { token: b.token, json: { phone: '+966 50-700-0002', business_category: 'Food' } })).status).toBe(409);
    expect((await t.get<Contact[]>('contacts', { token: b.token })).body.data).toEqual([]);
    expect((await t.post(`contacts/${added.body.data!.id}/delete`, { token: b.token })).status).toBe(404);
    expect((await t.get<Contact[]>('contacts', { token: a.token })).body.data).toHaveLength(1);
    expect((await t.post(`contacts/${added.body.data!.id}/delete`, { token: a.token })).status).toBe(200);
    expect((await t.get<Contact[]>('contacts', { token: a.token })).body.data).toEqual([]);
  });

  it('answers hostile input with 4xx and a translated key, never 5xx; hostile text is stored as text', async () => {
    const m = await t.merchant();
    const bodies: unknown[] = [
      {},
      { phone: '12', business_category: 'Retail' },
      { phone: '+966507000003', business_category: 'ab' },
      { phone: '+966507000003', business_category: 'Retail', extra: 1 },
      { phone: '+966507000003', business_category: 'Retail', signup: { code: '', phone_number_id: 'abc', waba_id: '1' } },
      { phone: ['+966507000003'], business_category: { $ne: 1 } },
      { phone: '+966507000003', business_category: 'x'.repeat(5000) },
    ];
    for (const json of bodies) {
      const res = await t.post('contacts', { token: m.token, json });
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(res.body.message).toMatch(/^(validation|errors):/);
    }
    // The fixtures hold a few well-formed phone numbers too: those register, the rest are refused, none breaks.
    for (const phone of hostileStrings) {
      const res = await t.post('contacts', { token: m.token, json: { phone, business_category: 'Retail' } });
      expect([201, 400, 409], phone.slice(0, 40)).toContain(res.status);
      if (res.status !== 201) expect(res.body.message).toMatch(/^(validation|errors):/);
    }
    for (const [i, category] of hostileStrings.filter((s) => s.trim().length >= 3 && s.length <= 100).entries()) {
      const res = await t.post<Contact>('contacts', {
        token: m.token,
        json: { phone: `+96650800${String(i).padStart(4, '0')}`, business_category: category },
      });
      expect(res.status).toBe(201);
      expect((res.body.data as unknown as { business_category: string }).business_category).toBe(category.trim());
    }
    for (const id of ['0', '-1', 'abc', '99999999999999999999', '1%00']) {
      expect((await t.post(`contacts/${id}/delete`, { token: m.token })).status).toBeLessThan(500);
    }
  });
});

describe('order templates (the /orders/template screen)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('refuses malformed variables and too long bodies with translated keys; keeps merchants apart; hostile text stays text', async () => {
    const a = await t.merchant();
    const b = await t.merchant();
    const refused: [unknown, string][] = [
      [{ en: 'Hi {name', ar: 'مرحبًا {name}' }, 'validation:templateBraces'],
      [{ en: 'Hi {{1}}', ar: 'مرحبًا {name}' }, 'validation:templateBraces'],
      [{ en: 'Hi {name}', ar: 'مرحبًا {اسم}' }, 'validation:templateVariableUnknown'],
      [{ en: 'Hi {__proto__}', ar: 'مرحبًا' }, 'validation:templateVariableUnknown'],
      [{ en: 'x'.repeat(1025), ar: 'مرحبًا' }, 'validation:templateTooLong'],
      [{ en: '   ', ar: 'مرحبًا' }, 'validation:required'],
    ];
    for (const [json, key] of refused) {
      const res = await t.post('section/orders/template/init', { token: a.token, json });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(key);
    }
    for (const json of [{ en: 1, ar: [] }, { en: 'a', ar: 'b', status: 'approved' }, null, 'text']) {
      expect((await t.post('section/orders/template/push', { token: a.token, json })).status).toBe(400);
    }
    const text = hostileStrings.find((s) => s.includes('<')) ?? '<script>alert(1)</script>';
    const safe = text.replace(/[{}]/g, '').slice(0, 1000);
    const saved = await t.post<{ en: string; status: string }>('section/orders/template/commit', {
      token: a.token,
      json: { en: `${safe} {order_id}`, ar: `${safe} {invoice}` },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ en: `${safe} {order_id}`.trim(), status: 'pending' });
    const theirs = (await t.get<Record<string, { en: string; status: string }>>('section/orders/template', { token: b.token })).body.data!;
    expect(theirs.commit!.en).not.toContain(safe);
    expect(theirs.commit!.status).toBe('approved');
  });
});

describe('contacts through Meta embedded signup (local fake Graph API)', () => {
  let t: TestApp;
  let fake: FakeGraphApi;
  beforeAll(async () => {
    fake = await new FakeGraphApi({ token: 'EAAG-system', phoneNumberId: '106540352242922' }).start();
    t = await createTestApp({
      config: {
        whatsapp: {
          provider: 'cloud',
          token: 'EAAG-system',
          phoneNumberId: '106540352242922',
          appSecret: fake.appSecret,
          appId: fake.appId,
          verifyToken: 'verify',
          apiBase: fake.url,
        },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('needs the pop-up answer, then exchanges the code, subscribes the WABA, registers the number and waits for the name review', async () => {
    const m = await t.merchant();
    expect((await t.get<{ mode: string; app_id: string }>('contacts/onboarding', { token: m.token })).body.data).toMatchObject({
      mode: 'cloud',
      app_id: fake.appId,
    });
    const missing = await t.post('contacts', { token: m.token, json: { phone: '+966507100001', business_category: 'Retail' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('errors:onboardingSignupRequired');

    fake.nameReviewReads = 1;
    const signup = fake.embeddedSignup();
    const added = await t.post<Contact>('contacts', {
      token: m.token,
      json: { phone: '+966507100001', business_category: 'Retail', signup },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      phone_id: signup.phone_number_id,
      business_account_id: signup.waba_id,
      onboarding: { mode: 'cloud', done: 1 },
    });
    // The code is never stored in clear.
    const stored = await t.db.query<{ signup_code: string }>('SELECT signup_code FROM contact_numbers WHERE id = $1', [
      added.body.data!.id,
    ]);
    expect(stored.rows[0]!.signup_code).not.toContain(signup.code);

    const first = (await t.get<Contact[]>('contacts', { token: m.token })).body.data![0]!;
    expect(first).toMatchObject({ status: 'pending', onboarding: { done: 4, error: null } }); // review still pending
    expect(fake.subscribedWabas.has(signup.waba_id)).toBe(true);
    expect(fake.registered.has(signup.phone_number_id)).toBe(true);
    const second = (await t.get<Contact[]>('contacts', { token: m.token })).body.data![0]!;
    expect(second).toMatchObject({
      status: 'approved',
      messaging_limit_tier: 'TIER_250',
      quality_rating: 'GREEN',
      onboarding: { done: 5 },
    });
  });

  it('stops with a translated reason when Meta refuses a step (a code used twice)', async () => {
    const m = await t.merchant();
    const signup = fake.embeddedSignup();
    fake.signups.delete(signup.code); // already exchanged: Meta answers invalid code
    const added = await t.post<Contact>('contacts', {
      token: m.token,
      json: { phone: '+966507100002', business_category: 'Retail', signup },
    });
    expect(added.status).toBe(201);
    const [number] = (await t.get<Contact[]>('contacts', { token: m.token })).body.data!;
    expect(number).toMatchObject({ status: 'pending', onboarding: { done: 1, error: 'errors:onboardingFailed' } });
    expect((await t.post(`contacts/${number!.id}/delete`, { token: m.token })).status).toBe(200);
  });
});
