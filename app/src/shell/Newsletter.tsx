import { useState } from 'react';
import { validateNewsletterEmail } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
import { Button, Form, EmailField } from '@wasl/ui';
import { useMutation } from '../state/mutation';
import { subscribeNewsletter } from '../state/publicCalls';
import * as styles from './shell.css';

/**
 * The footer's newsletter box (SPEC §2): SPEC §5's simple e-mail check, shown after the field is
 * left or the form submitted; POST /public/v1.0/subscribe/newsletter with the e-mail in a header.
 */
export function Newsletter() {
  // Its field's messages and the server's are keys of these namespaces: loaded with it where a page did not
  // bring them (the pre-rendered pages inline only what their first paint read).
  const { t } = useTranslation(['shell', 'validation', 'errors']);
  const [email, setEmail] = useState('');
  const { run, pending, errorKey, clearError } = useMutation(subscribeNewsletter, {
    success: 'shell:newsletter.done',
    onSuccess: () => setEmail(''),
  });
  const serverError = errorKey ? t(errorKey, { defaultValue: t('errors:somethingWentWrong') }) : undefined;

  return (
    <Form className={styles.newsletter} onSubmit={() => void run(email.trim())} showErrorSummary={false} aria-labelledby="newsletter-title">
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
            clearError();
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
