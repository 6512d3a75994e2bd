/** The audit log of merchant and agent actions (issue 23): merchant only. */
import { z } from 'zod';
import { MERCHANT_BASE as M } from '../paths';
import { AuditFilter, AuditList, AuditQuery } from '../schemas/audit';
import { routeGroup } from './define';

const route = routeGroup({ tag: 'audit', source: 'ours' });
const Csv = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob);

export const auditRoutes = {
  listAudit: route({
    method: 'GET',
    path: `${M}/section/audit`,
    summary: 'Audit log: who did what, when and from where (20 per page, newest first)',
    query: AuditQuery,
    response: AuditList,
  }),
  exportAuditCsv: route({
    method: 'GET',
    path: `${M}/section/audit/csv`,
    summary: 'Audit log as CSV (same filter as the list)',
    query: AuditFilter,
    response: Csv,
    responseKind: 'csv',
    audit: 'audit.exported',
  }),
};
