import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Slider } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const meta = {
  title: 'Primitives/Slider',
  component: Slider,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A value on a scale, or a range when given an array (a campaign’s daily limit, a price band for order filters). The output is formatted in the locale with `formatOptions`. In Arabic the scale runs right to left and ArrowLeft increases. For an exact figure the merchant will type, use NumberField.',
      },
    },
  },
  args: { label: '', onChange: fn(), onChangeEnd: fn() },
  render: function Render(args) {
    const copy = useCopy({
      en: { label: 'Daily message limit', hint: 'At most this many campaign messages are sent per day.' },
      ar: { label: 'الحد اليومي للرسائل', hint: 'لا يُرسل أكثر من هذا العدد من رسائل الحملة يوميًا.' },
    });
    return (
      <div style={{ maxInlineSize: 360 }}>
        <Slider {...args} label={args.label || copy.label} description={copy.hint} />
      </div>
    );
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = { args: { minValue: 0, maxValue: 1000, step: 50, defaultValue: 250 } };

/** A price band in SAR: two thumbs, each named for screen readers, the output as a range. */
export const Range: Story = {
  render: function Render(args) {
    const label = useCopy({ en: 'Order total', ar: 'إجمالي الطلب' });
    return (
      <div style={{ maxInlineSize: 360 }}>
        <Slider
          {...args}
          label={label}
          minValue={0}
          maxValue={2000}
          step={50}
          defaultValue={[200, 1200]}
          formatOptions={{ style: 'currency', currency: 'SAR', maximumFractionDigits: 0 }}
        />
      </div>
    );
  },
};

export const Percent: Story = {
  render: function Render(args) {
    const label = useCopy({ en: 'Survey sample', ar: 'عينة الاستبيان' });
    return (
      <div style={{ maxInlineSize: 360 }}>
        <Slider {...args} label={label} minValue={0} maxValue={1} step={0.05} defaultValue={0.35} formatOptions={{ style: 'percent' }} />
      </div>
    );
  },
};

export const Disabled: Story = { args: { minValue: 0, maxValue: 1000, step: 50, defaultValue: 250, isDisabled: true } };

/**
 * Keyboard only: Tab to the thumb; the arrow that points to the scale's end increases (ArrowRight
 * in English, ArrowLeft in Arabic, where the scale runs right to left) and the other decreases;
 * PageUp steps a tenth; Home and End jump to the ends.
 */
export const KeyboardOnly: Story = {
  args: { minValue: 0, maxValue: 1000, step: 50, defaultValue: 250 },
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByRole('slider');
    const [up, down] = globals.locale === 'ar' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard(up);
    await expect(args.onChange).toHaveBeenLastCalledWith(300);
    await userEvent.keyboard(`${down}${down}`);
    await expect(args.onChange).toHaveBeenLastCalledWith(200);
    await userEvent.keyboard('{PageUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(300);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1000);
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(input).toHaveValue('0');
    // ArrowUp always increases, in both directions.
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('50');
  },
};

/** Keyboard on a range: the two thumbs are separate tab stops and cannot cross. */
export const KeyboardRange: Story = {
  ...Range,
  play: async ({ canvasElement, args, globals }) => {
    const [low, high] = within(canvasElement).getAllByRole('slider');
    const [up, down] = globals.locale === 'ar' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
    await expect(low).toHaveAccessibleName(globals.locale === 'ar' ? /الحد الأدنى/ : /Minimum/);
    await userEvent.tab();
    await waitFor(() => expect(low).toHaveFocus());
    await userEvent.keyboard(down);
    await expect(args.onChange).toHaveBeenLastCalledWith([150, 1200]);
    await userEvent.tab();
    await waitFor(() => expect(high).toHaveFocus());
    await userEvent.keyboard('{Home}');
    // The upper thumb stops at the lower one.
    await expect(args.onChange).toHaveBeenLastCalledWith([150, 150]);
    await userEvent.keyboard(up);
    await expect(args.onChange).toHaveBeenLastCalledWith([150, 200]);
  },
};

export const SingleRtl: Story = { ...Single, globals: rtl, tags: ['rtl-twin'] };
export const RangeRtl: Story = { ...Range, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardOnlyRtl: Story = { ...KeyboardOnly, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardRangeRtl: Story = { ...KeyboardRange, globals: rtl, tags: ['rtl-twin'] };
