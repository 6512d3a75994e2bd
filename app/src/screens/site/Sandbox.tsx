import { useTranslation } from '@wasl/i18n';
import { CtaLink, PageHeader, Section } from './parts';
import * as styles from './site.css';

const steps = ['key', 'order', 'watch'] as const;

/** /sandbox: the test mode explained. Its route logs the visitor out on arrival (SPEC §2; the guard). */
export function Sandbox() {
  const { t, i18n } = useTranslation('site');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <article className={styles.narrow}>
      <PageHeader title={t('pages.sandbox.heading')} lead={t('pages.sandbox.lead')} />
      <p className={styles.proseBody}>{t('sandbox.intro')}</p>
      <Section id="sandbox-steps" title={t('sandbox.stepsTitle')}>
        <ol className={styles.steps}>
          {steps.map((id, index) => (
            <li key={id} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {number.format(index + 1)}
              </span>
              <p className={styles.tileBody}>{t(`sandbox.steps.${id}`)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <p className={styles.callout} role="note">
        {t('sandbox.signedOut')}
      </p>
      <div className={styles.actions}>
        <CtaLink href="/new_account">{t('home.start')}</CtaLink>
        <CtaLink quiet href="/docs/integrations">
          {t('sandbox.docs')}
        </CtaLink>
      </div>
    </article>
  );
}
