/** The audit log (issue 23): one entry, the list answer and the list/export filter. */
import { z } from 'zod';
import { auditActions, auditActorKinds } from '../models/audit';
import { Id, IsoDate, IsoDateTime, PageNumber, PageQuery } from './common';

export const AuditActionSchema = z.enum(auditActions);

export const AuditEntry = z.object({
  id: Id,
  action: AuditActionSchema,
  actor_kind: z.enum(auditActorKinds),
  /** The agent's id, or null for the merchant. */
  actor_id: Id.nullable(),
  actor_email: z.string(),
  /** What the action was about (e.g. "agent 12", "campaign 3"), '' when none. */
  target: z.string(),
  at: IsoDateTime,
  ip: z.string(),
  user_agent: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Filter of the list and of the CSV export. `to` is inclusive (the whole day). */
export const AuditFilter = z.strictObject({
  action: AuditActionSchema.optional(),
  /** Part of the actor's e-mail. */
  actor: z.string().trim().max(200).optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
});
export const AuditQuery = AuditFilter.extend({ page: PageQuery });

export const AuditList = z.object({ entries: z.array(AuditEntry), total_pages: PageNumber, current_page: PageNumber });
export type AuditList = z.infer<typeof AuditList>;
