/**
 * The audit log (issue 23): the merchant's list (20 per page, newest first; filter by action,
 * actor e-mail, date range) and its CSV export (formula-safe: lib/csv.ts). Merchant only (the
 * route table's default role).
 */
import { PAGE_SIZE, routes, type AuditEntry } from '@wasl/api';
import { merchantTimeZone } from '../db/queries.ts';
import { tenant, type Tenant } from '../db/tenant.ts';
import { csvHeaders, recordsToCsv, type CsvColumn } from '../lib/csv.ts';
import { dayRange, isoInZone, localDate } from '../lib/zone.ts';
import type { RouteModule } from '../middleware/route.ts';

interface Filter {
  action?: string | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

interface Row {
  id: number;
  action: AuditEntry['action'];
  actor_kind: AuditEntry['actor_kind'];
  actor_id: number | null;
  actor_email: string;
  target: string;
  ip: string;
  user_agent: string;
  at: Date;
}

/**
 * The WHERE of a filter: `merchant_id = $1` first, then the filter's parameters from `$2`. `from`
 * and `to` are whole days on the merchant's clock (ADR 017), as the screen shows the times.
 */
function where(filter: Filter, zone: string): { sql: string; params: unknown[] } {
  const parts = ['merchant_id = $1'];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replace('?', `$${params.length + 1}`));
  };
  if (filter.action) add('action = ?', filter.action);
  if (filter.actor) add(`strpos(lower(actor_email), lower(?)) > 0`, filter.actor);
  const { start, end } = dayRange(filter.from, filter.to, zone);
  if (start) add(`at >= ?::timestamptz`, start.toISOString());
  if (end) add(`at < ?::timestamptz`, end.toISOString());
  return { sql: parts.join(' AND '), params };
}

const COLUMNS = 'id, action, actor_kind, actor_id, actor_email, target, ip, user_agent, at';

export async function listAudit(t: Tenant, filter: Filter, page: number, zone: string): Promise<{ rows: Row[]; total: number }> {
  const w = where(filter, zone);
  const count = await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE ${w.sql}`, w.params);
  const rows = await t.many<Row>(
    `SELECT ${COLUMNS} FROM audit_log WHERE ${w.sql} ORDER BY at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`,
    w.params,
  );
  return { rows, total: count?.n ?? 0 };
}

const toEntry = (row: Row): AuditEntry => ({ ...row, at: row.at.toISOString() });

/** At most this many rows in one export (newest first). */
const EXPORT_LIMIT = 50_000;

/** Timestamps with the merchant's offset, so a row's date is the day the filter counted it in (ADR 017). */
const csvColumns = (zone: string): CsvColumn<Row>[] => [
  { header: 'at', value: (r) => isoInZone(r.at, zone) },
  { header: 'action', value: (r) => r.action },
  { header: 'actor_kind', value: (r) => r.actor_kind },
  { header: 'actor_id', value: (r) => r.actor_id },
  { header: 'actor_email', value: (r) => r.actor_email },
  { header: 'target', value: (r) => r.target },
  { header: 'ip', value: (r) => r.ip },
  { header: 'user_agent', value: (r) => r.user_agent },
];

export const register: RouteModule = (r, deps) => {
  r.handle(routes.listAudit, async ({ merchantId, query }) => {
    const { page, ...filter } = query;
    const zone = await merchantTimeZone(deps.db, merchantId);
    const { rows, total } = await listAudit(tenant(deps.db, merchantId), filter, page, zone);
    return { data: { entries: rows.map(toEntry), total_pages: Math.ceil(total / PAGE_SIZE), current_page: page } };
  });

  r.handle(routes.exportAuditCsv, async ({ c, merchantId, query }) => {
    const zone = await merchantTimeZone(deps.db, merchantId);
    const w = where(query, zone);
    const rows = await tenant(deps.db, merchantId).many<Row>(
      `SELECT ${COLUMNS} FROM audit_log WHERE ${w.sql} ORDER BY at DESC, id DESC LIMIT ${EXPORT_LIMIT}`,
      w.params,
    );
    return c.body(recordsToCsv(csvColumns(zone), rows), 200, csvHeaders(`audit-${localDate(deps.now(), zone)}.csv`));
  });
};
