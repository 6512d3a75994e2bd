/**
 * Messaging vocabulary shared by the server (delivery, status ingestion) and the dashboard (which
 * translates a failure reason and shows a recipient's status). Pure data: no I/O.
 */

/**
 * Why a message was not delivered, as a plain-language class. A provider's error code is mapped
 * onto one of these (the server keeps the raw code beside it); the UI translates the class.
 */
export const failureReasons = [
  'invalid_number',
  'not_on_whatsapp',
  'marketing_cap',
  'template_paused',
  'template_not_approved',
  'rate_limited',
  'other',
] as const;
export type FailureReason = (typeof failureReasons)[number];

export const isFailureReason = (value: unknown): value is FailureReason =>
  typeof value === 'string' && (failureReasons as readonly string[]).includes(value);

/** A status event as providers report it (WhatsApp's sent / delivered / read / failed). */
export const statusEventKinds = ['sent', 'delivered', 'read', 'failed'] as const;
export type StatusEventKind = (typeof statusEventKinds)[number];

/**
 * A recipient's (or an order message's) delivery status. `queued` and `sending` are ours (not yet
 * accepted by the provider); `skipped` is a campaign recipient never sent to (opted out).
 */
export const deliveryStatuses = ['queued', 'sending', 'skipped', 'sent', 'failed', 'delivered', 'seen'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * Order in which statuses may replace one another: a status only moves forward. `failed` ranks
 * above `sent` (a late "sent" does not undo a failure) and below `delivered` (a customer with
 * several devices can get "delivered" after "failed"; the delivery wins, the failure is kept as
 * information).
 */
export const deliveryRank: Record<DeliveryStatus, number> = {
  queued: 0,
  sending: 0,
  skipped: 0,
  sent: 1,
  failed: 2,
  delivered: 3,
  seen: 4,
};

/** Status an event moves a message to (`read` is shown as `seen`, SPEC §4 "Messages"). */
export const statusOfEvent: Record<StatusEventKind, DeliveryStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'seen',
  failed: 'failed',
};

/** Why a campaign stopped by itself (it is then `paused`; buying coins / renewing and resuming continues it). */
export const campaignStopReasons = ['insufficient_coins', 'subscription_expired'] as const;
export type CampaignStopReason = (typeof campaignStopReasons)[number];

/**
 * A reminded cart counts as recovered when the same customer (phone) orders within this many days
 * after it (the order's own date), last cart first; the order's total is the revenue recovered
 * (README "Cart recovery").
 */
export const CART_RECOVERY_WINDOW_DAYS = 7;

/* ---------------------------------------------------------------- templates outside the window (issue 20) */

/**
 * WhatsApp's customer-service window: free-form text reaches a customer only within this long of
 * their last message; outside it only an approved template may be sent (Meta answers 131047).
 */
export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 3_600_000;

/** The form a message went out in: free text (inside the window) or an approved template (anywhere). */
export type SentForm = { kind: 'text' } | { kind: 'template'; name: string; params: string[] };

/** The merchant's order templates (init, commit, push: /orders/template) under their WhatsApp names. */
export const orderTemplateNames = {
  init: 'wasl_order_init',
  commit: 'wasl_order_commit',
  push: 'wasl_order_push',
} as const;
export type OrderTemplateKind = keyof typeof orderTemplateNames;

/**
 * Templates Wasl defines once for the business-initiated kinds without a merchant template. Each
 * must exist, approved, under this name in the merchant's WhatsApp account (the sandbox approves
 * them); `params` name the body parameters {{1}}, {{2}}… in order.
 */
export const systemTemplates = {
  cart_reminder: { name: 'wasl_cart_reminder', category: 'utility', params: ['total', 'currency', 'link'] },
  survey: { name: 'wasl_survey_question', category: 'utility', params: ['question'] },
  csat: { name: 'wasl_csat_request', category: 'utility', params: ['agent'] },
  campaign: { name: 'wasl_campaign_message', category: 'marketing', params: ['message'] },
} as const satisfies Record<string, { name: string; category: 'utility' | 'marketing'; params: readonly string[] }>;
export type SystemTemplateKind = keyof typeof systemTemplates;

/** A template's review state as Meta reports it (message_template_status_update `event`), lower-cased. */
export const templateReviewStates = ['pending', 'approved', 'rejected', 'paused', 'disabled'] as const;
export type TemplateReviewState = (typeof templateReviewStates)[number];
