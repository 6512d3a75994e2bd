import { Check, Circle, Eye, EyeOff } from '../Icon/glyphs';
import { useState } from 'react';
import { Button, Group, Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { passwordChecklist, passwordRules, type PasswordChecklist } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  commitWhileInvalid,
  fieldClassName,
  fieldStyles,
  type FieldBaseProps,
} from '../Field';
import { checklistAnnouncement } from './checklist';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'>, FieldBaseProps {
  /**
   * Show the live checklist of SPEC §5's password rule (8–16 characters, upper, lower, number,
   * symbol). Use it where a password is chosen, not where one is typed to sign in. @default false
   */
  showChecklist?: boolean;
  placeholder?: string;
  className?: string;
}

/**
 * A password input with a show/hide toggle and, for new passwords, a checklist of the account
 * password rule that updates as the merchant types. Each rule says in words whether it is met, and
 * changes are announced politely, so the checklist does not rely on colour or on sight.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  showChecklist = false,
  placeholder,
  className,
  autoComplete,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation('forms');
  const [visible, setVisible] = useState(false);
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue ?? '');
  const value = props.value ?? uncontrolled;
  const checklist = passwordChecklist(value);
  const announcement = useAnnouncement(checklist, value !== '');

  return (
    <AriaTextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete ?? (showChecklist ? 'new-password' : 'current-password')}
      onChange={(next) => {
        setUncontrolled(next);
        props.onChange?.(next);
      }}
      className={fieldClassName(className)}
      data-wasl-field=""
    >
      {({ isInvalid, isDisabled }) => (
        <>
          <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
          <Group className={fieldStyles.group} isInvalid={isInvalid} isDisabled={isDisabled}>
            <Input
              className={fieldStyles.groupInput}
              placeholder={placeholder}
              // Passwords are Latin characters typed left to right, also in an Arabic form.
              dir="ltr"
              spellCheck={false}
              onInput={commitWhileInvalid}
            />
            {/* A pressed-state button rather than RAC's ToggleButton: the same semantics (aria-pressed)
                with the Button every page already loads, not ~0.8 KB of toggle state in the sign-in form. */}
            <Button
              className={fieldStyles.groupButton}
              aria-pressed={visible}
              onPress={() => setVisible(!visible)}
              isDisabled={isDisabled}
              aria-label={t('password.show')}
            >
              {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
            </Button>
          </Group>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorText errorMessage={errorMessage} />
          {showChecklist ? (
            <div className={styles.checklist}>
              <p className={styles.checklistTitle}>{t('password.checklistTitle')}</p>
              <ul className={styles.rules}>
                {passwordRules.map((rule) => (
                  <li key={rule} className={styles.rule} data-rule={rule} data-met={checklist[rule] || undefined}>
                    {checklist[rule] ? (
                      <Check size={16} aria-hidden="true" className={styles.ruleIcon} />
                    ) : (
                      <Circle size={16} aria-hidden="true" className={styles.ruleIcon} />
                    )}
                    <span>{t(`passwordRule.${rule}`, { ns: 'validation' })}</span>
                    <span className={fieldStyles.visuallyHidden}>{checklist[rule] ? t('password.met') : t('password.unmet')}</span>
                  </li>
                ))}
              </ul>
              <div className={fieldStyles.visuallyHidden} aria-live="polite" aria-atomic="true" data-checklist-announcement="">
                {announcement}
              </div>
            </div>
          ) : null}
        </>
      )}
    </AriaTextField>
  );
}

/** What the polite live region says after a keystroke: only the rules that just changed. */
function useAnnouncement(checklist: PasswordChecklist, typed: boolean): string {
  const { t } = useTranslation();
  // The checklist as a string of 0/1 per rule; compared during render (React's "previous value"
  // pattern) so the message is ready in the same render as the ticks.
  const key = passwordRules.map((rule) => (checklist[rule] ? '1' : '0')).join('');
  const [previousKey, setPreviousKey] = useState(key);
  const [message, setMessage] = useState('');
  if (key !== previousKey) {
    setPreviousKey(key);
    const before = Object.fromEntries(passwordRules.map((rule, index) => [rule, previousKey[index] === '1'])) as PasswordChecklist;
    const next = typed ? checklistAnnouncement(before, checklist, t as unknown as Parameters<typeof checklistAnnouncement>[2]) : null;
    if (next) setMessage(next);
  }
  return message;
}
