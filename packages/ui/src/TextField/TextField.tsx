import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  /** The visible label; every field has one. */
  label: string;
  /** Help under the field, announced with it. */
  description?: string;
  /** A translated message, or a function of react-aria's validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /**
   * Writing direction of the value. `auto` suits user content that may mix scripts
   * (names, phone numbers, order ids). @default 'auto'
   */
  inputDir?: 'auto' | 'ltr' | 'rtl';
  className?: string;
}

/** A labelled single-line text input with description and error, on react-aria's TextField. */
export function TextField({ label, description, errorMessage, placeholder, inputDir = 'auto', className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label className={styles.label}>
        {label}
        {props.isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <Input className={styles.input()} placeholder={placeholder} dir={inputDir} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
