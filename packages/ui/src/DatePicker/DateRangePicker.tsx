import {
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { fieldClassName, type FieldBaseProps } from '../Field';
import type { CalendarPreferences } from './calendarLocale';
import { WithCalendarPreferences } from './CalendarPreferences';
import * as styles from './DatePicker.css';
import { PickerFieldParts, renderSegment } from './PickerFieldParts';
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
        <PickerFieldParts
          label={label}
          description={description}
          errorMessage={errorMessage}
          isRequired={props.isRequired}
          inputs={
            <>
              <DateInput slot="start" className={styles.dateInput}>
                {renderSegment}
              </DateInput>
              <span aria-hidden="true" className={styles.rangeSeparator}>
                –
              </span>
              <DateInput slot="end" className={styles.dateInput}>
                {renderSegment}
              </DateInput>
            </>
          }
          calendar={<RangeCalendar />}
        />
      </AriaDateRangePicker>
    </WithCalendarPreferences>
  );
}
