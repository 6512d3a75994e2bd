import { isApiError } from '@wasl/api/session';
import type { MessageKey } from '@wasl/api/errors';
import { isOnboardingConflict } from './onboarding';
import { gateOf, openPlanGate } from './planGate';

/** What a screen does with a failed call: show this message, or nothing (someone else has said it). */
export type Failure = { messageKey: MessageKey } | null;

/**
 * The one failure reporter (SPEC §8). A 403 has already ended the session in one place (the client's
 * handler in token.ts: one 'Session Expired' toast, /auth), so it is silent here; an onboarding 409
 * is not an error but a redirect (`onOnboarding` refreshes the Level, the guard moves the merchant);
 * a 402 "not in your plan", "limit reached" or "insufficient coins" opens the one upgrade or
 * buy-coins dialog (SPEC §6, ADR 008), which says it; anything else is the server's message (a
 * catalogue key, SPEC §8), or 'Something went wrong' when no answer came.
 */
export function reportFailure(error: unknown, onOnboarding?: () => void): Failure {
  if (isApiError(error) && error.messageKey === 'errors:sessionExpired') return null;
  if (isOnboardingConflict(error)) {
    onOnboarding?.();
    return null;
  }
  const gate = gateOf(error);
  if (gate) {
    openPlanGate(gate);
    return null;
  }
  return { messageKey: isApiError(error) ? error.messageKey : 'errors:somethingWentWrong' };
}

/** The message of a failure that is shown in place (a load's error state): the server's, or the generic one. */
export const messageKeyOf = (error: unknown): MessageKey => (isApiError(error) ? error.messageKey : 'errors:somethingWentWrong');
