/**
 * Issue 10, "Served as HTML before JavaScript": the public and docs pages come pre-rendered in the
 * visitor's language (cookie, else Accept-Language, else English), hydrate without a mismatch, read
 * without JavaScript, switch language in place; / sends a live session to /dashboard; sitemap and
 * robots are served.
 */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseURL, cookie, freshMerchant, newSession, sessionHeaders, t } from './harness';

const pages = [
  { path: '/', title: (lng: 'en' | 'ar') => t('common:product.name', lng) },
  { path: '/pricing', title: (lng: 'en' | 'ar') => t('shell:titles.segments.pricing', lng) },
  { path: '/docs', title: (lng: 'en' | 'ar') => t('shell:titles.segments.docs', lng) },
];
const arabic = /[\u0600-\u06FF]/;

async function raw(pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseURL}${pathname}`, { headers, redirect: 'manual' });
  return { res, html: await res.text() };
}
const h1 = (html: string) =>
  /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('pre-rendered HTML, before any JavaScript', () => {
  it('/, /pricing and /docs carry their heading, title and head tags in the visitor’s language', async () => {
    const ways: { lng: 'en' | 'ar'; headers: Record<string, string>; how: string }[] = [
      { lng: 'en', headers: {}, how: 'no preference' },
      { lng: 'ar', headers: { cookie: 'i18next=ar' }, how: 'cookie' },
      { lng: 'ar', headers: { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' }, how: 'Accept-Language' },
      { lng: 'en', headers: { cookie: 'i18next=en', 'accept-language': 'ar' }, how: 'cookie over Accept-Language' },
      { lng: 'en', headers: { 'accept-language': 'fr-FR,en;q=0.8' }, how: 'Accept-Language' },
    ];
    for (const { path, title } of pages) {
      for (const { lng, headers, how } of ways) {
        const what = `${path} (${how})`;
        const { res, html } = await raw(path, headers);
        expect(res.status, what).toBe(200);
        expect(res.headers.get('vary'), what).toBe('Cookie, Accept-Language, Accept-Encoding');
        expect(res.headers.get('content-language'), what).toBe(lng);
        expect(html, what).toContain(`<html lang="${lng}" dir="${lng === 'ar' ? 'rtl' : 'ltr'}"`);
        const heading = h1(html);
        expect(heading, what).toBeTruthy();
        expect(arabic.test(heading!), `${what}: ${heading}`).toBe(lng === 'ar');
        expect(attr(html, /<title>([^<]*)<\/title>/), what).toBe(title(lng));
        expect(attr(html, /<meta name="description" content="([^"]+)"/), what).toBeTruthy();
        const self = `${baseURL}${path}${lng === 'ar' ? '?lang=ar' : ''}`;
        expect(attr(html, /<link rel="canonical" href="([^"]+)"/), what).toBe(self);
        expect(attr(html, /hreflang="en" href="([^"]+)"/), what).toBe(`${baseURL}${path}`);
        expect(attr(html, /hreflang="ar" href="([^"]+)"/), what).toBe(`${baseURL}${path}?lang=ar`);
        expect(attr(html, /hreflang="x-default" href="([^"]+)"/), what).toBe(`${baseURL}${path}`);
        expect(attr(html, /<meta property="og:url" content="([^"]+)"/), what).toBe(self);
        expect(attr(html, /<meta property="og:title" content="([^"]+)"/), what).toBe(title(lng));
        // Its strings are inlined (no locale fetch first). Its font faces come from the inlined CSS,
        // each with its unicode-range, and none is preloaded: the first paint never waits on a font
        // (docs/performance.md, "Fonts on the public pages").
        expect(html, what).not.toMatch(/rel="preload"[^>]*as="font"/);
        expect(html, what).toMatch(/font-family:\s*['"]?IBM Plex Sans['"]?;[^}]*unicode-range:/);
        expect(html, what).toContain('<script type="application/json" id="wasl-page">');
        expect(res.headers.get('content-security-policy'), what).not.toContain('unsafe-inline');
      }
    }
    // The Arabic address search engines know answers Arabic whatever the cookie says.
    const { html } = await raw('/pricing?lang=ar', { cookie: 'i18next=en' });
    expect(html).toContain('<html lang="ar" dir="rtl"');
  });

  it('sitemap.xml lists every page in both languages (each answers 200); robots.txt disallows the merchant area', async () => {
    const { res, html: sitemap } = await raw('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    for (const { path } of pages) {
      expect(locs).toContain(`${baseURL}${path}`);
      expect(locs).toContain(`${baseURL}${path}?lang=ar`);
    }
    for (const loc of locs) {
      const answer = await fetch(loc, { redirect: 'manual' });
      expect(answer.status, loc).toBe(200);
      expect(answer.headers.get('content-language'), loc).toBe(loc.endsWith('?lang=ar') ? 'ar' : 'en');
    }
    const { res: robotsRes, html: robots } = await raw('/robots.txt');
    expect(robotsRes.status).toBe(200);
    for (const line of ['Disallow: /dashboard', 'Disallow: /orders', 'Disallow: /profile', `Sitemap: ${baseURL}/sitemap.xml`])
      expect(robots).toContain(line);
    expect(robots).not.toMatch(/Disallow: \/(pricing|docs)\b/);
  });
});

describe('with JavaScript disabled', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the pages read in both languages: heading, navigation, footer links', async () => {
    for (const lng of ['en', 'ar'] as const) {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      await context.addCookies([{ name: 'i18next', value: lng, url: baseURL }]);
      const page = await context.newPage();
      for (const { path, title } of pages) {
        await page.goto(path);
        expect(await page.title(), `${path} ${lng}`).toBe(title(lng));
        const heading = page.getByRole('heading', { level: 1 });
        expect(await heading.isVisible(), `${path} ${lng}`).toBe(true);
        expect(arabic.test((await heading.textContent()) ?? ''), `${path} ${lng}`).toBe(lng === 'ar');
        expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
        // Styled before any JavaScript by the CSS inlined in the page (the server's CSP allows it by
        // its hash), the screen's own styles included: no stylesheet request holds the first paint.
        expect(await page.locator('link[rel="stylesheet"]').count(), `${path} ${lng}`).toBe(0);
        expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily), `${path} ${lng}`).toContain('IBM Plex Sans');
        if (path === '/') {
          const cta = page.getByRole('main').getByRole('link', { name: t('site:home.start', lng) });
          expect(await cta.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
        }
        // Links are plain links: following one works without JavaScript.
        expect(
          await page
            .getByRole('navigation', { name: t('layout:public.label', lng) })
            .getByRole('link')
            .count(),
        ).toBeGreaterThan(2);
      }
      await page
        .getByRole('navigation', { name: t('layout:public.label', lng) })
        .getByRole('link', { name: t('layout:public.docs', lng) })
        .click();
      await page.waitForURL('**/docs');
      expect(await page.title()).toBe(pages[2]!.title(lng));
      await context.close();
    }
  });
});

describe('hydration', () => {
  it('takes over the pre-rendered page without a mismatch, in both languages', async () => {
    for (const lng of ['en', 'ar'] as const) {
      const { page } = await newSession({ locale: lng });
      const messages: string[] = [];
      page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
      // The server's <h1> element, as parsed: hydration must adopt it, not render a new one.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          const w = window as unknown as { serverHeading?: Element | null };
          w.serverHeading ??= document.querySelector('h1');
        }).observe(document, { childList: true, subtree: true });
      });
      for (const { path } of pages) {
        await page.goto(path);
        const before = await page.getByRole('heading', { level: 1 }).textContent();
        // The toggles render only after hydration: their presence says React took over.
        await page
          .getByRole('button', { name: t(lng === 'en' ? 'common:preferences.switchToArabic' : 'common:preferences.switchToEnglish', lng) })
          .waitFor();
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(before);
        // Wait for the screen's chunk too (its boundary hydrates last), then compare the nodes.
        await page.waitForLoadState('networkidle');
        expect(
          await page.evaluate(() => (window as unknown as { serverHeading?: Element }).serverHeading === document.querySelector('h1')),
          `${path} ${lng}: the pre-rendered heading was replaced`,
        ).toBe(true);
      }
      expect(messages.filter((text) => /hydrat|did not match|server rendered|recoverable/i.test(text))).toEqual([]);
      // newSession fails the test on any console error or uncaught error as well.
    }
  });

  it('switches language on a pre-rendered page in place; the server answers the new language after a reload', async () => {
    const { page, context } = await newSession();
    await page.goto('/pricing');
    const english = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('button', { name: t('common:preferences.switchToArabic') }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'ar' && document.documentElement.dir === 'rtl');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).not.toBe(english);
    expect(arabic.test((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')).toBe(true);
    expect(await page.title()).toBe(t('shell:titles.segments.pricing', 'ar'));
    expect((await cookie(context, 'i18next'))?.value).toBe('ar');
    const reload = await page.reload();
    expect(reload?.headers()['content-language']).toBe('ar');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('button', { name: t('common:preferences.switchToEnglish', 'ar') }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(english);
  });
});

describe('a signed-in visitor', () => {
  it('on / is sent to /dashboard by the server', async () => {
    const { token } = await freshMerchant();
    // What a signed-in browser sends: the access-token cookie and its HttpOnly companion (ADR 014).
    const { res } = await raw('/', { cookie: `access-token=${token}; ${sessionHeaders(token).cookie}` });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard');
    const { page } = await newSession({ token });
    await page.goto('/');
    await page.waitForURL('**/dashboard', { waitUntil: 'commit' });
    // The dashboard is the client-rendered app: on a loaded machine its title may take over poll's default 1 s.
    await expect.poll(() => page.title(), { timeout: 5000 }).toBe(t('shell:titles.segments.dashboard'));
  });
});
