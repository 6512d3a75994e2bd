/** Sign-in, sign-up and passwords (ours: SPEC §7 leaves authentication out). */
import { MERCHANT_BASE as M } from '../paths';
import { ChangePasswordBody, ForgotPasswordBody, LoginBody, ResetPasswordBody, SignupBody, TokenData } from '../schemas/account';
import { AcceptInvitationBody, InvitationData, InvitationLookupBody } from '../schemas/agentAuth';
import { NoData, routeGroup } from './define';

const route = routeGroup({ tag: 'auth', source: 'ours' });

export const authRoutes = {
  login: route({
    method: 'POST',
    path: `${M}/auth/login`,
    auth: 'public',
    summary: 'Sign in (the merchant, or one of their agents: the session knows which); answers the session token',
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
  agentForgotPassword: route({
    method: 'POST',
    path: `${M}/auth/agent/forgot-password`,
    auth: 'public',
    summary:
      "An agent who forgot their password: e-mails a single-use reset link valid for 1 hour, used on the same reset page (resetPassword). The same answer whether or not the e-mail is an agent's",
    body: ForgotPasswordBody,
    response: NoData,
  }),
  resetPassword: route({
    method: 'POST',
    path: `${M}/auth/reset-password`,
    auth: 'public',
    summary: "Set a new password with a reset token, the merchant's or an agent's (403 when expired or used)",
    body: ResetPasswordBody,
    response: NoData,
  }),
  changePassword: route({
    audit: 'password.changed',
    method: 'POST',
    path: `${M}/auth/change-password`,
    summary: "Change the signed-in account's password (merchant or agent); its other sessions are revoked, a new token is answered",
    body: ChangePasswordBody,
    response: TokenData,
    minLevel: 0,
    roles: ['merchant', 'agent'],
  }),
  getInvitation: route({
    method: 'POST',
    path: `${M}/auth/invitation`,
    auth: 'public',
    summary: "An agent's invitation by its token (the accept page shows who invited whom); 403 when expired or used",
    body: InvitationLookupBody,
    response: InvitationData,
  }),
  acceptInvitation: route({
    method: 'POST',
    path: `${M}/auth/accept-invitation`,
    auth: 'public',
    summary: "Accept an agent's invitation: set the password, become active, sign in (403 expired or used, 409 e-mail taken)",
    body: AcceptInvitationBody,
    response: TokenData,
  }),
};
