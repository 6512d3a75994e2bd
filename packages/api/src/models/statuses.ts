/**
 * The status lists of the smaller domains (orders and campaigns keep theirs beside their life
 * cycles: orderTransitions.ts, campaignLifecycle.ts). Pure data, so any layer may read them: the
 * zod schemas build their enums from these, widgets map each status to a tone and a label.
 * The order of each list is the lifecycle order the UI shows.
 */

/** Who signs in (issue 19): the merchant (store owner, SPEC §6 "manages everything") or one of their agents. */
export const roles = ['merchant', 'agent'] as const;
export type Role = (typeof roles)[number];
/** Where a signed-in agent lands, and goes from a page that is not theirs: the inbox (SPEC §2 /inspect). */
export const AGENT_HOME = '/inspect';

/** `invited`: e-mail sent, not accepted yet; `active`: the agent accepted (SPEC §4 "Agent"). */
export const agentStatuses = ['invited', 'active'] as const;
export type AgentStatusName = (typeof agentStatuses)[number];

/** The API health card: `idle` when there were no recent calls. */
export const healthStatuses = ['operational', 'degraded', 'down', 'idle'] as const;
export type HealthStatusName = (typeof healthStatuses)[number];

export const subscriptionStatuses = ['active', 'inactive'] as const;
export type SubscriptionStatusName = (typeof subscriptionStatuses)[number];

/** Templates are reviewed by the messaging provider, which may take up to 3 hours (SPEC §9). */
export const templateStatuses = ['pending', 'approved', 'rejected'] as const;
export type TemplateStatusName = (typeof templateStatuses)[number];

export const ticketStatuses = ['open', 'closed'] as const;
export type TicketStatusName = (typeof ticketStatuses)[number];

export const transactionStatuses = ['success', 'failed'] as const;
export type TransactionStatusName = (typeof transactionStatuses)[number];

/** A contact number awaits the provider's approval. */
export const contactStatuses = ['pending', 'approved'] as const;
export type ContactStatusName = (typeof contactStatuses)[number];

/** An order message's status as the order screen shows it (SPEC §4); the full delivery model is in messaging.ts. */
export const messageStatuses = ['sent', 'delivered', 'seen', 'failed'] as const;
export type MessageStatusName = (typeof messageStatuses)[number];
