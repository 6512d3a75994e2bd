// @vitest-environment jsdom
// (app/src/i18n.ts reads the cookie and <html lang> at import, through token.ts)
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ticket, TicketList } from '@wasl/api/types';

const client = {
  listTickets: vi.fn(),
  inspectTicket: vi.fn(),
  raiseTicket: vi.fn(),
  replyTicket: vi.fn(),
  toggleTicketStatus: vi.fn(),
};
vi.mock('./api', () => ({ api: async () => client }));

const { leaveTicketAtom, raiseTicketAtom, replyTicketAtom, ticketAtom, ticketsAtom, toggleTicketStatusAtom } = await import('./support');
const { tokenAtom } = await import('./token');

const signedInStore = () => {
  const store = createStore();
  store.set(tokenAtom, 'merchant-token');
  return store;
};

const ticket = (id: number, topic: string): Ticket => ({
  id,
  topic,
  description: 'd',
  status: 'open',
  unread: 1,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
});
let stored: Ticket[] = [];
const list = (): TicketList => ({
  tickets: stored,
  total_pages: 1,
  current_page: 1,
  init_tickets: { tickets: stored, Total_Pages: 1, Total: stored.length },
  open_tickets: { tickets: stored, Total_Pages: 1, Total: stored.length },
  closed_tickets: { tickets: [], Total_Pages: 0, Total: 0 },
});

beforeEach(() => {
  stored = [ticket(1, 'First')];
  for (const fn of Object.values(client)) fn.mockReset();
  client.listTickets.mockImplementation(async () => list());
  client.inspectTicket.mockImplementation(async ({ params }: { params: { ticket_id: number } }) => ({
    ...ticket(params.ticket_id, 'x'),
    messages: [],
  }));
});

describe('support state (the only code that calls the ticket API)', () => {
  it('one call per page, without ?status: every tab and its count come with it; page 0 is page 1', async () => {
    const store = signedInStore();
    await store.get(ticketsAtom(0));
    expect(client.listTickets).toHaveBeenLastCalledWith({ query: { page: 1 } });
    await store.get(ticketsAtom(2));
    expect(client.listTickets).toHaveBeenLastCalledWith({ query: { page: 2 } });
  });

  it('a raised ticket is in the list at once: the write refetches every page', async () => {
    const store = signedInStore();
    expect((await store.get(ticketsAtom(1))).init_tickets?.Total).toBe(1);
    client.raiseTicket.mockImplementation(async ({ body }: { body: { topic: string } }) => {
      stored = [ticket(2, body.topic), ...stored];
      return stored[0];
    });
    await store.set(raiseTicketAtom, { topic: 'Invoices', description: 'Not delivered' });
    expect(client.raiseTicket).toHaveBeenCalledWith({ body: { topic: 'Invoices', description: 'Not delivered' } });
    const after = await store.get(ticketsAtom(1));
    expect(after.tickets.map((t) => t.topic)).toEqual(['Invoices', 'First']);
    expect(after.init_tickets?.Total).toBe(2);
  });

  it('a reply and a status change refetch the thread and the lists', async () => {
    const store = signedInStore();
    await store.get(ticketAtom(7));
    await store.get(ticketsAtom(1));
    client.replyTicket.mockResolvedValue({ id: 3, from: 'merchant', text: 'Hi', created_at: '2026-11-01T10:00:00.000Z' });
    await store.set(replyTicketAtom, 7, 'Hi');
    expect(client.replyTicket).toHaveBeenCalledWith({ params: { ticket_id: 7 }, body: { text: 'Hi' } });
    await store.get(ticketAtom(7));
    await store.get(ticketsAtom(1));
    expect(client.inspectTicket).toHaveBeenCalledTimes(2);
    expect(client.listTickets).toHaveBeenCalledTimes(2);
    client.toggleTicketStatus.mockResolvedValue({ status: 'closed' });
    expect(await store.set(toggleTicketStatusAtom, 7)).toEqual({ status: 'closed' });
    await store.get(ticketAtom(7));
    await store.get(ticketsAtom(1));
    expect(client.inspectTicket).toHaveBeenCalledTimes(3);
    expect(client.listTickets).toHaveBeenCalledTimes(3);
  });

  it('leaving a ticket marks the lists and the thread stale: the next visit reads the cleared mark and later replies', async () => {
    const store = signedInStore();
    expect((await store.get(ticketsAtom(1))).tickets[0]!.unread).toBe(1);
    // Reading the ticket clears its mark on the server.
    client.inspectTicket.mockImplementationOnce(async () => {
      stored = stored.map((t) => ({ ...t, unread: 0 }));
      return { ...stored[0]!, messages: [] };
    });
    await store.get(ticketAtom(1));
    // Nothing is refetched while leaving (nobody shows the list yet) …
    store.set(leaveTicketAtom, 1);
    expect(client.listTickets).toHaveBeenCalledTimes(1);
    // … back on the list: fetched again, the mark is gone.
    expect((await store.get(ticketsAtom(1))).tickets[0]!.unread).toBe(0);
    expect(client.listTickets).toHaveBeenCalledTimes(2);
    // The desk answered meanwhile: the second visit fetches the thread again.
    client.inspectTicket.mockResolvedValueOnce({
      ...ticket(1, 'First'),
      messages: [{ id: 9, from: 'support', text: 'Fixed', created_at: '2026-11-01T11:00:00.000Z' }],
    });
    expect((await store.get(ticketAtom(1))).messages.map((m) => m.text)).toEqual(['Fixed']);
    expect(client.inspectTicket).toHaveBeenCalledTimes(2);
  });
});
