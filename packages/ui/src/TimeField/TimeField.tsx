import {
  DateInput,
  DateSegment,
  TimeField as AriaTimeField,
  type TimeFieldProps as AriaTimeFieldProps,
  type TimeValue,
} from 'react-aria-components';
import type { CalendarPreferences } from '../DatePicker/calendarLocale';
import { WithCalendarPreferences } from '../DatePicker/CalendarPreferences';
import * as pickerStyles from '../DatePicker/DatePicker.css';
import { FieldParts, fieldClassName, type FieldBaseProps } from '../Field';

export const timeGranularities = ['hour', 'minute'] as const;
export type TimeGranularity = (typeof timeGranularities)[number];

export interface TimeFieldProps<T extends TimeValue>
  extends
    Omit<AriaTimeFieldProps<T>, 'className' | 'style' | 'children' | 'granularity'>,
    Pick<CalendarPreferences, 'arabicDigits'>,
    FieldBaseProps {
  /** `hour` for whole hours only (the campaign start hour); `minute` for support hours and sections. @default 'minute' */
  granularity?: TimeGranularity;
  className?: string;
}

/**
 * A time of day typed segment by segment (arrow keys step, digits type). 12- or 24-hour follows
 * the locale unless `hourCycle` says otherwise; the value is a `Time` (use `parseTimeString` /
 * `formatTimeString` for the API's `HH:mm`).
 */
export function TimeField<T extends TimeValue>({
  label,
  description,
  errorMessage,
  granularity = 'minute',
  arabicDigits,
  className,
  ...props
}: TimeFieldProps<T>) {
  return (
    <WithCalendarPreferences arabicDigits={arabicDigits}>
      <AriaTimeField {...props} granularity={granularity} className={fieldClassName(className)} data-wasl-field="">
        <FieldParts label={label} isRequired={props.isRequired} description={description} errorMessage={errorMessage}>
          <DateInput className={pickerStyles.group}>
            {(segment) => <DateSegment segment={segment} className={pickerStyles.segment} />}
          </DateInput>
        </FieldParts>
      </AriaTimeField>
    </WithCalendarPreferences>
  );
}
