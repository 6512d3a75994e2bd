/**
 * The dashboard (/dashboard) in the real App, with the API mocked by msw: November 2026's figures
 * and charts (conversations, feedback, messages, carts, the daily graphs and the exports), a change
 * to a month without activity (the request carries the month; the empty state shows), and a
 * failing load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { i18n } from '../../app/src/i18n';
import { analyticsHandlers } from './analyticsMocks';
import { monthlyScreen } from './analyticsStory';
import { screenReady } from './appStory';
import { shellHandlers, subscription } from './shellMocks';

const screen = monthlyScreen('/dashboard');

const meta = {
  title: 'Screens/Dashboard',
  ...screen.meta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = screen.Loaded;
export const MonthChangeToEmpty: Story = screen.MonthChangeToEmpty;
export const LoadError: Story = screen.LoadError;

/** Enterprise (or the AI analytics add-on): the month's insights from conversations, survey comments and carts. */
export const WithInsights: Story = {
  parameters: {
    msw: [
      http.get('*/merchant/v1.0/subscription', () =>
        HttpResponse.json({ success: true, data: { ...subscription, features: [...subscription.features, 'ai_analytics'] } }),
      ),
      ...shellHandlers(2),
      ...analyticsHandlers(),
    ],
  },
  play: async (context) => {
    await screenReady(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: i18n.t('insights:title') }, { timeout: 10_000 })).toBeVisible();
    await expect((await canvas.findAllByText(new RegExp(i18n.t('insights:kinds.complaints')), {}, { timeout: 10_000 }))[0]).toBeVisible();
  },
};
