/**
 * Agents and sections (SPEC §3 "Agent list response", §4, §5, §7, §8).
 *
 * Limits come from the merchant's package (SPEC §6): Allowed (agents), Allowed_Section, and the
 * quick-replies feature (Quick_Feature). Agent add/delete need the merchant's password in the
 * `Password` header (401 'Incorrect password!', rate limited like login); a second agent with the
 * same e-mail is 409 'E-mail already exists'. Every statement filters on merchant_id, so another
 * merchant's id answers exactly like an unknown one (404).
 */
import { PAGE_SIZE, routes } from '@wasl/api';
import type { AgentStatusName } from '@wasl/api/models';
import type { RouteModule } from '../middleware/route.ts';
import { confirmPassword } from '../auth/confirm.ts';
import { many, one, type Queryable } from '../db/db.ts';
import { merchantFeatures, offsetOf, pageCount } from '../db/queries.ts';
import { HttpError, badRequest, conflict, notFound } from '../middleware/http.ts';
import { planById } from '../providers/catalogue.ts';

/** SPEC §8 text for a duplicate agent e-mail. */
export const EMAIL_EXISTS = 'E-mail already exists';
const NOT_FOUND = 'errors:notFound';

interface AgentRow {
  id: number;
  name: string;
  email: string;
  status: AgentStatusName;
  service: boolean;
  feedback: number;
  rating: number;
  settings: { Show_Number?: boolean; Chat_End_Hours?: number | null; phone?: string | null };
  sections: number[] | null;
}

interface SectionRow {
  id: number;
  name: string;
  color: string;
  start_time: string;
  end_time: string;
  support: boolean;
  botflow: boolean;
  time_zone: string;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export const toSection = (s: Pick<SectionRow, 'id' | 'name' | 'color' | 'start_time' | 'end_time'>) => ({
  id: s.id,
  name: s.name,
  color: s.color,
  start: s.start_time,
  end: s.end_time,
});

const toAgent = (a: AgentRow) => ({
  id: a.id,
  name: a.name,
  email: a.email,
  status: a.status,
  section: a.sections ?? [],
  service: a.service,
  feedback: a.feedback,
  rating: Math.max(0, Math.min(5, Number(a.rating) || 0)),
  phone: a.settings?.phone ?? null,
});

/** The package limits of SPEC §6 for agents and sections. */
export async function agentLimits(q: Queryable, merchantId: number, now: Date = new Date()) {
  const [sub, counts, features] = await Promise.all([
    one<{ plan_id: string; agents: number; status: string; expiry: Date }>(
      q,
      'SELECT plan_id, agents, status, expiry FROM subscriptions WHERE merchant_id = $1',
      [merchantId],
    ),
    one<{ agents: number; sections: number }>(
      q,
      'SELECT (SELECT count(*) FROM agents WHERE merchant_id = $1) AS agents, (SELECT count(*) FROM sections WHERE merchant_id = $1) AS sections',
      [merchantId],
    ),
    merchantFeatures(q, merchantId),
  ]);
  const active = !!sub && sub.status === 'active' && sub.expiry.getTime() > now.getTime();
  const plan = sub ? planById(sub.plan_id) : undefined;
  const allowed = active ? Math.max(sub.agents, plan?.agents ?? 0) : 0;
  const allowedSection = active ? (plan?.sections ?? 0) : 0;
  return {
    Allowed: allowed,
    Allowed_Section: allowedSection,
    Add_Agent: (counts?.agents ?? 0) < allowed,
    Add_Section: (counts?.sections ?? 0) < allowedSection,
    Quick_Feature: features.has('quick_replies'),
  };
}

/** A valid IANA time zone (the schema checks the shape; Intl knows the names). */
function checkTimeZone(zone: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw badRequest('validation:timeZoneInvalid');
  }
}

