import { atom } from 'jotai';
import { navigate } from 'wouter/use-browser-location';
import { clearedSessionCookie, readCookie, SESSION_COOKIE, sessionCookie } from '@wasl/api/session';
import { toastQueue } from '@wasl/ui/Toast';
import { i18n } from '../i18n';
import { api } from './api';
import { createSessionExpiry } from './sessionExpiry';
import { appStore } from './store';

const readToken = () => (typeof document === 'undefined' ? undefined : readCookie(SESSION_COOKIE)) || null;

/** The session token (the `access-token` cookie, SPEC §3). Null when signed out. */
export const tokenAtom = atom<string | null>(readToken());

function clearSession() {
  document.cookie = clearedSessionCookie();
  appStore.set(tokenAtom, null);
}

/** One 'Session Expired' toast and /auth for any number of 403s at once (SPEC §4, §8). */
export const sessionExpiry = createSessionExpiry(() => {
  clearSession();
  toastQueue.error(i18n.t('errors:sessionExpired'));
  navigate('/auth', { replace: true });
});

/** Stores the token for 7 days (SameSite=Lax, Secure on https) and starts a fresh session. */
export function signIn(token: string) {
  document.cookie = sessionCookie(token);
  sessionExpiry.reset();
  appStore.set(tokenAtom, token);
}

/** Revokes the session on the server (best effort: the cookie goes either way) and clears it. */
export async function signOut() {
  if (appStore.get(tokenAtom)) {
    sessionExpiry.silence();
    try {
      await (await api()).logout();
    } catch {
      // Already expired or offline: clearing the cookie still signs this browser out.
    }
  }
  clearSession();
}

/** For routes that clear the session on arrival (SPEC §2). */
export const endSession = signOut;
