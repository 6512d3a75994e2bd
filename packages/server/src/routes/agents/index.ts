/**
 * Agents and sections (SPEC §3 "Agent list response", §4, §5, §7, §8): the handlers. SQL in
 * queries.ts (over the merchant's tenant, so another merchant's id answers exactly like an unknown
 * one: 404), package limits and checks in rules.ts, row → answer shapes in mapping.ts.
 *
 * Limits come from the merchant's package (SPEC §6): Allowed (agents), Allowed_Section, and the
 * quick-replies feature (Quick_Feature). Agent add/delete need the merchant's password in the
 * `Password` header (401 'Incorrect password!', rate limited like login); a second agent with the
 * same e-mail is 409 'E-mail already exists'.
 */
import { routes } from '@wasl/api';
import { confirmPassword } from '../../auth/confirm.ts';
import { invitationLink, issueInvitation } from '../../auth/invitations.ts';
import { pageCount } from '../../db/queries.ts';
import { requeueAgent } from '../../conversations/records.ts';
import { tenant } from '../../db/tenant.ts';
import { languageOf, text } from '../../lib/labels.ts';
import { HttpError, conflict, notFound, notInPlan, type MessageKey } from '../../middleware/http.ts';
import type { RouteModule } from '../../middleware/route.ts';
import { toAgent, toMerchantAgentSettings, toSection, supportOf } from './mapping.ts';
import { agentProfile } from './profile.ts';
import * as q from './queries.ts';
import { checkTimeZone } from './rules.ts';

export { toSection } from './mapping.ts';

/** SPEC §8 'E-mail already exists' (errors.json) for a duplicate agent e-mail. */
export const EMAIL_EXISTS = 'errors:emailExists' satisfies MessageKey;
const NOT_FOUND = 'errors:notFound' satisfies MessageKey;
const SECTION_EXISTS = 'errors:sectionExists' satisfies MessageKey;

