/**
 * The outside world behind interfaces. Every implementation here is an offline sandbox: it records
 * what a real provider would have done in the database so the dashboard and tests can see it.
 */
import { createHash } from 'node:crypto';
import {
  sandboxCardByToken,
  type FailureReason,
  type MessagingLimitTier,
  type OnboardingMode,
  type OnboardingStep,
  type QualityRating,
} from '@wasl/api/models';
import type { Logger } from '../config.ts';
import type { Db, Queryable } from '../db/db.ts';
import { enqueue } from '../jobs/queue.ts';

/* ---------------------------------------------------------------- messaging */

export type MessageKind = 'invoice' | 'order_status' | 'campaign' | 'bot' | 'cart_reminder' | 'survey' | 'csat' | 'agent';
export type MessageStatus = 'sent' | 'delivered' | 'seen' | 'failed';
export type { FailureReason } from '@wasl/api/models';

export interface OutboundMessage {
  merchantId: number;
  to: string;
  kind: MessageKind;
  body: string;
  ref?: string;
  language?: 'en' | 'ar';
  /**
   * The same key for every attempt of one logical message (a retry after a timeout or a crash).
   * A provider that deduplicates (the sandbox does) answers the first message's id again; the
   * WhatsApp Cloud API does not, so a crash between its answer and our commit can repeat a message.
   */
  idempotencyKey: string;
  /**
   * A pre-approved template (allowed outside the conversation window) or free-form text (only
   * inside an open window, SPEC §9). Defaults to 'template' for every business-initiated kind.
   */
  format?: 'template' | 'text';
  /** Template name and parameters for a real provider; `body` is the rendered text. */
  template?: { name: string; params: string[] };
  /**
   * Free-form text with choices (a bot reply): WhatsApp reply buttons (≤ 3, titles ≤ 20) or a list
   * message (≤ 10 rows, titles ≤ 24, `listButton` opens it). Only inside a window, like text.
   */
  interactive?: InteractiveChoices;
}

export interface InteractiveChoices {
  kind: 'buttons' | 'list';
  choices: { id: string; title: string }[];
  /** The label of the button that opens a list. */
  listButton?: string;
}

/** The provider accepted the message; its id links the later status events to our record. */
export interface SendResult {
  providerMessageId: string;
}

/**
 * The provider did not accept the message. `retryable` errors (rate limits, timeouts, 5xx) are
 * retried by the queue with backoff (`retryAfterMs` when the provider said how long); the others
 * are permanent and recorded as failed with `reason`. `code` is the provider's raw error code.
 */
export class ProviderError extends Error {
  readonly code: string;
  readonly reason: FailureReason;
  readonly retryable: boolean;
  readonly retryAfterMs: number | undefined;
  constructor(init: { code: string | number; reason: FailureReason; retryable: boolean; retryAfterMs?: number; message?: string }) {
    super(init.message ?? `provider error ${init.code} (${init.reason})`);
    this.name = 'ProviderError';
    this.code = String(init.code);
    this.reason = init.reason;
    this.retryable = init.retryable;
    this.retryAfterMs = init.retryAfterMs;
  }
}

export const isProviderError = (error: unknown): error is ProviderError => error instanceof ProviderError;

/**
 * Sends one message. Resolves with the provider's id once the provider ACCEPTED it (not yet
 * delivered: delivery arrives later as a status event, see messaging/status.ts); throws
 * ProviderError otherwise. It never writes our delivery records: the caller does.
 */
export interface MessagingProvider {
  send(message: OutboundMessage): Promise<SendResult>;
}

/** A status event to ingest (applyStatusEvent in messaging/status.ts). */
export interface StatusEvent {
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  timestamp: Date;
  errorCode?: string;
  reason?: FailureReason;
}

/** Job kind that ingests status events: payload `StatusEvent` or `{ events: StatusEvent[] }` (messaging/handlers.ts). */
export const STATUS_EVENT_JOB = 'message.status';

const SANDBOX_DIGITS = /^\d{8,15}$/;

