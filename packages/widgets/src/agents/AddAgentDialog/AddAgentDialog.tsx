import { useKeyTranslator } from '@wasl/i18n/typed';
import { useState, type FormEvent } from 'react';
import { validateAddAgent, type AddAgentInput, type ValidationResult } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
import { Button, Dialog, PasswordField, TextField } from '@wasl/ui';
import * as styles from './AddAgentDialog.css';

export interface AddAgentDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the trimmed name and e-mail and the password once SPEC §5's checks pass. */
  onSubmit: (input: AddAgentInput) => void;
  /** While the invitation is being sent. @default false */
  isPending?: boolean;
  /** Values to start from (stories). */
  defaultValues?: Partial<AddAgentInput>;
}

const empty: Record<keyof AddAgentInput, ValidationResult> = { name: null, email: null, password: null };

/**
 * Invite an agent (SPEC §3 "New agent", §5): Agent_Name (at least 3 characters after trimming),
 * Agent_Email ('Enter a valid email!') and the merchant's password ('enterpassword'). The checks run
 * on submit and the messages stay under their fields; the server's answer is not shown here but in
 * the result dialog (`AddAgentResultDialog`).
 */
export function AddAgentDialog({ isOpen, onOpenChange, onSubmit, isPending = false, defaultValues = {} }: AddAgentDialogProps) {
  const { t } = useTranslation('agents');
  const tAll = useKeyTranslator();
  const [values, setValues] = useState<AddAgentInput>({ name: '', email: '', password: '', ...defaultValues });
  const [errors, setErrors] = useState(empty);
  const set = (field: keyof AddAgentInput) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: null }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddAgent(values);
    setErrors(found);
    if (found.name || found.email || found.password) return;
    onSubmit({ name: values.name.trim(), email: values.email.trim(), password: values.password });
  };
  const errorOf = (field: keyof AddAgentInput) => (errors[field] ? tAll(errors[field]) : undefined);
  return (
    <Dialog
      title={t('addAgent.title')}
      description={t('addAgent.description')}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
    >
      {(close) => (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t('addAgent.title')}>
          <TextField
            label={t('addAgent.name')}
            name="Agent_Name"
            value={values.name}
            onChange={set('name')}
            isInvalid={!!errors.name}
            errorMessage={errorOf('name')}
            autoComplete="off"
            autoFocus
          />
          <TextField
            label={t('addAgent.email')}
            name="Agent_Email"
            type="email"
            inputDir="ltr"
            value={values.email}
            onChange={set('email')}
            isInvalid={!!errors.email}
            errorMessage={errorOf('email')}
            autoComplete="off"
          />
          <PasswordField
            label={t('addAgent.password')}
            description={t('addAgent.passwordHint')}
            name="Password"
            value={values.password}
            onChange={set('password')}
            isInvalid={!!errors.password}
            errorMessage={errorOf('password')}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={close} isDisabled={isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" isPending={isPending}>
              {t('addAgent.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
