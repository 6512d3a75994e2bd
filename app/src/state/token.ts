// The token and the 403 handler, apart from sign-in/out, so the client can use them without a cycle.
import { atom } from 'jotai';
import { navigate } from 'wouter/use-browser-location';
import { clearedSessionCookie, readCookie, SESSION_COOKIE } from '@wasl/api/session';
import { i18n } from '../i18n';
import { createSessionExpiry } from './sessionExpiry';
import { toast } from './toast';
import { appStore } from './store';

const readToken = () => (typeof document === 'undefined' ? undefined : readCookie(SESSION_COOKIE)) || null;

/** The session token (the `access-token` cookie, SPEC §3). Null when signed out. */
export const tokenAtom = atom<string | null>(readToken());

/** Clears the cookie and the token atom (every resource atom refetches or empties). */
export function clearSession() {
  document.cookie = clearedSessionCookie();
  appStore.set(tokenAtom, null);
}

/** One 'Session Expired' toast and /auth for any number of 403s at once (SPEC §4, §8). */
export const sessionExpiry = createSessionExpiry(() => {
  clearSession();
  toast('error', i18n.t('errors:sessionExpired'));
  navigate('/auth', { replace: true });
});

/**
 * What a signed-in resource answers once there is no session (after logout, or a 403): a promise
 * that never settles. The screen reading it is on its way out; a request would only be refused
 * (the logout test caught the dashboard's month figures refetching with no token: a 403).
 */
export const signedOut: Promise<never> = new Promise<never>(() => undefined);
