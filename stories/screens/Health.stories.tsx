/**
 * The health screen (/health) in the real App, with the API mocked by msw: November 2026's calls,
 * success rate and status with their charts, a change to a month without calls (the request
 * carries the month; the empty charts show), and a failing load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { monthlyScreen } from './analyticsStory';

const screen = monthlyScreen('/health');

const meta = {
  title: 'Screens/Health',
  ...screen.meta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = screen.Loaded;
export const MonthChangeToEmpty: Story = screen.MonthChangeToEmpty;
export const LoadError: Story = screen.LoadError;
