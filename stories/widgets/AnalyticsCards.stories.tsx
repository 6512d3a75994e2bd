import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormatPreferencesProvider } from '@wasl/ui';
import { AnalyticsCards } from '@wasl/widgets/analytics';
import { dashboardHome, emptyHome } from '../support/analytics';

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

/** Skeletons while the month loads. */
export const Loading: Story = { args: { data: undefined, isLoading: true } };

/** A month without activity: zeros, and each chart says there is nothing yet. */
export const EmptyMonth: Story = {
  args: { data: emptyHome },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-chart-empty]')).toHaveLength(3);
  },
};
