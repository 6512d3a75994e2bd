import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_STRINGS_ID, inlineShellStrings } from './static.ts';

const localesDir = mkdtempSync(path.join(tmpdir(), 'wasl-locales-'));
for (const [lang, hello] of [
  ['en', 'Hello </script><!--'],
  ['ar', 'مرحبا'],
] as const) {
  mkdirSync(path.join(localesDir, lang));
  writeFileSync(path.join(localesDir, lang, 'common.json'), JSON.stringify({ hello }));
  writeFileSync(path.join(localesDir, lang, 'shell.json'), JSON.stringify({ title: `${lang} shell` }));
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
      resources: { common: { hello: 'Hello </script><!--' }, shell: { title: 'en shell' } },
    });
  });

  it("follows the i18next cookie (the app's first choice, SPEC §9) and ignores anything but en/ar", async () => {
    expect(inlined(await inlineShellStrings(index, localesDir, 'ar'))?.resources.common).toEqual({ hello: 'مرحبا' });
    expect(inlined(await inlineShellStrings(index, localesDir, 'fr'))?.lang).toBe('en');
  });

  it('leaves a page without the marker as it is, and drops the marker when there is nothing to inline', async () => {
    expect(await inlineShellStrings('<html></html>', localesDir, 'en')).toBe('<html></html>');
    expect(await inlineShellStrings(index, undefined, 'en')).toBe(index.replace('<!--wasl-strings:common,shell,missing-->', ''));
  });
});
