/**
 * The outside world behind interfaces. Every implementation here is an offline sandbox: it records
 * what a real provider would have done in the database so the dashboard and tests can see it.
 */
import type { Logger } from '../config.ts';
import type { Db, Queryable } from '../db/db.ts';

/* ---------------------------------------------------------------- messaging */

export type MessageKind = 'invoice' | 'order_status' | 'campaign' | 'bot' | 'cart_reminder' | 'survey' | 'agent';
export type MessageStatus = 'sent' | 'delivered' | 'seen' | 'failed';

export interface OutboundMessage {
  merchantId: number;
  to: string;
  kind: MessageKind;
  body: string;
  ref?: string;
  language?: 'en' | 'ar';
}

export interface MessagingProvider {
  send(message: OutboundMessage, q?: Queryable): Promise<{ id: number; status: MessageStatus }>;
}

/**
 * Sandbox messaging: records the message in outbound_messages. Numbers that are not E.164-like
 * (`+` and 8–15 digits after normalising) fail, like a real provider would refuse them;
 * everything else is 'delivered' at once.
 */
export class SandboxMessaging implements MessagingProvider {
  constructor(private readonly db: Db) {}
  async send(message: OutboundMessage, q: Queryable = this.db) {
    const digits = message.to.replace(/[^\d]/g, '');
    const status: MessageStatus = digits.length >= 8 && digits.length <= 15 ? 'delivered' : 'failed';
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO outbound_messages (merchant_id, to_phone, kind, ref, language, body, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [message.merchantId, message.to, message.kind, message.ref ?? '', message.language ?? 'en', message.body, status],
    );
    return { id: rows[0]!.id, status };
  }
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

/** Sandbox payments: approves every charge up to SANDBOX_DECLINE_ABOVE SAR, declines larger ones. */
export class SandboxPayments implements PaymentProvider {
  private counter = 0;
  /** Results by idempotency key, like a provider's (bounded: the oldest keys are forgotten first). */
  private readonly byKey = new Map<string, ChargeResult>();
  async charge(charge: Charge): Promise<ChargeResult> {
    const known = charge.idempotencyKey ? this.byKey.get(charge.idempotencyKey) : undefined;
    if (known) return known;
    this.counter += 1;
    const reference = `sbx_${Date.now().toString(36)}_${this.counter}`;
    const result: ChargeResult =
      !(charge.amount >= 0) || charge.amount > SANDBOX_DECLINE_ABOVE
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
  email: EmailProvider;
  payments: PaymentProvider;
  stores: StorePlatformProvider;
}

export function sandboxProviders(db: Db, log: Logger, printEmails: boolean): Providers {
  return {
    messaging: new SandboxMessaging(db),
    email: new OutboxEmail(db, log, printEmails),
    payments: new SandboxPayments(),
    stores: new SandboxStores(),
  };
}
