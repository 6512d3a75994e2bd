import { sessionCookie } from '@wasl/api/session';
import { api, type BodyOf } from './api';
import { mutation } from './mutation';
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

/** POST /auth/login, then the session starts (every resource refetches for this merchant). */
export const login = mutation(async (client, body: BodyOf<'login'>) => signIn((await client.login({ body })).token));

/** POST /auth/signup: a Level-0 account, signed in. */
export const signup = mutation(async (client, body: BodyOf<'signup'>) => signIn((await client.signup({ body })).token));

/** POST /auth/forgot-password: e-mails a reset link. */
export const forgotPassword = mutation(async (client, body: BodyOf<'forgotPassword'>) => void (await client.forgotPassword({ body })));

/** POST /auth/reset-password with the e-mailed token. */
export const resetPassword = mutation(async (client, body: BodyOf<'resetPassword'>) => void (await client.resetPassword({ body })));

/** POST /auth/change-password: the server signs every other session out and answers a fresh token for this one. */
export const changePassword = mutation(async (client, body: BodyOf<'changePassword'>) =>
  signIn((await client.changePassword({ body })).token),
);
