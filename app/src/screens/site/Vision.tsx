import { useTranslation } from '@wasl/i18n';
import { VisionArt } from './Illustrations';
import * as styles from './site.css';

/** The vision (SPEC §1): Saudi Arabia by 2028 — on the landing page and about us. */
export function Vision({ headingId = 'vision-title' }: { headingId?: string }) {
  const { t } = useTranslation('site');
  return (
    <section className={styles.vision} aria-labelledby={headingId}>
      <VisionArt className={styles.visionArt} />
      <div className={styles.bandText}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('landing.vision.title')}
        </h2>
        <p className={styles.sectionLead}>{t('landing.vision.body')}</p>
      </div>
    </section>
  );
}
