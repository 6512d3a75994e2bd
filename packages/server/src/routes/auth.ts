/**
 * Sign in, sign up, logout, forgot/reset password, change password (SPEC says "not shown";
 * design in docs/api-routes.md and README "Security decisions").
 */
import { routes } from '@wasl/api';
import type { RouteModule } from '../middleware/route.ts';
import { enforceAuthLimit, INCORRECT_PASSWORD } from '../auth/confirm.ts';
import { clearSession, companionOf, issueSession } from '../auth/cookies.ts';
import { tokenFromHeader } from '../auth/sessions.ts';
import { dummyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { claimReset, issueReset, resetLink } from '../auth/resets.ts';
import { auditRequest } from '../audit/record.ts';
import { one } from '../db/db.ts';
import { languageOf, text } from '../lib/labels.ts';
import { conflict, forbidden, HttpError, notFound, unauthorized } from '../middleware/http.ts';
import { outOfService } from './agentAuth.ts';

export const AUTH_MESSAGES = {
  invalidCredentials: 'errors:invalidCredentials',
  accountNotFound: 'errors:accountNotFound',
  accountExists: 'errors:accountExists',
  linkExpired: 'errors:linkExpired',
  resetSent: 'errors:success.resetLinkSent',
  passwordUpdated: 'errors:success.passwordUpdated',
} as const;

interface MerchantAuthRow {
  id: number;
  email: string;
  password_hash: string;
}

/** An agent who accepted their invitation (has a password); e-mails of such agents are unique. */
interface AgentAuthRow {
  id: number;
  merchant_id: number;
  password_hash: string;
  service: boolean;
}

export const register: RouteModule = (r, deps) => {
  const { db, sessions, config, providers } = deps;
  const meta = (c: { req: { header(name: string): string | undefined } }) => ({ userAgent: c.req.header('user-agent') ?? '' });

  /**
   * Signing in replaces the session this browser may still hold (token and companion both valid):
   * rotation, so a login never leaves an older pair of this browser alive beside the new one.
   */
  const endPrevious = async (c: Parameters<typeof companionOf>[0]) => {
    const previous = tokenFromHeader(c.req.header('authorization'));
    if (previous && (await sessions.lookup(previous, companionOf(c, config)))) await sessions.revoke(previous);
  };

  r.handle(routes.login, async ({ c, body }) => {
    await enforceAuthLimit(deps, c, body.email);
    const row = await one<MerchantAuthRow>(db, 'SELECT id, email, password_hash FROM merchants WHERE lower(email) = lower($1)', [
      body.email,
    ]);
    // Not a store owner: one of their agents (same form, same answer; the session knows it is an agent).
    const agent = row
      ? undefined
      : await one<AgentAuthRow>(
          db,
          'SELECT id, merchant_id, password_hash, service FROM agents WHERE lower(email) = lower($1) AND password_hash IS NOT NULL',
          [body.email],
        );
    if (agent) {
      if (!(await verifyPassword(agent.password_hash, body.password))) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      if (!agent.service) throw outOfService();
      await endPrevious(c);
      const agentToken = issueSession(c, config, await sessions.create(agent.merchant_id, meta(c), db, agent.id));
      // Login has no session yet, so it cannot declare `audit` on the route: the same writer, by hand.
      await auditRequest(deps, c, { merchantId: agent.merchant_id, actor: { kind: 'agent', agentId: agent.id }, action: 'login' });
      return { data: { token: agentToken } };
    }
    if (!row) {
      // Same cost as a real check, so timing does not add to what the 404 already says.
      await verifyPassword(await dummyHash(), body.password);
      throw notFound(AUTH_MESSAGES.accountNotFound);
    }
    if (!(await verifyPassword(row.password_hash, body.password))) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    await endPrevious(c);
    const token = issueSession(c, config, await sessions.create(row.id, meta(c)));
    await auditRequest(deps, c, { merchantId: row.id, actor: { kind: 'merchant' }, action: 'login' });
    return { data: { token } };
  });

  r.handle(routes.signup, async ({ c, body }) => {
    await enforceAuthLimit(deps, c, undefined);
    const hash = await hashPassword(body.password);
    const session = await db.transaction(async (tx) => {
      const exists = await one(tx, 'SELECT 1 FROM merchants WHERE lower(email) = lower($1)', [body.email]);
      if (exists) throw conflict(AUTH_MESSAGES.accountExists);
      const created = await one<{ id: number }>(
        tx,
        'INSERT INTO merchants (email, password_hash, level, business_name) VALUES ($1, $2, 0, $3) RETURNING id',
        [body.email.toLowerCase(), hash, body.Business_Name],
      );
      const id = created!.id;
      await tx.query('INSERT INTO settings (merchant_id) VALUES ($1)', [id]);
      return sessions.create(id, meta(c), tx);
    });
    // After the commit: a rolled-back signup sets no cookie.
    return { data: { token: issueSession(c, config, session) }, status: 201 };
  });

  r.handle(routes.logout, async ({ c }) => {
    const token = c.get('token');
    if (token) await sessions.revoke(token);
    clearSession(c, config);
    return { message: 'errors:success.loggedOut' };
  });

  r.handle(routes.forgotPassword, async ({ c, body }) => {
    await enforceAuthLimit(deps, c, body.email);
    const row = await one<MerchantAuthRow & { language: string }>(
      db,
      'SELECT id, email, password_hash, language FROM merchants WHERE lower(email) = lower($1)',
      [body.email],
    );
    if (!row) throw notFound(AUTH_MESSAGES.accountNotFound);
    const token = await issueReset(db, row.id, null, deps.now(), config.resetTtlMs);
    const link = resetLink(config.publicUrl, token);
    await providers.email.send({
      merchantId: row.id,
      to: row.email,
      subject: text(languageOf(row.language), 'notify:email.resetPassword.subject'),
      body: text(languageOf(row.language), 'notify:email.resetPassword.body', { link }),
    });
    return { message: AUTH_MESSAGES.resetSent };
  });

  r.handle(routes.resetPassword, async ({ c, body }) => {
    await enforceAuthLimit(deps, c, undefined);
    const hash = await hashPassword(body.password);
    const owner = await db.transaction(async (tx) => {
      // Claim the token atomically (auth/resets.ts): a second use finds it used and gets 403.
      const claimed = await claimReset(tx, body.token, deps.now());
      if (!claimed) throw forbidden(AUTH_MESSAGES.linkExpired);
      if (claimed.agent_id !== null) {
        // An agent's link: only an agent who is still active (removed agents' links went with them).
        const updated = await tx.query(
          `UPDATE agents SET password_hash = $3, password_changed_at = now() WHERE merchant_id = $1 AND id = $2 AND status = 'active'`,
          [claimed.merchant_id, claimed.agent_id, hash],
        );
        if (updated.rowCount === 0) throw forbidden(AUTH_MESSAGES.linkExpired);
        await sessions.revokeAgent(claimed.merchant_id, claimed.agent_id, undefined, tx);
        return claimed;
      }
      await tx.query('UPDATE merchants SET password_hash = $1, password_changed_at = now() WHERE id = $2', [hash, claimed.merchant_id]);
      await sessions.revokeAll(claimed.merchant_id, undefined, tx);
      return claimed;
    });
    // Committed: drop what this process cached meanwhile (a lookup in flight during the transaction).
    if (owner.agent_id !== null) sessions.forgetAgent(owner.agent_id);
    else sessions.forgetMerchant(owner.merchant_id);
    return { message: AUTH_MESSAGES.passwordUpdated };
  });

  r.handle(routes.agentForgotPassword, async ({ c, body }) => {
    await enforceAuthLimit(deps, c, body.email);
    // An agent who can sign in (accepted, active): e-mails of such agents are unique. Whoever asks,
    // the answer is the same (no account enumeration); only the outbox differs.
    const agent = await one<{ id: number; merchant_id: number; email: string; language: string | null }>(
      db,
      `SELECT a.id, a.merchant_id, a.email, m.language FROM agents a JOIN merchants m ON m.id = a.merchant_id
       WHERE lower(a.email) = lower($1) AND a.password_hash IS NOT NULL AND a.status = 'active'`,
      [body.email],
    );
    if (agent) {
      const token = await issueReset(db, agent.merchant_id, agent.id, deps.now(), config.resetTtlMs);
      const link = resetLink(config.publicUrl, token);
      await providers.email.send({
        merchantId: agent.merchant_id,
        to: agent.email,
        subject: text(languageOf(agent.language), 'notify:email.resetPassword.subject'),
        body: text(languageOf(agent.language), 'notify:email.resetPassword.body', { link }),
      });
    }
    return { message: AUTH_MESSAGES.resetSent };
  });

  r.handle(routes.changePassword, async ({ c, body, merchantId, actor }) => {
    if (actor.kind === 'agent') {
      const agentId = actor.agentId;
      const agent = await one<{ email: string; password_hash: string | null }>(
        db,
        'SELECT email, password_hash FROM agents WHERE merchant_id = $1 AND id = $2',
        [merchantId, agentId],
      );
      if (!agent?.password_hash) throw forbidden('errors:sessionExpired');
      await enforceAuthLimit(deps, c, agent.email);
      if (!(await verifyPassword(agent.password_hash, body.current_password))) throw unauthorized(INCORRECT_PASSWORD);
      if (body.current_password === body.password) throw new HttpError(400, 'validation:passwordUnchanged');
      const hash = await hashPassword(body.password);
      const session = await db.transaction(async (tx) => {
        await tx.query('UPDATE agents SET password_hash = $3, password_changed_at = now() WHERE merchant_id = $1 AND id = $2', [
          merchantId,
          agentId,
          hash,
        ]);
        await sessions.revokeAgent(merchantId, agentId, undefined, tx);
        return sessions.create(merchantId, meta(c), tx, agentId);
      });
      sessions.forgetAgent(agentId);
      return { data: { token: issueSession(c, config, session) }, message: AUTH_MESSAGES.passwordUpdated };
    }
    const row = await one<MerchantAuthRow>(db, 'SELECT id, email, password_hash FROM merchants WHERE id = $1', [merchantId]);
    if (!row) throw forbidden('errors:sessionExpired');
    await enforceAuthLimit(deps, c, row.email);
    if (!(await verifyPassword(row.password_hash, body.current_password))) throw unauthorized(INCORRECT_PASSWORD);
    if (body.current_password === body.password) throw new HttpError(400, 'validation:passwordUnchanged');
    const hash = await hashPassword(body.password);
    const session = await db.transaction(async (tx) => {
      await tx.query('UPDATE merchants SET password_hash = $1, password_changed_at = now() WHERE id = $2', [hash, merchantId]);
      await sessions.revokeAll(merchantId, undefined, tx);
      return sessions.create(merchantId, meta(c), tx);
    });
    sessions.forgetMerchant(merchantId);
    return { data: { token: issueSession(c, config, session) }, message: AUTH_MESSAGES.passwordUpdated };
  });
};
