import { CalendarDays } from 'lucide-react';
import {
  Button,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName, type FieldBaseProps } from '../Field';
import type { CalendarPreferences } from './calendarLocale';
import { WithCalendarPreferences } from './CalendarPreferences';
import * as styles from './DatePicker.css';
import { RangeCalendar } from './DatePickerCalendar';

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<AriaDateRangePickerProps<T>, 'className' | 'style' | 'children'>, CalendarPreferences, FieldBaseProps {
  className?: string;
}

/**
 * A start and an end date, typed or picked from a range calendar (click or Enter the first day,
 * then the last). Same calendar and digit preferences as DatePicker.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  calendar,
  arabicDigits,
  className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <WithCalendarPreferences calendar={calendar} arabicDigits={arabicDigits}>
      <AriaDateRangePicker {...props} className={fieldClassName(className)} data-wasl-field="">
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group className={styles.group}>
          <DateInput slot="start" className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <span aria-hidden="true" className={styles.rangeSeparator}>
            –
          </span>
          <DateInput slot="end" className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.iconButton}>
            <CalendarDays size={18} aria-hidden="true" />
          </Button>
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText errorMessage={errorMessage} />
        <Popover className={styles.popover} placement="bottom end">
          <Dialog className={styles.dialog}>
            <RangeCalendar />
          </Dialog>
        </Popover>
      </AriaDateRangePicker>
    </WithCalendarPreferences>
  );
}
