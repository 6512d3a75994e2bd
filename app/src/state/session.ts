import { sessionCookie } from '@wasl/api/session';
import { api } from './api';
import { appStore } from './store';
import { clearSession, sessionExpiry, tokenAtom } from './token';

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
