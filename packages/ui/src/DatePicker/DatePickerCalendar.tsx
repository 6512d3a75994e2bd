import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar as AriaRangeCalendar,
  Text,
  useLocale,
  type CalendarProps as AriaCalendarProps,
  type DateValue,
  type RangeCalendarProps as AriaRangeCalendarProps,
} from 'react-aria-components';
import { ChevronEndIcon, ChevronStartIcon } from '../Icon';
import * as styles from './DatePicker.css';

/**
 * Header (previous, month heading, next) and the day grid. The chevrons sit in reading order and
 * mirror in Arabic, so "previous" always points to where the earlier month is. react-aria labels
 * the two buttons in the locale's language and mirrors the grid's arrow keys in RTL.
 */
function CalendarBody({ range, errorMessage }: { range?: boolean; errorMessage?: string }) {
  const { locale } = useLocale();
  // Arabic "short" weekday names are the full words (الأربعاء), too wide for a day column.
  const weekdayStyle = locale.startsWith('ar') ? 'narrow' : 'short';
  return (
    <>
      <header className={styles.calendarHeader}>
        <Button slot="previous" className={styles.iconButton}>
          <ChevronStartIcon size={20} />
        </Button>
        <Heading className={styles.calendarHeading} />
        <Button slot="next" className={styles.iconButton}>
          <ChevronEndIcon size={20} />
        </Button>
      </header>
      <CalendarGrid className={styles.calendarGrid} weekdayStyle={weekdayStyle}>
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className={[styles.cell, range ? styles.rangeCell : ''].join(' ')} />}
        </CalendarGridBody>
      </CalendarGrid>
      {errorMessage ? (
        <Text slot="errorMessage" className={styles.calendarFooter}>
          {errorMessage}
        </Text>
      ) : null}
    </>
  );
}

export interface PickerCalendarProps<T extends DateValue> extends Omit<AriaCalendarProps<T>, 'className' | 'style' | 'children'> {
  /** Shown under the grid when the selection is invalid (e.g. an unavailable date). */
  errorMessage?: string;
}

/** A month grid for one date; used inside DatePicker's popover, and usable inline. */
export function Calendar<T extends DateValue>({ errorMessage, ...props }: PickerCalendarProps<T>) {
  return (
    <AriaCalendar {...props} className={styles.calendar}>
      <CalendarBody errorMessage={errorMessage} />
    </AriaCalendar>
  );
}

export interface PickerRangeCalendarProps<T extends DateValue> extends Omit<AriaRangeCalendarProps<T>, 'className' | 'style' | 'children'> {
  errorMessage?: string;
}

/** A month grid for a start and an end date; used inside DateRangePicker's popover. */
export function RangeCalendar<T extends DateValue>({ errorMessage, ...props }: PickerRangeCalendarProps<T>) {
  return (
    <AriaRangeCalendar {...props} className={styles.calendar}>
      <CalendarBody range errorMessage={errorMessage} />
    </AriaRangeCalendar>
  );
}
