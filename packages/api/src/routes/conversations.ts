/**
 * Conversations (issue 19): a customer's thread and the inbox at /inspect. Every route is open to
 * the merchant and to their agents (an agent sees the conversations of their sections: the waiting
 * ones to claim and their own), except `simulateCustomerMessage` (merchant, sandbox only). An agent
 * transfers only a conversation they may act on (theirs, or waiting in their sections), and reads
 * the orders of that customer only (`listConversationOrders`; the month's order list stays the
 * merchant's).
 *
 * Live events: `conversationEvents` is a Server-Sent Events stream. A browser's EventSource cannot
 * send the Authorization header, so the inbox first asks `conversationEventsTicket` (signed-in call)
 * for a short-lived ticket and opens `GET …/conversations/events?ticket=…` with it. EventSource's own
 * reconnects send `Last-Event-ID` and lose nothing; once the ticket has expired (the stream answers
 * 401 and EventSource stops), ask a new ticket and open a new EventSource with
 * `&last_event_id=<the last id seen>`.
 */
import { MERCHANT_BASE as M } from '../paths';
import {
  ConversationAnswer,
  ConversationEvent,
  ConversationEventsQuery,
  ConversationList,
  ConversationOrders,
  ConversationListQuery,
  ConversationTemplates,
  EventsTicket,
  SendConversationMessageBody,
  SentConversationMessage,
  SimulateCustomerMessageBody,
  SimulatedMessage,
  Thread,
  ThreadPath,
  TransferConversationBody,
  TransferTargets,
} from '../schemas/conversations';
import { routeGroup } from './define';

const route = routeGroup({ tag: 'conversations', source: 'ours' });
const C = `${M}/section/conversations`;

export const conversationsRoutes = {
  listConversations: route({
    method: 'GET',
    path: C,
    summary: 'The inbox: conversations by filter (waiting, mine, open, closed, all), section and search, 20 per page, with counts',
    query: ConversationListQuery,
    roles: ['merchant', 'agent'],
    response: ConversationList,
  }),
  conversationEventsTicket: route({
    method: 'POST',
    path: `${C}/events/ticket`,
    summary: 'A short-lived ticket that opens the live event stream (EventSource cannot send Authorization)',
    roles: ['merchant', 'agent'],
    response: EventsTicket,
  }),
  conversationEvents: route({
    method: 'GET',
    path: `${C}/events`,
    auth: 'public',
    summary:
      'Server-Sent Events of the inbox (event: message|status|assignment; data: ConversationEvent JSON; id increasing, Last-Event-ID or last_event_id resumes); opened with a ticket, 401 when it is not valid',
    query: ConversationEventsQuery,
    response: ConversationEvent,
    responseKind: 'events',
    errors: [401],
  }),
  simulateCustomerMessage: route({
    method: 'POST',
    path: `${C}/simulate`,
    summary: 'Sandbox only: a message as if a customer sent it, through the same job as the WhatsApp webhook (409 outside the sandbox)',
    body: SimulateCustomerMessageBody,
    response: SimulatedMessage,
    errors: [409],
  }),
  listTransferTargets: route({
    method: 'GET',
    path: `${C}/transfer-targets`,
    summary: "Whom a conversation may be transferred to: the merchant's active agents (their sections, in service or not) and sections",
    roles: ['merchant', 'agent'],
    response: TransferTargets,
  }),
  getThread: route({
    method: 'GET',
    path: `${C}/{phone}`,
    summary:
      "A customer's WhatsApp thread by phone (E.164 digits, + optional): inbound entries and what was sent, with delivery status, and the conversation",
    params: ThreadPath,
    roles: ['merchant', 'agent'],
    response: Thread,
  }),
  listConversationOrders: route({
    method: 'GET',
    path: `${C}/{phone}/orders`,
    summary:
      "The contact panel's orders: this customer's latest 10, any month, newest first. An agent reads them only for a conversation they may act on (theirs, or waiting in their sections), else 404",
    params: ThreadPath,
    roles: ['merchant', 'agent'],
    response: ConversationOrders,
    errors: [404],
  }),
  listConversationTemplates: route({
    method: 'GET',
    path: `${C}/{phone}/templates`,
    summary: 'Templates the inbox may send this customer outside the 24-hour window, with their category and cost now',
    params: ThreadPath,
    roles: ['merchant', 'agent'],
    response: ConversationTemplates,
  }),
  sendConversationMessage: route({
    method: 'POST',
    path: `${C}/{phone}/messages`,
    summary: 'An agent or the merchant writes: free text inside the 24-hour window (else 409), or a template by id',
    params: ThreadPath,
    body: SendConversationMessageBody,
    roles: ['merchant', 'agent'],
    response: SentConversationMessage,
    errors: [402, 404, 409],
  }),
  claimConversation: route({
    method: 'POST',
    path: `${C}/{phone}/claim`,
    summary: 'Take a waiting conversation (an agent: for themselves; 409 when someone else has it)',
    params: ThreadPath,
    roles: ['merchant', 'agent'],
    response: ConversationAnswer,
    errors: [404, 409],
  }),
  transferConversation: route({
    method: 'POST',
    path: `${C}/{phone}/transfer`,
    summary:
      'The merchant or an agent moves a conversation to another section and/or an active agent (422 for an unknown or inactive target); the thread gets a "transferred to X by Y" line',
    params: ThreadPath,
    body: TransferConversationBody,
    roles: ['merchant', 'agent'],
    response: ConversationAnswer,
    errors: [404, 409],
  }),
  closeConversation: route({
    method: 'POST',
    path: `${C}/{phone}/close`,
    summary: 'Close the conversation (the customer’s next message reopens it)',
    params: ThreadPath,
    roles: ['merchant', 'agent'],
    response: ConversationAnswer,
    errors: [404],
  }),
  markConversationRead: route({
    method: 'POST',
    path: `${C}/{phone}/read`,
    summary: 'Mark the thread read (its unread count goes to 0)',
    params: ThreadPath,
    roles: ['merchant', 'agent'],
    response: ConversationAnswer,
    errors: [404],
  }),
};
