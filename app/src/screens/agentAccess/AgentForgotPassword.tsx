import { useState } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Button, EmailField, Form, Link } from '@wasl/ui';
import { agentForgotPassword } from '../../state/agentAccess';
import { useMutation } from '../../state/mutation';
import { FormAlert } from '../FormAlert';
import * as styles from '../screens.css';

/**
 * /agent_forgot_password: an agent asks for a reset link (valid one hour) that opens the same
 * /reset_password page as the merchants'. The page says the same whatever the e-mail: the server
 * does not tell whether it is an agent's.
 */
export function AgentForgotPassword() {
  const { t } = useTranslation(['agentAccess', 'auth']);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { run, pending, errorKey } = useMutation(agentForgotPassword, { onSuccess: () => setSent(true) });

  return (
    <section className={styles.authCard} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {t('forgot.title')}
      </h1>
      {sent ? (
        <div role="status" className={styles.form}>
          <p className={styles.trial}>{t('forgot.sent', { email: `\u2068${email.trim()}\u2069` })}</p>
          <Link href="/auth">{t('auth:forgot.back')}</Link>
        </div>
      ) : (
        <>
          <p className={styles.muted}>{t('forgot.intro')}</p>
          <FormAlert messageKey={errorKey} />
          <Form className={styles.form} onSubmit={() => void run({ email: email.trim() })}>
            <EmailField label={t('auth:fields.email')} name="email" isRequired value={email} onChange={setEmail} />
            <Button type="submit" isPending={pending}>
              {t('auth:forgot.submit')}
            </Button>
          </Form>
          <Link href="/auth">{t('auth:forgot.back')}</Link>
        </>
      )}
    </section>
  );
}
