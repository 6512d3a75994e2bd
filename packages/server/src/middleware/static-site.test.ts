import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { negotiateLanguage } from './static.ts';

// A build as scripts/prerender.mjs writes it: pages.json, prerendered/<lang>/<path>/index.html, sitemap, robots.
const staticDir = mkdtempSync(path.join(tmpdir(), 'wasl-site-'));
const theme = "document.documentElement.setAttribute('data-theme', 'light');";
const page = (lang: 'en' | 'ar', heading: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${heading}</title>` +
  `<link rel="canonical" href="__WASL_ORIGIN__/pricing${lang === 'ar' ? '?lang=ar' : ''}" />` +
  `<script>${theme}</script><script type="application/json" id="wasl-page">{"lang":"${lang}"}</script></head>` +
  `<body><div id="root"><h1>${heading}</h1></div><script type="module" src="/assets/site.js"></script></body></html>`;
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head><title>App</title></head><body></body></html>');
for (const [lang, home, pricing, privacy] of [
  ['en', 'Welcome', 'Pricing', 'Privacy'],
  ['ar', 'أهلًا', 'الأسعار', 'الخصوصية'],
] as const) {
  for (const [dir, heading] of [
    ['', home],
    ['pricing', pricing],
    ['privacy', privacy],
  ] as const) {
    mkdirSync(path.join(staticDir, 'prerendered', lang, dir), { recursive: true });
    writeFileSync(path.join(staticDir, 'prerendered', lang, dir, 'index.html'), page(lang, heading));
  }
}
writeFileSync(
  path.join(staticDir, 'prerendered', 'pages.json'),
  JSON.stringify({
    pages: [
      { path: '/', logout: false, signedInTo: '/dashboard' },
      { path: '/pricing', logout: false },
      { path: '/privacy', logout: true },
    ],
  }),
);
writeFileSync(path.join(staticDir, 'prerendered', 'sitemap.xml'), '<urlset><url><loc>__WASL_ORIGIN__/pricing</loc></url></urlset>');
writeFileSync(
  path.join(staticDir, 'prerendered', 'robots.txt'),
  'User-agent: *\nDisallow: /dashboard\nSitemap: __WASL_ORIGIN__/sitemap.xml\n',
);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { staticDir, publicUrl: 'https://wasl.example/' } });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('language negotiation of the pre-rendered pages', () => {
  it('?lang=, then the i18next cookie, then Accept-Language by quality, else English', () => {
    expect(negotiateLanguage({})).toBe('en');
    expect(negotiateLanguage({ acceptLanguage: 'ar-SA,ar;q=0.9,en;q=0.8' })).toBe('ar');
    expect(negotiateLanguage({ acceptLanguage: 'fr-FR, en;q=0.5, ar;q=0.7' })).toBe('ar');
    expect(negotiateLanguage({ acceptLanguage: 'en-GB, ar;q=0.9' })).toBe('en');
    expect(negotiateLanguage({ acceptLanguage: 'ar;q=0, fr' })).toBe('en');
    expect(negotiateLanguage({ acceptLanguage: 'de, *;q=0.5' })).toBe('en');
    expect(negotiateLanguage({ cookie: 'ar', acceptLanguage: 'en' })).toBe('ar');
    expect(negotiateLanguage({ cookie: 'en', acceptLanguage: 'ar' })).toBe('en');
    expect(negotiateLanguage({ cookie: 'fr', acceptLanguage: 'ar' })).toBe('ar');
    expect(negotiateLanguage({ query: 'ar', cookie: 'en' })).toBe('ar');
    expect(negotiateLanguage({ query: 'xx', cookie: 'ar' })).toBe('ar');
  });
});

describe('serving the pre-rendered pages', () => {
  it('answers a page in the visitor’s language, with Vary, Content-Language and the strict CSP', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/pricing', {}, 'Pricing'],
      ['/pricing', { 'accept-language': 'ar-SA,ar;q=0.9' }, 'الأسعار'],
      ['/pricing', { cookie: 'i18next=ar' }, 'الأسعار'],
      ['/pricing', { cookie: 'i18next=en', 'accept-language': 'ar' }, 'Pricing'],
      ['/pricing?lang=ar', { cookie: 'i18next=en' }, 'الأسعار'],
      ['/pricing/', {}, 'Pricing'],
      ['/', { 'accept-language': 'ar' }, 'أهلًا'],
    ];
    for (const [url, headers, expected] of cases) {
      const res = await t.get(url, { headers });
      expect(res.status, url).toBe(200);
      expect(heading(res.text), `${url} ${JSON.stringify(headers)}`).toBe(expected);
      expect(res.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
      expect(res.headers.get('content-language')).toBe(/[a-z]/i.test(expected) ? 'en' : 'ar');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`script-src 'self' ${sha256(theme)}`);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toMatch(/style-src 'self' 'nonce-[^']+'/);
      // Absolute URLs name the configured public origin.
      expect(res.text).toContain('href="https://wasl.example/pricing');
      expect(res.text).not.toContain('__WASL_ORIGIN__');
    }
  });

  it('other paths still get the app', async () => {
    const res = await t.get('/dashboard');
    expect(res.text).toContain('<title>App</title>');
    // No inlined strings in this index.html, so not by language (the app picks it in the browser);
    // by encoding, as every text answer.
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('sends a signed-in visitor of / to /dashboard; a dead session gets the page', async () => {
    const { token } = await t.merchant({ level: 2 });
    const both = `access-token=${token}; __Host-wasl-session=${t.companionOf(token)!}`;
    const live = await t.get('/', { headers: { cookie: both } });
    expect(live.status).toBe(302);
    expect(live.headers.get('location')).toBe('/dashboard');
    // The token without its companion (ADR 014) is no session: the page.
    expect((await t.get('/', { headers: { cookie: `access-token=${token}` } })).status).toBe(200);
    const dead = await t.get('/', { headers: { cookie: 'access-token=not-a-session' } });
    expect(dead.status).toBe(200);
    expect(heading(dead.text)).toBe('Welcome');
    // A signed-in visitor may read the other pages.
    expect((await t.get('/pricing', { headers: { cookie: `access-token=${token}` } })).status).toBe(200);
  });

  it('a log-out page ends the session and clears the cookie (SPEC §2)', async () => {
    const { token } = await t.merchant({ level: 2 });
    expect((await t.get('header', { token })).status).toBe(200);
    const res = await t.get('/privacy', { headers: { cookie: `access-token=${token}; __Host-wasl-session=${t.companionOf(token)!}` } });
    expect(res.status).toBe(200);
    expect(heading(res.text)).toBe('Privacy');
    // Both cookies cleared: the token and the HttpOnly companion (ADR 014).
    expect(res.headers.getSetCookie()).toEqual([
      'access-token=; Max-Age=0; Path=/; SameSite=Lax',
      '__Host-wasl-session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict',
    ]);
    expect((await t.get('header', { token })).status).toBe(403);
  });

  it('serves sitemap.xml and robots.txt with the public origin', async () => {
    const sitemap = await t.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(sitemap.text).toContain('<loc>https://wasl.example/pricing</loc>');
    const robots = await t.get('/robots.txt');
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(robots.text).toContain('Disallow: /dashboard');
    expect(robots.text).toContain('Sitemap: https://wasl.example/sitemap.xml');
  });

  it('compresses text answers for a browser that accepts it (gzip here; brotli first: compression.test.ts), and says so in Vary', async () => {
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
    writeFileSync(path.join(staticDir, 'assets', 'site.js'), script);
    const plain = await t.app.request('/assets/site.js');
    const zipped = await t.app.request('/assets/site.js', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toBe(script);
    expect(Number(plain.headers.get('content-length') ?? (await plain.clone().arrayBuffer()).byteLength)).toBeGreaterThan(4000);
    // This fixture page is under 1 KB, where the headers outweigh the saving: sent as it is, still
    // varying by encoding.
    const page = await t.app.request('/pricing', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(page.headers.get('content-encoding')).toBeNull();
    expect(page.headers.get('vary')).toContain('Accept-Encoding');
    expect(heading(await page.text())).toBe('Pricing');
  });
});
