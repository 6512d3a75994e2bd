import { useRef } from 'react';
import {
  FieldErrorContext,
  FormContext,
  Group,
  GroupContext,
  Input,
  InputContext,
  LabelContext,
  Provider,
  TextContext,
  useLocale,
  useSlottedContext,
  type TimeFieldProps as AriaTimeFieldProps,
  type TimeValue,
} from 'react-aria-components';
import { filterDOMProps } from 'react-aria/filterDOMProps';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import { useDateSegment, useTimeField } from 'react-aria/useTimeField';
import type { DateSegment } from 'react-stately/useDateFieldState';
import { useTimeFieldState, type TimeFieldState } from 'react-stately/useTimeFieldState';
import type { CalendarPreferences } from '../DatePicker/calendarLocale';
import { WithCalendarPreferences } from '../DatePicker/CalendarPreferences';
import * as pickerStyles from '../DatePicker/DatePicker.css';
import { FieldParts, fieldClassName, type FieldBaseProps } from '../Field';

export const timeGranularities = ['hour', 'minute'] as const;
export type TimeGranularity = (typeof timeGranularities)[number];

export interface TimeFieldProps<T extends TimeValue>
  extends
    Omit<AriaTimeFieldProps<T>, 'className' | 'style' | 'children' | 'granularity' | 'render'>,
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
 *
 * Built on react-aria's time field hooks rather than react-aria-components' `TimeField`: that one
 * lives in the module of `DateField`, which imports every calendar system of
 * `@internationalized/date` (`createCalendar`) for the date pickers. A time needs only the
 * Gregorian calendar (`useTimeFieldState` creates it), so the screens with a time field but no
 * date picker no longer download the others. The markup, the contexts the field parts read and the
 * data attributes are those of react-aria-components' `TimeField` + `DateInput` + `DateSegment`.
 */
export function TimeField<T extends TimeValue>({ arabicDigits, ...props }: TimeFieldProps<T>) {
  return (
    <WithCalendarPreferences arabicDigits={arabicDigits}>
      <TimeFieldControl {...props} />
    </WithCalendarPreferences>
  );
}

/**
 * react-aria-components' `TimeField` on the hooks: the field's element, and the contexts its parts
 * read (the label, the description and error slots, the validation, the group and the hidden input).
 */
function TimeFieldControl<T extends TimeValue>({
  label,
  description,
  errorMessage,
  granularity = 'minute',
  className,
  ...props
}: Omit<TimeFieldProps<T>, 'arabicDigits'>) {
  const { validationBehavior: formValidationBehavior } = useSlottedContext(FormContext) ?? {};
  const validationBehavior = props.validationBehavior ?? formValidationBehavior ?? 'native';
  const { locale } = useLocale();
  const state = useTimeFieldState({ ...props, granularity, locale, validationBehavior });
  const fieldRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { labelProps, fieldProps, inputProps, descriptionProps, errorMessageProps, ...validation } = useTimeField(
    // FieldParts always renders the label (react-aria-components finds it with a slot ref). Data
    // attributes stay on the field's element, not on the group of segments.
    { ...withoutDataAttributes(props), granularity, label: true, inputRef, validationBehavior },
    state,
    fieldRef,
  );
  const domProps = filterDOMProps(props, { global: true });
  delete domProps.id;
  return (
    <Provider
      values={[
        [GroupContext, { ...fieldProps, ref: fieldRef, isInvalid: state.isInvalid, isDisabled: state.isDisabled }],
        [InputContext, { ...inputProps, ref: inputRef }],
        [LabelContext, { ...labelProps, elementType: 'span' }],
        [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
        [FieldErrorContext, validation],
      ]}
    >
      <div
        {...domProps}
        className={fieldClassName(className)}
        data-wasl-field=""
        data-rac=""
        slot={props.slot || undefined}
        data-invalid={state.isInvalid || undefined}
        data-disabled={state.isDisabled || undefined}
        data-readonly={state.isReadOnly || undefined}
        data-required={props.isRequired || undefined}
      >
        <FieldParts label={label} isRequired={props.isRequired} description={description} errorMessage={errorMessage}>
          <Group className={pickerStyles.group} isReadOnly={state.isReadOnly} isInvalid={state.isInvalid} isDisabled={state.isDisabled}>
            {state.segments.map((segment, i) => (
              // Segments are keyed by position, as react-aria-components' DateInput keys them.
              <TimeSegment key={i} segment={segment} state={state} />
            ))}
          </Group>
          {/* The hidden input: native form validation (and the value, when the field has a name). */}
          <Input className="" />
        </FieldParts>
      </div>
    </Provider>
  );
}

/** Props without `data-*` attributes. */
function withoutDataAttributes<P extends object>(props: P): P {
  return Object.fromEntries(Object.entries(props).filter(([name]) => !name.startsWith('data-'))) as P;
}

/** react-aria-components' `DateSegment`: one spin button (or a literal), with the data attributes the styles read. */
function TimeSegment({ segment, state }: { segment: DateSegment; state: TimeFieldState }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: state.isDisabled || segment.type === 'literal' });
  return (
    <span
      {...mergeProps(segmentProps, focusProps, hoverProps)}
      className={pickerStyles.segment}
      data-rac=""
      style={segmentProps.style}
      ref={ref}
      data-placeholder={segment.isPlaceholder || undefined}
      data-invalid={state.isInvalid || undefined}
      data-readonly={state.isReadOnly || undefined}
      data-disabled={state.isDisabled || undefined}
      data-type={segment.type}
      data-hovered={isHovered || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {segment.text}
    </span>
  );
}
