import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BuyCoinsDialog } from '@wasl/widgets/subscription/BuyCoinsDialog';

const meta = {
  title: 'Widgets/BuyCoinsDialog',
  component: BuyCoinsDialog,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          "SPEC §6's buy-coins dialog: how many coins the action needs and the merchant has, the catalogue's coin packs with their price (VAT included), a suggested pack, and the way to /subscription.",
      },
    },
  },
  args: { isOpen: true, need: { required: 2500, coins: 180 }, onClose: fn() },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
} satisfies Meta<typeof BuyCoinsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2,500 needed, 180 held: the 10,000 pack is suggested. Keyboard only: Tab to Not now, Enter closes. */
export const NotEnough: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByTestId('buy-coins-dialog')).toHaveTextContent(ar ? '١٠٬٠٠٠ عملة' : '10,000 coins × 1');
    const close = within(dialog).getByRole('button', { name: ar ? 'ليس الآن' : 'Not now' });
    for (let i = 0; i < 5 && document.activeElement !== close; i += 1) await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** From the wizard's button, where the shortfall is not passed: the packs only. */
export const Generic: Story = { args: { need: null } };
