import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName, type FieldBaseProps } from '../Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The visible label. */
  children: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  className?: string;
}

/** One yes/no choice that takes effect on submit (for settings that apply at once, use Switch). */
export function Checkbox({ children, description, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={[styles.control, className].filter(Boolean).join(' ')}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <Minus size={14} strokeWidth={3} /> : isSelected ? <Check size={14} strokeWidth={3} /> : null}
          </span>
          <span className={styles.text}>
            <span>{children}</span>
            {description ? <span className={styles.itemDescription}>{description}</span> : null}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'>, FieldBaseProps {
  children: ReactNode;
  /** @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

/** Several independent choices under one label (plan-gated features, export columns, order statuses to notify). */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={fieldClassName(className)} data-orientation={orientation} data-wasl-field="">
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={styles.options}>{children}</div>
      <FieldErrorText errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
