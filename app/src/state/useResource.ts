import { useAtomValue, useSetAtom, type Atom } from 'jotai';
import { loadable } from 'jotai/utils';
import { useEffect, useState } from 'react';
import type { MessageKey } from '@wasl/api/errors';
import { messageKeyOf } from './failure';
import { headerAtom } from './header';
import { isOnboardingConflict } from './onboarding';
import type { Resource } from './resource';

export type ResourceState<T> =
  | { status: 'loading'; data: undefined; error: undefined; retry: () => void }
  | { status: 'error'; data: undefined; error: unknown; messageKey: MessageKey; retry: () => void }
  | { status: 'ready'; data: T; error: undefined; retry: () => void; isRefreshing: boolean };

const loadables = new WeakMap<Atom<unknown>, Atom<ReturnType<Atom<unknown>['read']>>>();
function loadableOf<T>(source: Resource<T>) {
  let found = loadables.get(source);
  if (!found) {
    found = loadable(source) as never;
    loadables.set(source, found as never);
  }
  return found as unknown as Atom<{ state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; data: T }>;
}

/**
 * Reads a resource as loading / error / ready. After a write, `retry()` (or writing the atom)
 * refetches while the last data stays on screen (`isRefreshing`), so a save never flashes a skeleton;
 * so does a change of parameter (another page or month of a family). An onboarding 409 is not an
 * error: the header refetches and the guard moves the merchant to the right step.
 */
export function useResource<T>(source: Resource<T>): ResourceState<T> {
  const value = useAtomValue(loadableOf(source));
  const refresh = useSetAtom(source);
  const refreshHeader = useSetAtom(headerAtom);
  // The last data, kept through a refetch (React's "previous value" pattern, set during render).
  const [last, setLast] = useState<{ data: T } | null>(null);
  if (value.state === 'hasData' && last?.data !== value.data) setLast({ data: value.data });
  const onboarding = value.state === 'hasError' && isOnboardingConflict(value.error);
  useEffect(() => {
    // The header's Level moves the guard to the right onboarding step.
    if (onboarding) refreshHeader();
  }, [onboarding, refreshHeader]);

  const retry = () => refresh();
  if (value.state === 'hasData') {
    return { status: 'ready', data: value.data, error: undefined, retry, isRefreshing: false };
  }
  if (value.state === 'loading' || onboarding) {
    return last
      ? { status: 'ready', data: last.data, error: undefined, retry, isRefreshing: true }
      : { status: 'loading', data: undefined, error: undefined, retry };
  }
  return { status: 'error', data: undefined, error: value.error, messageKey: messageKeyOf(value.error), retry };
}
