import { useState } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from '@wasl/i18n';
import { Button, Form, Link } from '@wasl/ui';
import { useMutation } from '../../state/mutation';
import { resetPassword } from '../../state/auth';
import { FormAlert } from '../FormAlert';
import { NewPasswordFields } from '../NewPasswordFields';
import * as styles from '../screens.css';

/** /reset_password?token=…: the link of the reset e-mail (the session was cleared on arrival). */
export function ResetPassword() {
  const { t } = useTranslation('auth');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const { run, pending, errorKey } = useMutation(resetPassword, { onSuccess: () => setDone(true) });

  return (
    <section className={styles.authCard} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {t('reset.title')}
      </h1>
      {done ? (
        <div role="status" className={styles.form}>
          <p className={styles.trial}>{t('reset.done')}</p>
          <Link href="/auth">{t('reset.login')}</Link>
        </div>
      ) : token.length < 16 ? (
        <div className={styles.form}>
          <p className={styles.alert}>{t('reset.missingToken')}</p>
          <Link href="/forgot_password">{t('reset.requestNew')}</Link>
        </div>
      ) : (
        <>
          <p className={styles.muted}>{t('reset.intro')}</p>
          <FormAlert messageKey={errorKey} />
          {errorKey === 'errors:auth.403' ? <Link href="/forgot_password">{t('reset.requestNew')}</Link> : null}
          <Form className={styles.form} onSubmit={() => void run({ token, password })}>
            <NewPasswordFields
              label={t('fields.newPassword')}
              confirmLabel={t('fields.confirmPassword')}
              value={password}
              onChange={setPassword}
            />
            <Button type="submit" isPending={pending}>
              {t('reset.submit')}
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
