/**
 * What the inbox widgets show: the @wasl/api conversations contract (issue 19). The widgets take
 * these as props; the screen passes the server's answers straight through.
 */
import type {
  ConversationCounts,
  ConversationFilter,
  ConversationRecord,
  ConversationState,
  ConversationSummary,
  ConversationTemplate,
  OrderStatusName,
  QuickMessage,
  SendConversationMessageBody,
  ThreadCustomer,
  ThreadEntry,
} from '@wasl/api/types';

export type {
  ConversationCounts,
  ConversationFilter,
  ConversationRecord,
  ConversationState,
  ConversationSummary,
  ConversationTemplate,
  QuickMessage,
  ThreadEntry,
};

/** The inbox's filters in the order the list offers them (every filter of the contract, checked below). */
export const inboxFilters = ['waiting', 'mine', 'open', 'closed', 'all'] as const satisfies readonly ConversationFilter[];
export type InboxFilter = (typeof inboxFilters)[number];
// A filter added to the contract and not offered here fails the build.
const everyFilter: Record<Exclude<ConversationFilter, InboxFilter>, never> = {};
void everyFilter;

/** What the thread's heading needs of the customer. */
/** `phone_masked`: the server's mask while numbers are hidden from agents (Show_Number off); left out or null, `phone` is the number. */
export type ThreadCustomerView = Pick<ThreadCustomer, 'phone' | 'profile_name' | 'language'> &
  Partial<Pick<ThreadCustomer, 'phone_masked'>>;

/** What a send carries: `POST /section/conversations/{phone}/messages`'s body. */
export type ComposerSend = SendConversationMessageBody;

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

/** An abandoned cart of the customer, and what became of it. */
export interface ContactCart {
  cart_id: string;
  total: number;
  currency: string;
  at: string;
  /** A reminder went out. */
  reminded: boolean;
  /** An order of the customer followed within the recovery window. */
  recovered: boolean;
}

/** A past survey answer of the customer. */
export interface ContactFeedback {
  rating: number;
  comment: string;
  at: string;
}
