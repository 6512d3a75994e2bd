/**
 * Payments (pure data): why a charge can fail, and the sandbox provider's test cards. A real
 * provider (Moyasar, Tap, Stripe) takes the card in its own hosted fields and hands the dashboard a
 * token; the sandbox's tokens below stand for cards with a fixed outcome, like a provider's test
 * cards, so success and decline can both be tried deterministically (SPEC §4: success or failed).
 */

/** Why a charge failed, as the provider says it (shown on /failed). */
export const paymentFailureReasons = ['card_declined', 'insufficient_funds', 'expired_card'] as const;
export type PaymentFailureReason = (typeof paymentFailureReasons)[number];

export interface SandboxCard {
  /** The payment source token sent with the purchase. */
  token: string;
  /** The test card's last four digits, as the checkout shows it. */
  last4: string;
  /** What the sandbox answers for this card. */
  outcome: 'success' | PaymentFailureReason;
}

/** The sandbox's test cards: the first approves, the others decline with their reason. */
export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { token: 'tok_sandbox_visa', last4: '4242', outcome: 'success' },
  { token: 'tok_sandbox_declined', last4: '0002', outcome: 'card_declined' },
  { token: 'tok_sandbox_insufficient_funds', last4: '9995', outcome: 'insufficient_funds' },
  { token: 'tok_sandbox_expired', last4: '0069', outcome: 'expired_card' },
];

export const sandboxCardByToken = (token: string): SandboxCard | undefined => SANDBOX_CARDS.find((c) => c.token === token);

/** A stored failure text that is not one of ours reads as a plain decline. */
export const paymentFailureReason = (reason: string | null | undefined): PaymentFailureReason | null =>
  !reason ? null : (paymentFailureReasons as readonly string[]).includes(reason) ? (reason as PaymentFailureReason) : 'card_declined';
