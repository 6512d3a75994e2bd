/** Sign-in, sign-up and passwords (ours: SPEC §7 leaves authentication out). */
import { MERCHANT_BASE as M } from '../paths';
import { ChangePasswordBody, ForgotPasswordBody, LoginBody, ResetPasswordBody, SignupBody, TokenData } from '../schemas/account';
import { NoData, routeGroup } from './define';

const route = routeGroup({ tag: 'auth', source: 'ours' });

export const authRoutes = {
  login: route({
    method: 'POST',
    path: `${M}/auth/login`,
    auth: 'public',
    summary: 'Sign in; answers the session token',
    body: LoginBody,
    response: TokenData,
  }),
  logout: route({
    method: 'POST',
    path: `${M}/auth/logout`,
    summary: 'Revoke the current session',
    response: NoData,
    minLevel: 0,
    roles: ['merchant', 'agent'],
  }),
  signup: route({
    method: 'POST',
    path: `${M}/auth/signup`,
    auth: 'public',
    summary: 'Create an account (Level 0) and sign in',
    body: SignupBody,
    response: TokenData,
  }),
  forgotPassword: route({
    method: 'POST',
    path: `${M}/auth/forgot-password`,
    auth: 'public',
    summary: 'E-mail a single-use reset link valid for 1 hour',
    body: ForgotPasswordBody,
    response: NoData,
  }),
  resetPassword: route({
    method: 'POST',
    path: `${M}/auth/reset-password`,
    auth: 'public',
    summary: 'Set a new password with a reset token (403 when expired or used)',
    body: ResetPasswordBody,
    response: NoData,
  }),
  changePassword: route({
    method: 'POST',
    path: `${M}/auth/change-password`,
    summary: 'Change the password; other sessions are revoked, a new token is answered',
    body: ChangePasswordBody,
    response: TokenData,
    minLevel: 0,
  }),
};
