import type { Meta, StoryObj } from '@storybook/react-vite';
import { Time } from '@internationalized/date';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { TimeField, formatTimeString, parseTimeString, timeGranularities } from '@wasl/ui';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';

const meta = {
  title: 'Primitives/TimeField',
  component: TimeField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A time of day: support hours, a section’s start and end, the campaign start hour (`granularity="hour"`). Segments are typed or stepped with the arrow keys; 12- or 24-hour follows the locale (`hourCycle` forces one). Convert the API’s `HH:mm` with `parseTimeString` / `formatTimeString`. Not for durations (NumberField) or dates (DatePicker).',
      },
    },
  },
  argTypes: { granularity: { control: 'inline-radio', options: timeGranularities } },
  args: { label: '', onChange: fn() },
  render: function Render(args) {
    const copy = useCopy({ en: 'Support starts at', ar: 'يبدأ الدعم الساعة' });
    return (
      <div style={{ maxInlineSize: 240 }}>
        <TimeField {...args} label={args.label || copy} />
      </div>
    );
  },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: parseTimeString('09:30')! } };
export const TwentyFourHour: Story = { args: { defaultValue: parseTimeString('21:15')!, hourCycle: 24 } };

/** The campaign start hour: whole hours only. */
export const HourOnly: Story = {
  render: function Render(args) {
    const copy = useCopy({
      en: { label: 'Start hour', hint: 'Messages start going out at this hour once the campaign is approved.' },
      ar: { label: 'ساعة البدء', hint: 'تبدأ الرسائل بالإرسال في هذه الساعة بعد اعتماد الحملة.' },
    });
    return (
      <div style={{ maxInlineSize: 320 }}>
        <TimeField {...args} label={copy.label} description={copy.hint} granularity="hour" defaultValue={new Time(14)} />
      </div>
    );
  },
};

export const Disabled: Story = { args: { defaultValue: parseTimeString('09:30')!, isDisabled: true } };

/** Support hours: the end must come after the start (except 00:00–00:00, SPEC §9's "all day"). */
export const SupportHours: Story = {
  render: function Render(args) {
    const copy = useCopy({
      en: { start: 'From', end: 'To', error: 'The end must be after the start.' },
      ar: { start: 'من', end: 'إلى', error: 'يجب أن يكون وقت الانتهاء بعد وقت البدء.' },
    });
    const start = parseTimeString('18:00')!;
    return (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, maxInlineSize: 480 }}>
        <TimeField {...args} label={copy.start} defaultValue={start} />
        <TimeField
          {...args}
          label={copy.end}
          defaultValue={parseTimeString('09:00')!}
          validate={(end) =>
            end && end.hour * 60 + end.minute <= start.hour * 60 + start.minute && formatTimeString(end) !== '00:00' ? copy.error : null
          }
          validationBehavior="aria"
        />
      </div>
    );
  },
};

/**
 * Keyboard only: Tab to the hour, ArrowUp steps it, typing digits fills the minutes, and the value
 * reaches `onChange` as a Time. Segments follow the reading order (mirrored in Arabic), so
 * Tab always moves to the next segment.
 */
export const KeyboardOnly: Story = {
  args: { defaultValue: parseTimeString('09:30')!, hourCycle: 24 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [hour, minute] = canvas.getAllByRole('spinbutton');
    await userEvent.tab();
    await waitFor(() => expect(hour).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(10, 30));
    await userEvent.tab();
    await waitFor(() => expect(minute).toHaveFocus());
    await userEvent.keyboard('45');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(10, 45));
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(10, 44));
    await expect(hour).toHaveAttribute('aria-valuenow', '10');
  },
};

export const WithValueRtl: Story = { ...WithValue, globals: rtl, tags: ['rtl-twin'] };
export const HourOnlyRtl: Story = { ...HourOnly, globals: rtl, tags: ['rtl-twin'] };
export const SupportHoursRtl: Story = { ...SupportHours, globals: rtl, tags: ['rtl-twin'] };
export const KeyboardOnlyRtl: Story = { ...KeyboardOnly, globals: rtl, tags: ['rtl-twin'] };
