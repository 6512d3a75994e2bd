/**
 * The dashboard (/dashboard) in the real App, with the API mocked by msw: November 2026's figures
 * and charts (conversations, feedback, messages, carts, the daily graphs and the exports), a change
 * to a month without activity (the request carries the month; the empty state shows), and a
 * failing load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { monthlyScreen } from './analyticsStory';

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
