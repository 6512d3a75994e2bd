import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MonthPicker } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

// The clock is injected: "now" is 23 November 2026 in every screenshot, whatever the machine says.
const now = new Date(Date.UTC(2026, 10, 23, 9, 0));

const meta = {
  title: 'Primitives/MonthPicker',
  component: MonthPicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A month and year: the filter of the dashboard, orders and data exports (SPEC §9: defaults to the current month, sent as `year-month`). Opens a grid of twelve months with a year stepper; arrow keys, Enter and Escape work as in the calendar. Inject `now` wherever "the current month" must be stable. For a single day use DatePicker.',
      },
    },
  },
  args: { label: '', now, timeZone: 'Asia/Riyadh', onChange: fn() },
  render: function Render(args) {
    const copy = useCopy({ en: 'Month', ar: 'الشهر' });
    return (
      <div style={{ maxInlineSize: 260 }}>
        <MonthPicker {...args} label={args.label || copy} />
      </div>
    );
  },
} satisfies Meta<typeof MonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No value given: the current month of the injected clock (November 2026). */
export const CurrentMonth: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent(/2026/);
  },
};
export const WithValue: Story = { args: { defaultValue: { month: 3, year: 2026 }, name: 'month' } };
export const Disabled: Story = { args: { defaultValue: { month: 3, year: 2026 }, isDisabled: true } };

/** Open on March 2026; November is outlined as the current month. */
export const Open: Story = {
  args: { defaultValue: { month: 3, year: 2026 }, defaultOpen: true },
  parameters: { visual: { target: 'viewport' } },
};

/** Exports cannot be for future months: months after the current one are disabled, and so is "next year". */
export const UpToThisMonth: Story = {
  args: { maxValue: { month: 11, year: 2026 }, defaultOpen: true },
  parameters: { visual: { target: 'viewport' } },
};

export const ArabicDigits: Story = {
  args: { defaultValue: { month: 3, year: 2026 }, arabicDigits: true, defaultOpen: true },
  parameters: { visual: { target: 'viewport' } },
  globals: rtl,
};

export const Invalid: Story = {
  render: function Render(args) {
    const copy = useCopy({
      en: { label: 'Export month', error: 'No data was collected before January 2025.' },
      ar: { label: 'شهر التصدير', error: 'لا توجد بيانات قبل يناير ٢٠٢٥.' },
    });
    return (
      <div style={{ maxInlineSize: 260 }}>
        <MonthPicker {...args} label={copy.label} defaultValue={{ month: 12, year: 2024 }} isInvalid errorMessage={copy.error} />
      </div>
    );
  },
};

/**
 * Keyboard only: Tab to the picker, Enter opens it on the chosen month, the forward arrow (ArrowRight
 * in English, ArrowLeft in Arabic) and ArrowDown move in the grid, Enter picks and closes; then the
 * year stepper moves to 2027 and Escape closes without changing anything.
 */
export const KeyboardOnly: Story = {
  args: { defaultValue: { month: 3, year: 2026 } },
  play: async ({ canvasElement, args, globals }) => {
    const trigger = within(canvasElement).getByRole('button');
    const forward = globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const grid = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-key', '3'));
    await expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard(forward);
    await expect(document.activeElement).toHaveAttribute('data-key', '4');
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveAttribute('data-key', '7');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ month: 7, year: 2026 });
    await waitFor(() => expect(grid).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent(/2026/);

    // Year stepper: Shift+Tab from the grid reaches "next year".
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-key', '7'));
    await userEvent.tab({ shift: true });
    const nextYear = within(document.body).getByRole('button', { name: globals.locale === 'ar' ? 'السنة التالية' : 'Next year' });
    await waitFor(() => expect(nextYear).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(within(document.body).getByRole('heading')).toHaveTextContent('2027');
    await expect(within(document.body).getByRole('listbox')).toHaveAccessibleName(/2027/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithValueRtl: Story = { ...WithValue, globals: rtl, tags: ['rtl-twin'] };
export const OpenRtl: Story = { ...Open, globals: rtl, tags: ['rtl-twin'] };
export const InvalidRtl: Story = { ...Invalid, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardOnlyRtl: Story = { ...KeyboardOnly, globals: rtl, tags: ['rtl-twin'] };
