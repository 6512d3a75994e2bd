import type { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { createI18n, type IntlPreferences, type Locale } from '@wasl/i18n';
import type { ThemeName } from '@wasl/tokens';
import { WaslProviderBase } from './WaslProviderBase';

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
 * The one provider stack for the app, Storybook and component tests: document attributes, a jotai
 * store, i18next and react-aria's locale, all from the same `locale`.
 */
export function WaslProvider({ i18n, ...props }: WaslProviderProps) {
  return <WaslProviderBase {...props} i18n={i18n ?? i18nFor(props.locale)} />;
}