export const register: RouteModule = (r, deps) => {
  const { db, providers, config } = deps;

  const section = (merchantId: number, id: number, q: Queryable = db) =>
    one<SectionRow>(
      q,
      'SELECT id, name, color, start_time, end_time, support, botflow, time_zone FROM sections WHERE merchant_id = $1 AND id = $2',
      [merchantId, id],
    );
  const agentExists = async (merchantId: number, id: number, q: Queryable = db) =>
    !!(await one(q, 'SELECT 1 FROM agents WHERE merchant_id = $1 AND id = $2', [merchantId, id]));

  r.handle(routes.listAgents, async ({ merchantId, query }) => {
    const selected = query.section !== undefined ? await section(merchantId, query.section) : undefined;
    if (query.section !== undefined && !selected) throw notFound(NOT_FOUND);
    const params: unknown[] = [merchantId];
    let where = 'a.merchant_id = $1';
    if (selected)
      where += ` AND EXISTS (SELECT 1 FROM agent_sections s WHERE s.agent_id = a.id AND s.merchant_id = $1 AND s.section_id = $${params.push(selected.id)})`;
    const search = query.search?.trim();
    if (search) where += ` AND (a.name ILIKE $${params.push(`%${likeEscape(search)}%`)} OR a.email ILIKE $${params.length})`;
    if (query.status) where += ` AND a.status = $${params.push(query.status)}`;
    if (query.service) where += ` AND a.service = $${params.push(query.service === 'on')}`;
    const [sections, settings, count, agents, quick, limits] = await Promise.all([
      many<SectionRow>(
        db,
        'SELECT id, name, color, start_time, end_time, support, botflow, time_zone FROM sections WHERE merchant_id = $1 ORDER BY id',
        [merchantId],
      ),
      one<{ support: boolean; botflow: boolean; support_start: string; support_end: string; time_zone: string }>(
        db,
        'SELECT support, botflow, support_start, support_end, time_zone FROM settings WHERE merchant_id = $1',
        [merchantId],
      ),
      one<{ n: number }>(db, `SELECT count(*) AS n FROM agents a WHERE ${where}`, params),
      many<AgentRow>(
        db,
        `SELECT a.id, a.name, a.email, a.status, a.service, a.feedback, a.rating, a.settings,
                (SELECT array_agg(s.section_id ORDER BY s.section_id) FROM agent_sections s WHERE s.agent_id = a.id AND s.merchant_id = $1) AS sections
         FROM agents a WHERE ${where} ORDER BY a.created_at, a.id LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(query.page)}`,
        params,
      ),
      many<{ key: string; content: string }>(db, 'SELECT key, content FROM quick_messages WHERE merchant_id = $1 ORDER BY position, id', [
        merchantId,
      ]),
      agentLimits(db, merchantId, deps.now()),
    ]);
    return {
      data: {
        Section_Data: sections.map(toSection),
        Support_Time: selected
          ? { Start: selected.start_time, End: selected.end_time, Time_Zone: selected.time_zone }
          : {
              Start: settings?.support_start ?? '00:00',
              End: settings?.support_end ?? '00:00',
              Time_Zone: settings?.time_zone ?? 'Asia/Kolkata',
            },
        Support: selected ? selected.support : (settings?.support ?? true),
        Botflow: selected ? selected.botflow : (settings?.botflow ?? false),
        Agent_Data: { result: agents.map(toAgent), current_page: query.page, total_pages: pageCount(count?.n ?? 0) },
        ...limits,
        Quick: quick,
      },
    };
  });

  const settingsOf = async (merchantId: number, id: number) => {
    const row = await one<{
      settings: AgentRow['settings'];
      show_number: boolean;
      chat_end_minutes: number;
      support_start: string;
      support_end: string;
      time_zone: string;
    }>(
      db,
      `SELECT a.settings, s.show_number, s.chat_end_minutes, s.support_start, s.support_end, s.time_zone
       FROM agents a LEFT JOIN settings s ON s.merchant_id = a.merchant_id WHERE a.merchant_id = $1 AND a.id = $2`,
      [merchantId, id],
    );
    if (!row) throw notFound(NOT_FOUND);
    const fallbackHours = row.chat_end_minutes ? Math.min(74, Math.max(1, Math.round(row.chat_end_minutes / 60))) : null;
    return {
      Show_Number: row.settings?.Show_Number ?? row.show_number ?? false,
      Chat_End_Hours: row.settings && 'Chat_End_Hours' in row.settings ? (row.settings.Chat_End_Hours ?? null) : fallbackHours,
      Support_Time: { Start: row.support_start ?? '00:00', End: row.support_end ?? '00:00', Time_Zone: row.time_zone ?? 'Asia/Kolkata' },
    };
  };

  r.handle(routes.getAgentSettings, async ({ merchantId, params }) => ({ data: await settingsOf(merchantId, params.id) }));

  r.handle(routes.updateAgentSettings, async ({ merchantId, params, body }) => {
    const { rowCount } = await db.query(
      `UPDATE agents SET settings = settings || jsonb_build_object('Show_Number', $3::boolean, 'Chat_End_Hours', $4::int) WHERE merchant_id = $1 AND id = $2`,
      [merchantId, params.id, body.Show_Number, body.Chat_End_Hours],
    );
    if (rowCount === 0) throw notFound(NOT_FOUND);
    return { data: await settingsOf(merchantId, params.id), message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.updateQuickMessages, async ({ merchantId, body }) => {
    const limits = await agentLimits(db, merchantId, deps.now());
    if (!limits.Quick_Feature) throw new HttpError(402, 'errors:featureNotInPlan', { data: { feature: 'quick_replies' } });
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM quick_messages WHERE merchant_id = $1', [merchantId]);
      if (body.Quick.length === 0) return;
      const params: unknown[] = [merchantId];
      const values = body.Quick.map((m, i) => `($1, $${params.push(m.key)}, $${params.push(m.content)}, ${i})`);
      await tx.query(`INSERT INTO quick_messages (merchant_id, key, content, position) VALUES ${values.join(', ')}`, params);
    });
    return { message: 'errors:success.quickMessageAdded' };
  });

  r.handle(routes.updateSupportTime, async ({ merchantId, query, body }) => {
    checkTimeZone(body.Time_Zone);
    if (query.section !== undefined) {
      const { rowCount } = await db.query(
        'UPDATE sections SET start_time = $3, end_time = $4, time_zone = $5 WHERE merchant_id = $1 AND id = $2',
        [merchantId, query.section, body.Start, body.End, body.Time_Zone],
      );
      if (rowCount === 0) throw notFound(NOT_FOUND);
    } else {
      await db.query(
        `INSERT INTO settings (merchant_id, support_start, support_end, time_zone) VALUES ($1, $2, $3, $4)
         ON CONFLICT (merchant_id) DO UPDATE SET support_start = EXCLUDED.support_start, support_end = EXCLUDED.support_end, time_zone = EXCLUDED.time_zone`,
        [merchantId, body.Start, body.End, body.Time_Zone],
      );
    }
    return { message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.addAgentToSection, async ({ merchantId, body }) => {
    await db.transaction(async (tx) => {
      if (!(await agentExists(merchantId, body.agent_id, tx)) || !(await section(merchantId, body.section_id, tx)))
        throw notFound(NOT_FOUND);
      await tx.query('INSERT INTO agent_sections (merchant_id, agent_id, section_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        merchantId,
        body.agent_id,
        body.section_id,
      ]);
      await tx.query('UPDATE agents SET section_id = COALESCE(section_id, $3) WHERE merchant_id = $1 AND id = $2', [
        merchantId,
        body.agent_id,
        body.section_id,
      ]);
    });
    return { message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.removeAgentFromSection, async ({ merchantId, body }) => {
    await db.transaction(async (tx) => {
      if (!(await agentExists(merchantId, body.agent_id, tx)) || !(await section(merchantId, body.section_id, tx)))
        throw notFound(NOT_FOUND);
      await tx.query('DELETE FROM agent_sections WHERE merchant_id = $1 AND agent_id = $2 AND section_id = $3', [
        merchantId,
        body.agent_id,
        body.section_id,
      ]);
      await tx.query(
        `UPDATE agents SET section_id = (SELECT min(section_id) FROM agent_sections WHERE merchant_id = $1 AND agent_id = $2)
         WHERE merchant_id = $1 AND id = $2`,
        [merchantId, body.agent_id],
      );
    });
    return { message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.createSection, async ({ merchantId, body }) => {
    const created = await db.transaction(async (tx) => {
      const limits = await agentLimits(tx, merchantId, deps.now());
      if (!limits.Add_Section) throw new HttpError(402, 'errors:limitReached', { data: { Allowed_Section: limits.Allowed_Section } });
      if (await one(tx, 'SELECT 1 FROM sections WHERE merchant_id = $1 AND lower(name) = lower($2)', [merchantId, body.name]))
        throw conflict('A section with this name already exists.');
      return one<SectionRow>(
        tx,
        `INSERT INTO sections (merchant_id, name, color, start_time, end_time) VALUES ($1, $2, $3, $4, $5)
         RETURNING id, name, color, start_time, end_time, support, botflow, time_zone`,
        [merchantId, body.name, body.color, body.start, body.end],
      );
    });
    return { data: toSection(created!), message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.updateSection, async ({ merchantId, params, body }) => {
    const updated = await db.transaction(async (tx) => {
      if (!(await section(merchantId, params.id, tx))) throw notFound(NOT_FOUND);
      if (
        await one(tx, 'SELECT 1 FROM sections WHERE merchant_id = $1 AND lower(name) = lower($2) AND id <> $3', [
          merchantId,
          body.name,
          params.id,
        ])
      )
        throw conflict('A section with this name already exists.');
      return one<SectionRow>(
        tx,
        `UPDATE sections SET name = $3, color = $4, start_time = $5, end_time = $6 WHERE merchant_id = $1 AND id = $2
         RETURNING id, name, color, start_time, end_time, support, botflow, time_zone`,
        [merchantId, params.id, body.name, body.color, body.start, body.end],
      );
    });
    return { data: toSection(updated!), message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.deleteSection, async ({ merchantId, params }) => {
    const { rowCount } = await db.query('DELETE FROM sections WHERE merchant_id = $1 AND id = $2', [merchantId, params.id]);
    if (rowCount === 0) throw notFound(NOT_FOUND);
    return { message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.addAgent, async ({ c, merchantId, headers, body }) => {
    await confirmPassword(deps, c, merchantId, headers.password);
    const email = body.Agent_Email.trim();
    const name = body.Agent_Name.trim();
    const merchant = await db.transaction(async (tx) => {
      const limits = await agentLimits(tx, merchantId, deps.now());
      if (!limits.Add_Agent) throw new HttpError(402, 'errors:addAgent.upgrade', { data: { Allowed: limits.Allowed } });
      const owner = await one<{ email: string; business_name: string; business_name_ar: string }>(
        tx,
        'SELECT email, business_name, business_name_ar FROM merchants WHERE id = $1',
        [merchantId],
      );
      if (owner?.email.toLowerCase() === email.toLowerCase()) throw conflict(EMAIL_EXISTS);
      if (await one(tx, 'SELECT 1 FROM agents WHERE merchant_id = $1 AND lower(email) = lower($2)', [merchantId, email]))
        throw conflict(EMAIL_EXISTS);
      await tx.query(`INSERT INTO agents (merchant_id, name, email, status, settings) VALUES ($1, $2, $3, 'invited', '{}'::jsonb)`, [
        merchantId,
        name,
        email,
      ]);
      return owner;
    });
    // SPEC §4 "Agent: invited by mail, added once the agent accepts": the invitation goes out through
    // the e-mail provider (the sandbox writes it to the outbox and, in development, the log).
    const store = merchant?.business_name || 'Wasl';
    await providers.email.send({
      merchantId,
      to: email,
      subject: `${store} invited you to answer customers on Wasl / دعوة للانضمام إلى ${merchant?.business_name_ar || store}`,
      body:
        `Hello ${name},\n\n${store} invited you to join its support team on Wasl. Accept the invitation to start answering customers:\n` +
        `${config.publicUrl}/auth\n\nمرحبًا ${name}،\nدعاك ${merchant?.business_name_ar || store} للانضمام إلى فريق الدعم في وصل. اقبل الدعوة لتبدأ بالرد على العملاء.`,
    });
    return { data: { Status: 'invited' as const }, message: 'errors:success.agentInvited' };
  });

  r.handle(routes.deleteAgent, async ({ c, merchantId, headers, body }) => {
    await confirmPassword(deps, c, merchantId, headers.password);
    const { rowCount } = await db.query('DELETE FROM agents WHERE merchant_id = $1 AND id = $2', [merchantId, body.agent_id]);
    if (rowCount === 0) throw notFound(NOT_FOUND);
    return { message: 'errors:success.agentRemoved' };
  });

  r.handle(routes.renameAgent, async ({ merchantId, body }) => {
    const { rowCount } = await db.query('UPDATE agents SET name = $3 WHERE merchant_id = $1 AND id = $2', [
      merchantId,
      body.agent_id,
      body.name.trim(),
    ]);
    if (rowCount === 0) throw notFound(NOT_FOUND);
    return { message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.updateAgentService, async ({ merchantId, body }) => {
    const ids = [...new Set(body.Agents.map((a) => a.agent_id))];
    await db.transaction(async (tx) => {
      const found = await one<{ n: number }>(tx, 'SELECT count(*) AS n FROM agents WHERE merchant_id = $1 AND id = ANY($2::int[])', [
        merchantId,
        ids,
      ]);
      if ((found?.n ?? 0) !== ids.length) throw notFound(NOT_FOUND);
      for (const a of body.Agents)
        await tx.query('UPDATE agents SET service = $3 WHERE merchant_id = $1 AND id = $2', [merchantId, a.agent_id, a.service]);
    });
    return { message: 'errors:success.dataUpdated' };
  });

  /** Flips a switch of a section (?section) or of the merchant; answers the new Status. */
  const toggle =
    (column: 'support' | 'botflow') =>
    async ({ merchantId, query }: { merchantId: number; query: { section?: number | undefined } }) => {
      let status: boolean | undefined;
      if (query.section !== undefined) {
        status = (
          await one<{ v: boolean }>(
            db,
            `UPDATE sections SET ${column} = NOT ${column} WHERE merchant_id = $1 AND id = $2 RETURNING ${column} AS v`,
            [merchantId, query.section],
          )
        )?.v;
        if (status === undefined) throw notFound(NOT_FOUND);
      } else {
        status = (
          await one<{ v: boolean }>(
            db,
            `INSERT INTO settings (merchant_id, ${column}) VALUES ($1, ${column === 'support' ? 'false' : 'true'}) ON CONFLICT (merchant_id) DO UPDATE SET ${column} = NOT settings.${column} RETURNING ${column} AS v`,
            [merchantId],
          )
        )?.v;
      }
      return { data: { Status: !!status }, message: 'errors:success.dataUpdated' };
    };
  r.handle(routes.toggleSupport, toggle('support'));
  r.handle(routes.toggleBotflow, toggle('botflow'));
};
