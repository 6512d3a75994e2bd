import { render } from '@testing-library/react';
import type { CSSProperties, ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { createI18n, I18nextProvider, type Locale } from '@wasl/i18n';

/**
 * Component tests: renders `ui` as the app would in `locale` — i18next with our namespaces,
 * react-aria's locale, and the direction on a wrapper (the stories set it on <html> instead).
 */
export function renderIn(locale: Locale, ui: ReactNode, wrapperStyle?: CSSProperties) {
  return render(
    <I18nextProvider i18n={createI18n(locale)}>
      <I18nProvider locale={locale === 'ar' ? 'ar-SA' : 'en-US'}>
        <div dir={locale === 'ar' ? 'rtl' : 'ltr'} style={wrapperStyle}>
          {ui}
        </div>
      </I18nProvider>
    </I18nextProvider>,
  );
}
