import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '@wasl/i18n';
import type { ChromeLinkProps } from '../PublicNavbar/PublicNavbarView';
import * as styles from './Footer.css';

export interface FooterHrefs {
  docs: string;
  privacy: string;
  services: string;
  features: string;
  demo: string;
}

/** SPEC §2's footer links. */
export const footerHrefs: FooterHrefs = {
  docs: '/docs',
  privacy: '/privacy',
  services: '/#services',
  features: '/#features',
  demo: '/demo',
};

export interface FooterProps {
  /** The newsletter sign-up (a form from the widgets layer). */
  newsletter?: ReactNode;
  /** The extra element that public marketing pages show above the footer (SPEC §2). */
  extra?: ReactNode;
  /** The year in the copyright line. @default the current year */
  year?: number;
  /** @default SPEC §2's routes */
  hrefs?: Partial<FooterHrefs>;
  className?: string;
}

/**
 * The footer's markup with a given link component: react-aria's (Footer) or a native `<a>` (the
 * pre-rendered site), as PublicNavbarView.
 */
export function FooterView({
  newsletter,
  extra,
  year = new Date().getFullYear(),
  hrefs,
  className,
  Link,
}: FooterProps & { Link: ComponentType<ChromeLinkProps> }) {
  const { t } = useTranslation('layout');
  const routes = { ...footerHrefs, ...hrefs };
  const links = [
    { key: 'services', label: t('footer.services') },
    { key: 'features', label: t('footer.features') },
    { key: 'docs', label: t('footer.docs') },
    { key: 'demo', label: t('footer.demo') },
    { key: 'privacy', label: t('footer.privacy') },
  ] as const;
  return (
    <footer className={[styles.footer, className].filter(Boolean).join(' ')}>
      {extra}
      <div className={styles.inner}>
        <div className={styles.brand}>
          <span className={styles.name}>{t('product.name', { ns: 'common' })}</span>
          <span>{t('product.tagline', { ns: 'common' })}</span>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.key}>
                <Link href={routes[link.key]} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {newsletter ? <div>{newsletter}</div> : null}
      </div>
      <div className={styles.bottom}>
        {t('footer.copyright', { year: new Intl.NumberFormat('en-US', { useGrouping: false }).format(year) })}
      </div>
    </footer>
  );
}
