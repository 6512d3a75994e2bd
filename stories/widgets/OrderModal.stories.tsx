import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, DialogTrigger } from '@wasl/ui';
import { OrderModal } from '@wasl/widgets';
import { rtl } from '../../.storybook/globals';
import { emptyOrder, hostileOrder, longOrder, orderAr, orderEn, refundedOrder } from '../support/orders';
import { useCopy, useStoryT } from '../support/i18n';

const meta = {
  title: 'Widgets/OrderModal',
  component: OrderModal,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          'One order in a modal (SPEC §3): order id, contact, dates, status and last message; the items (product, quantity, unit price, discount, tax, total, SKU); billing and shipping addresses; the money in the order\'s currency and the payment method; the status history; and the status update, which offers only the statuses the transition table (`@wasl/api/models` `nextStatuses`) allows after the current one. Pure: the screen passes the order (from `GET /section/orders/{id}`, with its `history`) and does the calls in `onUpdateStatus` and `onResend`, showing `isUpdating`/`isResending` and the translated `updateError`/`resendError`. Customer text is isolated (`<bdi>`, `dir="auto"`), so an Arabic name in an English order reads correctly.',
      },
    },
  },
  args: { order: orderEn, defaultOpen: true, onUpdateStatus: fn(), onResend: fn(), onViewInvoice: fn(), onOpenChange: fn() },
  render: function Render(args) {
    // The realistic order follows the story's language; the other fixtures are the same in both.
    const order = useCopy({ en: args.order, ar: args.order === orderEn ? orderAr : args.order });
    return <OrderModal {...args} order={order} />;
  },
} satisfies Meta<typeof OrderModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog');

/** A shipped order: the control offers only reached nearest hub, out for delivery, delivered, returned. */
export const Shipped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    // The modal fades in: wait for it rather than catch its first frame.
    await waitFor(() => expect(dialog.getByText('NKH-10423')).toBeVisible());
    await expect(dialog.getAllByRole('row')).toHaveLength(4);
    await expect(dialog.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The control is busy while the status change is on its way. */
export const Updating: Story = { args: { isUpdating: true } };

/** The server refused the change (409): its from/to message under the control; resend failed too. */
export const Errors: Story = {
  render: function Render(args) {
    const t = useStoryT();
    const order = useCopy({ en: orderEn, ar: orderAr });
    return (
      <OrderModal
        {...args}
        order={order}
        updateError={t('errors:orderTransitionFromTo', { from: t('data:status.order.shipped'), to: t('data:status.order.packed') })}
        resendError={t('errors:order.resendError')}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    // The modal fades in: on a loaded machine its first frames are still transparent.
    await waitFor(() => expect(dialog.getByRole('alert')).toBeVisible(), { timeout: 5_000 });
  },
};

/** Resending: the resend button is busy. */
export const Resending: Story = { args: { isResending: true } };

/** Refunded is final: no status control, a sentence saying so; resend stays. */
export const Final: Story = {
  args: { order: refundedOrder },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.queryByRole('button', { name: /Update status|تحديث الحالة/ })).toBeNull();
  },
};

/** Zero items, no addresses, no history, no message yet. */
export const Empty: Story = { args: { order: emptyOrder, onViewInvoice: undefined } };

/** 500 lines (the contract's maximum): the items table is virtualised and scrolls inside the modal. */
export const ManyItems: Story = {
  args: { order: longOrder },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    // Virtualised: far fewer rows in the DOM than the 500 lines.
    await waitFor(() => expect(dialog.getAllByRole('row').length).toBeLessThan(60));
  },
};

/** Every text hostile: markup stays text, 200-character names and a 180-character id wrap, bidi is isolated. */
export const Hostile: Story = {
  args: { order: hostileOrder },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getAllByText('<script>alert(1)</script>').length).toBeGreaterThan(0);
    await expect(body.querySelector('[role="dialog"] script, [role="dialog"] img[src="x"], [role="dialog"] svg[onload]')).toBeNull();
    // Nothing pushes the modal wider than the viewport.
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** Keyboard only: open the order, choose the next status, update it, then resend the message. */
export const KeyboardUpdateAndResend: Story = {
  render: function Render({ defaultOpen: _opensOnTrigger, onOpenChange, ...args }) {
    // Without defaultOpen the modal takes its open state from the trigger, and so does onOpenChange
    // (react-aria warns when a trigger-controlled modal has its own).
    const order = useCopy({ en: orderEn, ar: orderAr });
    return (
      <DialogTrigger onOpenChange={onOpenChange}>
        <Button variant="secondary">{order.order_id}</Button>
        <OrderModal {...args} order={order} />
      </DialogTrigger>
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const ar = globals.locale === 'ar';
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button');
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus(), { timeout: 5_000 });
    await userEvent.keyboard('{Enter}');
    const dialogElement = await body.findByRole('dialog');
    const dialog = within(dialogElement);
    const select = dialog.getByRole('button', { name: ar ? /الحالة الجديدة/ : /New status/ });
    // Tab only once the dialog has taken focus (react-aria moves it after mounting): a Tab sent
    // before that starts from the trigger and can leave the loop short (en-light, once, in CI).
    await waitFor(() => expect(dialogElement.contains(document.activeElement)).toBe(true), { timeout: 5_000 });
    for (let i = 0; i < 12 && document.activeElement !== select; i += 1) await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    // Only what may follow "shipped", in lifecycle order.
    await expect(options.map((o) => o.textContent)).toEqual(
      ar
        ? ['وصل إلى أقرب مركز', 'خرج للتوصيل', 'تم التسليم', 'مُرتجع']
        : ['Reached nearest hub', 'Out for delivery', 'Delivered', 'Returned'],
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // The next Tab only once the list has left the page and focus is back on the select: a Tab sent
    // while the closing popover was still mounted went elsewhere on a loaded machine (ar-light, once).
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull(), { timeout: 5_000 });
    await waitFor(() => expect(select).toHaveFocus(), { timeout: 5_000 });
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: ar ? 'تحديث الحالة' : 'Update status' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUpdateStatus).toHaveBeenCalledWith('delivered');
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: ar ? 'إعادة إرسال رسالة الحالة' : 'Resend status message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const ShippedRtl: Story = { ...Shipped, globals: rtl, tags: ['rtl-twin'] };
export const HostileRtl: Story = { ...Hostile, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardUpdateAndResendRtl: Story = { ...KeyboardUpdateAndResend, globals: rtl, tags: ['rtl-twin'] };
