import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { i18n as I18n } from 'i18next';
import { applyLocale, I18nextProvider, intlLocale, type Locale } from '@wasl/i18n';
import { applyTheme, type ThemeName } from '@wasl/tokens';
import type { createStore } from 'jotai';

export interface AppProvidersProps {
  locale: Locale;
  theme: ThemeName;
  store: ReturnType<typeof createStore>;
  i18n: I18n;
  children: ReactNode;
}

/**
 * The one provider stack (same props as @wasl/ui's coming WaslProvider, which replaces it in one
 * line): `lang`/`dir`/theme on <html> set synchronously during render, the jotai store, i18next and
 * react-aria's locale, all from the same `locale`.
 */
export function AppProviders({ locale, theme, store, i18n, children }: AppProvidersProps) {
  applyLocale(locale);
  applyTheme(theme);
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <I18nProvider locale={intlLocale(locale)}>{children}</I18nProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
