import {
  Activity,
  BarChart3,
  Bot,
  ChevronDown,
  ClipboardCheck,
  Clock,
  FileText,
  KeyRound,
  Languages,
  Megaphone,
  Package,
  ShoppingCart,
  Users,
} from './glyphs';
import { useTranslation } from '@wasl/i18n';
import type { IconGlyph } from '@wasl/ui';
import { faqIds } from './faq';
import { ChatArt, VisionArt } from './Illustrations';
import { ContactCtas, CtaLink, Section, Tile, Vision as PartsVision } from './parts';
import * as styles from './site.css';

// The landing page (/), one component per section so each has its own story. Static content from
// the `site` namespace only: it renders to HTML at build time (no browser, no data).

// `as const`: the ids are literal, so each `landing.services.<id>` / `landing.features.<id>` text is checked by tsc.
const services = [
  ['orders', Package],
  ['carts', ShoppingCart],
  ['campaigns', Megaphone],
  ['chatbot', Bot],
  ['agents', Users],
  ['surveys', ClipboardCheck],
] as const satisfies readonly (readonly [string, IconGlyph])[];
const features = [
  ['invoices', FileText],
  ['analytics', BarChart3],
  ['bilingual', Languages],
  ['health', Activity],
  ['security', KeyRound],
  ['hours', Clock],
] as const satisfies readonly (readonly [string, IconGlyph])[];
const steps = ['connect', 'integrate', 'grow'] as const;
const solutions = ['new', 'growing', 'enterprise'] as const;
const testimonials = ['one', 'two', 'three'] as const;

export function Hero() {
  const { t } = useTranslation('site');
  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        <p className={styles.eyebrow}>{t('landing.hero.eyebrow')}</p>
        <h1 className={styles.heroTitle}>{t('pages.home.heading')}</h1>
        <p className={styles.lead}>{t('pages.home.lead')}</p>
        <div className={styles.actions}>
          <CtaLink href="/new_account">{t('home.start')}</CtaLink>
          <CtaLink quiet href="/demo">
            {t('home.demo')}
          </CtaLink>
        </div>
        <p className={styles.note}>{t('landing.hero.note')}</p>
      </div>
      <ChatArt className={styles.art} label={t('landing.hero.art')} />
    </header>
  );
}

/** The pre-launch offer (SPEC §1): two months free, no credit card. */
export function Offer() {
  const { t } = useTranslation('site');
  return (
    <section className={styles.band} aria-labelledby="offer-title">
      <div className={styles.bandText}>
        <span className={styles.badge}>{t('landing.offer.badge')}</span>
        <h2 id="offer-title" className={styles.sectionTitle}>
          {t('landing.offer.title')}
        </h2>
        <p className={styles.sectionLead}>{t('landing.offer.body')}</p>
      </div>
      <CtaLink href="/new_account">{t('landing.offer.cta')}</CtaLink>
    </section>
  );
}

export function Services() {
  const { t } = useTranslation('site');
  return (
    <Section id="services" title={t('landing.services.title')} lead={t('landing.services.lead')}>
      <div className={styles.grid}>
        {services.map(([id, icon]) => (
          <Tile key={id} icon={icon} title={t(`landing.services.${id}.title`)} body={t(`landing.services.${id}.body`)} />
        ))}
      </div>
    </Section>
  );
}

export function HowItWorks() {
  const { t, i18n } = useTranslation('site');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Section id="how-it-works" title={t('landing.how.title')} lead={t('landing.how.lead')}>
      <ol className={styles.steps}>
        {steps.map((id, index) => (
          <li key={id} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {number.format(index + 1)}
            </span>
            <div className={styles.bandText}>
              <h3 className={styles.tileTitle}>{t(`landing.how.${id}.title`)}</h3>
              <p className={styles.tileBody}>{t(`landing.how.${id}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function Solutions() {
  const { t } = useTranslation('site');
  return (
    <Section id="solutions" title={t('landing.solutions.title')} lead={t('landing.solutions.lead')}>
      <div className={styles.grid}>
        {solutions.map((id) => (
          <Tile key={id} title={t(`landing.solutions.${id}.title`)} body={t(`landing.solutions.${id}.body`)} />
        ))}
      </div>
      <div className={styles.actions}>
        <CtaLink quiet href="/pricing">
          {t('pages.pricing.heading')}
        </CtaLink>
      </div>
    </Section>
  );
}

export function Features() {
  const { t } = useTranslation('site');
  return (
    <Section id="features" title={t('landing.features.title')} lead={t('landing.features.lead')}>
      <div className={styles.grid}>
        {features.map(([id, icon]) => (
          <Tile key={id} icon={icon} title={t(`landing.features.${id}.title`)} body={t(`landing.features.${id}.body`)} />
        ))}
      </div>
    </Section>
  );
}

export function Testimonials() {
  const { t } = useTranslation('site');
  return (
    <Section id="testimonials" title={t('landing.testimonials.title')}>
      <div className={styles.grid}>
        {testimonials.map((id) => (
          <figure key={id} className={[styles.tile, styles.quote].join(' ')}>
            <blockquote className={styles.quoteText}>
              <p className={styles.quoteText}>{t(`landing.testimonials.${id}.quote`)}</p>
            </blockquote>
            <figcaption className={styles.quoteBy}>
              <cite className={styles.quoteName}>{t(`landing.testimonials.${id}.name`)}</cite>
              {t(`landing.testimonials.${id}.role`)}
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}

export function FaqPreview() {
  const { t } = useTranslation('site');
  return (
    <Section id="faq" title={t('landing.faq.title')}>
      {/* Native disclosure: works before (and without) JavaScript on the pre-rendered page, and keeps
          react-aria's accordion out of the landing page's first load; /faq has the full accordion. */}
      <div className={styles.details}>
        {faqIds.slice(0, 4).map((id) => (
          <details key={id} className={styles.detail}>
            <summary className={styles.summary}>
              <span>{t(`faq.${id}.q`)}</span>
              <ChevronDown className={styles.summaryIcon} size={20} aria-hidden="true" />
            </summary>
            <p className={styles.detailBody}>{t(`faq.${id}.a`)}</p>
          </details>
        ))}
      </div>
      <div className={styles.actions}>
        <CtaLink quiet href="/faq">
          {t('common.readAll')}
        </CtaLink>
      </div>
    </Section>
  );
}

/** The vision section with its picture. */
export function Vision() {
  return <PartsVision headingId="vision-title" art={<VisionArt className={styles.visionArt} />} />;
}

export function GetInTouch() {
  const { t } = useTranslation('site');
  return (
    <section id="contact" className={styles.band} aria-labelledby="contact-title">
      <div className={styles.bandText}>
        <h2 id="contact-title" className={styles.sectionTitle}>
          {t('landing.contact.title')}
        </h2>
        <p className={styles.sectionLead}>{t('landing.contact.body')}</p>
      </div>
      <ContactCtas />
    </section>
  );
}

/** / — the landing page (a signed-in visitor is sent to /dashboard by the route's `signedInTo`). */
export function Landing() {
  return (
    <article className={styles.page}>
      <Hero />
      <Offer />
      <Services />
      <HowItWorks />
      <Solutions />
      <Features />
      <Testimonials />
      <Vision />
      <FaqPreview />
      <GetInTouch />
    </article>
  );
}
