import { useTranslation } from '@wasl/i18n';
import { PageHeader, Prose } from './parts';
import * as styles from './site.css';

const termsSections = ['service', 'account', 'billing', 'use', 'end'] as const;
const privacySections = ['collect', 'use', 'keep', 'rights', 'session'] as const;

/** /terms: the terms of service (SPEC's "terms" marketing page). */
export function Terms() {
  const { t } = useTranslation('site');
  return (
    <article className={styles.narrow}>
      <PageHeader title={t('pages.terms.heading')} lead={t('pages.terms.lead')}>
        <p className={styles.note}>{t('common.updated')}</p>
      </PageHeader>
      <Prose ids={termsSections} ns="terms" text={(id, part) => t(`terms.${id}.${part}`)} />
    </article>
  );
}

/** /privacy: the privacy policy. Its route logs the visitor out on arrival (SPEC §2; the guard does it). */
export function Privacy() {
  const { t } = useTranslation('site');
  return (
    <article className={styles.narrow}>
      <PageHeader title={t('pages.privacy.heading')} lead={t('pages.privacy.lead')}>
        <p className={styles.note}>{t('common.updated')}</p>
      </PageHeader>
      <Prose ids={privacySections} ns="privacy" text={(id, part) => t(`privacy.${id}.${part}`)} />
    </article>
  );
}
