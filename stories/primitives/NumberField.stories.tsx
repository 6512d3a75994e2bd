import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { NumberField } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: { limit: 'Daily message limit', limitHint: 'Between 100 and 10,000 messages a day.', price: 'Unit price', discount: 'Discount' },
  ar: { limit: 'الحد اليومي للرسائل', limitHint: 'بين 100 و10,000 رسالة يوميًا.', price: 'سعر الوحدة', discount: 'الخصم' },
};

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A quantity or an amount, typed or stepped with the arrow keys and the − / + buttons, formatted for the locale (grouping, SAR written the Saudi way with `currency="SAR"`, percentages through `formatOptions`). Not for phone numbers, ids or codes: those are text.',
      },
    },
  },
  args: { label: '', onChange: fn() },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 280 }}>
        <NumberField {...args} label={args.label || c.limit} description={args.currency ? undefined : c.limitHint} />
      </div>
    );
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: 1000, minValue: 100, maxValue: 10000, step: 100 } };
export const Currency: Story = {
  args: { currency: 'SAR', defaultValue: 1249.5, minValue: 0 },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 280 }}>
        <NumberField {...args} label={c.price} />
      </div>
    );
  },
};
export const Percent: Story = {
  args: { formatOptions: { style: 'percent' }, defaultValue: 0.15, minValue: 0, maxValue: 1, step: 0.05 },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 280 }}>
        <NumberField {...args} label={c.discount} />
      </div>
    );
  },
};
export const Invalid: Story = { args: { defaultValue: 50, minValue: 100, maxValue: 10000, isInvalid: true } };
export const Disabled: Story = { args: { defaultValue: 1000, isDisabled: true } };

/** Keyboard only: ArrowUp/ArrowDown step by `step`, typing replaces the value, and the value stays within the limits. */
export const KeyboardStep: Story = {
  args: { defaultValue: 1000, minValue: 100, maxValue: 10000, step: 100 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1200);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1100);
    await userEvent.clear(input);
    await userEvent.keyboard('50000');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(10000);
  },
};

export const CurrencyRtl: Story = { ...Currency, globals: rtl, tags: ['rtl-twin'] };
export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardStepRtl: Story = { ...KeyboardStep, globals: rtl, tags: ['rtl-twin'] };
