import '@wasl/tokens/fonts';
import '@wasl/tokens';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import { applyLocale, createI18n, I18nextProvider, intlLocale } from '@wasl/i18n';
import { applyTheme } from '@wasl/tokens';
import { localeAtom, themeAtom } from './preferences';
import { Showcase } from './Showcase';

function Providers() {
  const locale = useAtomValue(localeAtom);
  const theme = useAtomValue(themeAtom);
  // The inline script in index.html already set these before paint; keep them in step.
  applyLocale(locale);
  applyTheme(theme);
  const i18n = useMemo(() => createI18n(locale), [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={intlLocale(locale)}>
        <Showcase />
      </I18nProvider>
    </I18nextProvider>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <JotaiProvider>
        <Providers />
      </JotaiProvider>
    </StrictMode>,
  );
}
