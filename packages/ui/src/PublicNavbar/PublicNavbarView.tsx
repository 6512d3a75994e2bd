import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Menu } from '../Icon/glyphs';
import { useTranslation } from '@wasl/i18n';
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
 * What the bar's links need from a link component; `onPress` runs when it is followed (closes the
 * drawer). react-aria's Link takes these as they are.
 */
export interface ChromeLinkProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  onPress?: () => void;
  children: ReactNode;
}

/** The phone menu's button (a ghost icon button): @wasl/ui's Button takes these as they are. */
export interface ChromeMenuButtonProps {
  variant: 'ghost';
  className: string;
  'aria-label': string;
  'aria-expanded': boolean;
  icon: ReactNode;
  onPress: () => void;
}

/**
 * The bar's markup with a given link component and menu button: react-aria's (client-side
 * navigation through `RouterProvider`, PublicNavbar) or native ones (the pre-rendered site, whose
 * pages are separate documents and whose first load has no react-aria).
 */
export function PublicNavbarView({
  isSignedIn = false,
  currentHref,
  hrefs,
  actions,
  className,
  Link,
  MenuButton,
}: PublicNavbarProps & { Link: ComponentType<ChromeLinkProps>; MenuButton: ComponentType<ChromeMenuButtonProps> }) {
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
    ...(isSignedIn ? [] : [{ key: 'login', href: routes.login, label: t('public.login') }]),
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
    </ul>
  );

  return (
    <header className={[styles.header, className].filter(Boolean).join(' ')}>
      <nav aria-label={t('public.label')} className={styles.bar}>
        <Link href={isSignedIn ? routes.dashboard : routes.home} className={styles.brand}>
          {t('product.name', { ns: 'common' })}
        </Link>
        {renderLinks([styles.desktopOnly, styles.links].join(' '))}
        <span className={[styles.spacer, styles.mobileOnly].join(' ')} />
        <div className={styles.actions}>
          {actions}
          <Link href={routes.demo} className={styles.demo} aria-current={current(routes.demo)}>
            {t('public.demo')}
          </Link>
          <MenuButton
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
          <Drawer title={t('product.name', { ns: 'common' })} isOpen={isOpen} onOpenChange={setOpen}>
            {(close) => <nav aria-label={t('public.label')}>{renderLinks(styles.drawerLinks, close)}</nav>}
          </Drawer>
        </Suspense>
      ) : null}
    </header>
  );
}
