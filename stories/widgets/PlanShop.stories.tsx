import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlanShop } from '@wasl/widgets/subscription/PlanShop';

const meta = {
  title: 'Widgets/PlanShop',
  component: PlanShop,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Change plan, add-ons (never expire, billed monthly from the add-on date) and coin packs, from the one catalogue, priced as /pricing shows them: SAR without VAT, then with VAT.',
      },
    },
  },
  args: {
    subscription: {
      plan: { id: 'basic', name: 'Basic', name_ar: 'الأساسية' },
      addons: [{ id: 'survey', name: 'Survey form', name_ar: 'نموذج الاستبيان', since: '2026-09-14' }],
    },
    onBuy: fn(),
  },
} satisfies Meta<typeof PlanShop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: three packs of 1,000 coins typed in the quantity, Tab to Buy, Enter. */
export const BuyCoinPacks: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: ar ? 'عدد حزم ١٬٠٠٠ عملة' : 'Number of packs of 1,000 coins' });
    await userEvent.click(quantity);
    await userEvent.keyboard('{Control>}a{/Control}3');
    await userEvent.tab();
    const buy = canvas.getByRole('button', { name: ar ? 'شراء ١٬٠٠٠ عملة' : 'Buy 1,000 coins' });
    for (let i = 0; i < 4 && document.activeElement !== buy; i += 1) await userEvent.tab();
    await expect(buy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onBuy).toHaveBeenCalledWith({ item: 'coins', id: 'coins-1000', quantity: 3 }));
  },
};
