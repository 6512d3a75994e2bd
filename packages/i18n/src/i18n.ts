import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLocales, locales, type Locale } from './locales';

/**
 * Every `locales/{lng}/{ns}.json` file is a namespace. They are bundled (a few KB) so the first
 * paint has its strings; the same files are served at /locales/{lng}/{ns}.json.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

function collectResources(): Resource {
  const collected: Resource = { en: {}, ar: {} };
  for (const [file, strings] of Object.entries(files)) {
    const match = /locales\/([a-z]+)\/([\w-]+)\.json$/.exec(file);
    const [, lng, ns] = match ?? [];
    if (!lng || !ns || !(locales as readonly string[]).includes(lng)) continue;
    (collected[lng] as Record<string, unknown>)[ns] = strings;
  }
  return collected;
}

export const resources = collectResources();
export const namespaces = Object.keys(resources.en ?? {}).sort();
export const defaultNamespace = 'common';

/** A fresh i18next instance with both locales; each provider gets its own, so tests never share state. */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: fallbackLocales,
    supportedLngs: [...locales],
    ns: namespaces,
    defaultNS: defaultNamespace,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
