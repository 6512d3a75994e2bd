import { createStore, Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { applyLocale, createI18n, I18nextProvider, intlLocale, type IntlPreferences, type Locale } from '@wasl/i18n';
import { applyTheme, motionAttribute, type ThemeName } from '@wasl/tokens';

type I18n = ReturnType<typeof createI18n>;

export interface WaslProviderProps {
  locale: Locale;
  theme: ThemeName;
  /** Arabic digits / Hijri calendar; reaches react-aria and our formatters through the locale tag. */
  intl?: IntlPreferences;
  /** The app passes its own store; without one, the provider keeps a fresh store for its life. */
  store?: ReturnType<typeof createStore>;
  /** The app's i18next instance; without one, a shared instance per locale. */
  i18n?: I18n;
  children: ReactNode;
}

// One instance per locale: i18next instances are cheap to read and their language never changes here.
const i18nByLocale = new Map<Locale, I18n>();
function i18nFor(locale: Locale): I18n {
  let instance = i18nByLocale.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    i18nByLocale.set(locale, instance);
  }
  return instance;
}

/**
 * `lang`, `dir` and the theme on `<html>`, synchronously, so nothing (portals included) paints in
 * the wrong direction or theme. Under automation (tests, screenshots) motion is off so every frame
 * is the final one.
 */
export function applyDocumentSettings(locale: Locale, theme: ThemeName): void {
  applyLocale(locale);
  applyTheme(theme);
  if (typeof navigator !== 'undefined' && navigator.webdriver) {
    document.documentElement.setAttribute(motionAttribute, 'off');
  }
}

/**
 * The one provider stack for the app, Storybook and component tests: document attributes, a jotai
 * store, i18next and react-aria's locale, all from the same `locale`.
 */
export function WaslProvider({ locale, theme, intl, store, i18n, children }: WaslProviderProps) {
  applyDocumentSettings(locale, theme);
  const [ownStore] = useState(createStore);
  const translations = i18n ?? i18nFor(locale);
  // Synchronous with in-memory resources (initAsync: false), so this render already reads the new language.
  if (translations.language !== locale) void translations.changeLanguage(locale);
  return (
    <JotaiProvider store={store ?? ownStore}>
      <I18nextProvider i18n={translations}>
        <I18nProvider locale={intlLocale(locale, intl)}>{children}</I18nProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
