import {
  Bot,
  Cable,
  Contact,
  CreditCard,
  HeartPulse,
  LayoutDashboard,
  Megaphone,
  Settings,
  ShoppingBag,
  UserCog,
  Users,
} from 'lucide-react';
import type { KeysUnder } from '@wasl/i18n/typed';
import type { SidebarNavItem } from '@wasl/ui';
import { useStoryT } from '../support/i18n';

/** SPEC §2's dashboard sidebar, labels from the navigation namespace (shared by the SidebarNav and AppShell stories). */
export function useSpecNavItems(): SidebarNavItem[] {
  const t = useStoryT();
  const label = (key: KeysUnder<'navigation', 'sidebar.items'>) => t(`navigation:sidebar.items.${key}`);
  return [
    { id: 'dashboard', label: label('dashboard'), href: '#dashboard', icon: LayoutDashboard },
    { id: 'contacts', label: label('contacts'), href: '#contacts', icon: Contact },
    { id: 'subscription', label: label('subscription'), href: '#subscription', icon: CreditCard },
    { id: 'integration', label: label('integration'), href: '#api_integration', icon: Cable },
    {
      id: 'agents',
      label: label('agents'),
      icon: Users,
      children: [
        { id: 'agents-list', label: label('agentsList'), href: '#agents', icon: UserCog },
        { id: 'agents-settings', label: label('agentsSettings'), href: '#agents/settings', icon: Settings },
      ],
    },
    { id: 'campaign', label: label('campaign'), href: '#campaign', icon: Megaphone },
    { id: 'health', label: label('health'), href: '#health', icon: HeartPulse },
    { id: 'orders', label: label('orders'), href: '#orders', icon: ShoppingBag },
    { id: 'chatbot', label: label('chatbot'), href: '#chatbot', icon: Bot },
  ];
}
