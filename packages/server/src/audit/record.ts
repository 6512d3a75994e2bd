/**
 * The audit log's one writer (issue 23, "Audit log"). A route of the table declares
 * `audit: '<action>'` (@wasl/api `auditActions`); the router calls `recordAudit` after the handler
 * succeeded (middleware/route.ts), so handlers never write the log by hand. Tenant-scoped: the row
 * belongs to the caller's merchant.
 */
import type { Context } from 'hono';
import type { AuditAction } from '@wasl/api/models';
import { clientAddress, type Actor } from '../context.ts';
import type { Deps } from '../deps.ts';
import { tenant } from '../db/tenant.ts';
import type { Queryable } from '../db/types.ts';

export interface AuditEvent {
  merchantId: number;
  actor: Actor;
  action: AuditAction;
  target?: string;
  ip?: string;
  userAgent?: string;
  at?: Date;
}

const MAX_TEXT = 500;
const clip = (text: string | undefined) => (text ?? '').slice(0, MAX_TEXT);

/** Writes one entry; the actor's e-mail is copied as it is now (an agent removed later stays named). */
export async function recordAudit(q: Queryable, event: AuditEvent): Promise<void> {
  const t = tenant(q, event.merchantId);
  const email =
    event.actor.kind === 'agent'
      ? (await t.one<{ email: string }>('SELECT email FROM agents WHERE merchant_id = $1 AND id = $2', [event.actor.agentId]))?.email
      : (await t.one<{ email: string }>('SELECT email FROM merchants WHERE id = $1'))?.email;
  await t.query(
    `INSERT INTO audit_log (merchant_id, action, actor_kind, actor_id, actor_email, target, ip, user_agent, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      event.action,
      event.actor.kind,
      event.actor.kind === 'agent' ? event.actor.agentId : null,
      email ?? '',
      clip(event.target),
      clip(event.ip),
      clip(event.userAgent),
      event.at ?? new Date(),
    ],
  );
}

/** The first field whose name is `key` or ends with `_key` (any case: `Agent_Email`), as text. */
const field = (value: unknown, key: string): string => {
  if (!value || typeof value !== 'object') return '';
  for (const [name, v] of Object.entries(value)) {
    const lower = name.toLowerCase();
    if ((lower === key || lower.endsWith(`_${key}`)) && (typeof v === 'string' || typeof v === 'number')) return String(v);
  }
  return '';
};

/**
 * The target of a call: the path's `id`, else the body's `id`, `email` or `name`, prefixed with the
 * action's subject ("agent 12", "campaign 3"); '' when none.
 */
export function targetOf(action: AuditAction, params: unknown, body: unknown): string {
  const what = field(params, 'id') || field(body, 'id') || field(body, 'email') || field(body, 'name');
  return what ? `${action.split('.')[0]} ${what}` : '';
}

/** Records `action` for the request's caller (router hook). A failure is logged, never the answer's. */
export async function auditRequest(deps: Deps, c: Context, event: Omit<AuditEvent, 'ip' | 'userAgent' | 'at'>): Promise<void> {
  try {
    await recordAudit(deps.db, {
      ...event,
      ip: clientAddress(c, deps.config.trustProxy),
      userAgent: c.req.header('user-agent') ?? '',
      at: deps.now(),
    });
  } catch (error) {
    deps.log.warn('audit log write failed', event.action, (error as Error).message);
  }
}
