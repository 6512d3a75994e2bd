export { DatePicker, type DatePickerProps } from './DatePicker';
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { Calendar, RangeCalendar, type PickerCalendarProps, type PickerRangeCalendarProps } from './DatePickerCalendar';
export { calendarSystems, withCalendarPreferences, type CalendarSystem, type CalendarPreferences } from './calendarLocale';
