import { useState, type ReactNode } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Button, EmailField, Form, Link } from '@wasl/ui';
import { useMutation, type Mutation } from '../../state/mutation';
import { FormAlert } from '../FormAlert';
import * as styles from '../screens.css';

export interface ResetLinkRequestProps {
  /** The call that e-mails the link (merchants' or agents'). */
  request: Mutation<[{ email: string }], void>;
  /** Its texts: `<ns>:forgot.title`, `.intro`, `.sent` (with {{email}}). */
  ns: 'auth' | 'agentAccess';
  /** Links shown under the form besides "Back to sign in". */
  extraLinks?: ReactNode;
}

/**
 * Asks for a password reset link (valid one hour) that opens /reset_password: the merchants'
 * /forgot_password and the agents' /agent_forgot_password. The page says the same whatever the
 * e-mail, as the server does (no account enumeration).
 */
export function ResetLinkRequest({ request, ns, extraLinks }: ResetLinkRequestProps) {
  const { t } = useTranslation([ns, 'auth']);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { run, pending, errorKey } = useMutation(request, { onSuccess: () => setSent(true) });

  return (
    <section className={styles.authCard} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {t(`${ns}:forgot.title`)}
      </h1>
      {sent ? (
        <div role="status" className={styles.form}>
          {/* The address is the visitor's text: isolated so an Arabic sentence keeps its order. */}
          <p className={styles.trial}>{t(`${ns}:forgot.sent`, { email: `\u2068${email.trim()}\u2069` })}</p>
          <Link href="/auth">{t('auth:forgot.back')}</Link>
        </div>
      ) : (
        <>
          <p className={styles.muted}>{t(`${ns}:forgot.intro`)}</p>
          <FormAlert messageKey={errorKey} />
          <Form className={styles.form} onSubmit={() => void run({ email: email.trim() })}>
            <EmailField label={t('auth:fields.email')} name="email" isRequired value={email} onChange={setEmail} />
            <Button type="submit" isPending={pending}>
              {t('auth:forgot.submit')}
            </Button>
          </Form>
          {extraLinks}
          <Link href="/auth">{t('auth:forgot.back')}</Link>
        </>
      )}
    </section>
  );
}
