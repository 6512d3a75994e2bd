import { Handshake, MapPin, Receipt } from './glyphs';
import { useTranslation } from '@wasl/i18n';
import { ContactCtas, PageHeader, Section, Tile, Vision } from './parts';
import { VisionArt } from './Illustrations';
import * as styles from './site.css';

const values = [
  ['local', MapPin],
  ['respect', Handshake],
  ['clarity', Receipt],
] as const;

/** /about-us: mission, story, the 2028 vision and values. */
export function AboutUs() {
  const { t } = useTranslation('site');
  return (
    <article className={styles.page}>
      <PageHeader title={t('pages.aboutUs.heading')} lead={t('pages.aboutUs.lead')} />
      <div className={styles.prose}>
        <section className={styles.proseSection} aria-labelledby="about-mission">
          <h2 id="about-mission" className={styles.proseTitle}>
            {t('about.missionTitle')}
          </h2>
          <p className={styles.proseBody}>{t('about.mission')}</p>
        </section>
        <section className={styles.proseSection} aria-labelledby="about-story">
          <h2 id="about-story" className={styles.proseTitle}>
            {t('about.storyTitle')}
          </h2>
          <p className={styles.proseBody}>{t('about.story')}</p>
        </section>
      </div>
      <Vision headingId="about-vision" art={<VisionArt className={styles.visionArt} />} />
      <Section id="values" title={t('about.valuesTitle')}>
        <div className={styles.grid}>
          {values.map(([id, icon]) => (
            <Tile key={id} icon={icon} title={t(`about.values.${id}.title`)} body={t(`about.values.${id}.body`)} />
          ))}
        </div>
      </Section>
      <ContactCtas />
    </article>
  );
}
