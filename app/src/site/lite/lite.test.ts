import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '@wasl/i18n';
import { catalogueKeys } from '@wasl/i18n/catalogue';
import { localeBackend } from '@wasl/i18n/lazy';
import type { CatalogueKey } from '@wasl/i18n/typed';
import lite from './i18next';

type Strings = Record<string, unknown>;

const known = catalogueKeys();
const isCatalogueKey = (key: string): key is CatalogueKey => known.has(key);

/** Every leaf key of a namespace, plural suffixes folded into their base key. */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(node as Strings).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

async function pair(lng: 'en' | 'ar') {
  const options = {
    lng,
    fallbackLng: false as const,
    defaultNS: 'common',
    ns: Object.keys(resources[lng]!),
    resources: { [lng]: resources[lng]! } as Record<string, Record<string, Strings>>,
    initAsync: false,
    interpolation: { escapeValue: false },
  };
  const real = i18next.createInstance();
  await real.init(options);
  const mine = lite.createInstance();
  await mine.init(options);
  return { real, mine };
}

describe('the site build’s lite i18next', () => {
  for (const lng of ['en', 'ar'] as const) {
    it(`translates every key of every namespace like i18next (${lng}), with counts, values and defaults`, async () => {
      const { real, mine } = await pair(lng);
      let compared = 0;
      for (const [ns, strings] of Object.entries(resources[lng]!)) {
        for (const key of new Set(keys(strings))) {
          // The key comes from the strings (data); i18next's typed `t` takes it once it is known to be a catalogue key.
          const full = `${ns}:${key}`;
          if (!isCatalogueKey(full)) throw new Error(`${lng} ${full} is not a key of the English catalogue`);
          for (const options of [
            {},
            { count: 0 },
            { count: 1 },
            { count: 2 },
            { count: 5 },
            { count: 11 },
            { count: 100 },
            { name: 'X', value: 3 },
          ]) {
            expect(mine.t(full, options), `${lng} ${full} ${JSON.stringify(options)}`).toBe(real.t(full, options));
            compared += 1;
          }
          expect(mine.exists(full)).toBe(real.exists(full));
        }
      }
      expect(compared).toBeGreaterThan(1000);
      for (const [key, options] of [
        ['missing.key', { defaultValue: 'Fallback {{name}}', name: 'N' }],
        ['shell:nope', {}],
        ['errors:nope', { defaultValue: real.t('errors:somethingWentWrong') }],
      ] as const)
        // @ts-expect-error -- keys the catalogue does not have, on purpose: both must fall back the same way
        expect(mine.t(key, options)).toBe(real.t(key, options));
      expect(mine.getFixedT(null, ['site', 'shell'])('loading')).toBe(real.getFixedT(null, ['site', 'shell'])('loading'));
    });
  }

  it('loads another language through the backend, then switches', async () => {
    const fetch = (async (url: string) => {
      const [, lng, ns] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(url) ?? [];
      const strings = resources[lng!]?.[ns!];
      return strings ? new Response(JSON.stringify(strings)) : new Response('', { status: 404 });
    }) as typeof globalThis.fetch;
    const mine = lite.createInstance().use(localeBackend({ fetch }));
    await mine.init({ lng: 'en', resources: { en: { shell: resources.en!.shell as Strings } } });
    const changed: unknown[] = [];
    mine.on('languageChanged', (lng) => changed.push(lng));
    expect(mine.hasLoadedNamespace('shell', { lng: 'ar' })).toBe(false);
    await mine.changeLanguage('ar');
    expect(changed).toEqual(['ar']);
    expect(mine.t('shell:loading')).toBe((resources.ar!.shell as Strings).loading);
    await mine.loadNamespaces('site');
    expect(mine.hasLoadedNamespace('site')).toBe(true);
  });
});