export const register: RouteModule = (r, deps) => {
  const { db, providers, config } = deps;

  r.handle(routes.listAgents, async ({ merchantId, query }) => {
    const t = tenant(db, merchantId);
    const selected = query.section !== undefined ? await q.section(t, query.section) : undefined;
    if (query.section !== undefined && !selected) throw notFound(NOT_FOUND);
    const [sections, settings, page, quick, limits, counts] = await Promise.all([
      q.sections(t),
      q.merchantSupport(t),
      q.agentPage(t, { ...query, section: selected?.id }, query.page),
      q.quickMessages(t),
      q.agentLimits(t, deps.now()),
      q.agentCounts(t),
    ]);
    return {
      data: {
        Section_Data: sections.map(toSection),
        ...supportOf(selected, settings),
        Agent_Data: { result: page.agents.map(toAgent), current_page: query.page, total_pages: pageCount(page.total) },
        ...limits,
        Quick: quick,
        Agent_Counts: counts ?? { total: 0, active: 0, on_duty: 0, invited: 0 },
      },
    };
  });

  r.handle(routes.updateQuickMessages, async ({ merchantId, body }) => {
    const t = tenant(db, merchantId);
    const limits = await q.agentLimits(t, deps.now());
    if (!limits.Quick_Feature) throw notInPlan('quick_replies');
    await t.transaction((tx) => q.replaceQuickMessages(tx, body.Quick));
    return { message: 'errors:success.quickMessageAdded' };
  });

  r.handle(routes.updateSupportTime, async ({ merchantId, query, body }) => {
    checkTimeZone(body.Time_Zone);
    const t = tenant(db, merchantId);
    if (query.section !== undefined) {
      if ((await q.setSectionTime(t, query.section, body)) === 0) throw notFound(NOT_FOUND);
    } else {
      await q.setMerchantTime(t, body);
    }
    return { message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.addAgentToSection, async ({ merchantId, body }) => {
    await tenant(db, merchantId).transaction(async (tx) => {
      if (!(await q.agentExists(tx, body.agent_id)) || !(await q.section(tx, body.section_id))) throw notFound(NOT_FOUND);
      await q.joinSection(tx, body.agent_id, body.section_id);
    });
    return { message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.removeAgentFromSection, async ({ merchantId, body }) => {
    await tenant(db, merchantId).transaction(async (tx) => {
      if (!(await q.agentExists(tx, body.agent_id)) || !(await q.section(tx, body.section_id))) throw notFound(NOT_FOUND);
      await q.leaveSection(tx, body.agent_id, body.section_id);
      // The conversations they hold for that section go back to its queue (ADR 020's requeue, for one section).
      await requeueAgent(tx.connection, merchantId, body.agent_id, deps.now(), body.section_id);
    });
    return { message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.createSection, async ({ merchantId, body }) => {
    const created = await tenant(db, merchantId).transaction(async (tx) => {
      const limits = await q.agentLimits(tx, deps.now());
      if (!limits.Add_Section) throw new HttpError(402, 'errors:limitReached', { data: { Allowed_Section: limits.Allowed_Section } });
      if (await q.sectionNameTaken(tx, body.name)) throw conflict(SECTION_EXISTS);
      return q.insertSection(tx, body);
    });
    return { data: toSection(created!), message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.updateSection, async ({ merchantId, params, body }) => {
    const updated = await tenant(db, merchantId).transaction(async (tx) => {
      if (!(await q.section(tx, params.id))) throw notFound(NOT_FOUND);
      if (await q.sectionNameTaken(tx, body.name, params.id)) throw conflict(SECTION_EXISTS);
      return q.updateSection(tx, params.id, body);
    });
    return { data: toSection(updated!), message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.deleteSection, async ({ merchantId, params }) => {
    if ((await q.deleteSection(tenant(db, merchantId), params.id)) === 0) throw notFound(NOT_FOUND);
    return { message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.addAgent, async ({ c, merchantId, headers, body }) => {
    await confirmPassword(deps, c, merchantId, headers.password);
    const email = body.Agent_Email.trim();
    const name = body.Agent_Name.trim();
    const merchant = await tenant(db, merchantId).transaction(async (tx) => {
      const limits = await q.agentLimits(tx, deps.now());
      if (!limits.Add_Agent) throw new HttpError(402, 'errors:addAgent.upgrade', { data: { Allowed: limits.Allowed } });
      const owner = await q.owner(tx);
      if (owner?.email.toLowerCase() === email.toLowerCase()) throw conflict(EMAIL_EXISTS);
      if (await q.agentEmailTaken(tx, email)) throw conflict(EMAIL_EXISTS);
      const agentId = await q.insertInvitedAgent(tx, name, email);
      // Single-use, hashed, expiring (auth/invitations.ts); accepted at /invitation (README "Agents sign in").
      const token = await issueInvitation(tx, agentId, deps.now(), config.invitationTtlMs);
      return { ...owner, token };
    });
    await sendInvitation(merchantId, merchant, name, email, merchant.token);
    return { data: { Status: 'invited' as const }, message: 'errors:success.agentInvited' };
  });

  /**
   * SPEC §4 "Agent: invited by mail, added once the agent accepts": the invitation goes out through
   * the e-mail provider (the sandbox writes it to the outbox and, in development, the log). The agent
   * has no language yet: the invitation is in the store's (the team works in it).
   */
  async function sendInvitation(
    merchantId: number,
    owner: { language?: string | null; business_name?: string | null; business_name_ar?: string | null } | undefined,
    name: string,
    email: string,
    token: string,
  ) {
    const language = languageOf(owner?.language);
    const store = (language === 'ar' ? owner?.business_name_ar : owner?.business_name) || owner?.business_name || 'Wasl';
    const vars = { store, name, link: invitationLink(config, token) };
    await providers.email.send({
      merchantId,
      to: email,
      subject: text(language, 'notify:email.agentInvite.subject', vars),
      body: text(language, 'notify:email.agentInvite.body', vars),
    });
  }

  r.handle(routes.resendAgentInvitation, async ({ merchantId, body }) => {
    const sent = await tenant(db, merchantId).transaction(async (tx) => {
      // Only an agent of this merchant who has not accepted: another merchant's, an unknown or an active one answer 404 alike.
      const invited = await tx.query<{ name: string; email: string }>(
        `SELECT name, email FROM agents WHERE merchant_id = $1 AND id = $2 AND status = 'invited'`,
        [body.agent_id],
      );
      const agent = invited.rows[0];
      if (!agent) throw notFound(NOT_FOUND);
      // A new link; issueInvitation retires the earlier ones.
      const token = await issueInvitation(tx, body.agent_id, deps.now(), config.invitationTtlMs);
      return { ...agent, owner: await q.owner(tx), token };
    });
    await sendInvitation(merchantId, sent.owner, sent.name, sent.email, sent.token);
    return { message: 'errors:success.agentInvited' };
  });

  r.handle(routes.deleteAgent, async ({ c, merchantId, headers, body }) => {
    await confirmPassword(deps, c, merchantId, headers.password);
    await tenant(db, merchantId).transaction(async (tx) => {
      // Their open conversations back to their sections' queues first (the row's removal would only null agent_id).
      await requeueAgent(tx.connection, merchantId, body.agent_id, deps.now());
      if ((await q.deleteAgent(tx, body.agent_id)) === 0) throw notFound(NOT_FOUND);
    });
    // The agent's sessions went with the row (ON DELETE CASCADE): drop what this process cached
    // (their open event streams close, conversations/routes.ts).
    deps.sessions.forgetAgent(body.agent_id);
    return { message: 'errors:success.agentRemoved' };
  });

  r.handle(routes.renameAgent, async ({ merchantId, body }) => {
    if ((await q.renameAgent(tenant(db, merchantId), body.agent_id, body.name.trim())) === 0) throw notFound(NOT_FOUND);
    return { message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.updateAgentService, async ({ merchantId, body }) => {
    const ids = [...new Set(body.Agents.map((a) => a.agent_id))];
    await tenant(db, merchantId).transaction(async (tx) => {
      if ((await q.countAgents(tx, ids)) !== ids.length) throw notFound(NOT_FOUND);
      for (const a of body.Agents) {
        await q.setService(tx, a.agent_id, a.service);
        // Out of service: signed out everywhere, cannot sign in until back in service, and their
        // open conversations go back to their sections' queues.
        if (!a.service) {
          await deps.sessions.revokeAgent(merchantId, a.agent_id, undefined, tx.connection);
          await requeueAgent(tx.connection, merchantId, a.agent_id, deps.now());
        }
      }
    });
    for (const a of body.Agents) if (!a.service) deps.sessions.forgetAgent(a.agent_id);
    return { message: 'errors:success.dataUpdated' };
  });

  /** Flips a switch of a section (?section) or of the merchant; answers the new Status. */
  const toggle =
    (column: q.Switch) =>
    async ({ merchantId, query }: { merchantId: number; query: { section?: number | undefined } }) => {
      const t = tenant(db, merchantId);
      let status: boolean | undefined;
      if (query.section !== undefined) {
        status = await q.toggleSectionSwitch(t, column, query.section);
        if (status === undefined) throw notFound(NOT_FOUND);
      } else {
        status = await q.toggleMerchantSwitch(t, column);
      }
      return { data: { Status: !!status }, message: 'errors:success.dataUpdated' as const };
    };
  r.handle(routes.toggleSupport, toggle('support'));
  r.handle(routes.toggleBotflow, toggle('botflow'));

  const merchantSettings = async (merchantId: number) => {
    const t = tenant(db, merchantId);
    const [row, sections] = await Promise.all([q.merchantAgentSettings(t), q.sections(t)]);
    return toMerchantAgentSettings(row, sections);
  };

  r.handle(routes.getMerchantAgentSettings, async ({ merchantId }) => ({ data: await merchantSettings(merchantId) }));

  r.handle(routes.updateMerchantAgentSettings, async ({ merchantId, body }) => {
    // Stored in minutes, where the inbox's chat-end sweep reads it (conversations/records.ts); 0 = never.
    const hours = body.Chat_End_Hours;
    const minutes = hours === undefined ? null : hours === null ? 0 : Math.round(hours * 60);
    // Conversation retention (issue 23): days, or null to keep forever; the daily retention.run job reads it.
    await q.setMerchantAgentSettings(tenant(db, merchantId), body.Show_Number ?? null, minutes, body.Retention_Days);
    return { data: await merchantSettings(merchantId), message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.getAgentProfile, async ({ merchantId, params }) => {
    const profile = await agentProfile(tenant(db, merchantId), params.email, deps.now());
    if (!profile) throw notFound(NOT_FOUND);
    return { data: profile };
  });
};
