import { CircleAlert } from '../Icon/glyphs';
import type { FormEvent, ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { translateData } from '@wasl/i18n/typed';
import * as styles from './Field.css';

/** A translated message, a translation key (`'validation:emailInvalid'`), or a function of react-aria's validation result. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string | null | undefined);

/** Props every Wasl field shares. */
export interface FieldBaseProps {
  /** The visible label; every field has one. */
  label: string;
  /** Help under the field, announced with it. */
  description?: string;
  /**
   * Overrides the error text. By default the field shows its validation errors: messages returned by
   * `validate` (translation keys are translated) or a translated message for native constraints.
   */
  errorMessage?: FieldErrorMessage;
}

/** Native constraint → translation key in the `forms` namespace. */
const nativeMessages = [
  ['valueMissing', 'field.errors.valueMissing'],
  ['typeMismatch', 'field.errors.typeMismatch'],
  ['patternMismatch', 'field.errors.patternMismatch'],
  ['tooShort', 'field.errors.tooShort'],
  ['tooLong', 'field.errors.tooLong'],
  ['rangeUnderflow', 'field.errors.rangeUnderflow'],
  ['rangeOverflow', 'field.errors.rangeOverflow'],
  ['stepMismatch', 'field.errors.stepMismatch'],
  ['badInput', 'field.errors.badInput'],
] as const satisfies readonly (readonly [keyof ValidityState, string])[];

/**
 * Turns a validation result into the texts to show. Validators return translation keys (the shared
 * validators of @wasl/api do), so a message that is a known key is translated; any other string is
 * shown as given. The browser's own constraint messages are in the browser's language, so native
 * failures get our translated wording instead.
 */
export function useValidationMessages(): (validation: ValidationResult, override?: FieldErrorMessage) => string[] {
  const { t, i18n } = useTranslation('forms');
  const translate = (message: string) => (message.includes(':') ? (translateData(i18n, message) ?? message) : message);
  return (validation, override) => {
    if (!validation.isInvalid) return [];
    if (override !== undefined) {
      const text = typeof override === 'function' ? override(validation) : override;
      return text ? [translate(text)] : [];
    }
    const details = validation.validationDetails;
    if (details && !details.customError) {
      const native = nativeMessages.find(([flag]) => details[flag]);
      if (native) return [t(native[1])];
    }
    return validation.validationErrors.map(translate);
  };
}

/**
 * "Reward early": once a field shows an error, re-validate it on every keystroke, so a fixed value
 * clears the error while typing. react-aria commits a field's displayed validation only on the
 * native `change` event (at blur); clearing it there made the error line vanish between mouse-down
 * and mouse-up on the submit button, shifting the button so the click was lost. A field that shows
 * no error is left alone, so no error appears before the first blur or submit ("punish late").
 * Put on the field's `<Input>`/`<TextArea>` as `onInput`.
 */
export function commitWhileInvalid(event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) {
  const input = event.currentTarget;
  // Not bubbling: only react-aria's own listener on this input (`useFormValidation`) should hear it.
  if (input.getAttribute('aria-invalid') === 'true') input.dispatchEvent(new Event('change'));
}

/** The field's label, with a required mark (the input itself carries `aria-required`). */
export function FieldLabel({ children, isRequired, className }: { children: ReactNode; isRequired?: boolean; className?: string }) {
  return (
    <Label className={[styles.label, className].filter(Boolean).join(' ')} data-field-label="">
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Help text under the control, tied to it with `aria-describedby` by react-aria. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/**
 * The field's error, shown only while react-aria considers the field invalid. It is tied to the input
 * with `aria-describedby`, and the Form's error summary reads it from here (`data-field-error`).
 */
export function FieldErrorText({ errorMessage }: { errorMessage?: FieldErrorMessage }) {
  const messages = useValidationMessages();
  return (
    <FieldError className={styles.error} data-field-error="">
      {(validation) => {
        const texts = messages(validation, errorMessage);
        if (texts.length === 0) return null;
        return (
          <>
            <CircleAlert size={14} aria-hidden="true" className={styles.errorIcon} />
            <span>{texts.join(' ')}</span>
          </>
        );
      }}
    </FieldError>
  );
}

/** Label, control, description and error in the house order. */
export function FieldParts({
  label,
  isRequired,
  description,
  errorMessage,
  children,
}: FieldBaseProps & { isRequired?: boolean; children: ReactNode }) {
  return (
    <>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {children}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText errorMessage={errorMessage} />
    </>
  );
}

export const fieldClassName = (className?: string) => [styles.field, className].filter(Boolean).join(' ');