/**
 * Sandbox messaging, offline. Accepts numbers that are E.164-like (`+` and 8–15 digits after
 * normalising) and refuses the rest as `invalid_number` (permanent), like a real provider.
 * Accepted messages are recorded in sandbox_messages (text, and a bot reply's buttons or list in
 * `interactive`, the form — text, or template name + parameters — in `form`) under their idempotency key (a repeated key
 * answers the first id and counts the call). Like a real provider's webhooks, status events follow
 * as `message.status` jobs: sent + delivered due after 1 s and, for about three in four (chosen by
 * the id, so a run is reproducible), read after 60 s. `statusEvents: false` turns them off.
 */
export class SandboxMessaging implements MessagingProvider {
  statusEvents = true;
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date = () => new Date(),
    /** Simulated network time per send (SANDBOX_LATENCY_MS; a real provider answers in ~100 ms). */
    readonly latencyMs = 0,
  ) {}

  async send(message: OutboundMessage): Promise<SendResult> {
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    const digits = message.to.replace(/[^\d]/g, '');
    if (!SANDBOX_DIGITS.test(digits)) {
      throw new ProviderError({ code: 'sandbox_invalid_number', reason: 'invalid_number', retryable: false });
    }
    const id = `sbx.${createHash('sha256').update(message.idempotencyKey).digest('base64url').slice(0, 22)}`;
    const { rows } = await this.db.query<{ calls: number }>(
      `INSERT INTO sandbox_messages (provider_message_id, idempotency_key, merchant_id, to_phone, body, interactive, form)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)
       ON CONFLICT (idempotency_key) DO UPDATE SET calls = sandbox_messages.calls + 1 RETURNING calls`,
      [
        id,
        message.idempotencyKey,
        message.merchantId,
        message.to,
        message.body,
        message.interactive ? JSON.stringify(message.interactive) : null,
        // Which form a real provider would have sent (issue 20): the template with its parameters, or text.
        JSON.stringify(
          message.format !== 'text' && message.template
            ? { kind: 'template', name: message.template.name, params: message.template.params }
            : { kind: 'text' },
        ),
      ],
    );
    if (this.statusEvents && rows[0]?.calls === 1) {
      const at = this.now().getTime();
      // As webhook calls would come: sent + delivered in one call after 1 s, read (for about three
      // in four) after 60 s; each event keeps its own timestamp.
      const sent: StatusEvent = { providerMessageId: id, status: 'sent', timestamp: new Date(at) };
      const delivered: StatusEvent = { providerMessageId: id, status: 'delivered', timestamp: new Date(at + 1_000) };
      await enqueue(this.db, {
        kind: STATUS_EVENT_JOB,
        payload: { events: [sent, delivered] },
        idempotencyKey: `status:${id}`,
        runAt: delivered.timestamp,
      });
      if ((id.charCodeAt(6) & 3) !== 0) {
        const read: StatusEvent = { providerMessageId: id, status: 'read', timestamp: new Date(at + 60_000) };
        await enqueue(this.db, { kind: STATUS_EVENT_JOB, payload: read, idempotencyKey: `status:${id}:read`, runAt: read.timestamp });
      }
    }
    return { providerMessageId: id };
  }
}

/* ---------------------------------------------------------------- number onboarding (whatsapp/onboarding.ts) */

/** What the server knows of a number being onboarded. */
export interface OnboardingNumber {
  created_at: Date;
  phone: string;
  phone_id: string;
  business_account_id: string;
  /** Meta's one-time code (cloud), until it is exchanged. */
  signup_code: string;
  /** The business token (cloud), in clear here: the caller keeps it encrypted at rest. */
  token: string;
}

/** A step's result: not due yet, or done with what it learnt. */
export type StepResult =
  | 'wait'
  | {
      phone_id?: string;
      business_account_id?: string;
      token?: string;
      messaging_limit_tier?: MessagingLimitTier;
      quality_rating?: QualityRating;
    };

export interface NumberOnboarding {
  readonly mode: OnboardingMode;
  /** Runs `step` (never `signup`: that one is the merchant's, done when the number is added). Throws ProviderError on a refusal. */
  run(step: Exclude<OnboardingStep, 'signup'>, number: OnboardingNumber, now: Date): Promise<StepResult>;
}

/* ---------------------------------------------------------------- e-mail */

export interface Email {
  to: string;
  subject: string;
  body: string;
  merchantId?: number | null;
}

export interface EmailProvider {
  send(email: Email): Promise<void>;
}

