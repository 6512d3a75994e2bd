import '@wasl/tokens/fonts';
import '@wasl/tokens';
import { StrictMode, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { applyLocale, languageCookie, type Locale } from '@wasl/i18n';
import { languageStorageKey } from '@wasl/i18n/lazy';
import { applyTheme, readStoredTheme, themeStorageKey, type ThemeName } from '@wasl/tokens';
import { notFoundRoute, routeTable } from '../routes';
import { findRoute } from '../routing/match';
import { createSiteI18n } from './i18n';
import { pageDataId, pageTitle, type PageData } from './pages';
import { SiteApp } from './SiteApp';

const cookieMaxAge = 60 * 60 * 24 * 365;

function storedTheme(): ThemeName {
  try {
    return readStoredTheme(localStorage);
  } catch {
    return 'light';
  }
}

const dataElement = document.getElementById(pageDataId);
const container = document.getElementById('root');
if (dataElement && container) {
  const data = JSON.parse(dataElement.textContent ?? '{}') as PageData;
  const i18n = createSiteI18n(data.lang, data.resources);
  const path = location.pathname;
  const { route, params } = findRoute(routeTable, path) ?? { route: notFoundRoute, params: {} };
  route.screen.preload();

  function Site() {
    const [locale, setLocaleState] = useState<Locale>(data.lang);
    const [theme, setThemeState] = useState<ThemeName>(storedTheme);
    // Same steps as the app's setLocale (state/preferences.ts): strings first, then lang/dir, the
    // cookie the server negotiates with, and i18next together. An explicit ?lang= would win over the
    // cookie on the next load, so it leaves the address.
    const onLocaleChange = async (next: Locale) => {
      await i18n.loadLanguages(next);
      applyLocale(next);
      document.cookie = `${languageCookie}=${next}; path=/; max-age=${cookieMaxAge}; samesite=lax`;
      try {
        localStorage.setItem(languageStorageKey, next);
      } catch {
        // storage disabled: the cookie is enough
      }
      setLocaleState(next);
      await i18n.changeLanguage(next);
      document.title = pageTitle(path, (key) => i18n.t(key), i18n);
      const url = new URL(location.href);
      if (url.searchParams.has('lang')) {
        url.searchParams.delete('lang');
        history.replaceState(history.state, '', url);
      }
    };
    const onThemeChange = (next: ThemeName) => {
      applyTheme(next);
      try {
        localStorage.setItem(themeStorageKey, next);
      } catch {
        // storage disabled: the theme lasts for this visit
      }
      setThemeState(next);
    };
    return (
      <SiteApp
        route={route}
        params={params}
        path={path}
        i18n={i18n}
        locale={locale}
        theme={theme}
        onLocaleChange={onLocaleChange}
        onThemeChange={onThemeChange}
      />
    );
  }

  hydrateRoot(
    container,
    <StrictMode>
      <Site />
    </StrictMode>,
  );
}
