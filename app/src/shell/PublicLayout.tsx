import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '@wasl/i18n';
import { Footer, PublicNavbar } from '@wasl/ui';
import { tokenAtom } from '../state/session';
import { Newsletter } from './Newsletter';
import { PreferenceToggles } from './Preferences';
import * as styles from './shell.css';

/** SPEC §2: marketing pages (/, /demo, /privacy, /pricing, /about-us, /docs…) show the footer's extra element. */
export const isMarketingPath = (path: string) =>
  /^\/(demo|privacy|pricing|about-us)?$/.test(path) || /^\/docs(\/|$)/.test(path) || path.startsWith('/#');

function FooterExtra() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.extra} aria-labelledby="footer-extra-title">
      <h2 id="footer-extra-title" className={styles.extraTitle}>
        {t('footerExtra.title')}
      </h2>
      <p className={styles.muted}>{t('footerExtra.body')}</p>
    </section>
  );
}

/** The marketing and auth pages: navbar (Home or Dashboard when signed in), content, footer with the newsletter. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const signedIn = Boolean(useAtomValue(tokenAtom));
  return (
    <div className={styles.publicPage}>
      <PublicNavbar isSignedIn={signedIn} currentHref={location} actions={<PreferenceToggles />} />
      <main id="main-content" tabIndex={-1} className={styles.publicMain}>
        {children}
      </main>
      <Footer newsletter={<Newsletter />} extra={isMarketingPath(location) ? <FooterExtra /> : undefined} />
    </div>
  );
}
