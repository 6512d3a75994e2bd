import { useAtomValue } from 'jotai';
import { useTranslation } from '@wasl/i18n';
import { Link } from '@wasl/ui';
import { tokenAtom } from '../state/token';
import * as styles from './screens.css';

/** Unknown paths: a translated page with a way back (home, or the dashboard when signed in). */
export function NotFound() {
  const { t } = useTranslation('shell');
  const signedIn = Boolean(useAtomValue(tokenAtom));
  return (
    <section className={styles.hero}>
      <h1 className={styles.heroTitle}>{t('notFound.title')}</h1>
      <p className={styles.lead}>{t('notFound.body')}</p>
      <div className={styles.actions}>
        <Link variant="standalone" href={signedIn ? '/dashboard' : '/'}>
          {signedIn ? t('notFound.toDashboard') : t('notFound.toHome')}
        </Link>
      </div>
    </section>
  );
}
