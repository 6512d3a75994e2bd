import { useReducer } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { OrderMessageSetting } from '@wasl/api/models';
import {
  initialOrderMessages,
  OrderMessagesEditor,
  orderMessagesReducer,
  type OrderMessagesEvent,
  type OrderMessagesState,
} from '@wasl/widgets/orderMessages';
import { hostileOrderMessages, orderMessages } from '../support/orderMessages';

/** The editor with the real model; every event is also reported to `onEvent`. */
function Editor({
  saved,
  state,
  onEvent,
}: {
  saved: readonly OrderMessageSetting[];
  state: OrderMessagesState;
  onEvent: (event: OrderMessagesEvent) => void;
}) {
  const [current, dispatch] = useReducer(orderMessagesReducer, state);
  return (
    <OrderMessagesEditor
      saved={saved}
      state={current}
      onEvent={(event) => {
        dispatch(event);
        onEvent(event);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/OrderMessages/OrderMessagesEditor',
  component: OrderMessagesEditor,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The order status messages of /api_integration/customise_order over the pure `orderMessagesModel`: every update status in the merchant's order with its on/off switch and move up/down buttons (the keyboard way to reorder; focus follows the moved row), and the selected message's English and Arabic texts with the order templates' `{variables}` and the same WhatsApp-style preview (`TemplatePreview`, shared with the template editor), validated by the server's rule.",
      },
    },
  },
  args: { saved: orderMessages, state: initialOrderMessages(orderMessages), onEvent: fn() },
  render: (args) => <Editor {...args} />,
} satisfies Meta<typeof OrderMessagesEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two statuses off (packed, replaced); "shipped" customised. */
export const Default: Story = {};

/** The customised "shipped" message open, with both previews. */
export const Customised: Story = { args: { state: { ...initialOrderMessages(orderMessages), selected: 'shipped' } } };

/** An unknown variable and a broken brace after a save, in the product's words; the row says it needs a fix. */
export const Invalid: Story = {
  args: {
    state: {
      ...initialOrderMessages(orderMessages),
      selected: 'delivered',
      messages: orderMessages.map((m) => (m.status === 'delivered' ? { ...m, en: 'Delivered {password}', ar: 'تم التسليم {order_id' } : m)),
      errors: { delivered: { en: 'validation:templateVariableUnknown', ar: 'validation:templateBraces' } },
    },
  },
};

/** Being saved. */
export const Saving: Story = { args: { state: { ...initialOrderMessages(orderMessages), submitting: true } } };

/** Hostile texts (markup, bidi controls, long Arabic, a CSV formula) are edited and previewed as text. */
export const Hostile: Story = {
  args: { saved: hostileOrderMessages, state: initialOrderMessages(hostileOrderMessages) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/<script>alert\(1\)<\/script>/).length).toBeGreaterThan(0);
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

/** Keyboard only: switch "Shipped" off, move it up, open it and save with Enter. */
export const KeyboardEdit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: /Shipped|تم الشحن/ });
    for (let i = 0; i < 30 && document.activeElement !== toggle; i += 1) await userEvent.tab();
    await waitFor(() => expect(toggle).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onEvent).toHaveBeenCalledWith({ type: 'toggle', status: 'shipped', enabled: false }));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onEvent).toHaveBeenCalledWith({ type: 'move', status: 'shipped', by: -1 }));
    // Focus stays on the moved row (its first row now: "up" is disabled, so "down" has it).
    await waitFor(() => expect(document.activeElement?.closest('[data-status]')?.getAttribute('data-status')).toBe('shipped'));
    const edit = within(canvasElement.querySelector<HTMLElement>('[data-status="shipped"]')!).getByRole('button', {
      name: /Edit message|تعديل الرسالة/,
    });
    for (let i = 0; i < 4 && document.activeElement !== edit; i += 1) await userEvent.tab();
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onEvent).toHaveBeenCalledWith({ type: 'select', status: 'shipped' }));
    const save = canvas.getByRole('button', { name: /^(Save|حفظ)$/ });
    for (let i = 0; i < 80 && document.activeElement !== save; i += 1) await userEvent.tab();
    await waitFor(() => expect(save).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onEvent).toHaveBeenCalledWith({ type: 'submit' }));
  },
};
