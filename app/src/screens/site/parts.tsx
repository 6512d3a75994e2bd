import type { ReactNode } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Icon, Link, type IconGlyph } from '@wasl/ui';
import * as styles from './site.css';

/** A page section with its heading (ids give the footer's `#services`/`#features` anchors). */
export function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A titled tile with an icon: a service, a feature, a value. */
export function Tile({ icon, title, body, headingLevel = 3 }: { icon?: IconGlyph; title: string; body: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.tile}>
      {icon ? (
        <span className={styles.tileIcon}>
          <Icon icon={icon} size={20} />
        </span>
      ) : null}
      <Heading className={styles.tileTitle}>{title}</Heading>
      <p className={styles.tileBody}>{body}</p>
    </div>
  );
}

/** A page's own header: the h1 and its lead (texts `site:pages.<id>`). */
export function PageHeader({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <header className={styles.heroText}>
      <h1 className={styles.heroTitle}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </header>
  );
}

/** Headed paragraphs of a prose page (privacy, terms). */
export function Prose<Id extends string>({
  ids,
  ns,
  text,
}: {
  ids: readonly Id[];
  ns: string;
  /** A section's title or body: the caller's typed `t` (`t(\`terms.${id}.${part}\`)`, checked by tsc). */
  text: (id: Id, part: 'title' | 'body') => string;
}) {
  return (
    <div className={styles.prose}>
      {ids.map((id) => (
        <section key={id} className={styles.proseSection} aria-labelledby={`${ns}-${id}`}>
          <h2 id={`${ns}-${id}`} className={styles.proseTitle}>
            {text(id, 'title')}
          </h2>
          <p className={styles.proseBody}>{text(id, 'body')}</p>
        </section>
      ))}
    </div>
  );
}

/** A call to action: a link drawn as a button (primary) or an outlined one (quiet). */
export function CtaLink({
  href,
  quiet = false,
  children,
  ...props
}: {
  href: string;
  quiet?: boolean;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <Link href={href} variant="standalone" className={quiet ? styles.ctaQuiet : styles.cta} {...props}>
      {children}
    </Link>
  );
}

/** Book a demo or write to us: the landing page's get-in-touch band and about us end with these. */
export function ContactCtas() {
  const { t } = useTranslation('site');
  return (
    <div className={styles.actions}>
      <CtaLink href="/demo">{t('landing.contact.demo')}</CtaLink>
      <CtaLink quiet href="/contact">
        {t('landing.contact.write')}
      </CtaLink>
    </div>
  );
}

/**
 * The vision (SPEC §1): Saudi Arabia by 2028, on the landing page and about us. The picture comes from
 * the caller (Illustrations.tsx), so pages without it do not load it.
 */
export function Vision({ headingId, art }: { headingId: string; art: ReactNode }) {
  const { t } = useTranslation('site');
  return (
    <section className={styles.vision} aria-labelledby={headingId}>
      {art}
      <div className={styles.bandText}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('landing.vision.title')}
        </h2>
        <p className={styles.sectionLead}>{t('landing.vision.body')}</p>
      </div>
    </section>
  );
}
