import { useTranslation } from '@wasl/i18n';
import { FaqList } from './FaqList';
import { CtaLink, PageHeader } from './parts';
import * as styles from './site.css';

/** /faq: every question as an accordion, then the way to ask one of your own. */
export function Faq() {
  const { t } = useTranslation('site');
  return (
    <article className={styles.narrow}>
      <PageHeader title={t('pages.faq.heading')} lead={t('pages.faq.lead')} />
      <FaqList />
      <div className={styles.actions}>
        <CtaLink quiet href="/contact">
          {t('landing.contact.write')}
        </CtaLink>
        <CtaLink href="/demo">{t('landing.contact.demo')}</CtaLink>
      </div>
    </article>
  );
}
