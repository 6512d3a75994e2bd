export { DatePicker, type DatePickerProps } from './DatePicker';
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { Calendar, RangeCalendar, type PickerCalendarProps, type PickerRangeCalendarProps } from './DatePickerCalendar';
export { calendarSystems, withCalendarPreferences, type CalendarSystem, type CalendarPreferences } from './calendarLocale';
/** The plain day the pickers take and give (`parseDate('2026-10-01')`, `value.toString()`). */
export { parseDate, type CalendarDate } from '@internationalized/date';
