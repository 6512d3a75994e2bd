import {
  DateInput,
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from 'react-aria-components';
import { fieldClassName, type FieldBaseProps } from '../Field';
import type { CalendarPreferences } from './calendarLocale';
import { WithCalendarPreferences } from './CalendarPreferences';
import * as styles from './DatePicker.css';
import { PickerFieldParts, renderSegment } from './PickerFieldParts';
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
        <PickerFieldParts
          label={label}
          description={description}
          errorMessage={errorMessage}
          isRequired={props.isRequired}
          inputs={
            <>
              <DateInput className={styles.dateInput}>{renderSegment}</DateInput>
            </>
          }
          calendar={<Calendar />}
        />
      </AriaDatePicker>
    </WithCalendarPreferences>
  );
}
