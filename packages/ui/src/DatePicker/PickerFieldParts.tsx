import type { ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import { Button, DateSegment, Dialog, Group, Popover, type DateInputProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldBaseProps } from '../Field';
import * as styles from './DatePicker.css';

interface PickerFieldPartsProps extends Pick<FieldBaseProps, 'label' | 'description' | 'errorMessage'> {
  isRequired?: boolean;
  /** The typed part: one DateInput (DatePicker) or start – end (DateRangePicker). */
  inputs: ReactNode;
  /** The calendar the button opens. */
  calendar: ReactNode;
}

/** One segment of a DateInput, styled the same in both pickers. */
export const renderSegment = (segment: Parameters<DateInputProps['children']>[0]) => (
  <DateSegment segment={segment} className={styles.segment} />
);

/**
 * What DatePicker and DateRangePicker share inside react-aria's picker: label, the field box with
 * the typed date(s) and the calendar button, description, error, and the calendar popover.
 */
export function PickerFieldParts({ label, description, errorMessage, isRequired, inputs, calendar }: PickerFieldPartsProps) {
  return (
    <>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        {inputs}
        <Button className={styles.iconButton}>
          <CalendarDays size={18} aria-hidden="true" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText errorMessage={errorMessage} />
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.dialog}>{calendar}</Dialog>
      </Popover>
    </>
  );
}
