import { TextArea as AriaTextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldParts, fieldClassName, fieldStyles, type FieldBaseProps } from '../Field';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'>, FieldBaseProps {
  placeholder?: string;
  /** Visible lines before it scrolls; the merchant can drag it taller. @default 4 */
  rows?: number;
  className?: string;
}

/**
 * Multi-line text: ticket descriptions, quick messages, campaign content. The text direction follows
 * what is typed (`dir="auto"`), so an English message in an Arabic form reads correctly.
 */
export function TextArea({ label, description, errorMessage, placeholder, rows = 4, className, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...props} className={fieldClassName(className)} data-wasl-field="">
      <FieldParts label={label} isRequired={props.isRequired} description={description} errorMessage={errorMessage}>
        <AriaTextArea className={fieldStyles.input({ multiline: true })} placeholder={placeholder} rows={rows} dir="auto" />
      </FieldParts>
    </AriaTextField>
  );
}
