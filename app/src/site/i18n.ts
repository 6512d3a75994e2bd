import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { locales, type Locale } from '@wasl/i18n';
import { localeBackend } from '@wasl/i18n/lazy';

/**
 * i18next for a pre-rendered page: the first paint's strings are given (inlined into the HTML, or
 * all of them at build time) and initialise synchronously, so hydration renders the server's text;
 * other namespaces and the other language (the language switch) are fetched from /locales.
 */
export function createSiteI18n(locale: Locale, resources: Record<string, Record<string, unknown>>): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(localeBackend())
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...locales],
      load: 'languageOnly',
      ns: Object.keys(resources),
      defaultNS: 'common',
      resources: { [locale]: resources },
      partialBundledLanguages: true,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return instance;
}
