import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Radio, RadioGroup } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    label: 'Payment method',
    hint: 'Shown on the invoice the customer receives.',
    error: 'Choose how the customer pays',
    none: 'None',
    prepaid: 'Prepaid',
    prepaidHint: 'Paid online before shipping',
    postpaid: 'Postpaid',
    postpaidHint: 'Cash or card on delivery',
  },
  ar: {
    label: 'طريقة الدفع',
    hint: 'تظهر في الفاتورة التي يستلمها العميل.',
    error: 'اختر طريقة دفع العميل',
    none: 'بدون',
    prepaid: 'مدفوع مسبقًا',
    prepaidHint: 'دُفع عبر الإنترنت قبل الشحن',
    postpaid: 'الدفع عند الاستلام',
    postpaidHint: 'نقدًا أو بالبطاقة عند التوصيل',
  },
};

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One choice out of a few, all visible (payment method, language, when chats end). Tab enters the group at the chosen option, the arrow keys move and choose; horizontally they follow the reading direction (ArrowLeft moves forward in Arabic). More than about five options: use Select.',
      },
    },
  },
  args: { label: '', children: null, onChange: fn() },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <RadioGroup {...args} label={args.label || c.label} description={c.hint} errorMessage={args.isInvalid ? c.error : undefined}>
        <Radio value="none" isDisabled>
          {c.none}
        </Radio>
        <Radio value="prepaid" description={c.prepaidHint}>
          {c.prepaid}
        </Radio>
        <Radio value="postpaid" description={c.postpaidHint}>
          {c.postpaid}
        </Radio>
      </RadioGroup>
    );
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'prepaid' } };
export const Horizontal: Story = { args: { defaultValue: 'postpaid', orientation: 'horizontal' } };
export const Invalid: Story = { args: { isInvalid: true, isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'prepaid' } };

/** Keyboard only: Tab lands on the chosen radio; ArrowDown chooses the next one (the disabled one is skipped). */
export const KeyboardChoose: Story = {
  args: { defaultValue: 'prepaid' },
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.tab();
    await waitFor(() => expect(radios[1]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(radios[2]).toHaveFocus());
    await expect(radios[2]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('postpaid');
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[1]).toBeChecked();
  },
};

/** RTL, horizontal: ArrowLeft moves to the next option (it is on the left in Arabic). */
export const KeyboardHorizontalRtl: Story = {
  args: { defaultValue: 'prepaid', orientation: 'horizontal' },
  globals: rtl,
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.tab();
    await waitFor(() => expect(radios[1]).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(radios[2]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('postpaid');
    await userEvent.keyboard('{ArrowRight}');
    await expect(radios[1]).toBeChecked();
  },
};

export const SelectedRtl: Story = { ...Selected, globals: rtl, tags: ['rtl-twin'] };
export const InvalidRtl: Story = { ...Invalid, globals: rtl, tags: ['rtl-twin'] };
