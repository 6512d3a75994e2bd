/**
 * The inbox's reads (issue 19): the list of conversations (one row per customer thread, with its
 * current conversation record and last entry) and one conversation record as the API shows it.
 *
 * Who sees what: the merchant sees every conversation; an agent sees the ones assigned to them and
 * the waiting ones of their sections (a waiting conversation with no section: every agent), so
 * they can claim them. `mine` is the acting agent's (for the merchant: every assigned one).
 * The list is ordered by the thread's last entry (`customer_threads.last_at`, indexed); the last
 * entry's text and the unread count are read for the page's 20 rows only.
 */
import { PAGE_SIZE } from '@wasl/api';
import type { ConversationFilter, ConversationList, ConversationRecord } from '@wasl/api/types';
import type { Queryable } from '../db/db.ts';
import type { NumberView } from './numbers.ts';
import type { Actor, ConversationRow } from './records.ts';

/** The window for free text: 24 hours after the customer's last message (WhatsApp's customer-service window). */
export const SERVICE_WINDOW_MS = 24 * 3_600_000;

/** Each filter on the thread's copy of its current conversation (migration 23: inbox_state, _agent_id, _section_id). */
const STATE_OF: Record<ConversationFilter, (agent: string) => string> = {
  waiting: () => `t.inbox_state = 'waiting'`,
  mine: (agent) => `t.inbox_state = 'assigned'${agent ? ` AND t.inbox_agent_id = ${agent}` : ''}`,
  open: () => `t.inbox_state IN ('bot', 'waiting', 'assigned')`,
  closed: () => `t.inbox_state = 'closed'`,
  all: () => 'true',
};

/** What an agent ($agent) may see: theirs, and the waiting ones of their sections (no section: everyone's). */
const visibleTo = (
  agent: string,
) => `(t.inbox_agent_id = ${agent} OR (t.inbox_state = 'waiting' AND (t.inbox_section_id IS NULL OR t.inbox_section_id IN (
  SELECT a.section_id FROM agents a WHERE a.merchant_id = $1 AND a.id = ${agent} AND a.section_id IS NOT NULL
  UNION SELECT s.section_id FROM agent_sections s WHERE s.merchant_id = $1 AND s.agent_id = ${agent}))))`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export interface ListInput {
  filter: ConversationFilter;
  section?: number | undefined;
  search?: string | undefined;
  page: number;
}

/**
 * One pass over the merchant's threads for the five counts (index-only with no search), then the
 * page: the threads in last_at order (an index per state), the page's 20 rows joined to their names,
 * last entry and unread count. Only the conditions in use are in the SQL (a NULL-guarded condition
 * keeps a generic plan from using the indexes), with their parameters numbered as they come.
 */
