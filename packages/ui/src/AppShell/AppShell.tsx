import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@wasl/i18n';
import { Drawer } from '../Drawer';
import { AppShellContext } from './AppShellContext';
import * as styles from './AppShell.css';

export const contentWidths = ['full', 'wide', 'form'] as const;
export type ContentWidth = (typeof contentWidths)[number];

export interface AppShellSidebarContext {
  /** True when rendered inside the mobile drawer. */
  inDrawer: boolean;
  /** Closes the drawer (pass it as the SidebarNav's `onNavigate`). */
  closeDrawer: () => void;
}

export interface AppShellProps {
  /** Usually a `SidebarNav`. A function gets whether it is in the drawer and a way to close it. Leave out to hide it (SPEC §2: the platform callbacks). */
  sidebar?: ReactNode | ((context: AppShellSidebarContext) => ReactNode);
  /** Usually a `TopBar`; its menu button opens the drawer below the tablet breakpoint. */
  topBar?: ReactNode;
  children: ReactNode;
  /** `form` caps the content at 720 px (DESIGN.md), `wide` at 1280 px; tables and canvases use `full`. @default 'full' */
  contentWidth?: ContentWidth;
  /** The sidebar column is 72 px (icons) instead of 256 px. @default false */
  isSidebarCollapsed?: boolean;
  /** The drawer's heading. @default the product name */
  navigationTitle?: string;
  className?: string;
}

/**
 * The signed-in layout: the sidebar on the inline-start side (256 px, 72 collapsed) from the
 * tablet breakpoint up and in a drawer below it, the top bar, and the main content with a
 * skip link to it.
 */
export function AppShell({
  sidebar,
  topBar,
  children,
  contentWidth = 'full',
  isSidebarCollapsed = false,
  navigationTitle,
  className,
}: AppShellProps) {
  const { t } = useTranslation('layout');
  const [isOpen, setOpen] = useState(false);
  const hasNavigation = sidebar !== undefined && sidebar !== null;
  const context = useMemo(
    () => ({ hasNavigation, isNavigationOpen: isOpen, openNavigation: () => setOpen(true) }),
    [hasNavigation, isOpen],
  );
  const renderSidebar = (inDrawer: boolean) =>
    typeof sidebar === 'function' ? sidebar({ inDrawer, closeDrawer: () => setOpen(false) }) : sidebar;

  return (
    <AppShellContext.Provider value={context}>
      <div
        className={[styles.shell, className].filter(Boolean).join(' ')}
        data-has-sidebar={hasNavigation || undefined}
        data-collapsed={isSidebarCollapsed || undefined}
      >
        <a
          href="#main-content"
          className={styles.skipLink}
          onClick={(event) => {
            // Move focus explicitly: a fragment link alone does not move keyboard focus everywhere.
            event.preventDefault();
            document.getElementById('main-content')?.focus();
          }}
        >
          {t('skipToContent')}
        </a>
        {hasNavigation ? <div className={styles.sidebar}>{renderSidebar(false)}</div> : null}
        <div className={styles.column}>
          {topBar}
          <main id="main-content" tabIndex={-1} className={styles.main}>
            <div className={styles.content} data-width={contentWidth}>
              {children}
            </div>
          </main>
        </div>
        {hasNavigation ? (
          <Drawer title={navigationTitle ?? t('product.name', { ns: 'common' })} isOpen={isOpen} onOpenChange={setOpen}>
            {renderSidebar(true)}
          </Drawer>
        ) : null}
      </div>
    </AppShellContext.Provider>
  );
}
