/**
 * Conversations (issue 19): a customer's WhatsApp thread — what the customer sent (typed entries)
 * and what the business sent them (bot, agent, order updates, campaigns, surveys) with its
 * delivery status. The inbox and the agents' side come later; this is the server's read of one thread.
 */
import { z } from 'zod';
import { Id, IdParam, IsoDateTime, PageNumber, PageQuery, Search } from './common';
import { Order } from './orders';
import { failureReasons } from '../models/messaging';

/**
 * The customer: E.164 digits, with or without `+` (the `/inspect/{phone}` form), or the opaque key
 * an agent gets instead of the number while the store's Show_Number is off (models/phoneMask.ts).
 */
export const ThreadPath = z.strictObject({
  phone: z
    .string()
    .max(100)
    .regex(/^(\+?\d{6,15}|h[A-Za-z0-9_-]{20,80})$/, 'validation:phoneInvalid'),
});

/**
 * Null: `phone` is the customer's number. Otherwise the number is hidden from this agent (the
 * store's Show_Number is off): show this mask (`•••• 4567`, models/phoneMask.ts); `phone` is then an
 * opaque key, good for the URL and the conversation calls only.
 */
const PhoneMasked = z.string().nullable();

export const ThreadEntry = z.object({
  direction: z.enum(['in', 'out']),
  /** Who wrote it: the customer, the bot, an agent, or the system (order updates, campaigns, surveys). */
  sender: z.enum(['customer', 'bot', 'agent', 'system']),
  /** Inbound: text, button_reply, list_reply, quick_reply, image, video, audio, document, sticker, location, reaction, contacts, unsupported; outbound: the message kind. */
  kind: z.string(),
  /** As sent (render as text). */
  text: z.string(),
  /** Inbound: replyId, mediaId, mimeType, caption, filename, latitude, longitude, name, address, contextId; outbound: a bot reply's {kind, choices}. */
  payload: z.record(z.string(), z.unknown()),
  /** Outbound: queued, sending, sent, delivered, seen, failed. */
  status: z.string().nullable(),
  /** Outbound failures: the reason class (data:failureReason.*), from the one list. */
  failure_reason: z.enum(failureReasons).nullable(),
  at: z.string(),
  provider_message_id: z.string().nullable(),
  /**
   * Outbound, once sent: the form it went out in (issue 20) — free text inside the customer's
   * 24-hour window, else an approved template with its name and parameters.
   */
  form: z.object({ kind: z.enum(['text', 'template']), name: z.string().optional(), params: z.array(z.string()).optional() }).optional(),
});

export const ThreadCustomer = z.object({
  phone: z.string().nullable(),
  phone_masked: PhoneMasked,
  /** WhatsApp's id of the customer (their number): null for an agent while numbers are hidden. */
  wa_id: z.string().nullable(),
  /** Meta's business-scoped user id. */
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  /** The WhatsApp profile name. */
  profile_name: z.string(),
  language: z.enum(['en', 'ar']),
  /** 'waiting' once the bot handed the conversation over ($AGENT). */
  handover: z.enum(['none', 'waiting']),
  section_id: z.number().int().nullable(),
});

/* ------------------------------------------------------------------ the inbox (issue 19) */

/**
 * A conversation's state: `bot` (the deployed flow answers, no human yet), `waiting` (handed over,
 * in its section's queue), `assigned` (an agent has it), `closed` (an agent closed it, or the
 * chat-end setting did; the customer's next message reopens it).
 */
export const conversationStates = ['bot', 'waiting', 'assigned', 'closed'] as const;
export const ConversationState = z.enum(conversationStates);

/** The inbox's filters: `mine` = assigned to the acting agent (for the merchant: assigned to anyone). */
export const conversationFilters = ['waiting', 'mine', 'open', 'closed', 'all'] as const;
export const ConversationFilter = z.enum(conversationFilters);

export const ConversationListQuery = z.strictObject({
  filter: ConversationFilter.default('open'),
  /** Only this section's conversations. */
  section: IdParam.optional(),
  /** Phone digits or part of the profile name. */
  search: Search.optional(),
  page: PageQuery,
});

