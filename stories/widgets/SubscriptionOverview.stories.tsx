import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Subscription } from '@wasl/api/types';
import { SubscriptionOverview } from '@wasl/widgets/subscription/SubscriptionOverview';

const subscriptionFixture: Subscription = {
  plan: { id: 'pro', name: 'Professional', name_ar: 'الاحترافية' },
  status: 'active',
  validity: 18,
  since: '2026-06-30',
  expiry: '2026-12-15',
  upcoming_plan: { id: 'enterprise', name: 'Enterprise', name_ar: 'المؤسسات' },
  wallet: 2315,
  coins: 12400,
  free_sessions: 250,
  paid_sessions: 5000,
  agents: { used: 4, allowed: 10 },
  addons: [
    {
      id: 'ai-analytics',
      name: 'AI analytics',
      name_ar: 'تحليلات الذكاء الاصطناعي',
      since: '2026-08-01',
      renews_on: '2026-12-01',
      past_due: null,
    },
  ],
  card_on_file: true,
  features: ['quick_replies', 'campaigns', 'data_export'],
  alerts: { wallet: 500, coins: null },
};

const meta = {
  title: 'Widgets/SubscriptionOverview',
  component: SubscriptionOverview,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "SPEC §3's subscription at a glance: plan and status, validity (the plan's 30 days) and days left, since, expiry, upcoming plan, wallet (conversations left) and coins as numbers, free and paid sessions, agents used of allowed.",
      },
    },
  },
  args: { subscription: subscriptionFixture },
} satisfies Meta<typeof SubscriptionOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('plan-name')).toHaveTextContent(globals.locale === 'ar' ? 'الاحترافية' : 'Professional');
    // Latin or Arabic-Indic digits, as the merchant's number preference says.
    await expect(canvas.getByTestId('wallet')).toHaveTextContent(/2,315|٢٬٣١٥/);
  },
};

/** Expired: inactive, no days left, no upcoming plan, empty balances. */
export const Inactive: Story = {
  args: {
    subscription: {
      ...subscriptionFixture,
      status: 'inactive',
      validity: 0,
      upcoming_plan: null,
      wallet: 0,
      coins: 0,
      agents: { used: 2, allowed: 10 },
    },
  },
};
