import { useLocation, useSearch } from 'wouter';
import { useTranslation } from '@wasl/i18n';
import { Card, ConstructionGlyph, EmptyState, Link } from '@wasl/ui';
import type { ScreenProps } from '../routing/types';
import { campaignStep } from '../routing/match';
import { titleRule, translateTitle } from '../routing/title';
import * as styles from './screens.css';

/** A private screen whose issue has not landed: its title, what it will do, a way on. Never blank. */
export function BeingBuilt({ route, params }: ScreenProps) {
  const { t } = useTranslation('shell');
  const [location] = useLocation();
  const search = useSearch();
  return (
    <section className={styles.page} aria-labelledby="page-heading">
      <h1 id="page-heading" className={styles.heading}>
        {translateTitle(titleRule(location, params), t)}
      </h1>
      {route.id === 'campaignView' ? <p className={styles.muted}>{t('beingBuilt.step', { step: campaignStep(search) })}</p> : null}
      <Card padding="md">
        <EmptyState
          icon={ConstructionGlyph}
          headingLevel={2}
          title={t('beingBuilt.title')}
          description={t(`screens.${route.id}`)}
          action={
            route.id === 'dashboard' ? undefined : (
              <Link variant="standalone" href="/dashboard">
                {t('beingBuilt.back')}
              </Link>
            )
          }
        />
      </Card>
    </section>
  );
}
