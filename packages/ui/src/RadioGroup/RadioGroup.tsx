import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { checkboxStyles as styles } from '../Checkbox';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName, type FieldBaseProps } from '../Field';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'>, FieldBaseProps {
  children: ReactNode;
  className?: string;
}

/**
 * One choice out of a few, all visible (payment method, language, chat end time). Tab enters the
 * group at the chosen option; the arrow keys move and choose (mirrored in Arabic when horizontal).
 * For more than about five options use Select.
 */
export function RadioGroup({ label, description, errorMessage, children, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={fieldClassName(className)} data-wasl-field="">
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={styles.options}>{children}</div>
      <FieldErrorText errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  className?: string;
}

export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={[styles.control, className].filter(Boolean).join(' ')}>
      <span className={styles.radio} aria-hidden="true" />
      <span className={styles.text}>
        <span>{children}</span>
        {description ? <span className={styles.itemDescription}>{description}</span> : null}
      </span>
    </AriaRadio>
  );
}
