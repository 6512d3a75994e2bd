import { atom } from 'jotai';
import type { RaiseTicketForm, TicketMessage } from '@wasl/api/types';
import { mutation } from './mutation';
import { resourceFamily } from './resource';

/**
 * GET /section/support/tickets?page: without ?status the answer carries every tab's page
 * (`init_tickets`, `open_tickets`, `closed_tickets`) with their counts, so one call per page serves
 * the three tabs and their badges, and switching tabs costs no request.
 */
export const ticketsAtom = resourceFamily((client, page: number) =>
  client.listTickets({ query: { page: Math.max(1, Math.trunc(page) || 1) } }),
);

/** GET /section/support/inspect/{id}: the ticket with its messages (reading it clears its unread mark). */
export const ticketAtom = resourceFamily((client, id: number) => client.inspectTicket({ params: { ticket_id: id } }));

/**
 * Leaving a ticket (its screen unmounts): reading it cleared its unread mark on the server, and the
 * desk may answer before the next visit, so the lists and this thread are marked stale and fetched
 * again when next shown (a resource nobody shows refetches on its next read, not now).
 */
export const leaveTicketAtom = atom(null, (_get, set, id: number) => {
  set(ticketAtom(id));
  set(ticketsAtom.all);
});

/** POST /section/support/raise: the new ticket is at the top of the list as soon as the list refetches. */
export const raiseTicketAtom = mutation((client, body: RaiseTicketForm) => client.raiseTicket({ body }), [ticketsAtom.all]);

/** POST /section/support/reply/{id}: the merchant's reply joins the thread. */
export const replyTicketAtom = mutation(
  (client, id: number, text: string): Promise<TicketMessage> => client.replyTicket({ params: { ticket_id: id }, body: { text } }),
  [ticketAtom.all, ticketsAtom.all],
);

/** POST /section/support/escalate/{id}: a dedicated agent takes the ticket (plan feature special_agent_support; 402 outside it). */
export const escalateTicketAtom = mutation(
  (client, id: number) => client.escalateTicket({ params: { ticket_id: id } }),
  [ticketAtom.all, ticketsAtom.all],
);

/** POST /section/support/tickets/status/{id}: open ↔ closed (SPEC §4); answers the new status. */
export const toggleTicketStatusAtom = mutation(
  (client, id: number) => client.toggleTicketStatus({ params: { ticket_id: id } }),
  [ticketAtom.all, ticketsAtom.all],
);