/** One row of the inbox: the customer's latest conversation and their thread's last entry. */
export const ConversationSummary = z.object({
  /** E.164 digits, no `+` (the `/inspect/{phone}` segment); an opaque key when `phone_masked` is set. */
  phone: z.string(),
  phone_masked: PhoneMasked,
  /** The WhatsApp profile name ('' when unknown: show the number). */
  profile_name: z.string(),
  /** The last entry's text, as sent (render as text). */
  last_text: z.string(),
  last_direction: z.enum(['in', 'out']),
  last_at: IsoDateTime,
  /** Inbound entries since the inbox last marked the thread read. */
  unread: z.number().int().min(0),
  state: ConversationState,
  section_id: z.number().int().nullable(),
  section_name: z.string().nullable(),
  agent_id: z.number().int().nullable(),
  agent_name: z.string().nullable(),
});

export const ConversationCounts = z.object({
  waiting: z.number().int().min(0),
  mine: z.number().int().min(0),
  open: z.number().int().min(0),
  closed: z.number().int().min(0),
});

/** 20 per page, the latest activity first; `counts` ignore the filter and the page (they honour section and search). */
export const ConversationList = z.object({
  conversations: z.array(ConversationSummary),
  total: z.number().int().min(0),
  page: PageNumber,
  counts: ConversationCounts,
});

/** The customer's current (latest) conversation record. */
export const ConversationRecord = z.object({
  id: z.number().int(),
  state: ConversationState,
  section_id: z.number().int().nullable(),
  section_name: z.string().nullable(),
  agent_id: z.number().int().nullable(),
  agent_name: z.string().nullable(),
  opened_at: IsoDateTime,
  closed_at: IsoDateTime.nullable(),
  /**
   * When free text stops being allowed: 24 hours after the customer's last message (WhatsApp's
   * customer-service window); null when the customer never wrote or it has passed. Outside it only
   * a template can be sent.
   */
  window_expires_at: IsoDateTime.nullable(),
});

/**
 * The customer (null when they never wrote), the last 500 entries, oldest first, and the customer's
 * latest conversation record (null when there never was one).
 */
/**
 * What the inbox's side panel shows about the customer besides their orders: whether they opted
 * out of marketing (STOP), their last ratings (CSAT) and their last abandoned carts.
 */
export const ThreadContact = z.object({
  opted_out: z.boolean(),
  feedback: z.array(z.object({ rating: z.number().int().min(1).max(5), comment: z.string(), at: z.string() })),
  carts: z.array(
    z.object({
      cart_id: z.string(),
      total: z.number(),
      currency: z.string(),
      at: z.string(),
      reminded: z.boolean(),
      recovered: z.boolean(),
    }),
  ),
});

export const Thread = z.object({
  customer: ThreadCustomer.nullable(),
  /** Null when the number has no thread and no record. */
  contact: ThreadContact.nullable(),
  entries: z.array(ThreadEntry),
  conversation: ConversationRecord.nullable(),
});

/** Free text (inside the window) or one of `inboxTemplates` by id (any time; may open a paid conversation). */
export const SendConversationMessageBody = z.union([
  z.strictObject({ text: z.string().trim().min(1, 'validation:required').max(4096) }),
  z.strictObject({ template_id: z.string().min(1).max(64) }),
]);

/** What was queued: the thread entry as it now stands (status `queued`). */
export const SentConversationMessage = z.object({ entry: ThreadEntry, conversation: ConversationRecord });

/** The merchant or an agent moves a conversation to another section and/or agent (at least one of them). */
export const TransferConversationBody = z
  .strictObject({ section_id: Id.optional(), agent_id: Id.optional() })
  .refine((b) => b.section_id !== undefined || b.agent_id !== undefined, { message: 'validation:required' });

/**
 * Whom a conversation may be transferred to: the merchant's active agents (with the sections they
 * serve and whether they are in service) and sections, by name.
 */
