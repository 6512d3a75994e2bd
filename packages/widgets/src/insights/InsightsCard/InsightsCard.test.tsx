/// <reference types="@vitest/browser/matchers" />
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Insight } from '@wasl/api/models';
import { resources } from '@wasl/i18n';
import { formatPercent, WaslProvider } from '@wasl/ui';
import { InsightsCard } from './InsightsCard';

const insights: Insight[] = [
  { kind: 'complaints', tone: 'watch', comments: 48, negative: 11, share: 22.9, previous_share: 14.3, themes: [] },
  { kind: 'busiest_hour', tone: 'info', hour: 21, conversations: 37, total: 240, share: 15.4 },
  { kind: 'cart_recovery', tone: 'good', reminded: 2, recovered: 1, rate: 50, previous_rate: 33.3 },
];

const renderCard = (locale: 'en' | 'ar') =>
  render(
    <WaslProvider locale={locale} theme="light">
      <InsightsCard insights={insights} />
    </WaslProvider>,
  );

describe('InsightsCard: percentages as the locale writes them (one source: packages/ui format)', () => {
  it('English', async () => {
    renderCard('en');
    expect(await screen.findByText(/^22\.9% of survey comments are negative/)).toBeVisible();
    expect(screen.getByText('Last month: 14.3%.')).toBeVisible();
    expect(screen.getByText(/\(15\.4%\)\.$/)).toBeVisible();
    expect(screen.getByText(/^50% of reminded carts/)).toBeVisible();
  });

  it('Arabic: the percent sign where Intl puts it, never a second sign from the sentence', async () => {
    const { container } = renderCard('ar');
    const share = formatPercent(0.229, { locale: 'ar', maximumFractionDigits: 1 });
    expect(await screen.findByText((text) => text.startsWith(`${share} من تعليقات الاستبيان سلبية`))).toBeVisible();
    expect(container.textContent).toContain(formatPercent(0.5, { locale: 'ar' }));
    // One sign per percentage: no "٪٪" nor "%٪" from a sign written in the sentence too.
    expect(container.textContent).not.toMatch(/[%٪]\s*[%٪]/);
    expect((container.textContent!.match(/[%٪]/g) ?? []).length).toBe(5);
  });

  it('no sentence of the catalogue writes a percent sign beside a number it interpolates', () => {
    for (const locale of ['en', 'ar'] as const) {
      const text = JSON.stringify(resources[locale]);
      expect(text, locale).not.toMatch(/\}\}\s*[%٪]|[%٪]\s*\{\{/);
    }
  });
});
