import i18next, { type BackendModule, type i18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLocales, isLocale, languageCookie, locales, type Locale } from './locales';

/** The app's language detector stores its choice here too (i18next's usual key). */
export const languageStorageKey = 'i18nextLng';

export interface LocaleSources {
  cookie?: string;
  storage?: string | null;
  htmlLang?: string | null;
}

/** SPEC §9's detection order: cookie `i18next`, then local storage, then `<html lang>`; default en. */
export function detectLocale({ cookie = '', storage, htmlLang }: LocaleSources): Locale {
  const match = new RegExp(`(?:^|;\\s*)${languageCookie}=([^;]*)`).exec(cookie);
  for (const candidate of [match?.[1], storage, htmlLang?.slice(0, 2)]) if (isLocale(candidate)) return candidate;
  return 'en';
}

export interface LocaleBackendOptions {
  /** @default '/locales/{{lng}}/{{ns}}.json' (served by the server, SPEC §7) */
  loadPath?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * A small i18next backend that fetches one namespace file. If a language's file cannot be read it
 * falls back to the other languages in SPEC §9's order (en, then ar), so a failed file still shows
 * text; the fallback is per file, so an English page never downloads Arabic strings in advance.
 */
export function localeBackend({
  loadPath = '/locales/{{lng}}/{{ns}}.json',
  fetch = globalThis.fetch,
}: LocaleBackendOptions = {}): BackendModule {
  const url = (lng: string, ns: string) => loadPath.replace('{{lng}}', lng).replace('{{ns}}', ns);
  const load = async (lng: string, ns: string): Promise<Record<string, unknown>> => {
    const response = await fetch(url(lng, ns));
    if (!response.ok) throw new Error(`${url(lng, ns)}: HTTP ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      const order = [language, ...fallbackLocales.filter((locale) => locale !== language)];
      void (async () => {
        let lastError: unknown;
        for (const lng of order) {
          try {
            callback(null, await load(lng, namespace));
            return;
          } catch (error) {
            lastError = error;
          }
        }
        callback(lastError instanceof Error ? lastError : new Error(String(lastError)), false);
      })();
    },
  };
}

export interface LazyI18nOptions extends LocaleBackendOptions {
  /** Namespaces to load before `ready` resolves (the first route's). */
  ns: string[];
  /** @default 'common' */
  defaultNS?: string;
  /** Namespaces of `locale` already at hand (inlined in the page by the server): not fetched again. */
  resources?: Record<string, Record<string, unknown>>;
}

/**
 * The app's i18next: namespaces are fetched from `/locales/{lng}/{ns}.json` when a route needs them
 * (react-i18next suspends until they arrive). Only the current language is loaded; the fallback of
 * SPEC §9 (en, then ar) applies per file in `localeBackend`. `createI18n` (bundled resources) stays
 * the choice for Storybook and tests.
 */
export function createLazyI18n(
  locale: Locale,
  { ns, defaultNS = 'common', resources, ...backend }: LazyI18nOptions,
): { i18n: i18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const ready = instance
    .use(localeBackend(backend))
    .use(initReactI18next)
    .init({
      lng: locale,
      // Loading a fallback language up front would put Arabic on an English first load; the backend
      // falls back per file instead, and a unit test keeps both languages' keys identical.
      fallbackLng: false,
      supportedLngs: [...locales],
      load: 'languageOnly',
      ns,
      defaultNS,
      // The namespaces given are used as they are; the others still come from the backend.
      ...(resources ? { resources: { [locale]: resources }, partialBundledLanguages: true } : {}),
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return { i18n: instance, ready };
}
