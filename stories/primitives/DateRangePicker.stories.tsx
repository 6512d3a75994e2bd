import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker, calendarSystems } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

// Fixed dates in a past month: no "today" marker, stable screenshots.
const period = { start: new CalendarDate(2026, 3, 10), end: new CalendarDate(2026, 3, 18) };

async function tabTo(target: Element, limit = 10) {
  for (let i = 0; i < limit && document.activeElement !== target; i++) await userEvent.tab();
  await waitFor(() => expect(target).toHaveFocus());
}

const meta = {
  title: 'Primitives/DateRangePicker',
  component: DateRangePicker,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A period with a start and an end date (a campaign run, a custom report range), typed or picked in one calendar: choose the first day, then the last. Same `calendar` and `arabicDigits` options as DatePicker. For whole months use MonthPicker.',
      },
    },
  },
  argTypes: { calendar: { control: 'inline-radio', options: calendarSystems } },
  args: { label: '', onChange: fn() },
  render: function Render(args) {
    const copy = useCopy({ en: 'Campaign period', ar: 'مدة الحملة' });
    return (
      <div style={{ maxInlineSize: 380 }}>
        <DateRangePicker {...args} label={args.label || copy} />
      </div>
    );
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholderValue: period.start } };
export const WithValue: Story = { args: { defaultValue: period } };

/** The range calendar open: both ends solid, the days between tinted. */
export const Open: Story = { args: { defaultValue: period, defaultOpen: true }, parameters: { visual: { target: 'viewport' } } };

export const Hijri: Story = {
  args: { defaultValue: period, defaultOpen: true, calendar: 'islamic-umalqura' },
  parameters: { visual: { target: 'viewport' } },
};

/** An end before the start is refused by react-aria; a translated message explains. */
export const Invalid: Story = {
  render: function Render(args) {
    const copy = useCopy({
      en: { label: 'Campaign period', error: 'A campaign runs for at most 7 days.' },
      ar: { label: 'مدة الحملة', error: 'تستمر الحملة ٧ أيام على الأكثر.' },
    });
    return (
      <div style={{ maxInlineSize: 380 }}>
        <DateRangePicker {...args} label={copy.label} defaultValue={period} isInvalid errorMessage={copy.error} />
      </div>
    );
  },
};

/**
 * Keyboard only: open the calendar from its button, pick the first day with Enter (focus steps one day on), move
 * two more days with the forward arrow (ArrowRight in English, ArrowLeft in Arabic) and a week down,
 * and pick the last day with Enter.
 */
export const KeyboardOnly: Story = {
  args: { defaultValue: period },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const forward = globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}';
    const button = within(canvas.getByRole('group')).getByRole('button');
    await tabTo(button);
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('grid');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('10'));
    await userEvent.keyboard('{Enter}');
    // react-aria moves focus one day on after the first pick, to show a range is being chosen.
    await expect(document.activeElement?.textContent).toBe('11');
    for (const day of ['12', '13']) {
      await userEvent.keyboard(forward);
      await expect(document.activeElement?.textContent).toBe(day);
    }
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement?.textContent).toBe('20');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: new CalendarDate(2026, 3, 10), end: new CalendarDate(2026, 3, 20) });
    await waitFor(() => expect(within(document.body).queryByRole('grid')).not.toBeInTheDocument());
  },
};

export const WithValueRtl: Story = { ...WithValue, globals: rtl, tags: ['rtl-twin'] };
export const OpenRtl: Story = { ...Open, globals: rtl, tags: ['rtl-twin'] };
export const InvalidRtl: Story = { ...Invalid, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardOnlyRtl: Story = { ...KeyboardOnly, globals: rtl, tags: ['rtl-twin'] };
