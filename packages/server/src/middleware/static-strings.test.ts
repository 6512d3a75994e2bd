import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRouteNamespaces, INLINE_STRINGS_ID, inlineShellStrings } from './static.ts';

const localesDir = mkdtempSync(path.join(tmpdir(), 'wasl-locales-'));
for (const [lang, hello] of [
  ['en', 'Hello </script><!--'],
  ['ar', 'مرحبا'],
] as const) {
  mkdirSync(path.join(localesDir, lang));
  writeFileSync(path.join(localesDir, lang, 'common.json'), JSON.stringify({ hello, product: { name: lang === 'ar' ? 'وصل' : 'Wasl' } }));
  writeFileSync(
    path.join(localesDir, lang, 'shell.json'),
    JSON.stringify({ title: `${lang} shell`, loading: lang === 'ar' ? 'جارٍ التحميل…' : 'Loading <b>…' }),
  );
  writeFileSync(path.join(localesDir, lang, 'analytics.json'), JSON.stringify({ month: `${lang} month` }));
}
const index = '<html><head><script>theme()</script>\n<!--wasl-strings:common,shell,missing--></head><body></body></html>';
const inlined = (html: string) => {
  const json = new RegExp(`<script type="application/json" id="${INLINE_STRINGS_ID}">([^<]*)</script>`).exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as { lang: string; resources: Record<string, Record<string, string>> });
};

describe("the app page's inlined shell strings", () => {
  it('inlines the named namespaces in English without a language cookie, as JSON that cannot close its script', async () => {
    const html = await inlineShellStrings(index, localesDir, undefined);
    expect(html).not.toContain('<!--wasl-strings');
    expect(html).not.toContain('</script><!--');
    expect(inlined(html)).toEqual({
      lang: 'en',
      resources: {
        common: { hello: 'Hello </script><!--', product: { name: 'Wasl' } },
        shell: { title: 'en shell', loading: 'Loading <b>…' },
      },
    });
  });

  it("follows the i18next cookie (the app's first choice, SPEC §9) and ignores anything but en/ar", async () => {
    expect(inlined(await inlineShellStrings(index, localesDir, 'ar'))?.resources.common).toEqual({
      hello: 'مرحبا',
      product: { name: 'وصل' },
    });
    expect(inlined(await inlineShellStrings(index, localesDir, 'fr'))?.lang).toBe('en');
  });

  it('leaves a page without the marker as it is, and drops the marker when there is nothing to inline', async () => {
    expect(await inlineShellStrings('<html></html>', localesDir, 'en')).toBe('<html></html>');
    expect(await inlineShellStrings(index, undefined, 'en')).toBe(index.replace('<!--wasl-strings:common,shell,missing-->', ''));
  });

  it("adds the requested route's namespaces (once each; names that are not plain words are never read)", async () => {
    const html = await inlineShellStrings(index, localesDir, 'en', ['analytics', 'common', '../../etc/passwd']);
    expect(Object.keys(inlined(html)?.resources ?? {})).toEqual(['common', 'shell', 'analytics']);
    expect(inlined(html)?.resources.analytics).toEqual({ month: 'en month' });
  });
});

describe('the boot splash', () => {
  const page = '<html><head><!--wasl-strings:common,shell--></head><body><div id="root"><!--wasl-boot--></div></body></html>';

  it("names the product and says it is loading in the page's language, escaped, as a status", async () => {
    const en = await inlineShellStrings(page, localesDir, undefined);
    expect(en).toContain(
      '<div id="root"><div class="wasl-boot" role="status"><span class="wasl-boot-name">Wasl</span><span class="wasl-boot-text">Loading &lt;b&gt;…</span></div></div>',
    );
    const ar = await inlineShellStrings(page, localesDir, 'ar');
    expect(ar).toContain('<span class="wasl-boot-name">وصل</span><span class="wasl-boot-text">جارٍ التحميل…</span>');
  });

  it('is left out without the strings, and the marker never reaches the browser', async () => {
    const html = await inlineShellStrings(page, undefined, 'en');
    expect(html).toBe('<html><head></head><body><div id="root"></div></body></html>');
  });
});

describe("appRouteNamespaces (the build's list of app routes)", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'wasl-static-'));
  mkdirSync(path.join(root, 'prerendered'));
  writeFileSync(
    path.join(root, 'prerendered', 'routes.json'),
    JSON.stringify({
      routes: [
        { path: '/dashboard', ns: ['common', 'analytics'] },
        { path: '/campaign/new', ns: ['campaigns', 'new'] },
        { path: '/campaign/:id', ns: ['campaigns'] },
        { path: '/inspect/*', ns: ['inspect'] },
        { path: '/*', ns: ['common'] },
      ],
    }),
  );

  it('gives the first route whose pattern matches, as the app router picks it', async () => {
    expect(await appRouteNamespaces(root, '/dashboard')).toEqual(['common', 'analytics']);
    expect(await appRouteNamespaces(root, '/dashboard/')).toEqual(['common', 'analytics']);
    expect(await appRouteNamespaces(root, '/campaign/new')).toEqual(['campaigns', 'new']);
    expect(await appRouteNamespaces(root, '/campaign/42')).toEqual(['campaigns']);
    expect(await appRouteNamespaces(root, '/inspect/a/b')).toEqual(['inspect']);
    expect(await appRouteNamespaces(root, '/nowhere')).toEqual(['common']);
  });

  it('gives none without the list (a build without pre-rendering)', async () => {
    expect(await appRouteNamespaces(mkdtempSync(path.join(tmpdir(), 'wasl-empty-')), '/dashboard')).toEqual([]);
  });
});
