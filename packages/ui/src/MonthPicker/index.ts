export { MonthPicker, type MonthPickerProps } from './MonthPicker';
export {
  addMonths,
  compareMonths,
  currentMonth,
  formatMonthKey,
  isMonthValue,
  isMonthWithin,
  isSameMonth,
  monthsOfYear,
  parseMonthKey,
  type MonthValue,
} from './month';
