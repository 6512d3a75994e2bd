/**
 * Agents sign in (issue 19): the invitation an agent accepts, and what a signed-in agent uses
 * besides the inbox — their own profile and the store's quick messages. Signing in itself is the
 * merchant's `POST /auth/login` (routes/auth.ts). README "Agents sign in";
 * docs/adr/006-agent-sign-in-and-roles.md.
 */
import { routes } from '@wasl/api';
import { enforceAuthLimit } from '../auth/confirm.ts';
import { retireInvitations } from '../auth/invitations.ts';
import { hashPassword } from '../auth/passwords.ts';
import { issueSession } from '../auth/cookies.ts';
import { sha256 } from '../auth/tokens.ts';
import type { Deps } from '../deps.ts';
import { OutboxEmail } from '../providers/index.ts';
import { one } from '../db/db.ts';
import { tenant, type Tenant } from '../db/tenant.ts';
import { conflict, forbidden, HttpError, notFound, type MessageKey } from '../middleware/http.ts';
import type { Actor } from '../context.ts';
import type { RouteModule } from '../middleware/route.ts';
import { quickMessages } from './agents/queries.ts';

export const AGENT_MESSAGES = {
  /** 403, as for a reset link: the invitation is unknown, used or expired. */
  linkExpired: 'errors:linkExpired',
  /** 409: the e-mail already signs in (a store owner's, or another store's agent's). */
  accountExists: 'errors:accountExists',
  /** 423: the store took the agent out of service; sign-in waits until they are back in service. */
  outOfService: 'errors:agentOutOfService',
} as const satisfies Record<string, MessageKey>;

/** 423 Locked: the agent exists and the password is right, but the store has them out of service. */
export const outOfService = () => new HttpError(423, AGENT_MESSAGES.outOfService);

interface InvitationRow {
  merchant_id: number;
  agent_id: number;
}

/** The agent of an agent's session (throws 403 when they are gone: the session went with them). */
export function agentOf(actor: Actor): number {
  if (actor.kind !== 'agent') throw notFound('errors:notFound');
  return actor.agentId;
}

async function agentSelf(t: Tenant, agentId: number) {
  const row = await t.one<{ id: number; name: string; email: string; service: boolean; business_name: string }>(
    `SELECT a.id, a.name, a.email, a.service, m.business_name
       FROM agents a JOIN merchants m ON m.id = a.merchant_id
      WHERE a.merchant_id = $1 AND a.id = $2`,
    [agentId],
  );
  if (!row) throw forbidden('errors:sessionExpired');
  const sections = await t.many<{ id: number; name: string; color: string }>(
    `SELECT s.id, s.name, s.color FROM agent_sections x JOIN sections s ON s.id = x.section_id AND s.merchant_id = x.merchant_id
      WHERE x.merchant_id = $1 AND x.agent_id = $2 ORDER BY s.id`,
    [agentId],
  );
  return {
    id: row.id,
    Agent_Name: row.name,
    Agent_Email: row.email,
    Business_Name: row.business_name,
    Service: row.service,
    Sections: sections,
  };
}

/** Whether the e-mail already signs in elsewhere: a store owner's, or another agent's with a password. */
async function emailSignsIn(deps: Deps, email: string, exceptAgent: number): Promise<boolean> {
  const merchant = await one(deps.db, 'SELECT 1 FROM merchants WHERE lower(email) = lower($1)', [email]);
  if (merchant) return true;
  const agent = await one(deps.db, 'SELECT 1 FROM agents WHERE lower(email) = lower($1) AND password_hash IS NOT NULL AND id <> $2', [
    email,
    exceptAgent,
  ]);
  return !!agent;
}

