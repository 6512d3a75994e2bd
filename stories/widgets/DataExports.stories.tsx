import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataExports } from '@wasl/widgets/analytics';
import { dashboardHome, emptyHome } from '../support/analytics';

const meta = {
  title: 'Widgets/Analytics/DataExports',
  component: DataExports,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The month's four CSV exports (clients, conversations, feedbacks, delivery logs) with their row counts. Pure: `onExport(kind)` starts a download; the screen passes `pending` (the button spins, the row says so), a translated `error` and `done`.",
      },
    },
  },
  args: { counts: dashboardHome.data_export, onExport: fn() },
} satisfies Meta<typeof DataExports>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: tab to the second export and start it. */
export const Ready: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: ar ? /المحادثات/ : /Conversations/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExport).toHaveBeenCalledWith('conversations');
  },
};

/** A download on its way: its row shows progress, the others wait. */
export const Exporting: Story = {
  args: { pending: 'delivery-logs' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(globals.locale === 'ar' ? /سجلات التسليم/ : /Delivery logs/);
  },
};

/** The server refused or the network failed: a translated reason in the row. */
export const Failed: Story = {
  args: { error: { kind: 'feedbacks', message: 'Something went wrong. Please try again.' }, done: 'clients' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** The plan has no data exports: every button disabled and a sentence saying why. */
export const NotInPlan: Story = { args: { counts: emptyHome.data_export } };

export const Loading: Story = { args: { counts: undefined, isLoading: true } };
