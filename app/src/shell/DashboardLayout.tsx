import { useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useLocation } from 'wouter';
import {
  BarChart3,
  Bot,
  CreditCard,
  HeartPulse,
  LayoutDashboard,
  LifeBuoy,
  Megaphone,
  Package,
  PlugZap,
  Settings,
  Users,
  UserRound,
  Contact,
  MessagesSquare,
  Zap,
} from 'lucide-react';
import { useTranslation } from '@wasl/i18n';
import type { KeysUnder } from '@wasl/i18n/typed';
import { AppShell, Button, Icon, ProfileMenu, SidebarNav, TopBar, type IconGlyph, type SidebarNavItem } from '@wasl/ui';
import { headerAtom } from '../state/header';
import { signOut } from '../state/session';
import { useResource } from '../state/useResource';
import type { AppRoute } from '../routing/types';
import { decide, type GuardDecision } from '../routing/guard';
import { ErrorState } from './ErrorState';
import { PlanGateHost } from './PlanGateHost';
import { LanguageSwitch, ThemeSwitch } from './Preferences';
import * as styles from './shell.css';

export const appVersion = '2.0.0';

/** The ids with a label under `navigation:sidebar.items`: an entry without one fails tsc (ADR 015). */
type SidebarId = KeysUnder<'navigation', 'sidebar.items'>;

interface SidebarEntry {
  id: SidebarId;
  href?: string;
  icon: IconGlyph;
  children?: { id: SidebarId; href: string; icon: IconGlyph }[];
}

/** SPEC §2's sidebar, in order (labels are `navigation:sidebar.items.<id>`). */
const sidebarItems: SidebarEntry[] = [
  { id: 'dashboard', href: '/dashboard', icon: LayoutDashboard },
  { id: 'contacts', href: '/contacts', icon: Contact },
  { id: 'subscription', href: '/subscription', icon: CreditCard },
  { id: 'integration', href: '/api_integration', icon: PlugZap },
  {
    id: 'agents',
    icon: Users,
    children: [
      { id: 'agentsList', href: '/agents', icon: UserRound },
      { id: 'agentsSettings', href: '/agents/settings', icon: Settings },
    ],
  },
  { id: 'campaign', href: '/campaign', icon: Megaphone },
  { id: 'health', href: '/health', icon: HeartPulse },
  { id: 'orders', href: '/orders', icon: Package },
  { id: 'chatbot', href: '/chatbot', icon: Bot },
];

/**
 * A signed-in agent's sidebar (issue 19, ADR 006): only what they may use — the inbox, their own
 * profile, the quick messages (labels `navigation:sidebar.items.<id>`).
 */
const agentSidebarItems: SidebarEntry[] = [
  { id: 'inbox', href: '/inspect', icon: MessagesSquare },
  { id: 'agentProfile', href: '/agent/profile', icon: UserRound },
  { id: 'quickMessages', href: '/agent/quick-messages', icon: Zap },
];

/** The sidebar's entries for who is signed in. */
export const sidebarFor = (role: 'merchant' | 'agent' = 'merchant'): readonly SidebarEntry[] =>
  role === 'agent' ? agentSidebarItems : sidebarItems;

/** The sidebar item for a path: the longest href that is the path or a parent of it. */
export function currentSidebarId(path: string, items: readonly SidebarEntry[] = sidebarItems): string | undefined {
  const leaves = items.flatMap((item) => item.children ?? [{ id: item.id, href: item.href ?? '', icon: item.icon }]);
  const matching = leaves.filter((leaf) => path === leaf.href || path.startsWith(`${leaf.href}/`));
  return matching.sort((a, b) => b.href.length - a.href.length)[0]?.id;
}

export interface DashboardLayoutProps {
  /** Onboarding and the store callbacks hide the main navigation (SPEC §2). @default false */
  hideNavigation?: boolean;
  /** The translated page title, shown in the top bar. */
  title: string;
  children: ReactNode;
}

/** The signed-in layout: sidebar (drawer below the tablet breakpoint), top bar, content. */
export function DashboardLayout({ hideNavigation = false, title, children }: DashboardLayoutProps) {
  const { t } = useTranslation(['navigation', 'shell']);
  const [location] = useLocation();
  const header = useResource(headerAtom);
  const [collapsed, setCollapsed] = useState(false);
  const name = header.status === 'ready' ? header.data?.Business_Name : undefined;
  const agent = header.status === 'ready' && header.data?.Role === 'agent';
  const entries = sidebarFor(agent ? 'agent' : 'merchant');
  const items: SidebarNavItem[] = entries.map((item) => ({
    id: item.id,
    label: t(`sidebar.items.${item.id}`),
    icon: item.icon,
    href: item.href,
    children: item.children?.map((child) => ({ ...child, label: t(`sidebar.items.${child.id}`) })),
  }));

  const topBar = (
    <TopBar
      start={<p className={styles.topTitle}>{title}</p>}
      support={
        // Support tickets are the store owner's (ADR 006): an agent asks their store.
        agent ? undefined : (
          <Button
            variant="ghost"
            icon={<Icon icon={LifeBuoy} size={20} />}
            aria-label={t('shell:support')}
            onPress={() => navigate('/support')}
          />
        )
      }
      themeToggle={<ThemeSwitch />}
      languageToggle={<LanguageSwitch />}
      profileMenu={
        <ProfileMenu
          name={name}
          // The audit log is the store owner's (issue 23, ADR 011): an agent's menu has no entry.
          hrefs={agent ? { account: '/agent/profile', password: '/change_password' } : header.status === 'ready' ? { audit: '/audit' } : {}}
          onLogout={async () => {
            await signOut();
            navigate('/auth');
          }}
        />
      }
    />
  );

  return (
    <AppShell
      topBar={topBar}
      isSidebarCollapsed={collapsed}
      sidebar={
        hideNavigation
          ? undefined
          : ({ inDrawer, closeDrawer }) => (
              <SidebarNav
                items={items}
                currentId={currentSidebarId(location, entries)}
                version={appVersion}
                isCollapsed={!inDrawer && collapsed}
                onCollapsedChange={inDrawer ? undefined : setCollapsed}
                onNavigate={closeDrawer}
                header={
                  <div className={styles.brand}>
                    <Icon icon={BarChart3} size={20} />
                    {t('product.name', { ns: 'common' })}
                  </div>
                }
              />
            )
      }
    >
      {children}
      <PlanGateHost />
    </AppShell>
  );
}

/** Private and onboarding routes wait for the Level (GET /header) before deciding; loaded with the layout. */
export function PrivateGate({
  route,
  requested,
  children,
}: {
  route: AppRoute;
  requested: string;
  children: (decision: GuardDecision) => ReactNode;
}) {
  const header = useResource(headerAtom);
  if (header.status === 'error') return <ErrorState messageKey={header.messageKey} onRetry={header.retry} />;
  const level = header.status === 'ready' ? header.data?.Level : undefined;
  const role = header.status === 'ready' ? header.data?.Role : undefined;
  return children(decide(route, { signedIn: true, level, ...(role ? { role } : {}) }, requested));
}
