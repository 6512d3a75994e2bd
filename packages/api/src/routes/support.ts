/** Support tickets. */
import { z } from 'zod';
import { MERCHANT_BASE as M } from '../paths';
import { IdParam } from '../schemas/common';
import {
  RaiseTicketForm,
  Ticket,
  TicketDetail,
  TicketList,
  TicketListQuery,
  TicketMessage,
  TicketReplyForm,
  TicketStatusData,
} from '../schemas/insights';
import { routeGroup } from './define';

const route = routeGroup({ tag: 'support', source: 'spec' });

const TicketIdPath = z.strictObject({ ticket_id: IdParam });

export const supportRoutes = {
  listTickets: route({
    method: 'GET',
    path: `${M}/section/support/tickets`,
    summary: 'Tickets, paged; without ?status also the per-status pages',
    query: TicketListQuery,
    response: TicketList,
  }),
  inspectTicket: route({
    method: 'GET',
    path: `${M}/section/support/inspect/{ticket_id}`,
    summary: 'A ticket with its messages (marks them read)',
    params: TicketIdPath,
    response: TicketDetail,
  }),
  raiseTicket: route({
    method: 'POST',
    path: `${M}/section/support/raise`,
    summary: 'Raise a ticket',
    body: RaiseTicketForm,
    bodyKind: 'form',
    response: Ticket,
  }),
  replyTicket: route({
    method: 'POST',
    path: `${M}/section/support/reply/{ticket_id}`,
    summary: 'Reply on an open ticket (a closed one answers 409: reopen it first)',
    params: TicketIdPath,
    body: TicketReplyForm,
    response: TicketMessage,
    source: 'ours',
  }),
  escalateTicket: route({
    method: 'POST',
    path: `${M}/section/support/escalate/{ticket_id}`,
    summary: 'Hand an open ticket to a dedicated agent (plan feature special_agent_support; 402 outside the plan)',
    params: TicketIdPath,
    response: Ticket,
    source: 'ours',
  }),
  toggleTicketStatus: route({
    method: 'POST',
    path: `${M}/section/support/tickets/status/{ticket_id}`,
    summary: 'Toggle a ticket open/closed; answers the new status',
    params: TicketIdPath,
    response: TicketStatusData,
  }),
};
