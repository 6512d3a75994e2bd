import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { validateBusinessName } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
import { Button, Form, Link, TextField, EmailField } from '@wasl/ui';
import { useMutation } from '../../state/mutation';
import { signup } from '../../state/auth';
import { FormAlert } from '../FormAlert';
import { NewPasswordFields } from '../NewPasswordFields';
import * as styles from '../screens.css';

/** /new_account: create an account (Level 0) and continue to onboarding. */
export function Signup() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [businessName, setBusinessName] = useState('');
  const [password, setPassword] = useState('');
  // The guard sends a Level-0 merchant on to /complete-profile.
  const { run, pending, errorKey } = useMutation(signup, { onSuccess: () => navigate('/dashboard', { replace: true }) });

  return (
    <section className={styles.authCard} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {t('signup.title')}
      </h1>
      <p className={styles.muted}>{t('signup.intro')}</p>
      <FormAlert messageKey={errorKey} />
      <Form className={styles.form} onSubmit={() => void run({ email: email.trim(), password, Business_Name: businessName.trim() })}>
        <TextField
          label={t('fields.businessName')}
          name="businessName"
          autoComplete="organization"
          isRequired
          value={businessName}
          onChange={setBusinessName}
          validate={validateBusinessName}
        />
        <EmailField label={t('fields.email')} name="email" isRequired value={email} onChange={setEmail} />
        <NewPasswordFields
          label={t('fields.newPassword')}
          confirmLabel={t('fields.confirmPassword')}
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" isPending={pending}>
          {t('signup.submit')}
        </Button>
      </Form>
      <p className={styles.muted}>
        {t('signup.haveAccount')} <Link href="/auth">{t('signup.login')}</Link>
      </p>
    </section>
  );
}
