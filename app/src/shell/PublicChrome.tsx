import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@wasl/i18n';
import type { FooterProps, PublicNavbarProps } from '@wasl/ui';
import * as styles from './shell.css';

// Below the fold, and it brings the form fields: loaded when the footer comes near the viewport.
const Newsletter = lazy(async () => ({ default: (await import('./Newsletter')).Newsletter }));

/** SPEC §2: marketing pages (/, /demo, /privacy, /pricing, /about-us, /docs…) show the footer's extra element. */
export const isMarketingPath = (path: string) =>
  /^\/(demo|privacy|pricing|about-us)?$/.test(path) || /^\/docs(\/|$)/.test(path) || path.startsWith('/#');

/**
 * The newsletter form is below the fold: it loads when the footer comes near the viewport. The first
 * render is always the placeholder (also on the server), so a pre-rendered page hydrates without a
 * mismatch.
 */
function NewsletterWhenVisible() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (!element || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer (old browsers, jsdom): load it straight after the first paint.
      const timer = setTimeout(() => setVisible(true));
      return () => clearTimeout(timer);
    }
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

export interface PublicChromeProps {
  location: string;
  /**
   * A hook: whether a session is there (Home or Dashboard in the navbar). Read inside the navbar only,
   * so a change re-renders the navbar and not the page: on a pre-rendered page an update above the
   * screen before it has hydrated would make React replace the server's HTML.
   */
  useSignedIn: () => boolean;
  /** The theme and language toggles (their own chunk); a placeholder of their size until then. */
  toggles: ReactNode;
  /**
   * The navbar and footer: @wasl/ui's PublicNavbar and Footer in the app (react-aria links, client-side
   * navigation), their native-link views on the pre-rendered site (src/site/chrome.tsx).
   */
  components: { Navbar: ComponentType<PublicNavbarProps>; Footer: ComponentType<FooterProps> };
  children: ReactNode;
}

/**
 * The marketing and auth pages' frame: navbar (Home or Dashboard when signed in), content, footer with
 * the newsletter. Free of the session and router state so the pre-rendered site entry (src/site) and
 * the app (PublicLayout) share it.
 */
function Navbar({ location, useSignedIn, toggles, components }: Omit<PublicChromeProps, 'children'>) {
  return (
    <components.Navbar
      isSignedIn={useSignedIn()}
      currentHref={location}
      actions={<Suspense fallback={<span className={styles.togglesPlaceholder} />}>{toggles}</Suspense>}
    />
  );
}

export function PublicChrome({ location, useSignedIn, toggles, components, children }: PublicChromeProps) {
  return (
    <div className={styles.publicPage}>
      <Navbar location={location} useSignedIn={useSignedIn} toggles={toggles} components={components} />
      <main id="main-content" tabIndex={-1} className={styles.publicMain}>
        {children}
      </main>
      <components.Footer newsletter={<NewsletterWhenVisible />} extra={isMarketingPath(location) ? <FooterExtra /> : undefined} />
    </div>
  );
}

/** Where the toggles go while they cannot render yet (server, hydration). */
export const TogglesPlaceholder = () => <span className={styles.togglesPlaceholder} />;
