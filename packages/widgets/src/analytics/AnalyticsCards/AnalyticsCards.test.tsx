/// <reference types="@vitest/browser/matchers" />
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { DashboardHome } from '@wasl/api/types';
import type { Locale } from '@wasl/i18n';
import { render } from '@testing-library/react';
import { WaslProvider } from '@wasl/ui';
import { AnalyticsCards } from './AnalyticsCards';

const november = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);

/** The longest figures a busy merchant realistically has: seven-digit counts, a seven-digit SAR amount. */
const longest: DashboardHome = {
  conversation: { total: 1_284_503, business_initiated: 742_215, user_initiated: 542_288 },
  feedback: { positive: 318_440, negative: 41_207, neutral: 77_019, average_rating: 4.37 },
  message_data: { sent: 5_210_448, delivered: 4_987_301, seen: 4_120_776, failed: 88_912 },
  convo_count: 3_716_250,
  order_graph_data: november.map((date, i) => ({ date, orders: 40 + (i % 7), revenue: 7_300.25 + i })),
  feedback_graph_data: november.map((date, i) => ({ date, positive: 10 + (i % 4), negative: 1, neutral: 2 })),
  abandone_cart_messages: { sent: 41_205, recovered: 11_784, revenue: 1_378_940.85 },
  data_export: { allowed: true, clients: 1093, conversations: 1284, feedbacks: 436, delivery_logs: 5210 },
};

type Box = { left: number; right: number; top: number; bottom: number };

/** Where the text of an element is drawn (its glyphs, which may overflow the element's own box). */
function inkOf(element: Element): Box {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

const overlaps = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/**
 * Every pair of figures of one card (label and value of one `<dl>` against those of another) that
 * draw over each other, and every figure drawn outside its card's row; empty when the layout is right.
 */
function collisions(root: HTMLElement): string[] {
  const rows = new Set([...root.querySelectorAll('dl')].map((dl) => dl.parentElement!));
  const found: string[] = [];
  for (const row of rows) {
    const rowBox = row.getBoundingClientRect();
    const figures = [...row.children].filter((child) => child.tagName === 'DL');
    const inks = figures.map((dl) =>
      [...dl.querySelectorAll('dt, dd')].map((part) => ({ text: part.textContent ?? '', box: inkOf(part) })),
    );
    inks.forEach((parts, i) => {
      for (const part of parts) {
        if (part.box.left < rowBox.left - 0.5 || part.box.right > rowBox.right + 0.5) found.push(`"${part.text}" leaves its card`);
        for (const other of inks.slice(i + 1).flat()) {
          if (overlaps(part.box, other.box)) found.push(`"${part.text}" overlaps "${other.text}"`);
        }
      }
    });
  }
  return found;
}

async function renderCards(locale: Locale, width: number) {
  const { container } = render(
    <WaslProvider locale={locale} theme="light">
      <div style={{ inlineSize: width }} data-frame="">
        <AnalyticsCards data={longest} today="2026-12-01" />
      </div>
    </WaslProvider>,
  );
  await document.fonts.ready;
  return container.querySelector<HTMLElement>('[data-frame]')!;
}

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe('AnalyticsCards figures never overlap', () => {
  // The content column of the dashboard: 1366 px less the sidebar and the page's padding; a 390 px phone less its padding.
  const screens = [
    { name: '1366 px screen', viewport: 1366, content: 1054 },
    { name: '390 px phone', viewport: 390, content: 358 },
  ];
  for (const locale of ['en', 'ar'] as const) {
    for (const screen of screens) {
      it(`at a ${screen.name} in ${locale}`, async () => {
        await page.viewport(screen.viewport, 900);
        const wrapper = await renderCards(locale, screen.content);
        // The abandoned carts' figures were the ones seen colliding.
        expect(wrapper.textContent).toMatch(locale === 'en' ? /SAR\s1,378,940\.85/ : /١٬٣٧٨٬٩٤٠٫٨٥|1,378,940\.85/);
        expect(collisions(wrapper)).toEqual([]);
      });
    }

    it(`at every width from 280 to 1200 px in ${locale}`, async () => {
      await page.viewport(1280, 900);
      const wrapper = await renderCards(locale, 280);
      const problems: string[] = [];
      for (let width = 280; width <= 1200; width += 7) {
        wrapper.style.inlineSize = `${width}px`;
        for (const problem of collisions(wrapper)) problems.push(`${width} px: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
