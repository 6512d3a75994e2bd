import { createStore, Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { applyLocale, createI18n, I18nextProvider, intlLocale, isLocale, type Locale } from '@wasl/i18n';
import { applyTheme, motionAttribute, themeNames, type ThemeName } from '@wasl/tokens';

const i18nByLocale = { en: createI18n('en'), ar: createI18n('ar') };

export function readGlobals(globals: Record<string, unknown>): { locale: Locale; theme: ThemeName } {
  const locale = isLocale(globals.locale) ? globals.locale : 'en';
  const theme = (themeNames as readonly unknown[]).includes(globals.theme) ? (globals.theme as ThemeName) : 'light';
  return { locale, theme };
}

/**
 * Applies locale and theme the way the app does: `lang`/`dir` and the theme attribute on `<html>`,
 * set synchronously during render so nothing paints in the wrong direction (portals included),
 * then react-aria's locale and i18next's language from the same value.
 */
export function applyDocumentGlobals(locale: Locale, theme: ThemeName): void {
  applyLocale(locale);
  applyTheme(theme);
  // Under automation (story tests, screenshots) motion is off so every frame is the final one.
  if (typeof navigator !== 'undefined' && navigator.webdriver) {
    document.documentElement.setAttribute(motionAttribute, 'off');
  }
}

export function WithProviders({ locale, theme, children }: { locale: Locale; theme: ThemeName; children: ReactNode }) {
  applyDocumentGlobals(locale, theme);
  // A fresh jotai store per mounted story, so no state leaks between stories.
  const [store] = useState(createStore);
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18nByLocale[locale]}>
        <I18nProvider locale={intlLocale(locale)}>{children}</I18nProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
