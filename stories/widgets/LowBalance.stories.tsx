import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LowBalanceAlertForm, LowBalanceNotice } from '@wasl/widgets/subscription/LowBalance';

const meta = {
  title: 'Widgets/LowBalance',
  component: LowBalanceAlertForm,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The low-balance alert the merchant sets on /subscription (conversations left, coins; empty: no alert) and the dashboard's notice when a balance is below it.",
      },
    },
  },
  args: { alerts: { wallet: 500, coins: null }, onSave: fn() },
} satisfies Meta<typeof LowBalanceAlertForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: a coins threshold typed, Enter saves both (the empty wallet field turns that alert off). */
export const SetAlert: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    const wallet = canvas.getByRole('textbox', { name: ar ? 'نبهني عندما تقل المحادثات عن' : 'Warn below this many conversations' });
    await userEvent.click(wallet);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: ar ? 'نبهني عندما تقل العملات عن' : 'Warn below this many coins' })).toHaveFocus();
    await userEvent.keyboard('1000{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ wallet: null, coins: 1000 }));
  },
};

/** The dashboard's notice: both balances below their alerts. */
export const Notice: Story = {
  render: () => <LowBalanceNotice subscription={{ wallet: 42, coins: 1, alerts: { wallet: 100, coins: 500 } }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('low-balance')).toBeVisible();
  },
};
