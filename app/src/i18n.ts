import { createLazyI18n, detectLocale, languageStorageKey } from '@wasl/i18n/lazy';
import { baseNamespaces } from './routing/namespaces';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

/** SPEC §9: cookie, local storage, <html lang> — the inline script in index.html reads the same order. */
export const initialLocale = detectLocale({
  cookie: document.cookie,
  storage: storedLanguage(),
  htmlLang: document.documentElement.getAttribute('lang'),
});

/**
 * The shell's namespaces the server inlined into the page (packages/server middleware/static.ts), if
 * they are in the language chosen here; else (another language in local storage, the dev server)
 * they are fetched like the route's.
 */
function inlinedStrings(): Record<string, Record<string, unknown>> | undefined {
  try {
    const data = JSON.parse(document.getElementById('wasl-strings')?.textContent ?? 'null') as {
      lang?: string;
      resources?: Record<string, Record<string, unknown>>;
    } | null;
    return data?.lang === initialLocale ? data.resources : undefined;
  } catch {
    return undefined;
  }
}

/** The app's i18next with the shell's namespaces; main.tsx adds the first route's before rendering. */
export const { i18n, ready } = createLazyI18n(initialLocale, { ns: [...baseNamespaces], resources: inlinedStrings() });
