import { useTranslation } from '@wasl/i18n';
import { Card, EmptyState, HammerGlyph, Link } from '@wasl/ui';
import type { ScreenProps } from '../../routing/types';
import * as styles from '../screens.css';

/**
 * A public page as the shell knows it: its real title and heading, and a designed "content coming"
 * body. The public-site issue replaces the body; the route, title and layout stay.
 */
export function PublicPage({ route }: ScreenProps) {
  const { t } = useTranslation('site');
  const isHome = route.id === 'home';
  return (
    <article className={styles.page}>
      <header className={isHome ? styles.hero : undefined}>
        <h1 className={isHome ? styles.heroTitle : styles.heading}>{t(`pages.${route.id}.heading`)}</h1>
        <p className={styles.lead}>{t(`pages.${route.id}.lead`)}</p>
      </header>
      {isHome ? (
        <div className={styles.actions}>
          <Link variant="standalone" href="/new_account">
            {t('home.start')}
          </Link>
          <Link variant="standalone" href="/demo">
            {t('home.demo')}
          </Link>
        </div>
      ) : null}
      <Card padding="md">
        <EmptyState icon={HammerGlyph} headingLevel={2} title={t('coming.title')} description={t('coming.body')} />
      </Card>
    </article>
  );
}
