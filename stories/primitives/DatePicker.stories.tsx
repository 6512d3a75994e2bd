import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, calendarSystems } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

// Fixed dates only: a date in a past month never carries react-aria's "today" marker, so the
// screenshots do not change with the clock.
const orderDate = new CalendarDate(2026, 3, 15);
const firstOfMonth = new CalendarDate(2026, 3, 1);

/** Tab forward until `target` has focus (segment counts differ per locale). */
async function tabTo(target: Element, limit = 8) {
  for (let i = 0; i < limit && document.activeElement !== target; i++) await userEvent.tab();
  await waitFor(() => expect(target).toHaveFocus());
}

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One date, typed segment by segment or picked from a calendar (order date, campaign start date). Gregorian by default; `calendar="islamic-umalqura"` shows Hijri while the value keeps its own calendar, `arabicDigits` shows ٠١٢٣. Not for a month filter (MonthPicker), a time (TimeField) or a period (DateRangePicker).',
      },
    },
  },
  argTypes: { calendar: { control: 'inline-radio', options: calendarSystems } },
  args: { label: '', onChange: fn() },
  render: function Render(args) {
    const copy = useCopy({
      en: { label: 'Order date', hint: 'The day the customer placed the order.' },
      ar: { label: 'تاريخ الطلب', hint: 'اليوم الذي قدّم فيه العميل الطلب.' },
    });
    return (
      <div style={{ maxInlineSize: 320 }}>
        <DatePicker {...args} label={args.label || copy.label} description={args.description === '' ? undefined : copy.hint} />
      </div>
    );
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholderValue: firstOfMonth } };
export const WithValue: Story = { args: { defaultValue: orderDate } };
export const Required: Story = { args: { isRequired: true, placeholderValue: firstOfMonth } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: orderDate } };

/** A date before the allowed minimum: the field turns invalid and shows the translated reason. */
export const Invalid: Story = {
  render: function Render(args) {
    const copy = useCopy({
      en: { label: 'Campaign start', error: 'The campaign cannot start before 20 March 2026.' },
      ar: { label: 'بداية الحملة', error: 'لا يمكن أن تبدأ الحملة قبل ٢٠ مارس ٢٠٢٦.' },
    });
    return (
      <div style={{ maxInlineSize: 320 }}>
        <DatePicker
          {...args}
          label={copy.label}
          defaultValue={orderDate}
          minValue={new CalendarDate(2026, 3, 20)}
          errorMessage={copy.error}
          validationBehavior="aria"
        />
      </div>
    );
  },
};

/** The calendar popover, open on the selected date. */
export const Open: Story = {
  args: { defaultValue: orderDate, defaultOpen: true },
  parameters: { visual: { target: 'viewport' } },
};

/** The Hijri (Umm al-Qura) calendar: the grid, heading and segments are Hijri; the value stays Gregorian. */
export const Hijri: Story = {
  args: { defaultValue: orderDate, defaultOpen: true, calendar: 'islamic-umalqura' },
  parameters: { visual: { target: 'viewport' } },
};

/** Arabic-Indic digits, for merchants who prefer them. */
export const ArabicDigits: Story = {
  args: { defaultValue: orderDate, defaultOpen: true, arabicDigits: true },
  parameters: { visual: { target: 'viewport' } },
  globals: rtl,
};

/**
 * Keyboard only: type the date into the segments, then open the calendar with Enter on its button,
 * move a week down with ArrowDown and a day "forward" with the arrow that points forward in the
 * reading direction (ArrowRight in English, ArrowLeft in Arabic), and pick it with Enter.
 */
export const KeyboardOnly: Story = {
  args: { placeholderValue: firstOfMonth },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group');
    await userEvent.tab();
    await expect(group.contains(document.activeElement)).toBe(true);
    // Segments take digits in the locale's order: month/day/year (en-US), day/month/year (ar-SA).
    const isArabic = globals.locale === 'ar';
    await userEvent.keyboard(isArabic ? '15032026' : '03152026');
    await expect(args.onChange).toHaveBeenLastCalledWith(orderDate);

    const button = within(group).getByRole('button');
    await tabTo(button);
    await userEvent.keyboard('{Enter}');
    const grid = await within(document.body).findByRole('grid');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('15'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement?.textContent).toBe('22');
    await userEvent.keyboard(isArabic ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(document.activeElement?.textContent).toBe('23');
    await userEvent.keyboard(isArabic ? '{ArrowRight}{ArrowRight}' : '{ArrowLeft}{ArrowLeft}');
    await expect(document.activeElement?.textContent).toBe('21');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 21));
    await waitFor(() => expect(grid).not.toBeInTheDocument());
    // Focus returns to the field after the popover closes.
    await waitFor(() => expect(group.contains(document.activeElement)).toBe(true));
  },
};

/** Escape closes the calendar without changing the value; PageDown moves a month. */
export const KeyboardEscape: Story = {
  args: { defaultValue: orderDate },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = within(canvas.getByRole('group')).getByRole('button');
    await tabTo(button);
    await userEvent.keyboard('{Enter}');
    const grid = await within(document.body).findByRole('grid');
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('15'));
    await expect(grid.getAttribute('aria-label')).toMatch(/2026|٢٠٢٦/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('grid')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const WithValueRtl: Story = { ...WithValue, globals: rtl, tags: ['rtl-twin'] };
export const OpenRtl: Story = { ...Open, globals: rtl, tags: ['rtl-twin'] };
export const HijriRtl: Story = { ...Hijri, globals: rtl, tags: ['rtl-twin'] };
export const InvalidRtl: Story = { ...Invalid, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardOnlyRtl: Story = { ...KeyboardOnly, globals: rtl, tags: ['rtl-twin'] };
