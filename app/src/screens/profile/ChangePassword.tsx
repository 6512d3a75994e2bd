import { useTranslation } from '@wasl/i18n';
import { Card } from '@wasl/ui';
import * as styles from '../screens.css';
import { ChangePasswordForm } from './ChangePasswordForm';

/** /change_password: the same form as the profile's Password tab, on its own page. */
export function ChangePassword() {
  const { t } = useTranslation('account');
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {t('password.title')}
      </h1>
      <Card padding="md">
        <ChangePasswordForm />
      </Card>
    </section>
  );
}
