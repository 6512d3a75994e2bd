/**
 * The audit log (issue 23, ADR 011): one page of entries per filter and page, and the CSV of the same
 * filter. Merchant only (the server answers an agent 404; the route is merchant-only too).
 */
import type { AuditAction } from '@wasl/api/models';
import { mutation } from './mutation';
import { resourceFamily } from './resource';

export interface AuditLogQuery {
  action: AuditAction | null;
  /** Part of the actor's e-mail ('' for any). */
  actor: string;
  /** `YYYY-MM-DD` ('' for open-ended), both inclusive. */
  from: string;
  to: string;
}

/** The query string of both calls: empty parts left out. */
const filterOf = ({ action, actor, from, to }: AuditLogQuery) => ({
  ...(action ? { action } : {}),
  ...(actor.trim() ? { actor: actor.trim() } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

/** GET /section/audit: one page, newest first. */
export const auditLogAtom = resourceFamily(
  (client, { page, ...query }: AuditLogQuery & { page: number }) => client.listAudit({ query: { ...filterOf(query), page } }),
  { keyOf: ({ page, action, actor, from, to }) => JSON.stringify([page, action, actor.trim(), from, to]) },
);

/**
 * GET /section/audit/csv with the list's filter, as a Blob (formula cells neutralised by the server).
 * The download is itself audited (`audit.exported`), so the list refetches.
 */
export const fetchAuditCsv = mutation(
  (client, query: AuditLogQuery) => client.exportAuditCsv({ query: filterOf(query) }),
  [auditLogAtom.all],
);

/** The file name the server also gives (`audit-2026-11-29.csv`). */
export const auditFileName = (today = new Date()) => `audit-${today.toISOString().slice(0, 10)}.csv`;
