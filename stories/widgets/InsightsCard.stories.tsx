import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Insight } from '@wasl/api/models';
import { InsightsCard } from '@wasl/widgets/insights';
import { monthInsights as month } from '../support/analytics';
import hostile from '../support/fixtures/hostile-strings.json';

const meta = {
  title: 'Widgets/Insights/InsightsCard',
  component: InsightsCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The month's insights (plan feature ai_analytics, ADR 009): complaint share and themes from survey comments, agents' first answers, the busiest hour, cart recovery — each a sentence with the numbers it comes from and whether it needs attention. Pure: the dashboard loads `GET section/home/insights`; outside the plan it says so and offers the upgrade dialog.",
      },
    },
  },
  args: { insights: month, onUpgrade: fn() },
} satisfies Meta<typeof InsightsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
    // Percentages as Intl writes them in the locale (packages/ui format), one sign each.
    await expect(canvasElement.textContent).toContain(globals.locale === 'ar' ? '22.9٪' : '22.9%');
    await expect(canvasElement.textContent).not.toMatch(/[%٪]\s*[%٪]/);
  },
};

/** Themes are words of customers' comments: hostile text stays text, long Arabic wraps. */
export const HostileThemes: Story = {
  args: {
    insights: [
      {
        ...(month[0] as Extract<Insight, { kind: 'complaints' }>),
        themes: [
          { term: hostile.markup[0]!, comments: 3 },
          { term: hostile.bidi[0]!, comments: 2 },
          { term: hostile.long[0]!.slice(0, 120), comments: 1 },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(within(canvasElement).getByText(hostile.markup[0]!)).toBeVisible();
  },
};

/** Outside the plan: a sentence and the way to the upgrade dialog, by keyboard. */
export const NotInPlan: Story = {
  args: { insights: undefined, notInPlan: true },
  play: async ({ args, canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: globals.locale === 'ar' ? 'عرض الباقات' : 'See plans' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = { args: { insights: [] } };

export const Loading: Story = { args: { insights: undefined, isLoading: true } };
