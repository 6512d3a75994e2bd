import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoreConnections } from '@wasl/widgets/integration';
import { connectedStores, fixedSecret, noStores, writeText } from '../support/integration';

const meta = {
  title: 'Widgets/Integration/StoreConnections',
  component: StoreConnections,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The store platforms (SPEC §2 integration): Salla and Zid through OAuth — labelled "Sandbox" when the server has no OAuth app and completes the connect offline — and WooCommerce, Shopify, Wix step by step with the webhook URL (and WooCommerce\'s secret) to paste. A connected store shows since when, its webhook URL, its last webhook events and Disconnect (confirmed).',
      },
    },
  },
  args: {
    data: noStores,
    onConnectOAuth: fn(),
    onConnectManual: fn(),
    onDisconnect: fn(async () => true),
    generateSecret: fixedSecret,
    docsHrefOf: (platform: string) => (platform === 'zid' ? undefined : `/docs/webhooks/${platform}`),
    writeText,
  },
} satisfies Meta<typeof StoreConnections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing connected; Salla and Zid in the sandbox. */
export const NoneConnected: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Connect Salla \(sandbox\)|ربط سلة \(بيئة تجريبية\)/ })).toBeVisible();
  },
};

/** Salla connected in the sandbox, WooCommerce with its last events (one hostile topic and store id, shown as text). */
export const Connected: Story = {
  args: { data: connectedStores },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/^(Connected|مربوط)$/)).toHaveLength(2);
    await expect(canvasElement.querySelector('img, script')).toBeNull();
  },
};

/** After connecting Shopify by hand: the webhook URL to paste. */
export const ManualResult: Story = {
  args: {
    manualResult: {
      platform: 'shopify',
      webhookUrl: 'http://localhost:3000/integration/webhooks/shopify/1234567890abcdef1234567890abcdef',
      secret: null,
    },
  },
};

/** Keyboard only: Tab to "Connect Salla (sandbox)" and press Enter. */
export const KeyboardConnect: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Connect Salla|ربط سلة/ });
    for (let i = 0; i < 6 && document.activeElement !== button; i += 1) await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onConnectOAuth).toHaveBeenCalledWith('salla'));
  },
};
