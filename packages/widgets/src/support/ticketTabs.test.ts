import { describe, expect, it } from 'vitest';
import type { Ticket, TicketList } from '@wasl/api/types';
import { pageOfTab, statusOfTab, tabCounts, ticketTabs, unreadTotal } from './ticketTabs';

const ticket = (id: number, status: Ticket['status'], unread = 0): Ticket => ({
  id,
  topic: `Topic ${id}`,
  description: 'd',
  status,
  unread,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});

const initial: TicketList = {
  tickets: [ticket(1, 'open', 2), ticket(2, 'closed')],
  total_pages: 1,
  current_page: 1,
  init_tickets: { tickets: [ticket(1, 'open', 2), ticket(2, 'closed')], Total_Pages: 1, Total: 2 },
  open_tickets: { tickets: [ticket(1, 'open', 2)], Total_Pages: 1, Total: 1 },
  closed_tickets: { tickets: [ticket(2, 'closed')], Total_Pages: 3, Total: 41 },
  Current_Page: 1,
};

describe('ticket tabs', () => {
  it('maps a tab to its ?status (all = none)', () => {
    expect(ticketTabs.map(statusOfTab)).toEqual([null, 'open', 'closed']);
  });

  it('reads each tab’s page from the initial load, and a one-status answer as itself', () => {
    expect(pageOfTab(initial, 'closed').Total_Pages).toBe(3);
    expect(pageOfTab(initial, 'open').tickets.map((t) => t.id)).toEqual([1]);
    const onePage: TicketList = { tickets: [ticket(7, 'open')], total_pages: 4, current_page: 2 };
    expect(pageOfTab(onePage, 'open')).toEqual({ tickets: onePage.tickets, Total_Pages: 4 });
  });

  it('counts per tab from the initial load; nothing known without it', () => {
    expect(tabCounts(initial)).toEqual({ all: 2, open: 1, closed: 41 });
    expect(tabCounts(undefined)).toEqual({ all: undefined, open: undefined, closed: undefined });
  });

  it('adds the unread replies', () => {
    expect(unreadTotal(initial.tickets)).toBe(2);
    expect(unreadTotal([])).toBe(0);
  });
});
