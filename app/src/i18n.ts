import { createLazyI18n, detectLocale, languageStorageKey } from '@wasl/i18n/lazy';
import { notFoundRoute, namespacesFor, routeTable } from './routes';
import { findRoute } from './routing/match';

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

const firstRoute = findRoute(routeTable, location.pathname)?.route ?? notFoundRoute;

/** The app's i18next; `ready` resolves once the first route's namespaces have arrived. */
export const { i18n, ready } = createLazyI18n(initialLocale, { ns: namespacesFor(firstRoute) });
