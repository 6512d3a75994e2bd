/// <reference types="@vitest/browser/matchers" />
import { render, screen } from '@testing-library/react';
import { atom, createStore, useAtom } from 'jotai';
import { useLocale } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { createI18n, useTranslation } from '@wasl/i18n';
import { themeAttribute } from '@wasl/tokens';
import { WaslProvider } from './WaslProvider';

const countAtom = atom(0);

function Probe() {
  const { locale, direction } = useLocale();
  const { i18n } = useTranslation();
  const [count, setCount] = useAtom(countAtom);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`${locale}|${direction}|${i18n.language}|${count}`}
    </button>
  );
}

describe('WaslProvider', () => {
  it('sets lang, dir and theme on <html> and gives react-aria the same Arabic tag as the app', () => {
    render(
      <WaslProvider locale="ar" theme="dark">
        <Probe />
      </WaslProvider>,
    );
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute(themeAttribute, 'dark');
    expect(screen.getByRole('button')).toHaveTextContent('ar-SA-u-ca-gregory-nu-latn|rtl|ar|0');
  });

  it('passes the Intl preferences into the locale tag', () => {
    render(
      <WaslProvider locale="ar" theme="light" intl={{ arabicDigits: true, calendar: 'islamic-umalqura' }}>
        <Probe />
      </WaslProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('ar-SA-u-ca-islamic-umalqura-nu-arab|rtl|ar|0');
  });

  it('switches a given i18next instance to the locale and uses a given store', async () => {
    const i18n = createI18n('en');
    const store = createStore();
    store.set(countAtom, 5);
    render(
      <WaslProvider locale="ar" theme="light" i18n={i18n} store={store}>
        <Probe />
      </WaslProvider>,
    );
    expect(i18n.language).toBe('ar');
    expect(screen.getByRole('button')).toHaveTextContent('|ar|5');
    screen.getByRole('button').click();
    await expect.poll(() => store.get(countAtom)).toBe(6);
  });

  it('keeps its own store across re-renders and gives each provider a fresh one', async () => {
    const { rerender } = render(
      <WaslProvider locale="en" theme="light">
        <Probe />
      </WaslProvider>,
    );
    screen.getByRole('button').click();
    await expect.element(screen.getByRole('button')).toHaveTextContent('en-US|ltr|en|1');
    rerender(
      <WaslProvider locale="ar" theme="light">
        <Probe />
      </WaslProvider>,
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button')).toHaveTextContent('ar-SA-u-ca-gregory-nu-latn|rtl|ar|1');
    rerender(
      <WaslProvider key="another" locale="en" theme="light">
        <Probe />
      </WaslProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('en-US|ltr|en|0');
  });
});
