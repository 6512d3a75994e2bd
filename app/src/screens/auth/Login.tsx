import { useState } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { validateLoginPassword } from '@wasl/api/validators';
import { useTranslation } from '@wasl/i18n';
import { Button, Form, Link, PasswordField, EmailField } from '@wasl/ui';
import { safeNext } from '../../routing/match';
import { useMutation } from '../../state/mutation';
import { login } from '../../state/auth';
import { FormAlert } from '../FormAlert';
import * as styles from '../screens.css';

/** /auth: sign in, then /dashboard or the page that sent the visitor here (`next`). */
export function Login() {
  const { t } = useTranslation('auth');
  const search = useSearch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { run, pending, errorKey } = useMutation(login, {
    onSuccess: () => navigate(safeNext(new URLSearchParams(search).get('next')), { replace: true }),
  });

  return (
    <section className={styles.authCard} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {t('login.title')}
      </h1>
      <p className={styles.muted}>{t('login.intro')}</p>
      <FormAlert messageKey={errorKey} />
      <Form className={styles.form} onSubmit={() => void run({ email: email.trim(), password })}>
        <EmailField label={t('fields.email')} name="email" autoComplete="username" isRequired value={email} onChange={setEmail} />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
          validate={validateLoginPassword}
        />
        <Link href="/forgot_password">{t('login.forgot')}</Link>
        <Button type="submit" isPending={pending}>
          {t('login.submit')}
        </Button>
      </Form>
      <p className={styles.muted}>
        {t('login.noAccount')} <Link href="/new_account">{t('login.signup')}</Link>
      </p>
    </section>
  );
}
