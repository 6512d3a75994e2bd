import { useTranslation } from '@wasl/i18n';
import { Card, Link } from '@wasl/ui';
import type { ScreenProps } from '../../routing/types';
import { DocsFrame } from './DocsFrame';
import { docsPaths, type DocsPageId } from './docsPages';
import * as styles from './docs.css';

/** /docs: where to start — the integration API or the store webhooks — and the API key. No generated data here: the first load stays small. */
export function DocsIndex({ route }: ScreenProps) {
  const { t } = useTranslation('docs');
  return (
    <DocsFrame id={route.id as DocsPageId}>
      <div className={styles.cards}>
        <Card padding="md">
          <section className={styles.section} aria-labelledby="docs-integrations">
            <h2 id="docs-integrations" className={styles.sectionTitle}>
              {t('index.integrationsTitle')}
            </h2>
            <p className={styles.prose}>{t('index.integrationsBody')}</p>
            <Link variant="standalone" href={docsPaths.docsIntegrations}>
              {t('pages.docsIntegrations.heading')}
            </Link>
          </section>
        </Card>
        <Card padding="md">
          <section className={styles.section} aria-labelledby="docs-webhooks">
            <h2 id="docs-webhooks" className={styles.sectionTitle}>
              {t('index.webhooksTitle')}
            </h2>
            <p className={styles.prose}>{t('index.webhooksBody')}</p>
            <Link variant="standalone" href={docsPaths.docsWebhooks}>
              {t('pages.docsWebhooks.heading')}
            </Link>
          </section>
        </Card>
      </div>
      <section className={styles.section} aria-labelledby="docs-key">
        <h2 id="docs-key" className={styles.sectionTitle}>
          {t('index.keyTitle')}
        </h2>
        <p className={styles.prose}>{t('index.keyBody')}</p>
        <p className={styles.muted}>{t('index.generated')}</p>
      </section>
    </DocsFrame>
  );
}
