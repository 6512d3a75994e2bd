import { validateEmail } from '@wasl/api/validators';
import { TextField, type TextFieldProps } from '../TextField';

export interface EmailFieldProps extends Omit<TextFieldProps, 'type' | 'inputDir'> {
  /** The e-mail rule; SPEC §5's account rule unless a form has its own (the newsletter's simple check). */
  validate?: TextFieldProps['validate'];
}

/**
 * An e-mail address field: typed left to right in both languages (addresses are Latin), the
 * browser's e-mail keyboard and autofill, SPEC §5's rule from the shared validators. One definition
 * for the sign-in, sign-up, reset, newsletter and demo forms.
 */
export function EmailField({ autoComplete = 'email', validate = validateEmail, ...props }: EmailFieldProps) {
  return <TextField {...props} type="email" inputDir="ltr" autoComplete={autoComplete} validate={validate} />;
}
