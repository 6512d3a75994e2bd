import { isApiError } from '@wasl/api/session';
import type { MessageKey } from '@wasl/api/errors';

// Apart from useResource.ts so the form screens' writes (mutation.ts, failure.ts) do not load jotai's loadable.

/** 409s the server answers to a merchant who is early in onboarding: not an error, a redirect. */
export const onboardingMessages: readonly MessageKey[] = ['errors:completeProfileFirst', 'errors:selectPackageFirst'];
export const isOnboardingConflict = (error: unknown) =>
  isApiError(error) && error.status === 409 && onboardingMessages.includes(error.messageKey);
