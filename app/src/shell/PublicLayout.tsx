import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '@wasl/i18n';
import { Footer, PublicNavbar } from '@wasl/ui';
import { tokenAtom } from '../state/session';
import * as styles from './shell.css';

// The toggles bring react-aria's tooltip and positioning code: not needed for the first paint.
const Newsletter = lazy(async () => ({ default: (await import('./Newsletter')).Newsletter }));
const PreferenceToggles = lazy(async () => ({ default: (await import('./Preferences')).PreferenceToggles }));

/** SPEC §2: marketing pages (/, /demo, /privacy, /pricing, /about-us, /docs…) show the footer's extra element. */
export const isMarketingPath = (path: string) =>
  /^\/(demo|privacy|pricing|about-us)?$/.test(path) || /^\/docs(\/|$)/.test(path) || path.startsWith('/#');

/** The newsletter form is below the fold: it loads when the footer comes near the viewport. */
function NewsletterWhenVisible() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setVisible(true), {
      rootMargin: '400px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  const box = <div ref={placeholder} className={styles.newsletterPlaceholder} />;
  return visible ? (
    <Suspense fallback={box}>
      <Newsletter />
    </Suspense>
  ) : (
    box
  );
}

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
      <PublicNavbar
        isSignedIn={signedIn}
        currentHref={location}
        actions={
          <Suspense fallback={<span className={styles.togglesPlaceholder} />}>
            <PreferenceToggles />
          </Suspense>
        }
      />
      <main id="main-content" tabIndex={-1} className={styles.publicMain}>
        {children}
      </main>
      <Footer newsletter={<NewsletterWhenVisible />} extra={isMarketingPath(location) ? <FooterExtra /> : undefined} />
    </div>
  );
}
