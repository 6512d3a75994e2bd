import type { TicketList, TicketPage, TicketStatus } from '@wasl/api/types';

/** The /support tabs: every ticket (the first load's `init_tickets`), open ones, closed ones. */
export const ticketTabs = ['all', 'open', 'closed'] as const;
export type TicketTab = (typeof ticketTabs)[number];

/** The `?status` a tab asks for; `all` asks for none (the initial load, with every tab's page). */
export const statusOfTab = (tab: TicketTab): TicketStatus | null => (tab === 'all' ? null : tab);

/** The page of one tab in the initial load's answer (`init_tickets`, `open_tickets`, `closed_tickets`). */
export function pageOfTab(list: TicketList, tab: TicketTab): TicketPage {
  const page = tab === 'all' ? list.init_tickets : tab === 'open' ? list.open_tickets : list.closed_tickets;
  return page ?? { tickets: list.tickets, Total_Pages: list.total_pages };
}

/** The number of tickets each tab holds, from the initial load; unknown (no badge) when the answer has no count. */
export function tabCounts(list: TicketList | undefined): Record<TicketTab, number | undefined> {
  return {
    all: list?.init_tickets?.Total,
    open: list?.open_tickets?.Total,
    closed: list?.closed_tickets?.Total,
  };
}

/** Support replies not read yet across the given tickets (the unread markers). */
export const unreadTotal = (tickets: readonly { unread: number }[]): number => tickets.reduce((sum, t) => sum + t.unread, 0);