export const TransferTargets = z.object({
  agents: z.array(z.object({ id: z.number().int(), name: z.string(), sections: z.array(z.number().int()), in_service: z.boolean() })),
  sections: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/**
 * A transfer's line in the thread (entry `sender: 'system'`, `kind: 'transfer'`): its `payload`,
 * names as they were at the time. `by` is the agent's name, or null when the merchant did it.
 */
export const TransferNote = z.object({
  to_agent: z.string().nullable(),
  to_section: z.string().nullable(),
  by: z.string().nullable(),
});

/** The conversation after a claim, transfer, close or read. */
export const ConversationAnswer = z.object({ conversation: ConversationRecord });

/** A template the inbox may send outside the window, with what it costs this customer now. */
export const ConversationTemplate = z.object({
  id: z.string(),
  category: z.enum(['utility', 'marketing']),
  /** The text in the customer's language, `{name}` filled in. */
  text: z.string(),
  /** Conversations taken from the wallet if sent now (0 inside an already paid window, else 1). */
  cost: z.number().int().min(0),
});
export const ConversationTemplates = z.object({ templates: z.array(ConversationTemplate) });

/** Sandbox only: a merchant writes as a customer; it goes through the webhook's own job. */
export const SimulateCustomerMessageBody = z.strictObject({
  from: z
    .string()
    .trim()
    .max(20)
    .regex(/^\+?\d{6,15}$/, 'validation:phoneInvalid'),
  text: z.string().min(1, 'validation:required').max(4096),
  /** The profile name the simulated customer shows (default: none). */
  profile_name: z.string().max(100).optional(),
});
/** The provider message id the simulated message carries (the thread entry's `provider_message_id`). */
export const SimulatedMessage = z.object({ provider_message_id: z.string() });

/** A short-lived ticket that opens the event stream (EventSource cannot send Authorization). */
export const EventsTicket = z.object({ ticket: z.string(), expires_at: IsoDateTime });

export const ConversationEventsQuery = z.strictObject({
  ticket: z.string().min(1).max(200),
  /** Resume after this event id (for a NEW EventSource; a reconnecting one sends the Last-Event-ID header). */
  last_event_id: z.coerce.number<number | string>().int().min(0).optional(),
});

/**
 * The `data:` (JSON) of one Server-Sent Event. `event:` is the `type`; `id:` is `id` (increasing;
 * `Last-Event-ID` resumes after it). `message`: an entry was added to a thread (in or out);
 * `status`: an outbound entry's delivery status changed; `assignment`: a conversation's state,
 * section or agent changed (handover, claim, transfer, close, reopen, read). Refetch what you show.
 */
/** The contact panel's orders: the customer's latest orders (any month), newest first. */
export const CONVERSATION_ORDERS_LIMIT = 10;
export const ConversationOrders = z.object({ orders: z.array(Order).max(CONVERSATION_ORDERS_LIMIT) });

export const ConversationEvent = z.object({
  id: z.number().int(),
  type: z.enum(['message', 'status', 'assignment']),
  phone: z.string(),
  conversation_id: z.number().int().nullable(),
  state: ConversationState.nullable(),
  section_id: z.number().int().nullable(),
  agent_id: z.number().int().nullable(),
  at: IsoDateTime,
});

export type ThreadPath = z.infer<typeof ThreadPath>;
export type ConversationOrders = z.infer<typeof ConversationOrders>;
export type ThreadEntry = z.infer<typeof ThreadEntry>;
export type ThreadCustomer = z.infer<typeof ThreadCustomer>;
export type Thread = z.infer<typeof Thread>;
export type ThreadContact = z.infer<typeof ThreadContact>;
export type ConversationState = z.infer<typeof ConversationState>;
export type ConversationFilter = z.infer<typeof ConversationFilter>;
export type ConversationListQuery = z.infer<typeof ConversationListQuery>;
export type ConversationSummary = z.infer<typeof ConversationSummary>;
export type ConversationCounts = z.infer<typeof ConversationCounts>;
export type ConversationList = z.infer<typeof ConversationList>;
export type ConversationRecord = z.infer<typeof ConversationRecord>;
export type SendConversationMessageBody = z.infer<typeof SendConversationMessageBody>;
export type SentConversationMessage = z.infer<typeof SentConversationMessage>;
export type TransferConversationBody = z.infer<typeof TransferConversationBody>;
export type TransferTargets = z.infer<typeof TransferTargets>;
export type TransferNote = z.infer<typeof TransferNote>;
export type ConversationTemplate = z.infer<typeof ConversationTemplate>;
export type ConversationTemplates = z.infer<typeof ConversationTemplates>;
export type SimulateCustomerMessageBody = z.infer<typeof SimulateCustomerMessageBody>;
export type EventsTicket = z.infer<typeof EventsTicket>;
export type ConversationEvent = z.infer<typeof ConversationEvent>;
