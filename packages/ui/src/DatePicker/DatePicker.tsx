import { CalendarDays } from 'lucide-react';
import {
  Button,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName, type FieldBaseProps } from '../Field';
import type { CalendarPreferences } from './calendarLocale';
import { WithCalendarPreferences } from './CalendarPreferences';
import * as styles from './DatePicker.css';
import { Calendar } from './DatePickerCalendar';

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'className' | 'style' | 'children'>, CalendarPreferences, FieldBaseProps {
  className?: string;
}

/**
 * A date typed segment by segment or picked from a calendar popover, on react-aria's DatePicker.
 * Gregorian by default; `calendar="islamic-umalqura"` shows Hijri (the value keeps the calendar it
 * was given in), `arabicDigits` shows Arabic-Indic digits.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  calendar,
  arabicDigits,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <WithCalendarPreferences calendar={calendar} arabicDigits={arabicDigits}>
      <AriaDatePicker {...props} className={fieldClassName(className)} data-wasl-field="">
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group className={styles.group}>
          <DateInput className={styles.dateInput}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
          <Button className={styles.iconButton}>
            <CalendarDays size={18} aria-hidden="true" />
          </Button>
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorText errorMessage={errorMessage} />
        <Popover className={styles.popover} placement="bottom end">
          <Dialog className={styles.dialog}>
            <Calendar />
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </WithCalendarPreferences>
  );
}
