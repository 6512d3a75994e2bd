import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormatPreferencesProvider } from '@wasl/ui';
import { AnalyticsCards } from '@wasl/widgets/analytics';
import { dashboardHome, emptyHome, longestHome } from '../support/analytics';

const meta = {
  title: 'Widgets/Analytics/AnalyticsCards',
  component: AnalyticsCards,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The dashboard home of one month (SPEC §3): conversations, messages and abandoned carts as figures; orders, revenue and customer feedback by day as charts, each with a "View as table" and a keyboard tooltip. Pure: the dashboard screen passes `GET /section/home` for the chosen month, or `isLoading`.',
      },
    },
  },
  // A month that is over (the charts stop at `today`; a fixed day keeps the baselines still).
  args: { data: dashboardHome, today: '2026-12-01' },
} satisfies Meta<typeof AnalyticsCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A busy November. */
export const Realistic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('svg[data-marks]')).toHaveLength(3);
    await expect(canvas.getAllByText(/1,284|1٬284/).length).toBeGreaterThan(0);
  },
};

/** Arabic-Indic digits chosen: figures, axes and dates. */
export const ArabicDigits: Story = {
  decorators: [
    (Story) => (
      <FormatPreferencesProvider value={{ arabicDigits: true }}>
        <Story />
      </FormatPreferencesProvider>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    // The preference changes Arabic only: English keeps its digits.
    await expect(canvasElement.textContent).toMatch(globals.locale === 'ar' ? /١٬٢٨٤/ : /1,284/);
  },
};

/** The drawn box of each label and value of one figure. */
function inks(figure: Element): DOMRect[] {
  return [...figure.querySelectorAll('dt, dd')].map((part) => {
    const range = document.createRange();
    range.selectNodeContents(part);
    return range.getBoundingClientRect();
  });
}
const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/**
 * The longest realistic figures (seven digits, SAR 1,378,940.85 beside 28.6%): each figure keeps
 * its own room, moving to the next line rather than running into its neighbour.
 */
export const LongestValues: Story = {
  args: { data: longestHome },
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    for (const row of new Set([...canvasElement.querySelectorAll('dl')].map((dl) => dl.parentElement!))) {
      const figures = [...row.children].filter((child) => child.tagName === 'DL').map(inks);
      const box = row.getBoundingClientRect();
      for (const [i, parts] of figures.entries()) {
        for (const part of parts) {
          // Inside its card, and clear of every other figure of the card.
          await expect(part.left >= box.left - 0.5 && part.right <= box.right + 0.5).toBe(true);
          for (const other of figures.slice(i + 1).flat()) await expect(overlap(part, other)).toBe(false);
        }
      }
    }
  },
};

/** Skeletons while the month loads. */
export const Loading: Story = { args: { data: undefined, isLoading: true } };

/** A month without activity: zeros, no average rating (nobody rated), and each chart says there is nothing yet. */
export const EmptyMonth: Story = {
  args: { data: emptyHome },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-chart-empty]')).toHaveLength(3);
  },
};
