import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Menu } from '../Icon/glyphs';
import { Link } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './PublicNavbar.css';

// The drawer (modal, focus trap, scroll lock) is only needed on a phone once the menu is opened:
// loading it then keeps it out of every marketing page's first load.
const Drawer = lazy(async () => ({ default: (await import('../Drawer')).Drawer }));

export interface PublicNavbarHrefs {
  home: string;
  dashboard: string;
  about: string;
  docs: string;
  login: string;
  demo: string;
}

/** SPEC §2's public routes. */
export const publicNavbarHrefs: PublicNavbarHrefs = {
  home: '/',
  dashboard: '/dashboard',
  about: '/about-us',
  docs: '/docs',
  login: '/auth',
  demo: '/demo',
};

export interface PublicNavbarProps {
  /** Home becomes Dashboard, and Login is hidden, for a signed-in visitor. @default false */
  isSignedIn?: boolean;
  /** The current path, to mark its link with `aria-current="page"`. */
  currentHref?: string;
  /** @default SPEC §2's routes */
  hrefs?: Partial<PublicNavbarHrefs>;
  /** Language and theme toggles. */
  actions?: ReactNode;
  className?: string;
}

/**
 * The marketing pages' navigation bar (SPEC §2): Home (Dashboard when signed in), About, Docs,
 * Login and Get demo. Below the tablet breakpoint the links move into a drawer. Links use
 * react-aria's `RouterProvider` for client-side navigation.
 */
export function PublicNavbar({ isSignedIn = false, currentHref, hrefs, actions, className }: PublicNavbarProps) {
  const { t } = useTranslation('layout');
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const routes = { ...publicNavbarHrefs, ...hrefs };
  const items = [
    isSignedIn
      ? { key: 'dashboard', href: routes.dashboard, label: t('public.dashboard') }
      : { key: 'home', href: routes.home, label: t('public.home') },
    { key: 'about', href: routes.about, label: t('public.about') },
    { key: 'docs', href: routes.docs, label: t('public.docs') },
  ];
  const current = (href: string) => (currentHref === href ? ('page' as const) : undefined);
  const renderLinks = (className: string, close?: () => void) => (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          <Link href={item.href} className={styles.link} aria-current={current(item.href)} onPress={close}>
            {item.label}
          </Link>
        </li>
      ))}
      {isSignedIn ? null : (
        <li>
          <Link href={routes.login} className={styles.link} aria-current={current(routes.login)} onPress={close}>
            {t('public.login')}
          </Link>
        </li>
      )}
    </ul>
  );

  return (
    <header className={[styles.header, className].filter(Boolean).join(' ')}>
      <nav aria-label={t('public.label')} className={styles.bar}>
        <Link href={isSignedIn ? routes.dashboard : routes.home} className={styles.brand}>
          {t('common:product.name')}
        </Link>
        {renderLinks([styles.desktopOnly, styles.links].join(' '))}
        <span className={[styles.spacer, styles.mobileOnly].join(' ')} />
        <div className={styles.actions}>
          {actions}
          <Link href={routes.demo} className={styles.demo} aria-current={current(routes.demo)}>
            {t('public.demo')}
          </Link>
          <Button
            variant="ghost"
            className={styles.mobileOnly}
            aria-label={t('openNavigation')}
            aria-expanded={isOpen}
            icon={<Icon icon={Menu} size={20} />}
            onPress={() => {
              setWasOpened(true);
              setOpen(true);
            }}
          />
        </div>
      </nav>
      {wasOpened ? (
        <Suspense fallback={null}>
          <Drawer title={t('common:product.name')} isOpen={isOpen} onOpenChange={setOpen}>
            {(close) => <nav aria-label={t('public.label')}>{renderLinks(styles.drawerLinks, close)}</nav>}
          </Drawer>
        </Suspense>
      ) : null}
    </header>
  );
}
