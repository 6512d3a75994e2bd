import { atom, type WritableAtom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import type { ApiClient } from '@wasl/api/client';
import { api } from './api';
import { signedOut, tokenAtom } from './token';

/** A resource: an async atom over the client that refetches when written with no value. */
export type Resource<T> = WritableAtom<Promise<T>, [], void>;

/**
 * The one way to read: `load` gets the client (loaded on first use, so public pages never download
 * it). The session guard is built in: without a token the resource answers `signedOut` (a promise
 * that never settles: the screen is on its way out, a request would only be refused) or the given
 * `whenSignedOut` value; a new token (a new merchant) refetches.
 */
export function resource<T>(load: (client: ApiClient) => Promise<T>, options: { whenSignedOut?: T } = {}): Resource<T> {
  const fallback = 'whenSignedOut' in options ? Promise.resolve(options.whenSignedOut as T) : signedOut;
  return atomWithRefresh(async (get) => {
    if (!get(tokenAtom)) return fallback;
    return load(await api());
  });
}

/** A resource with a parameter (a page, a month, an id): one resource per distinct key, writes refetch them all. */
export interface ResourceFamily<P, T> {
  (param: P): Resource<T>;
  /** Written (`set(family.all)`, or named in a mutation's `invalidates`), every member refetches. */
  readonly all: WritableAtom<number, [], void>;
}

/**
 * One resource per parameter value, `keyOf(param)` telling which are the same. Memory is bounded:
 * past `limit` keys the oldest is forgotten (a forgotten atom is fetched again if asked for).
 */
export function resourceFamily<P, T>(
  load: (client: ApiClient, param: P) => Promise<T>,
  { keyOf = String, limit = 50 }: { keyOf?: (param: P) => string; limit?: number } = {},
): ResourceFamily<P, T> {
  const version = atom(0);
  const all = atom(
    (get) => get(version),
    (_get, set) => set(version, (value) => value + 1),
  );
  const members = new Map<string, Resource<T>>();
  const family = (param: P): Resource<T> => {
    const key = keyOf(param);
    let found = members.get(key);
    if (!found) {
      found = atomWithRefresh(async (get) => {
        if (!get(tokenAtom)) return signedOut;
        get(version);
        return load(await api(), param);
      });
      members.set(key, found);
      for (const oldest of members.keys()) {
        if (members.size <= limit) break;
        members.delete(oldest);
      }
    }
    return found;
  };
  return Object.assign(family, { all });
}
