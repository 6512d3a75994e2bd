import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { SearchField } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const copy = {
  en: { label: 'Search agents', placeholder: 'Name or email', value: 'Sara' },
  ar: { label: 'البحث عن موظفين', placeholder: 'الاسم أو البريد الإلكتروني', value: 'سارة' },
};

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Searching a list (agents, orders, campaigns). Enter calls `onSubmit`; Escape or the × button clears it (`onClear`) and focus stays in the box. Always give a `label`; `showLabel={false}` keeps it for screen readers only in toolbars and table headers.',
      },
    },
  },
  args: { label: '', onChange: fn(), onSubmit: fn(), onClear: fn() },
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 320 }}>
        <SearchField {...args} label={args.label || c.label} placeholder={c.placeholder} />
      </div>
    );
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HiddenLabel: Story = { args: { showLabel: false } };
export const WithValue: Story = {
  render: function Render(args) {
    const c = useCopy(copy);
    return (
      <div style={{ maxInlineSize: 320 }}>
        <SearchField {...args} label={c.label} defaultValue={c.value} />
      </div>
    );
  },
};
export const Disabled: Story = { args: { isDisabled: true } };

/** Keyboard only: type, Enter submits, Escape clears and keeps focus; the clear button is not a Tab stop. */
export const KeyboardSearchAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox');
    await userEvent.tab();
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('sara{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('sara');
    const clear = within(canvasElement).getByRole('button');
    await expect(clear).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(box).toHaveFocus());
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const WithValueRtl: Story = { ...WithValue, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardSearchAndClearRtl: Story = { ...KeyboardSearchAndClear, globals: rtl, tags: ['rtl-twin'] };
