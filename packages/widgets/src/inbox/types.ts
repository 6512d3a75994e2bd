import type { OrderStatusName } from '@wasl/api/types';

/**
 * What the inbox widgets show. Shapes of the @wasl/api conversations contract (issue 19): the
 * widgets take these as props; the screen passes the server's answers straight through.
 */
export const conversationStates = ['bot', 'waiting', 'assigned', 'closed'] as const;
export type ConversationState = (typeof conversationStates)[number];

/** The inbox's filters (the query's `filter`): waiting, mine, all open, closed, all. */
export const inboxFilters = ['waiting', 'mine', 'open', 'closed', 'all'] as const;
export type InboxFilter = (typeof inboxFilters)[number];

export interface ConversationSummary {
  phone: string;
  profile_name: string;
  last_text: string;
  last_direction: 'in' | 'out';
  last_at: string;
  unread: number;
  state: ConversationState;
  section_id: number | null;
  section_name: string | null;
  agent_id: number | null;
  agent_name: string | null;
}

export interface InboxCounts {
  waiting: number;
  mine: number;
  open: number;
  closed: number;
}

export interface ThreadEntry {
  direction: 'in' | 'out';
  sender: 'customer' | 'bot' | 'agent' | 'system';
  kind: string;
  text: string;
  payload: Record<string, unknown>;
  status: string | null;
  failure_reason: string | null;
  at: string;
  provider_message_id?: string | null;
}

export interface ConversationRecord {
  id: number;
  state: ConversationState;
  section_id: number | null;
  section_name: string | null;
  agent_id: number | null;
  agent_name: string | null;
  opened_at: string;
  closed_at: string | null;
  window_expires_at: string | null;
}

export interface ThreadCustomer {
  phone: string | null;
  profile_name: string;
  language: 'en' | 'ar';
}

/** An approved WhatsApp template the composer may send outside the 24-hour window. */
export interface ComposerTemplate {
  id: number;
  name: string;
  /** WhatsApp's category: marketing, utility, authentication. */
  category: string;
  /** Coins one send costs. */
  coins: number;
  /** The body as approved (shown as text). */
  body: string;
}

/** A quick message (SPEC §3): typed as `/key` in the composer. */
export interface QuickMessage {
  key: string;
  content: string;
}

export interface SectionOption {
  id: number;
  name: string;
}

/** An order of the customer, as the contact panel lists it. */
export interface ContactOrder {
  id: number;
  order_id: string;
  status: OrderStatusName;
  order_date: string;
  total: number;
  currency: string;
}

/** A past survey answer of the customer. */
export interface ContactFeedback {
  rating: number;
  comment: string;
  at: string;
}
