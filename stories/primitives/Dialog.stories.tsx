import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, DialogTrigger, dialogSizes, TextField } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    open: 'Rename section',
    title: 'Rename section',
    description: 'Agents see the new name in their inbox right away.',
    name: 'Section name',
    value: 'Returns and refunds',
    cancel: 'Cancel',
    save: 'Save',
    policyTitle: 'Refund policy',
    policy:
      'Customers can ask for a refund within 14 days of delivery. The item must be unused and in its original packaging. Refunds go back to the original payment method within 5 to 7 working days.',
  },
  ar: {
    open: 'إعادة تسمية القسم',
    title: 'إعادة تسمية القسم',
    description: 'يرى الموظفون الاسم الجديد في صندوق الوارد فورًا.',
    name: 'اسم القسم',
    value: 'الإرجاع والاسترداد',
    cancel: 'إلغاء',
    save: 'حفظ',
    policyTitle: 'سياسة الاسترداد',
    policy:
      'يمكن للعملاء طلب استرداد المبلغ خلال 14 يومًا من الاستلام، بشرط أن يكون المنتج غير مستخدم وفي عبوته الأصلية. يُعاد المبلغ إلى وسيلة الدفع الأصلية خلال 5 إلى 7 أيام عمل.',
  },
};

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: {
    visual: { target: 'viewport' },
    docs: {
      description: {
        component:
          'A modal dialog with a title, a body and footer actions, for short focused tasks (rename a section, view an order). Place it in a `DialogTrigger` beside its button: focus moves in, stays trapped, Escape closes it and focus returns to the button. Not for confirmations (use AlertDialog), nor for long forms (use a page).',
      },
    },
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  args: { title: '', children: null, size: 'md', defaultOpen: true, onOpenChange: fn() },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <Dialog
        {...args}
        title={args.title || c.title}
        description={c.description}
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              {c.cancel}
            </Button>
            <Button onPress={close}>{c.save}</Button>
          </>
        )}
      >
        <TextField label={c.name} defaultValue={c.value} />
      </Dialog>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Small: Story = { args: { size: 'sm' } };

/** Read-only content with a single action; long text scrolls inside the body. */
export const Informational: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <Dialog {...args} title={c.policyTitle} size="lg" footer={(close) => <Button onPress={close}>{c.cancel}</Button>}>
        <p style={{ margin: 0 }}>{c.policy}</p>
      </Dialog>
    );
  },
};

/** Keyboard only: Enter opens it, focus is trapped inside, Escape closes it and focus returns to the trigger. */
export const KeyboardFocusTrap: Story = {
  args: { defaultOpen: false },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <DialogTrigger onOpenChange={args.onOpenChange}>
        <Button variant="secondary">{c.open}</Button>
        <Dialog
          title={c.title}
          footer={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                {c.cancel}
              </Button>
              <Button onPress={close}>{c.save}</Button>
            </>
          )}
        >
          <TextField label={c.name} defaultValue={c.value} />
        </Dialog>
      </DialogTrigger>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button');
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Five Tabs cycle through close, field, cancel, save and back: focus never leaves the dialog.
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenRtl: Story = { ...Open, globals: rtl, tags: ['rtl-twin'] };
export const InformationalRtl: Story = { ...Informational, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardFocusTrapRtl: Story = { ...KeyboardFocusTrap, globals: rtl, tags: ['rtl-twin'] };
