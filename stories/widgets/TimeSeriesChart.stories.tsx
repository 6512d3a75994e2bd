import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormatPreferencesProvider } from '@wasl/ui';
import { TimeSeriesChart, MAX_MARKS } from '@wasl/widgets/analytics';
import { hostileSeries, monthSeries, tenThousand } from '../support/analytics';
import { useCopy } from '../support/i18n';

const meta = {
  title: 'Widgets/Analytics/TimeSeriesChart',
  component: TimeSeriesChart,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A daily chart on visx: lines, or stacked bars for parts of a whole. The plot is one tab stop; the arrow keys move the tooltip day by day in reading order (time runs right to left in Arabic, so ArrowLeft is the next day there), Home and End jump to the ends, Escape hides it, and a live region reads the same text. "View as table" shows every point (virtualised beyond 60 rows). Series longer than the mark budget (~2,000) are downsampled — LTTB for lines, bucket sums for bars — and a note says so. Colours are the tokens\' chart series; numbers and dates follow the locale, with Arabic-Indic digits when chosen.',
      },
    },
  },
  args: { title: 'Orders by day', series: [], kind: 'line' },
  render: function Render(args) {
    const labels = useCopy<[string, string]>({ en: ['Orders', 'Refunds'], ar: ['الطلبات', 'المرتجعات'] });
    const title = useCopy({ en: 'Orders by day', ar: 'الطلبات حسب اليوم' });
    return <TimeSeriesChart {...args} title={title} series={args.series.length ? args.series : monthSeries(labels)} />;
  },
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines over November. */
export const Lines: Story = {};

/** Stacked bars (e.g. feedback by sentiment). */
export const StackedBars: Story = { args: { kind: 'bar' } };

/** Revenue in the merchant's currency on the value axis and in the tooltip. */
export const Currency: Story = { args: { valueKind: 'currency' } };

/** Arabic-Indic digits chosen in the preferences: axis, tooltip and table. */
export const ArabicDigits: Story = {
  decorators: [
    (Story) => (
      <FormatPreferencesProvider value={{ arabicDigits: true }}>
        <Story />
      </FormatPreferencesProvider>
    ),
  ],
};

export const Loading: Story = { args: { isLoading: true } };

/** A month without activity: every value zero. */
export const Empty: Story = {
  args: { series: [{ id: 'z', label: 'Orders', color: 'series1', points: [{ x: Date.UTC(2026, 10, 1), y: 0 }] }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-chart-empty]')).not.toBeNull();
    await expect(canvasElement.querySelector('svg[data-marks]')).toBeNull();
  },
};

/** Markup, bidi controls and a 200-character name as series labels: plain text, wrapped, nothing executed. */
export const HostileLabels: Story = {
  args: { series: hostileSeries },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('script, img[src="x"]')).toBeNull();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** 10,000 daily points: drawn with fewer than 2,000 marks, the note says so, the table has every row (virtualised). */
export const TenThousandPoints: Story = {
  args: { series: tenThousand },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-marks]');
    await expect(Number(svg?.getAttribute('data-marks'))).toBeLessThanOrEqual(MAX_MARKS);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /View as table|عرض كجدول/ }));
    const grid = await canvas.findByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeLessThan(60));
  },
};

/** Keyboard only: tab to the plot, move day by day in reading order, read the tooltip, open the table. */
export const KeyboardTooltip: Story = {
  play: async ({ canvasElement, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    // The toggle comes first in the tab order, then the plot.
    await userEvent.tab();
    await userEvent.tab();
    const plot = canvas.getByRole('group', { name: ar ? 'الطلبات حسب اليوم' : 'Orders by day' });
    await expect(plot).toHaveFocus();
    // Focus shows the latest day.
    const tooltip = () => canvasElement.querySelector('[data-chart-tooltip]');
    await waitFor(() => expect(tooltip()?.textContent).toMatch(ar ? /30/ : /Nov 30/));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(tooltip()?.textContent).toMatch(ar ? /1 نوفمبر|١ نوفمبر/ : /Nov 1,/));
    // The next day is to the right in English and to the left in Arabic.
    await userEvent.keyboard(ar ? '{ArrowLeft}' : '{ArrowRight}');
    await waitFor(() => expect(tooltip()?.textContent).toMatch(ar ? /2 نوفمبر/ : /Nov 2,/));
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await expect(live?.textContent).toMatch(ar ? /الطلبات/ : /Orders \d+/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip()).toBeNull());
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('grid', { name: ar ? 'الطلبات حسب اليوم' : 'Orders by day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
  },
};
