import { useState } from 'react';
import { validateNewsletterEmail } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
import { Button, Form, EmailField } from '@wasl/ui';
import { api } from '../state/api';
import { toast } from '../state/toast';
import * as styles from './shell.css';

/**
 * The footer's newsletter box (SPEC §2): SPEC §5's simple e-mail check, shown after the field is
 * left or the form submitted; POST /public/v1.0/subscribe/newsletter with the e-mail in a header.
 */
export function Newsletter() {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const submit = async () => {
    setPending(true);
    setServerError(undefined);
    try {
      await (await api()).subscribeNewsletter({ headers: { email: email.trim() } });
      toast('success', t('newsletter.done'));
      setEmail('');
    } catch (error) {
      const key = error && typeof error === 'object' && 'messageKey' in error ? String(error.messageKey) : 'errors:somethingWentWrong';
      setServerError(t(key, { defaultValue: t('errors:somethingWentWrong') }));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form className={styles.newsletter} onSubmit={() => void submit()} showErrorSummary={false} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={styles.newsletterTitle}>
        {t('newsletter.title')}
      </h2>
      <p className={styles.muted}>{t('newsletter.hint')}</p>
      <div className={styles.newsletterRow}>
        <EmailField
          className={styles.newsletterField}
          label={t('newsletter.email')}
          name="email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setServerError(undefined);
          }}
          validate={validateNewsletterEmail}
          isInvalid={serverError ? true : undefined}
          errorMessage={serverError}
        />
      </div>
      <div>
        <Button type="submit" isPending={pending}>
          {t('newsletter.subscribe')}
        </Button>
      </div>
    </Form>
  );
}
