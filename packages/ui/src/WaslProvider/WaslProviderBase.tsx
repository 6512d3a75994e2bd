import { createStore, Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { applyLocale, I18nextProvider, intlLocale, type createI18n, type IntlPreferences, type Locale } from '@wasl/i18n';
import { applyTheme, motionAttribute, type ThemeName } from '@wasl/tokens';

type I18n = ReturnType<typeof createI18n>;

export interface WaslProviderBaseProps {
  locale: Locale;
  theme: ThemeName;
  /** Arabic digits / Hijri calendar; reaches react-aria and our formatters through the locale tag. */
  intl?: IntlPreferences;
  /** The app passes its own store; without one, the provider keeps a fresh store for its life. */
  store?: ReturnType<typeof createStore>;
  /** The i18next instance (the app's, loading namespaces over the network). */
  i18n: I18n;
  children: ReactNode;
}

/**
 * `lang`, `dir` and the theme on `<html>`, synchronously, so nothing (portals included) paints in
 * the wrong direction or theme. Under automation (tests, screenshots) motion is off so every frame
 * is the final one.
 */
export function applyDocumentSettings(locale: Locale, theme: ThemeName): void {
  // Pre-rendering at build time (app/src/site) has no document: the page's HTML carries both.
  if (typeof document === 'undefined') return;
  applyLocale(locale);
  applyTheme(theme);
  if (typeof navigator !== 'undefined' && navigator.webdriver) {
    document.documentElement.setAttribute(motionAttribute, 'off');
  }
}

/**
 * The locale half of the stack: document attributes, i18next and react-aria's locale, without a
 * jotai store (the pre-rendered site pages, whose first load has no atoms: jotai's default store
 * serves any that a lazy part uses).
 */
export function WaslLocaleProvider({ locale, theme, intl, i18n, children }: Omit<WaslProviderBaseProps, 'store'>) {
  applyDocumentSettings(locale, theme);
  // Synchronous with in-memory resources, so this render already reads the new language.
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  return (
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={intlLocale(locale, intl)}>{children}</I18nProvider>
    </I18nextProvider>
  );
}

/**
 * The provider stack with a given i18next instance. `WaslProvider` is this plus a bundled default
 * instance; the app uses this one directly so its first load does not carry every translation.
 */
export function WaslProviderBase({ store, ...props }: WaslProviderBaseProps) {
  const [ownStore] = useState(createStore);
  return (
    <JotaiProvider store={store ?? ownStore}>
      <WaslLocaleProvider {...props} />
    </JotaiProvider>
  );
}
