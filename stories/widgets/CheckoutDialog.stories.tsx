import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SANDBOX_CARDS } from '@wasl/api/models';
import { CheckoutDialog } from '@wasl/widgets/subscription/CheckoutDialog';

const meta = {
  title: 'Widgets/CheckoutDialog',
  component: CheckoutDialog,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          'The checkout of /subscription: the item, its price without VAT, the 15% VAT and the total, the sandbox test card (one approves, the others decline with a reason), and Pay.',
      },
    },
  },
  args: { purchase: { item: 'plan', id: 'pro', quantity: 1 }, cards: SANDBOX_CARDS, onPay: fn(), onClose: fn() },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
} satisfies Meta<typeof CheckoutDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Professional: 499 + 74.85 VAT = 573.85 SAR. Keyboard only: the arrow keys choose the declining card, Tab to Pay, Enter pays with it. */
export const PlanDeclinedCard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    const approve = dialog.getByRole('radio', { name: /4242/ });
    await waitFor(() => expect(approve).toBeChecked());
    for (let i = 0; i < 6 && document.activeElement !== approve; i += 1) await userEvent.tab();
    await expect(approve).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: /0002/ })).toBeChecked();
    const pay = dialog.getByRole('button', { name: /573[.٫]85|٥٧٣٫٨٥/ });
    for (let i = 0; i < 6 && document.activeElement !== pay; i += 1) await userEvent.tab();
    await expect(pay).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onPay).toHaveBeenCalledWith('tok_sandbox_declined'));
  },
};

/** Three packs of 1,000 coins: 150 + 22.50 VAT. */
export const CoinPacks: Story = { args: { purchase: { item: 'coins', id: 'coins-1000', quantity: 3 } } };

/** Paying: the buttons wait. */
export const Paying: Story = { args: { isPending: true } };
