import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: {
    label: 'Section',
    hint: 'New chats in this section go to its agents first.',
    error: 'Choose a section for the agent',
    sections: { sales: 'Sales', support: 'Customer support', returns: 'Returns and refunds', billing: 'Billing' },
  },
  ar: {
    label: 'القسم',
    hint: 'تصل المحادثات الجديدة في هذا القسم إلى موظفيه أولًا.',
    error: 'اختر قسمًا للموظف',
    sections: { sales: 'المبيعات', support: 'خدمة العملاء', returns: 'الإرجاع والاسترداد', billing: 'الفواتير' },
  },
};

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Pick one option from a short, known list (section, order status, language). Opens with Enter, Space or the arrow keys and supports type-ahead. Use ComboBox when the list is long enough that typing to filter helps, RadioGroup when two or three options should stay visible.',
      },
    },
  },
  args: { label: '', children: null, onChange: fn() },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 320 }}>
        <Select {...args} label={args.label || c.label} errorMessage={args.isInvalid ? c.error : undefined}>
          <SelectItem id="sales">{c.sections.sales}</SelectItem>
          <SelectItem id="support">{c.sections.support}</SelectItem>
          <SelectItem id="returns">{c.sections.returns}</SelectItem>
          <SelectItem id="billing" isDisabled>
            {c.sections.billing}
          </SelectItem>
        </Select>
      </div>
    );
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const WithValue: Story = { args: { defaultValue: 'support', description: '' } };
export const Invalid: Story = { args: { isInvalid: true, isRequired: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'sales' } };
/** The list open, the chosen option ticked; the disabled option is skipped by the arrow keys. */
export const Open: Story = {
  args: { defaultValue: 'support', defaultOpen: true },
  parameters: { visual: { target: 'viewport' } },
};

/** Keyboard only: Tab to the trigger, ArrowDown opens, ArrowDown moves, Enter chooses and returns focus to the trigger. */
export const KeyboardChoose: Story = {
  parameters: { visual: { target: 'viewport' } },
  play: async ({ canvasElement, args, globals }) => {
    const c = copy[globals.locale === 'ar' ? 'ar' : 'en'];
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button');
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: c.sections.sales })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: c.sections.support })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('support');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent(c.sections.support);
  },
};

export const WithValueRtl: Story = { ...WithValue, globals: rtl, tags: ['rtl-twin'] };
export const OpenRtl: Story = { ...Open, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardChooseRtl: Story = { ...KeyboardChoose, globals: rtl, tags: ['rtl-twin'] };
