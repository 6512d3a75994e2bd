/**
 * The dashboard (/dashboard) in the real App, with the API mocked by msw: November 2026's figures
 * and charts, a change to a month without activity (the request carries the month; the empty
 * state shows), and a failing load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18n } from '../../app/src/i18n';
import { analyticsHandlers } from './analyticsMocks';
import { chooseMonth, novemberLoader } from './analyticsStory';
import { screenStory } from './appStory';
import { shellHandlers } from './shellMocks';

const meta = {
  title: 'Screens/Dashboard',
  ...screenStory('/dashboard', [...shellHandlers(2), ...analyticsHandlers()], [novemberLoader]),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** November 2026: conversations, feedback, messages, carts, the daily graphs and the exports. */
export const Loaded: Story = {
  play: async (context) => {
    await meta.play(context);
    await expect(within(context.canvasElement).queryByText(i18n.t('analytics:chart.empty'))).toBeNull();
  },
};

const monthChange = analyticsHandlers();

/** The month picker to October: the call asks for 2026-10, and a month without activity says so. */
export const MonthChangeToEmpty: Story = {
  parameters: { msw: [...shellHandlers(2), ...monthChange] },
  play: async (context) => {
    await meta.play(context);
    await chooseMonth(context.canvasElement, 10);
    await expect(
      (await within(context.canvasElement).findAllByText(i18n.t('analytics:chart.empty'), {}, { timeout: 10_000 }))[0],
    ).toBeVisible();
    await expect(monthChange.months).toContain('2026-10');
    // The shot without the picker's focus ring (focus returns to it after the choice).
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The figures do not load: a translated error with a retry, never a blank page. */
export const LoadError: Story = {
  parameters: { msw: [...shellHandlers(2), ...analyticsHandlers({ fail: true })] },
  play: async (context) => {
    await meta.play(context);
    const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};
