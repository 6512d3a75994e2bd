import { CalendarDays } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, ListBox, ListBoxItem, Popover, useLocale } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import * as pickerStyles from '../DatePicker/DatePicker.css';
import { withCalendarPreferences } from '../DatePicker/calendarLocale';
import { fieldClassName, fieldStyles } from '../Field';
import { ChevronEndIcon, ChevronStartIcon } from '../Icon';
import { currentMonth, formatMonthKey, isMonthWithin, isSameMonth, monthsOfYear, type MonthValue } from './month';
import * as styles from './MonthPicker.css';

export interface MonthPickerProps {
  /** The visible label; every field has one. */
  label: string;
  /** Help under the field, announced with it. */
  description?: string;
  /** Shown (and announced) while `isInvalid`. */
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Controlled value. */
  value?: MonthValue;
  /** Uncontrolled start value. @default the current month in `timeZone` (SPEC §9) */
  defaultValue?: MonthValue;
  onChange?: (value: MonthValue) => void;
  /** Earliest selectable month, inclusive. */
  minValue?: MonthValue;
  /** Latest selectable month, inclusive (e.g. the current month for exports). */
  maxValue?: MonthValue;
  /** The clock: "now" for the default value and the current-month marker. Inject it in tests and stories. @default new Date() */
  now?: Date;
  /** Time zone that decides which month it is now. @default the browser's */
  timeZone?: string;
  /** Arabic-Indic digits in the year. @default the locale's */
  arabicDigits?: boolean;
  /** Form field name; the value is submitted as `year-month` (`2026-03`). */
  name?: string;
  /** @default false */
  defaultOpen?: boolean;
  className?: string;
}

/** Month names (the grid shows full names: the listbox label carries the year) and the "March 2026" label in the locale (always Gregorian: the API's month filter is). */
function useMonthFormat(arabicDigits?: boolean) {
  const { locale } = useLocale();
  return useMemo(() => {
    const tag = withCalendarPreferences(locale, { calendar: 'gregory', arabicDigits });
    const date = ({ month, year }: MonthValue) => new Date(Date.UTC(year, month - 1, 1));
    const name = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const year = new Intl.NumberFormat(tag, { useGrouping: false });
    return {
      name: (value: MonthValue) => name.format(date(value)),
      long: (value: MonthValue) => long.format(date(value)),
      year: (value: number) => year.format(value),
    };
  }, [locale, arabicDigits]);
}

/**
 * A month and year (the dashboard, orders and exports filters). A button shows the chosen month;
 * it opens a grid of the twelve months with a year stepper. Arrow keys move in the grid (mirrored
 * in Arabic), Enter picks, Escape closes; focus returns to the button.
 */
export function MonthPicker({
  label,
  description,
  errorMessage,
  isInvalid = false,
  isDisabled = false,
  isRequired = false,
  value: controlled,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  now,
  timeZone,
  arabicDigits,
  name,
  defaultOpen = false,
  className,
}: MonthPickerProps) {
  const { t } = useTranslation('pickers');
  const format = useMonthFormat(arabicDigits);
  const today = useMemo(() => currentMonth(now ?? new Date(), timeZone), [now, timeZone]);
  const [uncontrolled, setUncontrolled] = useState<MonthValue>(() => defaultValue ?? today);
  const value = controlled ?? uncontrolled;
  const [isOpen, setOpen] = useState(defaultOpen);
  const [shownYear, setShownYear] = useState(value.year);
  const ids = { label: useId(), value: useId(), description: useId(), error: useId() };

  const open = (next: boolean) => {
    // Each opening starts at the chosen month's year.
    if (next) setShownYear(value.year);
    setOpen(next);
  };
  const select = (month: number) => {
    const next = { month, year: shownYear };
    if (!isMonthWithin(next, minValue, maxValue)) return;
    if (controlled === undefined) setUncontrolled(next);
    onChange?.(next);
    setOpen(false);
  };

  const disabledKeys = monthsOfYear.filter((month) => !isMonthWithin({ month, year: shownYear }, minValue, maxValue));
  const canGoBack = !minValue || shownYear > minValue.year;
  const canGoForward = !maxValue || shownYear < maxValue.year;
  const describedBy = [description ? ids.description : null, isInvalid && errorMessage ? ids.error : null].filter(Boolean).join(' ');

  return (
    <div className={fieldClassName(className)} data-wasl-field="">
      <span id={ids.label} className={fieldStyles.label}>
        {label}
        {isRequired ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <DialogTrigger isOpen={isOpen} onOpenChange={open}>
        <Button
          className={styles.trigger}
          isDisabled={isDisabled}
          aria-labelledby={`${ids.label} ${ids.value}`}
          aria-describedby={describedBy || undefined}
          aria-invalid={isInvalid || undefined}
          aria-required={isRequired || undefined}
          data-invalid={isInvalid || undefined}
        >
          <span id={ids.value}>{format.long(value)}</span>
          <CalendarDays size={18} aria-hidden="true" className={styles.triggerIcon} />
        </Button>
        <Popover className={pickerStyles.popover} placement="bottom start">
          <Dialog className={pickerStyles.dialog} aria-labelledby={ids.label}>
            <div className={pickerStyles.calendar}>
              <header className={pickerStyles.calendarHeader}>
                <Button
                  className={pickerStyles.iconButton}
                  aria-label={t('month.previousYear')}
                  isDisabled={!canGoBack}
                  onPress={() => setShownYear((year) => year - 1)}
                >
                  <ChevronStartIcon size={20} />
                </Button>
                <Heading className={pickerStyles.calendarHeading} aria-live="polite">
                  {format.year(shownYear)}
                </Heading>
                <Button
                  className={pickerStyles.iconButton}
                  aria-label={t('month.nextYear')}
                  isDisabled={!canGoForward}
                  onPress={() => setShownYear((year) => year + 1)}
                >
                  <ChevronEndIcon size={20} />
                </Button>
              </header>
              <ListBox
                aria-label={t('month.months', { year: format.year(shownYear) })}
                layout="grid"
                className={styles.grid}
                selectionMode="single"
                disallowEmptySelection
                selectedKeys={value.year === shownYear ? [value.month] : []}
                disabledKeys={disabledKeys}
                onSelectionChange={(keys) => {
                  if (keys === 'all') return;
                  const [key] = [...keys];
                  if (key !== undefined) select(Number(key));
                }}
                autoFocus
              >
                {monthsOfYear.map((month) => {
                  const item = { month, year: shownYear };
                  const isCurrent = isSameMonth(item, today);
                  return (
                    <ListBoxItem
                      key={month}
                      id={month}
                      textValue={format.name(item)}
                      className={[styles.month, isCurrent ? styles.current : ''].join(' ')}
                    >
                      {format.name(item)}
                      {/* ListBoxItem drops aria-current, so the marker is also spoken as text. */}
                      {isCurrent ? <span className={fieldStyles.visuallyHidden}>{`, ${t('month.current')}`}</span> : null}
                    </ListBoxItem>
                  );
                })}
              </ListBox>
            </div>
          </Dialog>
        </Popover>
      </DialogTrigger>
      {name ? <input type="hidden" name={name} value={formatMonthKey(value)} /> : null}
      {description ? (
        <span id={ids.description} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {isInvalid && errorMessage ? (
        <span id={ids.error} className={fieldStyles.error} data-field-error="">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