export const register: RouteModule = (r, deps) => {
  const { db, sessions } = deps;
  const meta = (c: { req: { header(name: string): string | undefined } }) => ({ userAgent: c.req.header('user-agent') ?? '' });

  /** The open invitation of a raw token, with its agent and store (undefined: unknown, used or expired). */
  const openInvitation = (token: string) =>
    one<InvitationRow & { name: string; email: string; business_name: string }>(
      db,
      `SELECT i.merchant_id, i.agent_id, a.name, a.email, m.business_name
         FROM agent_invitations i
         JOIN agents a ON a.id = i.agent_id AND a.merchant_id = i.merchant_id
         JOIN merchants m ON m.id = i.merchant_id
        WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > $2`,
      [sha256(token), deps.now()],
    );

  r.handle(routes.getInvitation, async ({ c, body }) => {
    await enforceAuthLimit(deps, c, undefined);
    const row = await openInvitation(body.token);
    if (!row) throw forbidden(AGENT_MESSAGES.linkExpired);
    return { data: { Business_Name: row.business_name, Agent_Name: row.name, Email: row.email } };
  });

  r.handle(routes.acceptInvitation, async ({ c, body }) => {
    await enforceAuthLimit(deps, c, undefined);
    const invitation = await openInvitation(body.token);
    if (!invitation) throw forbidden(AGENT_MESSAGES.linkExpired);
    // Checked before the token is spent: a taken e-mail leaves the link usable once it is freed.
    if (await emailSignsIn(deps, invitation.email, invitation.agent_id)) throw conflict(AGENT_MESSAGES.accountExists);
    const hash = await hashPassword(body.password);
    const now = deps.now();
    const accepted = await db
      .transaction(async (tx) => {
        // Claim the token atomically: a second use (or a race) finds used_at set and gets 403.
        const claimed = await one<InvitationRow>(
          tx,
          `UPDATE agent_invitations SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
           RETURNING merchant_id, agent_id`,
          [sha256(body.token), now],
        );
        if (!claimed) throw forbidden(AGENT_MESSAGES.linkExpired);
        const t = tenant(tx, claimed.merchant_id);
        const agent = await t.one<{ service: boolean }>(
          `UPDATE agents SET password_hash = $3, status = 'active', password_changed_at = $4, joined_at = coalesce(joined_at, $4)
            WHERE merchant_id = $1 AND id = $2 RETURNING service`,
          [claimed.agent_id, hash, now],
        );
        if (!agent) throw forbidden(AGENT_MESSAGES.linkExpired);
        await retireInvitations(t, claimed.agent_id, now);
        // A new password: any earlier session of this agent ends.
        await sessions.revokeAgent(claimed.merchant_id, claimed.agent_id, undefined, tx);
        const token = agent.service ? await sessions.create(claimed.merchant_id, meta(c), tx, claimed.agent_id) : undefined;
        return { ...claimed, token };
      })
      .catch((error: unknown) => {
        // The unique index on signed-in agents' e-mails (a concurrent acceptance elsewhere).
        if ((error as { code?: string }).code === '23505') throw conflict(AGENT_MESSAGES.accountExists);
        throw error;
      });
    sessions.forgetAgent(accepted.agent_id);
    sessions.invalidateMerchant(accepted.merchant_id);
    // Joined, but the store has them out of service: they sign in once put back in service.
    if (!accepted.token) throw outOfService();
    return { data: { token: issueSession(c, deps.config, accepted.token) }, status: 201 };
  });

  r.handle(routes.getAgentSelf, async ({ merchantId, actor }) => ({ data: await agentSelf(tenant(db, merchantId), agentOf(actor)) }));

  r.handle(routes.renameAgentSelf, async ({ merchantId, actor, body }) => {
    const agentId = agentOf(actor);
    const t = tenant(db, merchantId);
    await t.query('UPDATE agents SET name = $3 WHERE merchant_id = $1 AND id = $2', [agentId, body.name.trim()]);
    return { data: await agentSelf(t, agentId), message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.listSandboxEmails, async ({ merchantId }) => {
    if (!(deps.providers.email instanceof OutboxEmail)) throw notFound('errors:notFound');
    const rows = await tenant(db, merchantId).many<{ to_email: string; subject: string; body: string; created_at: Date }>(
      'SELECT to_email, subject, body, created_at FROM email_outbox WHERE merchant_id = $1 ORDER BY id DESC LIMIT 50',
    );
    return {
      data: { emails: rows.map((e) => ({ to: e.to_email, subject: e.subject, body: e.body, sent_at: e.created_at.toISOString() })) },
    };
  });

  r.handle(routes.listQuickMessages, async ({ merchantId }) => {
    return { data: { Quick: await quickMessages(tenant(db, merchantId)) } };
  });
};
