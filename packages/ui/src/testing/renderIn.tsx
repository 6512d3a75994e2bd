import { render } from '@testing-library/react';
import type { CSSProperties, ReactNode } from 'react';
import type { Locale } from '@wasl/i18n';
import { WaslProvider } from '../WaslProvider';

/**
 * Component tests: renders `ui` inside the app's own provider stack in `locale` (light theme), so
 * `<html lang dir>`, i18next and react-aria's locale are what the app and the stories use. The
 * wrapper only carries an optional size for components that fill their container; `rerender`
 * keeps the same providers.
 */
export function renderIn(locale: Locale, ui: ReactNode, wrapperStyle?: CSSProperties) {
  const inProviders = (node: ReactNode) => (
    <WaslProvider locale={locale} theme="light">
      <div style={wrapperStyle}>{node}</div>
    </WaslProvider>
  );
  const utils = render(inProviders(ui));
  return { ...utils, rerender: (next: ReactNode) => utils.rerender(inProviders(next)) };
}
