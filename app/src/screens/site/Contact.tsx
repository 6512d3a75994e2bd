import { useTranslation } from '@wasl/i18n';
import { Link } from '@wasl/ui';
import { CtaLink, PageHeader } from './parts';
import * as styles from './site.css';

/** /contact (SPEC's "contact" marketing page): how to reach the team, and the demo form. */
export function Contact() {
  const { t } = useTranslation('site');
  return (
    <article className={styles.narrow}>
      <PageHeader title={t('pages.contact.heading')} lead={t('pages.contact.lead')} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('contact.emailTitle')}</dt>
          <dd>
            <Link href={`mailto:${t('contact.email')}`}>
              <bdi>{t('contact.email')}</bdi>
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('contact.salesTitle')}</dt>
          <dd>
            <Link href={`mailto:${t('contact.sales')}`}>
              <bdi>{t('contact.sales')}</bdi>
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('contact.hoursTitle')}</dt>
          <dd>{t('contact.hours')}</dd>
        </div>
        <div>
          <dt>{t('contact.addressTitle')}</dt>
          <dd>{t('contact.address')}</dd>
        </div>
      </dl>
      <section className={styles.band} aria-labelledby="contact-demo">
        <div className={styles.bandText}>
          <h2 id="contact-demo" className={styles.sectionTitle}>
            {t('pages.demo.heading')}
          </h2>
          <p className={styles.sectionLead}>{t('contact.demoBody')}</p>
        </div>
        <CtaLink href="/demo">{t('contact.demo')}</CtaLink>
      </section>
      <nav aria-labelledby="contact-more" className={styles.proseSection}>
        <h2 id="contact-more" className={styles.proseTitle}>
          {t('contact.moreTitle')}
        </h2>
        <ul className={styles.checklist}>
          {(['terms', 'privacy', 'sandbox'] as const).map((id) => (
            <li key={id}>
              <Link href={`/${id}`}>{t(`pages.${id}.heading`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
