import { useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { isApiError } from '@wasl/api/session';
import type { MessageKey } from '@wasl/api/errors';
import { isOnboardingConflict } from './onboarding';

/**
 * A write from a screen: pending state and the translated-key error of its failure. A 403 has
 * already ended the session (one toast, /auth); an onboarding 409 refreshes the Level instead of
 * showing an error (the guard then moves the merchant to the right step).
 */
export function useAction<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<MessageKey | null>(null);
  const store = useStore();
  // header.ts (and jotai's utils) load only for this rare case, not with every form's first paint.
  const refreshHeader = useCallback(() => void import('./header').then(({ headerAtom }) => store.set(headerAtom)), [store]);
  const run = useCallback(
    async (...args: A) => {
      setPending(true);
      setErrorKey(null);
      try {
        await action(...args);
      } catch (error) {
        if (isOnboardingConflict(error)) refreshHeader();
        else if (!(isApiError(error) && error.messageKey === 'errors:sessionExpired'))
          setErrorKey(isApiError(error) ? error.messageKey : 'errors:somethingWentWrong');
      } finally {
        setPending(false);
      }
    },
    [action, refreshHeader],
  );
  return { run, pending, errorKey, clearError: () => setErrorKey(null) };
}
