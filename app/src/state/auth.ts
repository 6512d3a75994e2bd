// The auth forms' writes, apart from session.ts: the entry imports session.ts (sign-out, the
// session-clearing routes) and should not carry the mutation helper for screens it may never show.
import type { BodyOf } from './api';
import { mutation } from './mutation';
import { signIn } from './session';

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
