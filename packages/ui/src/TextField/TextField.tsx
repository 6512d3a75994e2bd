import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldParts, commitWhileInvalid, fieldClassName, fieldStyles, type FieldBaseProps } from '../Field';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, FieldBaseProps {
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
    <AriaTextField {...props} className={fieldClassName(className)} data-wasl-field="">
      <FieldParts label={label} isRequired={props.isRequired} description={description} errorMessage={errorMessage}>
        <Input className={fieldStyles.input()} placeholder={placeholder} dir={inputDir} onInput={commitWhileInvalid} />
      </FieldParts>
    </AriaTextField>
  );
}
