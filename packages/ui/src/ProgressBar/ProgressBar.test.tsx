/// <reference types="@vitest/browser/matchers" />
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FormatPreferencesProvider } from '../format/FormatPreferences';
import { ProgressBar, progressRatio } from './ProgressBar';
import { renderIn } from '../testing/renderIn';

const renderIn400 = (locale: 'en' | 'ar', ui: ReactNode) => renderIn(locale, ui, { inlineSize: 400 });

describe('progressRatio', () => {
  it('places the value in its range and clamps it', () => {
    expect(progressRatio(50, 0, 200)).toBe(0.25);
    expect(progressRatio(15, 10, 20)).toBe(0.5);
    expect(progressRatio(250, 0, 200)).toBe(1);
    expect(progressRatio(-5, 0, 200)).toBe(0);
    expect(progressRatio(3, 5, 5)).toBe(0);
  });
});

describe('ProgressBar', () => {
  it('is a progressbar named by its label with the value as a percentage', () => {
    renderIn400('en', <ProgressBar label="Exporting orders" value={45} />);
    const bar = screen.getByRole('progressbar', { name: 'Exporting orders' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuetext', '45%');
    expect(screen.getByText('45%')).toBeVisible();
  });

  it('formats the value with the merchant’s digits preference', () => {
    renderIn400(
      'ar',
      <FormatPreferencesProvider value={{ arabicDigits: true }}>
        <ProgressBar label="تصدير الطلبات" value={3} maxValue={8} />
      </FormatPreferencesProvider>,
    );
    // Intl adds an Arabic letter mark after the sign; the digits are what matters here.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toMatch(/^٣٨٪/);
  });

  it('uses a caller’s value text for screen readers and on screen', () => {
    renderIn400('en', <ProgressBar label="Uploading contacts.csv" value={3} maxValue={12} valueLabel="3 of 12 files" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 12 files');
    expect(screen.getByText('3 of 12 files')).toBeVisible();
  });

  it('has no value while indeterminate', () => {
    renderIn400('en', <ProgressBar label="Preparing export" isIndeterminate />);
    const bar = screen.getByRole('progressbar');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
  });

  it('links its description', () => {
    renderIn400('en', <ProgressBar label="Exporting orders" value={10} description="We e-mail the file when it is ready." />);
    expect(screen.getByRole('progressbar')).toHaveAccessibleDescription('We e-mail the file when it is ready.');
  });

  it.each(['en', 'ar'] as const)('fills from the inline start (%s)', (locale) => {
    const { container } = renderIn400(locale, <ProgressBar label="Upload" value={25} />);
    const fill = container.querySelector('[role="progressbar"] > div > div') as HTMLElement;
    const track = fill.parentElement as HTMLElement;
    const [f, t] = [fill.getBoundingClientRect(), track.getBoundingClientRect()];
    expect(f.width).toBeCloseTo(t.width / 4, 0);
    if (locale === 'ar') expect(f.right).toBeCloseTo(t.right, 0);
    else expect(f.left).toBeCloseTo(t.left, 0);
  });
});
