import { describe, expect, it } from 'vitest';
import { createLazyI18n, detectLocale, localeBackend } from './lazy';

const files: Record<string, unknown> = {
  '/locales/en/common.json': { hello: 'Hello' },
  '/locales/ar/common.json': { hello: 'مرحبا' },
  '/locales/en/only.json': { x: 'English only' },
};
const requested: string[] = [];
const fakeFetch = (async (url: string) => {
  requested.push(url);
  const body = files[url];
  return body ? new Response(JSON.stringify(body)) : new Response('', { status: 404 });
}) as typeof fetch;

describe('detectLocale (SPEC §9: cookie, local storage, <html lang>)', () => {
  it('follows the order and defaults to en', () => {
    expect(detectLocale({ cookie: 'a=1; i18next=ar', storage: 'en', htmlLang: 'en' })).toBe('ar');
    expect(detectLocale({ cookie: 'i18next=fr', storage: 'ar', htmlLang: 'en' })).toBe('ar');
    expect(detectLocale({ cookie: '', storage: null, htmlLang: 'ar' })).toBe('ar');
    expect(detectLocale({ cookie: '', storage: 'de', htmlLang: 'fr' })).toBe('en');
  });
});

describe('createLazyI18n', () => {
  it('fetches only the current language of the namespaces asked for', async () => {
    requested.length = 0;
    const { i18n, ready } = createLazyI18n('ar', { ns: ['common'], fetch: fakeFetch });
    await ready;
    expect(i18n.t('common:hello')).toBe('مرحبا');
    expect(requested).toEqual(['/locales/ar/common.json']);
  });

  it('uses the namespaces given (inlined in the page) and fetches only the others', async () => {
    requested.length = 0;
    const { i18n, ready } = createLazyI18n('en', { ns: ['shell'], fetch: fakeFetch, resources: { shell: { title: 'Inlined' } } });
    await ready;
    await i18n.loadNamespaces(['shell', 'common']);
    expect(i18n.t('shell:title')).toBe('Inlined');
    expect(i18n.t('common:hello')).toBe('Hello');
    expect(requested).toEqual(['/locales/en/common.json']);
  });

  it('falls back per file to English when the Arabic file is missing', async () => {
    requested.length = 0;
    const read = (ns: string) =>
      new Promise((resolve) => localeBackend({ fetch: fakeFetch }).read('ar', ns, (error, data) => resolve({ error, data })));
    expect(await read('only')).toEqual({ error: null, data: { x: 'English only' } });
    expect(requested).toEqual(['/locales/ar/only.json', '/locales/en/only.json']);
    const missing = (await read('nothing')) as { error: unknown; data: unknown };
    expect(missing.error).toBeInstanceOf(Error);
  });
});
