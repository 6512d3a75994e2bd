import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Checkbox, CheckboxGroup } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    agree: 'Send me the monthly product update',
    agreeHint: 'One short email a month. Unsubscribe any time.',
    group: 'Notify the customer when an order is',
    groupHint: 'Each update is one message from your wallet.',
    error: 'Choose at least one status',
    statuses: { shipped: 'Shipped', outForDelivery: 'Out for delivery', delivered: 'Delivered', cancelled: 'Cancelled' },
  },
  ar: {
    agree: 'أرسل لي التحديث الشهري للمنتج',
    agreeHint: 'رسالة قصيرة واحدة شهريًا. يمكنك إلغاء الاشتراك في أي وقت.',
    group: 'أبلغ العميل عندما يكون الطلب',
    groupHint: 'كل تحديث رسالة واحدة من رصيد محفظتك.',
    error: 'اختر حالة واحدة على الأقل',
    statuses: { shipped: 'تم الشحن', outForDelivery: 'خرج للتوصيل', delivered: 'تم التوصيل', cancelled: 'ملغى' },
  },
};

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A yes/no choice saved with a form; `CheckboxGroup` puts several independent choices under one label with a shared description and error. Space toggles. For settings that apply at once use Switch; for one choice out of several use RadioGroup.',
      },
    },
  },
  args: { children: null, onChange: fn() },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <Checkbox {...args} description={c.agreeHint}>
        {c.agree}
      </Checkbox>
    );
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

function StatusGroup(props: Partial<React.ComponentProps<typeof CheckboxGroup>>) {
  const c = useCopy(copy);
  return (
    <CheckboxGroup label={c.group} description={c.groupHint} errorMessage={props.isInvalid ? c.error : undefined} {...props}>
      <Checkbox value="shipped">{c.statuses.shipped}</Checkbox>
      <Checkbox value="out_for_delivery">{c.statuses.outForDelivery}</Checkbox>
      <Checkbox value="delivered">{c.statuses.delivered}</Checkbox>
      <Checkbox value="cancelled" isDisabled>
        {c.statuses.cancelled}
      </Checkbox>
    </CheckboxGroup>
  );
}

export const Group: Story = {
  render: function Render() {
    return <StatusGroup defaultValue={['shipped', 'delivered']} />;
  },
};
export const GroupHorizontal: Story = {
  render: function Render() {
    return <StatusGroup orientation="horizontal" defaultValue={['delivered']} />;
  },
};
export const GroupInvalid: Story = {
  render: function Render() {
    return <StatusGroup isInvalid isRequired />;
  },
};

/** Keyboard only: Tab moves from box to box (skipping the disabled one), Space toggles, and the group reports the chosen values. */
export const KeyboardGroup: Story = {
  render: function Render(args) {
    return <StatusGroup onChange={args.onChange as (value: string[]) => void} />;
  },
  play: async ({ canvasElement, args }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    await userEvent.tab();
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(boxes[0]).toBeChecked();
    await userEvent.tab();
    await waitFor(() => expect(boxes[1]).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['shipped', 'out_for_delivery']);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['shipped', 'out_for_delivery', 'delivered']);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['shipped', 'delivered']);
    await expect(boxes[3]).toBeDisabled();
  },
};

export const CheckedRtl: Story = { ...Checked, globals: rtl, tags: ['rtl-twin'] };
export const GroupRtl: Story = { ...Group, globals: rtl, tags: ['rtl-twin'] };
export const GroupInvalidRtl: Story = { ...GroupInvalid, globals: rtl, tags: ['rtl-twin'] };
