import { useState } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Button, Form, Link, EmailField } from '@wasl/ui';
import { useMutation } from '../../state/mutation';
import { forgotPassword } from '../../state/auth';
import { FormAlert } from '../FormAlert';
import * as styles from '../screens.css';

/** /forgot_password: e-mails a reset link (valid for one hour) that opens /reset_password. */
export function ForgotPassword() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { run, pending, errorKey } = useMutation(forgotPassword, { onSuccess: () => setSent(true) });

  return (
    <section className={styles.authCard} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {t('forgot.title')}
      </h1>
      {sent ? (
        <div role="status" className={styles.form}>
          <p className={styles.trial}>{t('forgot.sent', { email: email.trim() })}</p>
          <Link href="/auth">{t('forgot.back')}</Link>
        </div>
      ) : (
        <>
          <p className={styles.muted}>{t('forgot.intro')}</p>
          <FormAlert messageKey={errorKey} />
          <Form className={styles.form} onSubmit={() => void run({ email: email.trim() })}>
            <EmailField label={t('fields.email')} name="email" isRequired value={email} onChange={setEmail} />
            <Button type="submit" isPending={pending}>
              {t('forgot.submit')}
            </Button>
          </Form>
          <Link href="/agent_forgot_password">{t('agentAccess:forgot.link')}</Link>
          <Link href="/auth">{t('forgot.back')}</Link>
        </>
      )}
    </section>
  );
}
