import { useState } from 'react';
import { successKeys } from '@wasl/api/errors';
import { validateLoginPassword } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
import { Button, Form, PasswordField } from '@wasl/ui';
import { useMutation } from '../../state/mutation';
import { changePassword } from '../../state/auth';
import { FormAlert } from '../FormAlert';
import { NewPasswordFields } from '../NewPasswordFields';
import * as styles from '../screens.css';

/**
 * Current password, a new one with the live checklist, and its confirmation. The server signs every
 * other session out and answers a fresh token for this one.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [formKey, setFormKey] = useState(0);
  const { run, pending, errorKey } = useMutation(changePassword, {
    success: successKeys.passwordUpdated,
    onSuccess: () => {
      setCurrent('');
      setPassword('');
      // A fresh form: no validation message on the emptied fields (and NewPasswordFields' confirmation emptied).
      setFormKey((key) => key + 1);
    },
  });

  return (
    <>
      <FormAlert
        messageKey={errorKey === 'errors:status.401' || errorKey === 'errors:incorrectPassword' ? 'errors:incorrectPassword' : errorKey}
      />
      <Form key={formKey} className={styles.form} onSubmit={() => void run({ current_password: current, password })}>
        <PasswordField
          label={t('password.current')}
          name="current_password"
          autoComplete="current-password"
          isRequired
          value={current}
          onChange={setCurrent}
          validate={validateLoginPassword}
        />
        <NewPasswordFields label={t('password.new')} confirmLabel={t('password.confirm')} value={password} onChange={setPassword} />
        <div>
          <Button type="submit" isPending={pending}>
            {t('password.submit')}
          </Button>
        </div>
      </Form>
    </>
  );
}