export async function listConversations(
  q: Queryable,
  merchantId: number,
  actor: Actor,
  input: ListInput,
  view: NumberView,
): Promise<ConversationList> {
  const search = input.search?.trim() ?? '';
  // While numbers are hidden from this agent, a search matches names only (digits would confirm a guessed number).
  const digits = view.shown ? search.replace(/\D/g, '') : '';
  const params: unknown[] = [merchantId];
  const param = (value: unknown, type: string) => `$${params.push(value)}::${type}`;
  const conditions = ['t.merchant_id = $1', 't.phone IS NOT NULL', 't.inbox_state IS NOT NULL'];
  if (input.section !== undefined) conditions.push(`t.inbox_section_id = ${param(input.section, 'int')}`);
  if (search) {
    const byName = `t.profile_name ILIKE ${param(`%${escapeLike(search)}%`, 'text')}`;
    conditions.push(digits ? `(t.phone LIKE ${param(`%${digits}%`, 'text')} OR ${byName})` : byName);
  }
  const agent = actor.kind === 'agent' ? param(actor.agentId, 'int') : '';
  if (agent) conditions.push(visibleTo(agent));
  const where = conditions.join(' AND ');
  const counts = await q.query<{ waiting: number; mine: number; open: number; closed: number; total: number }>(
    `SELECT count(*) FILTER (WHERE ${STATE_OF.waiting(agent)})::int AS waiting, count(*) FILTER (WHERE ${STATE_OF.mine(agent)})::int AS mine,
            count(*) FILTER (WHERE ${STATE_OF.open(agent)})::int AS open, count(*) FILTER (WHERE ${STATE_OF.closed(agent)})::int AS closed,
            count(*) FILTER (WHERE ${STATE_OF[input.filter](agent)})::int AS total
     FROM customer_threads t WHERE ${where}`,
    [...params],
  );
  const n = counts.rows[0] ?? { waiting: 0, mine: 0, open: 0, closed: 0, total: 0 };
  const { rows } = await q.query<{
    phone: string;
    profile_name: string;
    last_text: string | null;
    last_direction: 'in' | 'out' | null;
    last_at: Date;
    unread: number;
    state: ConversationRecord['state'];
    section_id: number | null;
    section_name: string | null;
    agent_id: number | null;
    agent_name: string | null;
  }>(
    `WITH page AS (
       SELECT t.id, t.phone, t.profile_name, t.last_at AS sort_at, coalesce(t.last_at, t.created_at) AS last_at, t.read_at,
              t.inbox_state AS state, t.inbox_section_id AS section_id, t.inbox_agent_id AS agent_id
       FROM customer_threads t WHERE ${where} AND ${STATE_OF[input.filter](agent)}
       ORDER BY t.last_at DESC, t.id DESC LIMIT ${param(PAGE_SIZE, 'int')} OFFSET ${param((input.page - 1) * PAGE_SIZE, 'int')}
     )
     SELECT p.phone, p.profile_name, last.text AS last_text, last.dir AS last_direction, coalesce(last.at, p.last_at) AS last_at,
       (SELECT count(*)::int FROM thread_messages m WHERE m.merchant_id = $1 AND m.thread_id = p.id
          AND m.received_at > coalesce(p.read_at, '-infinity'::timestamptz)) AS unread,
       p.state, p.section_id, s.name AS section_name, p.agent_id, a.name AS agent_name
     FROM page p
     LEFT JOIN sections s ON s.merchant_id = $1 AND s.id = p.section_id
     LEFT JOIN agents a ON a.merchant_id = $1 AND a.id = p.agent_id
     LEFT JOIN LATERAL (
       SELECT x.dir, x.text, x.at FROM (
         (SELECT 'in' AS dir, m.text, m.received_at AS at, m.seq FROM thread_messages m
          WHERE m.merchant_id = $1 AND m.thread_id = p.id ORDER BY m.received_at DESC, m.seq DESC LIMIT 1)
         UNION ALL
         (SELECT 'out', o.body, o.created_at, coalesce(o.seq, 0) FROM outbound_messages o
          WHERE o.merchant_id = $1 AND o.to_phone IN (p.phone, '+' || p.phone) ORDER BY o.created_at DESC LIMIT 1)
       ) x ORDER BY x.at DESC, x.seq DESC LIMIT 1
     ) last ON true
     ORDER BY p.sort_at DESC, p.id DESC`,
    params,
  );
  return {
    conversations: rows.map((r) => ({
      phone: view.phone(r.phone),
      phone_masked: view.masked(r.phone),
      profile_name: r.profile_name,
      last_text: r.last_text ?? '',
      last_direction: r.last_direction ?? 'in',
      last_at: r.last_at.toISOString(),
      unread: r.unread,
      state: r.state,
      section_id: r.section_id,
      section_name: r.section_name,
      agent_id: r.agent_id,
      agent_name: r.agent_name,
    })),
    total: n.total,
    page: input.page,
    counts: { waiting: n.waiting, mine: n.mine, open: n.open, closed: n.closed },
  };
}

/** The conversation record as the API shows it, with names and the free-text window. */
export async function conversationRecord(q: Queryable, c: ConversationRow, now: Date): Promise<ConversationRecord> {
  const { rows } = await q.query<{ section_name: string | null; agent_name: string | null; last_inbound_at: Date | null }>(
    `SELECT (SELECT name FROM sections WHERE merchant_id = $1 AND id = $2) AS section_name,
            (SELECT name FROM agents WHERE merchant_id = $1 AND id = $3) AS agent_name,
            (SELECT last_inbound_at FROM customer_threads WHERE merchant_id = $1 AND id = $4) AS last_inbound_at`,
    [c.merchant_id, c.section_id, c.agent_id, c.thread_id],
  );
  const r = rows[0]!;
  const expires = r.last_inbound_at ? r.last_inbound_at.getTime() + SERVICE_WINDOW_MS : null;
  return {
    id: c.id,
    state: c.state,
    section_id: c.section_id,
    section_name: r.section_name,
    agent_id: c.agent_id,
    agent_name: r.agent_name,
    opened_at: c.started_at.toISOString(),
    closed_at: c.ended_at ? c.ended_at.toISOString() : null,
    window_expires_at: expires !== null && expires > now.getTime() ? new Date(expires).toISOString() : null,
  };
}
