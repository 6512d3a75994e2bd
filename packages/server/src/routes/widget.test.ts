/**
 * The website widget on the real app and PGlite: settings saved per merchant (the public id minted
 * once), plan gating (402 to save, nothing public once the plan lost it), the public config by public
 * id only (CORS open there alone, cacheable), tenant isolation, hostile text stored and answered as
 * text, and the script's size on the wire and its cross-origin headers.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_LIMITS, waMeLink } from '@wasl/api/models';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { WIDGET_SCRIPT, WIDGET_SCRIPT_GZIP_BUDGET } from './widget/script.ts';

const hostile = JSON.parse(
  readFileSync(new URL('../../../../stories/support/fixtures/hostile-strings.json', import.meta.url), 'utf8'),
) as Record<string, string[] | string>;
const hostileTexts = Object.entries(hostile)
  .filter(([key]) => key !== '_about')
  .flatMap(([, value]) => value as string[])
  .filter((text) => text.trim() !== '');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const W = 'section/widget';
const PUBLIC = '/public/v1.0/widget';
const settings = {
  enabled: true,
  color: '#1E7F5C',
  position: 'end',
  label: { en: 'Chat with us on WhatsApp', ar: 'تحدث معنا على واتساب' },
  message: { en: 'Hello! I have a question about my order.', ar: 'مرحبًا! لدي سؤال عن طلبي.' },
};
interface State {
  settings: typeof settings | null;
  public_id: string | null;
  number: { phone: string; source: string } | null;
  in_plan: boolean;
}
interface Public {
  position: string;
  color: string;
  ink: string;
  label: { en: string; ar: string };
  link: { en: string; ar: string };
}

let phoneCounter = 0;
async function merchant(plan = 'basic', withNumber = true) {
  const m = await t.merchant({ plan });
  if (withNumber) {
    const phone = `+9665${String(70_000_000 + ++phoneCounter)}`;
    await t.db.query(`INSERT INTO contact_numbers (merchant_id, phone, status, type) VALUES ($1, $2, 'approved', 'primary')`, [
      m.id,
      phone,
    ]);
    return { ...m, phone };
  }
  return { ...m, phone: null };
}
const save = (token: string, body: unknown) => t.post<State>(W, { token, json: body });

describe('website widget settings', () => {
  it('starts unsaved, with the approved number and the plan', async () => {
    const m = await merchant('basic');
    const res = await t.get<State>(W, { token: m.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ settings: null, public_id: null, number: { phone: m.phone, source: 'contacts' }, in_plan: true });
  });

  it('falls back to the profile contact, and has no number without either', async () => {
    const m = await merchant('basic', false);
    expect((await t.get<State>(W, { token: m.token })).body.data!.number).toBeNull();
    await t.db.query(`UPDATE merchants SET profile = '{"Business_Contact": "+966 55 123 4567"}'::jsonb WHERE id = $1`, [m.id]);
    expect((await t.get<State>(W, { token: m.token })).body.data!.number).toEqual({ phone: '+966 55 123 4567', source: 'profile' });
  });

  it('saves, mints the public id once, and serves the button by it', async () => {
    const m = await merchant('basic');
    const first = await save(m.token, settings);
    expect(first.status, first.text).toBe(200);
    const id = first.body.data!.public_id!;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.body.data!.settings).toEqual({ ...settings, color: '#1e7f5c' });
    const second = await save(m.token, { ...settings, color: '#ffcc00', position: 'start' });
    expect(second.body.data!.public_id).toBe(id);

    const pub = await t.get<Public>(`${PUBLIC}/${id}`, { headers: { origin: 'https://shop.example' } });
    expect(pub.status, pub.text).toBe(200);
    const digits = m.phone!.slice(1);
    expect(pub.body.data).toEqual({
      position: 'start',
      color: '#ffcc00',
      ink: '#111111',
      label: settings.label,
      link: { en: waMeLink(digits, settings.message.en), ar: waMeLink(digits, settings.message.ar) },
    });
    expect(pub.body.data!.link.ar).toBe(`https://wa.me/${digits}?text=${encodeURIComponent(settings.message.ar)}`);
    expect(pub.headers.get('access-control-allow-origin')).toBe('*');
    expect(pub.headers.get('access-control-allow-credentials')).toBeNull();
    expect(pub.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(pub.headers.get('cache-control')).toBe('public, max-age=300');
    // Only what the button needs: no merchant id, no settings flags, no public id.
    expect(Object.keys(pub.body.data!).sort()).toEqual(['color', 'ink', 'label', 'link', 'position']);
  });

  it('answers 404 (cacheable, still CORS) for an unknown id, a switched-off widget and a merchant without a number', async () => {
    const unknown = await t.get(`${PUBLIC}/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*');
    expect(unknown.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await t.get(`${PUBLIC}/not-an-id`)).status).toBe(400);

    const off = await merchant('basic');
    const id = (await save(off.token, { ...settings, enabled: false })).body.data!.public_id!;
    expect((await t.get(`${PUBLIC}/${id}`)).status).toBe(404);

    const silent = await merchant('basic', false);
    const silentId = (await save(silent.token, settings)).body.data!.public_id!;
    expect((await t.get(`${PUBLIC}/${silentId}`)).status).toBe(404);
  });

  it('refuses bad input with a translated key, never 5xx', async () => {
    const m = await merchant('basic');
    const cases: [unknown, string][] = [
      [{ ...settings, color: 'red' }, 'validation:colourInvalid'],
      [{ ...settings, color: '#12345' }, 'validation:colourInvalid'],
      [{ ...settings, color: '#123456;background:url(https://evil.example)' }, 'validation:colourInvalid'],
      [{ ...settings, position: 'left' }, 'validation:invalid'],
      [{ ...settings, message: { ...settings.message, en: 'x'.repeat(WIDGET_LIMITS.message + 1) } }, 'validation:tooLong'],
      [{ ...settings, label: { ...settings.label, ar: ' ' } }, 'validation:required'],
      [{ ...settings, label: { ...settings.label, en: 'x'.repeat(WIDGET_LIMITS.label + 1) } }, 'validation:tooLong'],
      [{ ...settings, merchant_id: 1 }, 'validation:invalid'],
      [{ ...settings, enabled: 'yes' }, 'validation:invalid'],
    ];
    for (const [body, key] of cases) {
      const res = await save(m.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toBe(key);
    }
    const ok = await save(m.token, { ...settings, message: { en: 'x'.repeat(WIDGET_LIMITS.message), ar: '' } });
    expect(ok.status, ok.text).toBe(200);
  });

  it('stores hostile text as text and answers it unchanged', async () => {
    const m = await merchant('basic');
    for (const text of hostileTexts) {
      const label = Array.from(text.trim()).slice(0, WIDGET_LIMITS.label).join('');
      const res = await save(m.token, { ...settings, label: { en: label, ar: label }, message: { en: text, ar: text } });
      expect(res.status, text).toBe(200);
      const id = res.body.data!.public_id!;
      const pub = await t.get<Public>(`${PUBLIC}/${id}`);
      expect(pub.body.data!.label.en).toBe(label.trim());
      // The message travels URI-encoded: no markup or scheme of it reaches the link as such.
      expect(pub.body.data!.link.en).toBe(`https://wa.me/${m.phone!.slice(1)}?text=${encodeURIComponent(text.trim())}`);
      expect(pub.body.data!.link.en).not.toMatch(/[<>" ]/);
    }
  });
});

describe('plan gating (SPEC §6 widget, ADR 008)', () => {
  it('answers 402 featureNotInPlan to save outside the plan, and keeps the session', async () => {
    const m = await merchant('trial');
    const state = await t.get<State>(W, { token: m.token });
    expect(state.body.data!.in_plan).toBe(false);
    const res = await save(m.token, settings);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ success: false, message: 'errors:featureNotInPlan', data: { feature: 'widget' } });
    expect((await t.get('header', { token: m.token })).status).toBe(200);
    expect((await t.db.query('SELECT 1 FROM website_widgets WHERE merchant_id = $1', [m.id])).rows).toHaveLength(0);
  });

  it('shows nothing publicly once the plan lost the feature, and again once it is back', async () => {
    const m = await merchant('basic');
    const id = (await save(m.token, settings)).body.data!.public_id!;
    expect((await t.get(`${PUBLIC}/${id}`)).status).toBe(200);
    await t.db.query(`UPDATE subscriptions SET plan_id = 'trial' WHERE merchant_id = $1`, [m.id]);
    expect((await t.get(`${PUBLIC}/${id}`)).status).toBe(404);
    await t.db.query(`UPDATE subscriptions SET plan_id = 'basic', expiry = now() - interval '1 day' WHERE merchant_id = $1`, [m.id]);
    expect((await t.get(`${PUBLIC}/${id}`)).status).toBe(404);
    await t.db.query(`UPDATE subscriptions SET expiry = now() + interval '30 days' WHERE merchant_id = $1`, [m.id]);
    expect((await t.get(`${PUBLIC}/${id}`)).status).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("never reads or changes another merchant's widget", async () => {
    const a = await merchant('basic');
    const b = await merchant('pro');
    const aId = (await save(a.token, settings)).body.data!.public_id!;
    const bState = await t.get<State>(W, { token: b.token });
    expect(bState.body.data!.settings).toBeNull();
    expect(bState.body.data!.number!.phone).toBe(b.phone);
    const bId = (await save(b.token, { ...settings, color: '#000000', label: { en: 'B', ar: 'ب' } })).body.data!.public_id!;
    expect(bId).not.toBe(aId);
    const aPub = await t.get<Public>(`${PUBLIC}/${aId}`);
    expect(aPub.body.data!.color).toBe('#1e7f5c');
    expect(aPub.body.data!.link.en).toContain(a.phone!.slice(1));
    expect((await t.get<State>(W, { token: a.token })).body.data!.settings!.label).toEqual(settings.label);
  });

  it('is a merchant call: an anonymous save is 403, an unknown token too', async () => {
    expect((await t.post(W, { json: settings })).status).toBe(403);
    expect((await t.get(W, { token: 'nope' })).status).toBe(403);
  });
});

describe('the script (GET /public/v1.0/widget.js)', () => {
  it(`is at most ${WIDGET_SCRIPT_GZIP_BUDGET} bytes gzip on the wire, JavaScript, cacheable and loadable from any origin`, async () => {
    const res = await t.app.request('/public/v1.0/widget.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.byteLength).toBeLessThanOrEqual(WIDGET_SCRIPT_GZIP_BUDGET);
    expect(gunzipSync(bytes).toString('utf8')).toBe(WIDGET_SCRIPT);
    console.info(`widget.js: ${WIDGET_SCRIPT.length} bytes, ${bytes.byteLength} bytes gzip`);

    const plain = await t.app.request('/public/v1.0/widget.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(WIDGET_SCRIPT);
    const again = await t.app.request('/public/v1.0/widget.js', { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('makes no third-party request and never parses markup', () => {
    const urls = WIDGET_SCRIPT.match(/\bhttps?:\/\/[^\s'"]+/g) ?? [];
    expect(new Set(urls)).toEqual(new Set(['https://wa.me/', 'http://www.w3.org/2000/svg']));
    expect(WIDGET_SCRIPT).not.toMatch(
      /innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function|setAttribute\('style'|\.style\./,
    );
  });

  it('keeps CORS closed everywhere else', async () => {
    const m = await merchant('basic');
    expect(
      (await t.get(W, { token: m.token, headers: { origin: 'https://shop.example' } })).headers.get('access-control-allow-origin'),
    ).toBeNull();
    const header = await t.get('header', { token: m.token, headers: { origin: 'https://shop.example' } });
    expect(header.headers.get('access-control-allow-origin')).toBeNull();
    expect(header.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('preflight on the public config', () => {
  it('answers an OPTIONS preflight with open CORS and no credentials, only there', async () => {
    const headers = { origin: 'https://shop.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-extra' };
    const res = await t.app.request(`${PUBLIC}/AAAAAAAAAAAAAAAAAAAAAA`, { method: 'OPTIONS', headers });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe('x-extra');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const elsewhere = await t.app.request('/merchant/v1.0/section/widget', { method: 'OPTIONS', headers });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });
});
