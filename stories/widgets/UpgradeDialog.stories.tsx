import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UpgradeDialog } from '@wasl/widgets/subscription/UpgradeDialog';
import { rtl } from '../../.storybook/globals';

const meta = {
  title: 'Widgets/UpgradeDialog',
  component: UpgradeDialog,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          "SPEC §6's one upgrade dialog, for every plan-gated feature and limit: what is missing, the cheapest higher plan of the catalogue with its price (VAT included) and what it brings over the current plan, the add-on that sells the feature alone, and the way to /subscription. The app opens it from any 402 answer of the plan (`state/planGate.ts`).",
      },
    },
  },
  args: { reason: { kind: 'feature', feature: 'data_export' }, currentPlanId: 'basic', onClose: fn() },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
} satisfies Meta<typeof UpgradeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

/** Data export outside Basic: Professional is named with what it adds, and the Data export add-on. Keyboard only: Tab reaches the link, Escape closes. */
export const FeatureNotInPlan: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByTestId('upgrade-dialog')).toHaveTextContent(ar ? 'الاحترافية' : 'Professional');
    await expect(dialog.getByTestId('upgrade-dialog')).toHaveTextContent(ar ? 'تصدير البيانات' : 'Data export');
    const link = dialog.getByRole('link', { name: ar ? 'عرض الباقات' : 'See plans' });
    await expect(link).toHaveAttribute('href', '/subscription');
    for (let i = 0; i < 5 && document.activeElement !== link; i += 1) await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** The package's agents are all in use: the next plan with more agents. */
export const AgentLimit: Story = { args: { reason: { kind: 'limit', limit: 'agents', allowed: 3 } } };

/** The chatbot flow has the plan's ten nodes (the canvas's "add node"): Professional's 200 nodes, named. */
export const FlowNodeLimit: Story = { args: { reason: { kind: 'limit', limit: 'flowNodes', allowed: 10 } } };

/** Green tick is only in the top plan, and no add-on sells it. */
export const TopPlanOnly: Story = { args: { reason: { kind: 'feature', feature: 'special_agent_support' }, currentPlanId: 'pro' } };

/** Already on the largest plan: nothing higher to name, the way to the packages stays. */
export const LargestPlan: Story = { args: { reason: { kind: 'limit', limit: 'sections', allowed: 30 }, currentPlanId: 'enterprise' } };

export const FeatureNotInPlanRtl: Story = { ...FeatureNotInPlan, globals: rtl, tags: ['rtl-twin'] };
