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
import { PAGE_SIZE, toLatinDigits } from '@wasl/api';
import { CUSTOMER_SERVICE_WINDOW_MS } from '@wasl/api/models';
import type { ConversationFilter, ConversationList, ConversationRecord } from '@wasl/api/types';
import type { Queryable } from '../db/db.ts';
import type { NumberView } from './numbers.ts';
import type { Actor, ConversationRow } from './records.ts';

/** The window for free text: 24 hours after the customer's last message (WhatsApp's customer-service window; one source in @wasl/api). */
export const SERVICE_WINDOW_MS = CUSTOMER_SERVICE_WINDOW_MS;

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
 * The digits a search gives the phone column: only a search that reads as a number (digits, with
 * `+`, spaces, dashes, brackets; Arabic-Indic digits as typed on an Arabic keyboard) is one. A search
 * with letters is a name: "Customer 99" or "Ahmed 2" no longer also matches every number containing
 * 99 or 2 — noise to the agent, and a scan of every conversation the trigram index cannot serve.
 * While numbers are hidden from the reader, the list matches names only (digits would confirm a
 * guessed number).
 */
export function phoneDigitsOf(search: string): string {
  const latin = toLatinDigits(search);
  return /^[\d\s+()-]+$/.test(latin) ? latin.replace(/\D/g, '') : '';
}

/**
 * The five counts, then the page. Without a search the counts are a sum over the merchant's few
 * `inbox_counts` rows (migration 29: one +1/-1 row per change of a thread's state, section or agent,
 * written by a trigger in the change's transaction, so never stale); with a search they are one pass
 * over the matching threads (the trigram index for terms of ≥ 3 characters). The page walks
 * `(merchant_id, inbox_state, last_at DESC, id DESC)` (an index per state) and stops at the page;
 * only its 20 rows are joined to their names, last entry and unread count. Only the conditions in
 * use are in the SQL (a NULL-guarded condition keeps a generic plan from using the indexes), with
 * their parameters numbered as they come.
 */
export async function listConversations(
  q: Queryable,
  merchantId: number,
  actor: Actor,
  input: ListInput,
  view: NumberView,
): Promise<ConversationList> {
  const search = input.search?.trim() ?? '';
  const digits = view.shown ? phoneDigitsOf(search) : '';
  const params: unknown[] = [merchantId];
  const param = (value: unknown, type: string) => `$${params.push(value)}::${type}`;
  /** Conditions on (state, section, agent) alone: they hold on the threads and on inbox_counts alike. */
  const scope: string[] = [];
  if (input.section !== undefined) scope.push(`t.inbox_section_id = ${param(input.section, 'int')}`);
  const agent = actor.kind === 'agent' ? param(actor.agentId, 'int') : '';
  if (agent) scope.push(visibleTo(agent));
  const conditions = ['t.merchant_id = $1', 't.phone IS NOT NULL', 't.inbox_state IS NOT NULL', ...scope];
  if (search) {
    const byName = `t.profile_name ILIKE ${param(`%${escapeLike(search)}%`, 'text')}`;
    conditions.push(digits ? `(t.phone LIKE ${param(`%${digits}%`, 'text')} OR ${byName})` : byName);
  }
  const where = conditions.join(' AND ');
  const tally = (of: string) => (search ? `count(*) FILTER (WHERE ${of})::int` : `coalesce(sum(t.n) FILTER (WHERE ${of}), 0)::int`);
  const counts = await q.query<{ waiting: number; mine: number; open: number; closed: number; total: number; summed: number }>(
    `SELECT ${tally(STATE_OF.waiting(agent))} AS waiting, ${tally(STATE_OF.mine(agent))} AS mine,
            ${tally(STATE_OF.open(agent))} AS open, ${tally(STATE_OF.closed(agent))} AS closed,
            ${tally(STATE_OF[input.filter](agent))} AS total, count(*)::int AS summed
     FROM ${search ? `customer_threads t WHERE ${where}` : `inbox_counts t WHERE ${['t.merchant_id = $1', ...scope].join(' AND ')}`}`,
    [...params],
  );
  const n = counts.rows[0] ?? { waiting: 0, mine: 0, open: 0, closed: 0, total: 0, summed: 0 };
  // Many rows since the last fold (a burst of new conversations): fold this merchant's now, after answering.
  if (!search && n.summed > FOLD_AT && 'transaction' in q) void foldInboxCounts(q as FoldDb, merchantId).catch(() => undefined);
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
    // The page's ids first, from the index alone (migration 29's covering indexes: the rows skipped
    // by OFFSET are index entries, not table rows), then the 20 rows themselves.
    `WITH ids AS MATERIALIZED (
       SELECT t.id FROM customer_threads t WHERE ${where} AND ${STATE_OF[input.filter](agent)}
       ORDER BY t.last_at DESC, t.id DESC LIMIT ${param(PAGE_SIZE, 'int')} OFFSET ${param((input.page - 1) * PAGE_SIZE, 'int')}
     ), page AS (
       SELECT t.id, t.phone, t.profile_name, t.last_at AS sort_at, coalesce(t.last_at, t.created_at) AS last_at, t.read_at,
              t.inbox_state AS state, t.inbox_section_id AS section_id, t.inbox_agent_id AS agent_id
       FROM ids JOIN customer_threads t ON t.id = ids.id
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

/** pg_try_advisory_xact_lock key of the fold (one fold at a time across processes). */
const FOLD_LOCK = 0x1a_b0c7;
/** A merchant's `inbox_counts` rows above which a list request folds them (after answering). */
const FOLD_AT = 256;
type FoldDb = { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> };

/**
 * Folds each (merchant, state, section, agent) group of `inbox_counts` into one row (groups
 * summing to 0 disappear), so the list's sum stays over a few rows: every merchant's, by the worker
 * every minute beside the chat-end sweep; one merchant's, by a list request that summed more than
 * FOLD_AT rows. Safe beside writers: rows committed after the DELETE's snapshot are not deleted and
 * keep counting; readers see the rows before or after the fold, the same sums. One fold at a time
 * (an advisory lock; a second one skips). Answers the rows written.
 */
export async function foldInboxCounts(db: FoldDb, merchantId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const lock = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [FOLD_LOCK]);
    if (!lock.rows[0]?.ok) return 0;
    const only = merchantId === undefined ? '' : 'WHERE merchant_id = $1';
    const { rowCount } = await tx.query(
      `WITH gone AS (
         DELETE FROM inbox_counts WHERE merchant_id IN (
           SELECT merchant_id FROM inbox_counts ${only} GROUP BY merchant_id, inbox_state, inbox_section_id, inbox_agent_id HAVING count(*) > 1)
         RETURNING merchant_id, inbox_state, inbox_section_id, inbox_agent_id, n)
       INSERT INTO inbox_counts (merchant_id, inbox_state, inbox_section_id, inbox_agent_id, n)
       SELECT merchant_id, inbox_state, inbox_section_id, inbox_agent_id, sum(n)::int FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0`,
      merchantId === undefined ? [] : [merchantId],
    );
    return rowCount;
  });
}
