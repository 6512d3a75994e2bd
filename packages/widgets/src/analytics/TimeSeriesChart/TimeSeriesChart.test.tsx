/// <reference types="@vitest/browser/matchers" />
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { DashboardHome, Health } from '@wasl/api/types';
import type { Locale } from '@wasl/i18n';
import { WaslProvider } from '@wasl/ui';
import { AnalyticsCards } from '../AnalyticsCards';
import { HealthPanel } from '../HealthPanel';
import type { ChartSeries } from '../chartModel';
import { TimeSeriesChart } from './TimeSeriesChart';

const november = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const points = november.map((date, i) => ({ x: Date.parse(`${date}T00:00:00Z`), y: 10 + (i % 6) }));
const series: ChartSeries[] = [{ id: 'orders', label: 'Orders', color: 'series1', points }];

const home: DashboardHome = {
  conversation: { total: 1284, business_initiated: 742, user_initiated: 542 },
  feedback: { positive: 318, negative: 41, neutral: 77, average_rating: 4.37 },
  message_data: { sent: 5210, delivered: 4987, seen: 4120, failed: 88 },
  convo_count: 3716,
  order_graph_data: november.map((date, i) => ({ date, orders: 30 + (i % 9), revenue: 6200 + i * 10 })),
  feedback_graph_data: november.map((date, i) => ({ date, positive: 10 + (i % 4), negative: 1, neutral: 2 })),
  abandone_cart_messages: { sent: 412, recovered: 97, revenue: 18_940.5 },
  data_export: { allowed: true, clients: 1093, conversations: 1284, feedbacks: 436, delivery_logs: 5210 },
};
const health: Health = {
  api_calls: 18_402,
  success_rate: 99.42,
  status: 'operational',
  series: november.map((date, i) => ({ date, calls: 500 + i * 7, errors: i % 5, p95_ms: 120 + (i % 8) })),
};

function frame(locale: Locale, width: number, children: ReactNode) {
  return (
    <WaslProvider locale={locale} theme="light">
      <div style={{ inlineSize: width }}>{children}</div>
    </WaslProvider>
  );
}

/** Each drawn chart's plot width and the width its drawing spans (the marks and axes, in pixels). */
function charts(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLElement>('[data-chart-plot]')].map((plot) => {
    const svg = plot.querySelector('svg')!;
    return { plot: plot.getBoundingClientRect().width, drawn: svg.querySelector('g')!.getBBox().width };
  });
}

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe('charts fill their card', () => {
  it('after loading: the plot is measured when it appears, not left at a fallback width', async () => {
    const { container, rerender } = render(frame('en', 1000, <TimeSeriesChart title="Orders" series={series} isLoading />));
    rerender(frame('en', 1000, <TimeSeriesChart title="Orders" series={series} />));
    await expect.poll(() => charts(container)[0]?.drawn ?? 0).toBeGreaterThan(0.9 * 1000);
  });

  it('follows its card when the card is resized', async () => {
    const { container, rerender } = render(frame('en', 1000, <TimeSeriesChart title="Orders" series={series} />));
    rerender(frame('en', 480, <TimeSeriesChart title="Orders" series={series} />));
    await expect.poll(() => charts(container)[0]?.drawn ?? Infinity).toBeLessThanOrEqual(480);
    await expect.poll(() => charts(container)[0]?.drawn ?? 0).toBeGreaterThan(0.9 * 480);
  });

  // A 1366 px screen: the dashboard's content column is ≈ 1,054 px (the sidebar and padding aside).
  for (const locale of ['en', 'ar'] as const) {
    it(`on the dashboard at 1366 px in ${locale}, loaded after a skeleton`, async () => {
      await page.viewport(1366, 900);
      const { container, rerender } = render(frame(locale, 1054, <AnalyticsCards isLoading today="2026-12-01" />));
      rerender(frame(locale, 1054, <AnalyticsCards data={home} today="2026-12-01" />));
      await expect.poll(() => charts(container).length).toBe(3);
      await expect.poll(() => charts(container).every((c) => c.drawn > 0.9 * c.plot && c.plot > 900)).toBe(true);
    });

    it(`on the health screen at 1366 px in ${locale}, loaded after a skeleton`, async () => {
      await page.viewport(1366, 900);
      const { container, rerender } = render(frame(locale, 1054, <HealthPanel isLoading today="2026-12-01" />));
      rerender(frame(locale, 1054, <HealthPanel data={health} today="2026-12-01" />));
      await expect.poll(() => charts(container).length).toBe(2);
      await expect.poll(() => charts(container).every((c) => c.drawn > 0.9 * c.plot && c.plot > 900)).toBe(true);
    });
  }
});

describe('charts stop at today', () => {
  it('draws the days up to today only: the last day drawn is today', async () => {
    const { container } = render(frame('en', 1000, <HealthPanel data={health} today="2026-11-18" />));
    await expect.poll(() => charts(container).length).toBe(2);
    // Keyboard: End goes to the last drawn day, which is today, not 30 November.
    const plot = container.querySelector<HTMLElement>('[data-chart-plot]')!;
    plot.focus();
    await expect.poll(() => container.querySelector('[aria-live="polite"]')?.textContent ?? '').toMatch(/Nov 18, 2026/);
  });
});
