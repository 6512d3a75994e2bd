/**
 * Sign in, sign up, logout, forgot/reset password, change password (SPEC says "not shown";
 * design in docs/api-routes.md and README "Security decisions").
 */
import { routes } from '@wasl/api';
import type { RouteModule } from '../middleware/route.ts';
import { enforceAuthLimit, INCORRECT_PASSWORD } from '../auth/confirm.ts';
import { dummyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { newToken, sha256 } from '../auth/tokens.ts';
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

  r.handle(routes.login, async ({ c, body }) => {
    enforceAuthLimit(deps, c, body.email);
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
      return { data: { token: await sessions.create(agent.merchant_id, meta(c), db, agent.id) } };
    }
    if (!row) {
      // Same cost as a real check, so timing does not add to what the 404 already says.
      await verifyPassword(await dummyHash(), body.password);
      throw notFound(AUTH_MESSAGES.accountNotFound);
    }
    if (!(await verifyPassword(row.password_hash, body.password))) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    const token = await sessions.create(row.id, meta(c));
    return { data: { token } };
  });

  r.handle(routes.signup, async ({ c, body }) => {
    enforceAuthLimit(deps, c, undefined);
    const hash = await hashPassword(body.password);
    const token = await db.transaction(async (tx) => {
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
    return { data: { token }, status: 201 };
  });

  r.handle(routes.logout, async ({ c }) => {
    const token = c.get('token');
    if (token) await sessions.revoke(token);
    return { message: 'errors:success.loggedOut' };
  });

  r.handle(routes.forgotPassword, async ({ c, body }) => {
    enforceAuthLimit(deps, c, body.email);
    const row = await one<MerchantAuthRow & { language: string }>(
      db,
      'SELECT id, email, password_hash, language FROM merchants WHERE lower(email) = lower($1)',
      [body.email],
    );
    if (!row) throw notFound(AUTH_MESSAGES.accountNotFound);
    const token = newToken();
    await db.query('INSERT INTO password_resets (token_hash, merchant_id, expires_at) VALUES ($1, $2, $3)', [
      sha256(token),
      row.id,
      new Date(deps.now().getTime() + config.resetTtlMs),
    ]);
    const link = `${config.publicUrl}/reset_password?token=${encodeURIComponent(token)}`;
    await providers.email.send({
      merchantId: row.id,
      to: row.email,
      subject: text(languageOf(row.language), 'notify:email.resetPassword.subject'),
      body: text(languageOf(row.language), 'notify:email.resetPassword.body', { link }),
    });
    return { message: AUTH_MESSAGES.resetSent };
  });

  r.handle(routes.resetPassword, async ({ c, body }) => {
    enforceAuthLimit(deps, c, undefined);
    const hash = await hashPassword(body.password);
    const merchantId = await db.transaction(async (tx) => {
      // Claim the token atomically: a second use finds used_at set and gets 403.
      const claimed = await one<{ merchant_id: number }>(
        tx,
        'UPDATE password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING merchant_id',
        [sha256(body.token), deps.now()],
      );
      if (!claimed) throw forbidden(AUTH_MESSAGES.linkExpired);
      await tx.query('UPDATE merchants SET password_hash = $1, password_changed_at = now() WHERE id = $2', [hash, claimed.merchant_id]);
      // Other outstanding links die with the old password.
      await tx.query('UPDATE password_resets SET used_at = $2 WHERE merchant_id = $1 AND used_at IS NULL', [
        claimed.merchant_id,
        deps.now(),
      ]);
      await sessions.revokeAll(claimed.merchant_id, undefined, tx);
      return claimed.merchant_id;
    });
    // Committed: drop what this process cached meanwhile (a lookup in flight during the transaction).
    sessions.forgetMerchant(merchantId);
    return { message: AUTH_MESSAGES.passwordUpdated };
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
      enforceAuthLimit(deps, c, agent.email);
      if (!(await verifyPassword(agent.password_hash, body.current_password))) throw unauthorized(INCORRECT_PASSWORD);
      if (body.current_password === body.password) throw new HttpError(400, 'validation:passwordUnchanged');
      const hash = await hashPassword(body.password);
      const token = await db.transaction(async (tx) => {
        await tx.query('UPDATE agents SET password_hash = $3, password_changed_at = now() WHERE merchant_id = $1 AND id = $2', [
          merchantId,
          agentId,
          hash,
        ]);
        await sessions.revokeAgent(merchantId, agentId, undefined, tx);
        return sessions.create(merchantId, meta(c), tx, agentId);
      });
      sessions.forgetAgent(agentId);
      return { data: { token }, message: AUTH_MESSAGES.passwordUpdated };
    }
    const row = await one<MerchantAuthRow>(db, 'SELECT id, email, password_hash FROM merchants WHERE id = $1', [merchantId]);
    if (!row) throw forbidden('errors:sessionExpired');
    enforceAuthLimit(deps, c, row.email);
    if (!(await verifyPassword(row.password_hash, body.current_password))) throw unauthorized(INCORRECT_PASSWORD);
    if (body.current_password === body.password) throw new HttpError(400, 'validation:passwordUnchanged');
    const hash = await hashPassword(body.password);
    const token = await db.transaction(async (tx) => {
      await tx.query('UPDATE merchants SET password_hash = $1, password_changed_at = now() WHERE id = $2', [hash, merchantId]);
      await sessions.revokeAll(merchantId, undefined, tx);
      return sessions.create(merchantId, meta(c), tx);
    });
    sessions.forgetMerchant(merchantId);
    return { data: { token }, message: AUTH_MESSAGES.passwordUpdated };
  });
};
