/**
 * An agent's profile and analytics (issue 21, GET /section/agent/profile/{email}): every figure is
 * computed here from the inbox's records — `conversations` (agent_id, started_at/ended_at, the
 * inbox's assigned_at and first_response_at) and `feedbacks` (agent_id, rating) — over the
 * merchant's tenant, so another merchant's agent reads exactly like an unknown e-mail (404).
 */
import type { Tenant } from '../../db/tenant.ts';
import { resolveZone, weekRange, type ZonedWeeks } from '../../lib/zone.ts';
import { toAgent, toSection, type AgentRow, type SectionRow } from './mapping.ts';

/** Weeks the profile charts (the current one and the twelve before it: about a quarter). */
export const PROFILE_WEEKS = 13;

interface ProfileAgentRow extends AgentRow {
  joined_at: Date | string | null;
  last_session: Date | string | null;
}

interface FiguresRow {
  handled: number;
  open: number;
  first_response_median: number | null;
  first_response_count: number;
  resolution_median: number | null;
  resolution_count: number;
  last_conversation: Date | string | null;
}

interface FeedbackRow {
  feedback: number;
  satisfied: number;
  rating: number | null;
}

interface WeekRow extends FeedbackRow {
  week: string;
  handled: number;
}

export const agentByEmail = (t: Tenant, email: string) =>
  t.one<ProfileAgentRow>(
    `SELECT a.id, a.name, a.email, a.status, a.service, a.feedback, a.rating, a.settings, a.joined_at,
            (SELECT array_agg(s.section_id ORDER BY s.section_id) FROM agent_sections s WHERE s.agent_id = a.id AND s.merchant_id = $1) AS sections,
            (SELECT max(x.created_at) FROM sessions x WHERE x.merchant_id = $1 AND x.agent_id = a.id) AS last_session
     FROM agents a WHERE a.merchant_id = $1 AND lower(a.email) = lower($2)`,
    [email],
  );

/**
 * Handled = conversations assigned to the agent. First response = from the assignment (else the
 * handover, else the start) to the first human answer, for conversations that have one; resolution =
 * start to close, for closed ones. Medians, not means: one forgotten chat must not hide a fast team.
 */
const figures = (t: Tenant, agentId: number) =>
  t.one<FiguresRow>(
    `SELECT count(*)::int AS handled,
            (count(*) FILTER (WHERE ended_at IS NULL))::int AS open,
            (percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(0, extract(epoch FROM first_response_at - coalesce(assigned_at, waiting_at, started_at))))
               FILTER (WHERE first_response_at IS NOT NULL))::float8 AS first_response_median,
            (count(*) FILTER (WHERE first_response_at IS NOT NULL))::int AS first_response_count,
            (percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(0, extract(epoch FROM ended_at - started_at)))
               FILTER (WHERE ended_at IS NOT NULL))::float8 AS resolution_median,
            (count(*) FILTER (WHERE ended_at IS NOT NULL))::int AS resolution_count,
            max(coalesce(last_message_at, first_response_at, started_at)) AS last_conversation
     FROM conversations WHERE merchant_id = $1 AND agent_id = $2`,
    [agentId],
  );

const feedbackTotals = (t: Tenant, agentId: number) =>
  t.one<FeedbackRow>(
    `SELECT count(*)::int AS feedback, (count(*) FILTER (WHERE rating >= 4))::int AS satisfied, avg(rating)::float8 AS rating
     FROM feedbacks WHERE merchant_id = $1 AND agent_id = $2`,
    [agentId],
  );

/**
 * The last PROFILE_WEEKS weeks (from Monday 00:00 on the merchant's clock, lib/zone.ts weekRange)
 * up to `now`, each with its conversations and feedback. Rows are bucketed with width_bucket over
 * the weeks' start instants (ADR 017: the database's own zone data never decides a week).
 */
const weeks = (t: Tenant, agentId: number, range: ZonedWeeks) =>
  t.many<WeekRow>(
    `WITH c AS (
       SELECT width_bucket(started_at, $3::timestamptz[]) AS i, count(*)::int AS n
       FROM conversations WHERE merchant_id = $1 AND agent_id = $2 AND started_at >= $4 AND started_at < $5 GROUP BY 1
     ),
     f AS (
       SELECT width_bucket(created_at, $3::timestamptz[]) AS i, count(*)::int AS n,
              (count(*) FILTER (WHERE rating >= 4))::int AS satisfied, avg(rating)::float8 AS rating
       FROM feedbacks WHERE merchant_id = $1 AND agent_id = $2 AND created_at >= $4 AND created_at < $5 GROUP BY 1
     )
     SELECT w.week, coalesce(c.n, 0) AS handled, coalesce(f.n, 0) AS feedback, coalesce(f.satisfied, 0) AS satisfied, f.rating
     FROM unnest($6::text[]) WITH ORDINALITY AS w(week, i) LEFT JOIN c ON c.i = w.i LEFT JOIN f ON f.i = w.i ORDER BY w.i`,
    [agentId, range.starts.map((d) => d.toISOString()), range.starts[0]!.toISOString(), range.end.toISOString(), range.weeks],
  );

const agentSections = (t: Tenant, agentId: number) =>
  t.many<SectionRow>(
    `SELECT s.id, s.name, s.color, s.start_time, s.end_time FROM sections s
     JOIN agent_sections x ON x.section_id = s.id AND x.merchant_id = $1 AND x.agent_id = $2
     WHERE s.merchant_id = $1 ORDER BY s.id`,
    [agentId],
  );

const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);
const round = (value: number | null | undefined, digits = 2): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10 ** digits) / 10 ** digits;

/** The profile, or undefined when the merchant has no agent with this e-mail. */
export async function agentProfile(t: Tenant, email: string, now: Date) {
  const agent = await agentByEmail(t, email);
  if (!agent) return undefined;
  const zone = await t.one<{ time_zone: string }>('SELECT time_zone FROM settings WHERE merchant_id = $1');
  const range = weekRange(PROFILE_WEEKS, resolveZone(zone?.time_zone), now);
  const [f, fb, w, sections] = await Promise.all([
    figures(t, agent.id),
    feedbackTotals(t, agent.id),
    weeks(t, agent.id, range),
    agentSections(t, agent.id),
  ]);
  const times = [agent.last_session, f?.last_conversation].filter((v): v is Date | string => !!v).map((v) => new Date(v).getTime());
  return {
    agent: toAgent(agent),
    sections: sections.map(toSection),
    joined_at: iso(agent.joined_at),
    last_active: times.length ? new Date(Math.max(...times)).toISOString() : null,
    handled: f?.handled ?? 0,
    open: f?.open ?? 0,
    first_response_median: round(f?.first_response_median, 0),
    first_response_count: f?.first_response_count ?? 0,
    resolution_median: round(f?.resolution_median, 0),
    resolution_count: f?.resolution_count ?? 0,
    feedback: fb?.feedback ?? 0,
    satisfied: fb?.satisfied ?? 0,
    rating: round(fb?.rating),
    time_zone: range.zone,
    weeks: w.map((row) => ({
      week: row.week,
      handled: row.handled,
      feedback: row.feedback,
      satisfied: row.satisfied,
      rating: round(row.rating),
    })),
  };
}
