import { Minus, Plus } from 'lucide-react';
import { Button, Group, Input, NumberField as AriaNumberField, type NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName, fieldStyles, type FieldBaseProps } from '../Field';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'>, FieldBaseProps {
  /**
   * An ISO 4217 code (`'SAR'`) to show and type the value as money in the reader's locale;
   * merges into `formatOptions`. Leave it out for plain numbers.
   */
  currency?: string;
  /** Hide the − and + buttons (for ids and amounts nobody steps through). @default false */
  hideStepper?: boolean;
  placeholder?: string;
  className?: string;
}

/**
 * A number typed or stepped (ArrowUp/ArrowDown, PageUp/PageDown, the − and + buttons), formatted for
 * the reader's locale by react-aria: Arabic digits where the locale asks for them, grouping, SAR as
 * the Saudi locale writes it. Use it for quantities, limits and amounts; not for phone numbers,
 * order ids or codes (TextField or PhoneField), which are not quantities.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  currency,
  hideStepper = false,
  formatOptions,
  placeholder,
  className,
  ...props
}: NumberFieldProps) {
  const options: Intl.NumberFormatOptions | undefined = currency ? { style: 'currency', currency, ...formatOptions } : formatOptions;
  return (
    <AriaNumberField {...props} formatOptions={options} className={fieldClassName(className)} data-wasl-field="">
      {({ isInvalid, isDisabled }) => (
        <>
          <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
          <Group className={fieldStyles.group} isInvalid={isInvalid} isDisabled={isDisabled}>
            {hideStepper ? null : (
              <Button slot="decrement" className={fieldStyles.groupButton}>
                <Minus size={16} aria-hidden="true" />
              </Button>
            )}
            <Input className={fieldStyles.groupInput} placeholder={placeholder} style={{ fontVariantNumeric: 'tabular-nums' }} />
            {hideStepper ? null : (
              <Button slot="increment" className={fieldStyles.groupButton}>
                <Plus size={16} aria-hidden="true" />
              </Button>
            )}
          </Group>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorText errorMessage={errorMessage} />
        </>
      )}
    </AriaNumberField>
  );
}
