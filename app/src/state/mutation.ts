import { atom, useStore, type WritableAtom } from 'jotai';
import { useState } from 'react';
import type { ApiClient } from '@wasl/api/client';
import type { MessageKey } from '@wasl/api/errors';
import { useKeyTranslator, type CatalogueKey } from '@wasl/i18n/typed';
import type { ToastTone } from '@wasl/ui/Toast';
import { api } from './api';
import { reportFailure } from './failure';
import { toast } from './toast';

/** What a write names to refetch: a resource, or every member of a resource family (`family.all`). */
export type Refetchable = WritableAtom<unknown, [], void>;

/** A write: an atom that calls the client with its arguments, then refetches what it names. */
export type Mutation<A extends unknown[], R> = WritableAtom<null, A, Promise<R>>;

/**
 * The one way to write (`store.set(m, ...args)`, or `useMutation(m)` in a screen). `invalidates`
 * lists the resources the write changes; they refetch only after it succeeded. Public pages use it
 * too: this module loads neither the session nor the client (the client comes with the first call).
 */
export function mutation<A extends unknown[], R>(
  write: (client: ApiClient, ...args: A) => Promise<R>,
  invalidates: readonly Refetchable[] | ((result: NoInfer<R>) => readonly Refetchable[]) = [],
): Mutation<A, R> {
  return atom(null, async (_get, set, ...args: A) => {
    const result = await write(await api(), ...args);
    for (const target of typeof invalidates === 'function' ? invalidates(result) : invalidates) set(target);
    return result;
  });
}

/** A toast after a write: a catalogue key with its namespace (`errors:success.dataUpdated`), success tone unless given. */
export type Notice = CatalogueKey | { tone: ToastTone; key: CatalogueKey };

export interface MutationOptions<A extends unknown[], R> {
  /** The toast after success, or a function of the answer (null: no toast). */
  success?: Notice | ((result: R, ...args: A) => Notice | null);
  /** Also toast a failure: `true` the server's message, or this catalogue key. `errorKey` is set either way. */
  failureToast?: true | CatalogueKey;
  /** After success (and its toast), still pending: navigate, reset a form, switch the language. */
  onSuccess?: (result: R, ...args: A) => void | Promise<void>;
  /** A failure this screen shows its own way (a refused deploy's problems): return true and nothing else is said. */
  onFailure?: (error: unknown) => boolean | void;
}

/** How a run ended: its answer, or failed (the failure is already reported: `errorKey`, a toast). */
export type MutationOutcome<R> = { ok: true; result: R } | { ok: false };

/**
 * A write from a screen: `run(...args)` resolving to its outcome (a dialog that closes only on
 * success awaits it; `void run(...)` where nothing waits), `pending` (and the arguments of the pending run), the
 * success toast, and the failure as a catalogue key (`errorKey`, for `FormAlert`) through the one
 * failure reporter (a 403 and an onboarding 409 are handled once, elsewhere, and stay quiet here).
 * `write` is a mutation, or the callback a view was given (the demo form's `submit`).
 */
export function useMutation<A extends unknown[], R>(
  write: Mutation<A, R> | ((...args: A) => Promise<R>),
  options: MutationOptions<A, R> = {},
) {
  const store = useStore();
  const t = useKeyTranslator();
  const [pendingArgs, setPendingArgs] = useState<A | null>(null);
  const [errorKey, setErrorKey] = useState<MessageKey | null>(null);
  // header.ts (and jotai's utils) load only for this rare case, not with every form's first paint.
  const refreshHeader = () => void import('./header').then(({ headerAtom }) => store.set(headerAtom));

  const run = async (...args: A): Promise<MutationOutcome<R>> => {
    setPendingArgs(args);
    setErrorKey(null);
    try {
      const result = await (typeof write === 'function' ? write(...args) : store.set(write, ...args));
      const notice = typeof options.success === 'function' ? options.success(result, ...args) : options.success;
      if (notice) toast(typeof notice === 'string' ? 'success' : notice.tone, t(typeof notice === 'string' ? notice : notice.key));
      await options.onSuccess?.(result, ...args);
      return { ok: true, result };
    } catch (error) {
      if (options.onFailure?.(error) === true) return { ok: false };
      const failure = reportFailure(error, refreshHeader);
      if (!failure) return { ok: false };
      setErrorKey(failure.messageKey);
      if (options.failureToast) toast('error', t(options.failureToast === true ? failure.messageKey : options.failureToast));
      return { ok: false };
    } finally {
      setPendingArgs(null);
    }
  };
  return { run, pending: pendingArgs !== null, pendingArgs, errorKey, clearError: () => setErrorKey(null) };
}
