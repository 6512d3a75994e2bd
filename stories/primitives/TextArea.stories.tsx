import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { validateTicketDescription } from '@wasl/api/validators';
import { createI18n, isLocale } from '@wasl/i18n';
import { TextArea } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    label: 'Describe the problem',
    hint: 'Include the order id if the problem is about an order.',
    value: 'Order #10482 shows as delivered, but the customer says nothing arrived.',
  },
  ar: {
    label: 'صف المشكلة',
    hint: 'أضف رقم الطلب إذا كانت المشكلة متعلقة بطلب.',
    value: 'يظهر الطلب ‎#10482‎ على أنه تم توصيله، لكن العميل يقول إنه لم يصله شيء.',
  },
};

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Multi-line text: ticket descriptions, quick messages, campaign content. Its direction follows what is typed. Not for one-line values (TextField).',
      },
    },
  },
  args: { label: '', onChange: fn() },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 480 }}>
        <TextArea {...args} label={args.label || c.label} description={c.hint} />
      </div>
    );
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { isRequired: true } };
export const WithValue: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 480 }}>
        <TextArea {...args} label={c.label} defaultValue={c.value} />
      </div>
    );
  },
};
export const Invalid: Story = {
  args: { isRequired: true, validate: validateTicketDescription, validationBehavior: 'aria', defaultValue: ' ' },
};
export const Disabled: Story = { args: { isDisabled: true } };

/** Keyboard only: Tab in, Enter makes a new line (it does not submit), emptied, the translated error shows and is tied to the box. */
export const KeyboardMultiline: Story = {
  args: { isRequired: true, validate: validateTicketDescription, validationBehavior: 'aria' },
  play: async ({ canvasElement, args, globals }) => {
    const t = createI18n(isLocale(globals.locale) ? globals.locale : 'en').t;
    const box = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('Line one{Enter}Line two');
    await expect(args.onChange).toHaveBeenLastCalledWith('Line one\nLine two');
    await userEvent.clear(box);
    await userEvent.tab();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(expect.stringContaining(t('validation:descriptionRequired')));
  },
};

export const WithValueRtl: Story = { ...WithValue, globals: rtl, tags: ['rtl-twin'] };
export const InvalidRtl: Story = { ...Invalid, globals: rtl, tags: ['rtl-twin'] };
