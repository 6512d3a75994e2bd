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
      addons: [
        { id: 'survey', name: 'Survey form', name_ar: 'نموذج الاستبيان', since: '2026-09-14', renews_on: '2026-12-14', past_due: null },
      ],
      card_on_file: true,
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

/**
 * A renewal that failed (ADR 024): why, the day the add-on stops, and Renew now, reached and
 * pressed with the keyboard alone; it opens the same checkout as buying the add-on.
 */
export const RenewalFailed: Story = {
  args: {
    subscription: {
      plan: { id: 'basic', name: 'Basic', name_ar: 'الأساسية' },
      addons: [
        {
          id: 'survey',
          name: 'Survey form',
          name_ar: 'نموذج الاستبيان',
          since: '2026-09-14',
          renews_on: '2026-11-14',
          past_due: { since: '2026-11-14', lapses_on: '2026-11-21', reason: 'insufficient_funds', next_retry: '2026-11-16' },
        },
      ],
      card_on_file: true,
    },
  },
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ar ? /الرصيد غير كافٍ/ : /not enough funds/)).toBeVisible();
    const renew = canvas.getByRole('button', { name: ar ? 'جدّد الآن: نموذج الاستبيان' : 'Renew now: Survey form' });
    await userEvent.click(canvasElement);
    for (let i = 0; i < 12 && document.activeElement !== renew; i += 1) await userEvent.tab();
    await expect(renew).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onBuy).toHaveBeenCalledWith({ item: 'addon', id: 'survey', quantity: 1 }));
  },
};

/** No card on file: the add-on says when it is due and how to pay it. */
export const NoCardOnFile: Story = {
  args: {
    subscription: {
      plan: { id: 'basic', name: 'Basic', name_ar: 'الأساسية' },
      addons: [
        { id: 'survey', name: 'Survey form', name_ar: 'نموذج الاستبيان', since: '2026-09-14', renews_on: '2026-12-14', past_due: null },
      ],
      card_on_file: false,
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(globals.locale === 'ar' ? /لا توجد بطاقة محفوظة/ : /no card on file/)).toBeVisible();
  },
};