/** Writes to the email_outbox table; in development also prints it (reset links) to the log. */
export class OutboxEmail implements EmailProvider {
  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly printToLog: boolean,
  ) {}
  async send(email: Email) {
    await this.db.query('INSERT INTO email_outbox (merchant_id, to_email, subject, body) VALUES ($1, $2, $3, $4)', [
      email.merchantId ?? null,
      email.to,
      email.subject,
      email.body,
    ]);
    if (this.printToLog) this.log.info(`e-mail to ${email.to}: ${email.subject}\n${email.body}`);
  }
}

/* ---------------------------------------------------------------- payments */

export interface Charge {
  merchantId: number;
  amount: number;
  currency: string;
  description: string;
  /** Same key → same charge, never a second one (Stripe, Moyasar and Tap take such a key). */
  idempotencyKey?: string;
  /** The payment source token from the provider's card form (the sandbox's test cards: SANDBOX_CARDS). */
  source?: string | undefined;
}

export interface ChargeResult {
  status: 'success' | 'failed';
  reference: string;
  reason?: string;
}

export interface PaymentProvider {
  charge(charge: Charge): Promise<ChargeResult>;
}

/** Amounts above this are declined by the sandbox (a card limit), so the failed path can be tried. */
export const SANDBOX_DECLINE_ABOVE = 10_000;

/**
 * Sandbox payments: the test cards of `SANDBOX_CARDS` answer their fixed outcome (approve, or
 * decline with a reason); any other source approves every charge up to SANDBOX_DECLINE_ABOVE SAR
 * and declines larger ones.
 */
export class SandboxPayments implements PaymentProvider {
  private counter = 0;
  /** Results by idempotency key, like a provider's (bounded: the oldest keys are forgotten first). */
  private readonly byKey = new Map<string, ChargeResult>();
  async charge(charge: Charge): Promise<ChargeResult> {
    const known = charge.idempotencyKey ? this.byKey.get(charge.idempotencyKey) : undefined;
    if (known) return known;
    this.counter += 1;
    const reference = `sbx_${Date.now().toString(36)}_${this.counter}`;
    const card = charge.source ? sandboxCardByToken(charge.source) : undefined;
    const result: ChargeResult =
      card && card.outcome !== 'success'
        ? { status: 'failed', reference, reason: card.outcome }
        : !(charge.amount >= 0) || charge.amount > SANDBOX_DECLINE_ABOVE
          ? { status: 'failed', reference, reason: 'card_declined' }
          : { status: 'success', reference };
    if (charge.idempotencyKey) {
      this.byKey.set(charge.idempotencyKey, result);
      if (this.byKey.size > 10_000) this.byKey.delete(this.byKey.keys().next().value!);
    }
    return result;
  }
}

/* ---------------------------------------------------------------- store platforms */

export const STORE_PLATFORMS = ['salla', 'zid', 'woocommerce', 'shopify', 'wix'] as const;
export type StorePlatform = (typeof STORE_PLATFORMS)[number];

export interface StorePlatformProvider {
  /** URL the merchant is sent to for connecting a store (OAuth in production). */
  connectUrl(platform: StorePlatform, merchantId: number, returnTo: string): string;
}

/** Sandbox stores: "connecting" returns straight to the dashboard callback with a fake code. */
export class SandboxStores implements StorePlatformProvider {
  connectUrl(platform: StorePlatform, merchantId: number, returnTo: string) {
    const url = new URL(returnTo);
    url.searchParams.set('code', `sandbox-${platform}-${merchantId}`);
    return url.toString();
  }
}

export interface Providers {
  messaging: MessagingProvider;
  /** A business number's onboarding; absent: the sandbox's (routes/contacts.ts, whatsapp/onboarding.ts). */
  onboarding?: NumberOnboarding;
  email: EmailProvider;
  payments: PaymentProvider;
  stores: StorePlatformProvider;
}

export function sandboxProviders(db: Db, log: Logger, printEmails: boolean, now: () => Date = () => new Date()): Providers {
  return {
    messaging: new SandboxMessaging(db, now, Number(process.env.SANDBOX_LATENCY_MS) || 0),
    email: new OutboxEmail(db, log, printEmails),
    payments: new SandboxPayments(),
    stores: new SandboxStores(),
  };
}
