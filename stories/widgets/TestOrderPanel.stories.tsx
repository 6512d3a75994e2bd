import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TestOrderPanel } from '@wasl/widgets/integration';
import hostile from '../support/fixtures/hostile-strings.json';
import { integrationSample } from '../support/integration';

const meta = {
  title: 'Widgets/Integration/TestOrderPanel',
  component: TestOrderPanel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The integration test (SPEC §2 /test, also a panel of the integration page): SPEC §3's sample order (966, SAR, Prepaid), editable, with totals and 15 % VAT recomputed; `onSend(key, payload)` sends it for real; then a status update for the order. Each answer shows in SPEC §8's words (`sendOutcome`, `updateOutcome`). The key is pasted (the server keeps only its hash) or filled with the one just created (`initialKey`).",
      },
    },
  },
  args: { sample: integrationSample, onSend: fn(), onUpdate: fn(), orderHrefOf: (id: string) => `/orders?search=${id}` },
} satisfies Meta<typeof TestOrderPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sample: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Country code|رمز الدولة/ })).toHaveValue('966');
    await expect(canvas.getByRole('textbox', { name: /^(Order ID|رقم الطلب)\s*\*?$/ })).toHaveValue('TEST-20261127-001');
  },
};

/** Created, then updated: both answers in words; the update targets the created order, the next send a new id. */
export const Created: Story = {
  args: {
    initialKey: 'wasl_8fJk2LmNq4RsTuVwXyZa1b2C3d4E5f6GQ2x7',
    createdOrderId: 'TEST-20261127-001',
    sendOutcome: { tone: 'success', key: 'errors:success.orderCreated' },
    updateOutcome: { tone: 'success', key: 'errors:success.orderStatusUpdated' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('test-send-outcome')).toHaveTextContent(/Order created|تم إنشاء الطلب/);
    await expect(canvas.getByRole('textbox', { name: /Order ID to update|رقم الطلب المراد تحديثه/ })).toHaveValue('TEST-20261127-001');
  },
};

/** Refused: SPEC §8's words ('Invalid key'). */
export const InvalidKey: Story = {
  args: {
    sendOutcome: { tone: 'danger', key: 'errors:integration.invalidKey' },
    updateOutcome: { tone: 'danger', key: 'errors:integration.orderNotFound' },
  },
};

/** Hostile text typed as the item is sent exactly as typed, never interpreted. */
export const Hostile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Pasted, not typed: the same text, without a keystroke per character on a loaded machine.
    await userEvent.click(canvas.getByLabelText(/^(API key|مفتاح الواجهة البرمجية)/));
    await userEvent.paste('wasl_test');
    const item = canvas.getByRole('textbox', { name: /^(Item|المنتج)/ });
    await userEvent.clear(item);
    await userEvent.paste(hostile.markup[0]!);
    await userEvent.click(canvas.getByRole('button', { name: /Send test order|إرسال الطلب التجريبي/ }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalled());
    const [key, payload] = (args.onSend as ReturnType<typeof fn>).mock.calls[0]! as [string, { Items: { Description: string }[] }];
    await expect(key).toBe('wasl_test');
    await expect(payload.Items[0]!.Description).toBe(hostile.markup[0]!.trim());
    await expect(canvasElement.querySelector('img, script')).toBeNull();
  },
};

/** Keyboard only: the key field is first; typing the key and Enter sends the sample. */
export const KeyboardSend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const keyField = canvas.getByLabelText(/^(API key|مفتاح الواجهة البرمجية)/);
    for (let i = 0; i < 4 && document.activeElement !== keyField; i += 1) await userEvent.tab();
    await waitFor(() => expect(keyField).toHaveFocus());
    await userEvent.keyboard('wasl_keyboard{Enter}');
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith('wasl_keyboard', integrationSample));
  },
};
