/**
 * Meta's `message_template_status_update` webhook (cloud mode, issue 20): a template of a WhatsApp
 * Business Account was approved, rejected, paused, disabled… Payload (Meta's webhook reference):
 * `entry[].id` = the WABA id, `entry[].time` = when (seconds), `changes[].value` =
 * `{event, message_template_id, message_template_name, message_template_language, reason}`.
 *
 * The WABA id maps to the merchants whose numbers belong to it (contact_numbers.business_account_id);
 * an unknown WABA changes nothing. The merchant's order templates (orderTemplateNames) update
 * order_templates.status (the /orders/template page shows it); Wasl's own templates
 * (systemTemplates, inbox templates) update template_reviews, which messaging/form.ts reads before
 * sending a template. Idempotent: applying an update again changes nothing, and an update older
 * than the one recorded (Meta retries, out of order) is ignored.
 */
import { messagingLimitTiers, orderTemplateNames, type TemplateReviewState } from '@wasl/api/models';
import { z } from 'zod';
import type { Queryable } from '../db/db.ts';
import { phoneDigits } from '../lib/phone.ts';

export const TEMPLATE_STATUS_FIELD = 'message_template_status_update';

export const TemplateStatusValue = z
  .object({
    event: z.string().max(40),
    message_template_id: z.union([z.number(), z.string().max(64)]).optional(),
    message_template_name: z.string().min(1).max(512),
    message_template_language: z.string().max(20).optional(),
    reason: z.string().max(1000).nullable().optional(),
  })
  .loose();
export type TemplateStatusValue = z.infer<typeof TemplateStatusValue>;

/** Meta's event → our review state; events that do not change whether it may be sent → undefined. */
export function reviewStateOf(event: string): TemplateReviewState | undefined {
  switch (event.toUpperCase()) {
    case 'APPROVED':
    case 'REINSTATED':
    case 'UNARCHIVED':
      return 'approved';
    case 'PENDING':
    case 'IN_APPEAL':
      return 'pending';
    case 'REJECTED':
      return 'rejected';
    case 'PAUSED':
      return 'paused';
    case 'DISABLED':
    case 'ARCHIVED':
    case 'PENDING_DELETION':
    case 'DELETED':
      return 'disabled';
    default:
      return undefined; // FLAGGED (still sendable), LOCKED/UNLOCKED (editing only)…
  }
}

/** Applies one update for the WABA `wabaId` at `at`; answers how many merchants it changed. */
export async function applyTemplateStatus(q: Queryable, wabaId: string, value: TemplateStatusValue, at: Date): Promise<number> {
  const state = reviewStateOf(value.event);
  if (!state || !wabaId) return 0;
  const merchants = (
    await q.query<{ merchant_id: number }>('SELECT DISTINCT merchant_id FROM contact_numbers WHERE business_account_id = $1', [wabaId])
  ).rows.map((r) => r.merchant_id);
  if (merchants.length === 0) return 0;
  const name = value.message_template_name;
  const reason = value.reason && value.reason !== 'NONE' ? value.reason : null;
  const orderKind = (Object.entries(orderTemplateNames) as [string, string][]).find(([, n]) => n === name)?.[0];
  if (orderKind) {
    // The /orders/template page knows pending, approved and rejected: paused or disabled read as rejected.
    const status = state === 'approved' || state === 'pending' ? state : 'rejected';
    const { rowCount } = await q.query(
      `INSERT INTO order_templates (merchant_id, kind, status, reviewed_at)
       SELECT m, $2, $3, $4 FROM unnest($1::int[]) AS m
       ON CONFLICT (merchant_id, kind) DO UPDATE SET status = EXCLUDED.status, reviewed_at = EXCLUDED.reviewed_at
       WHERE order_templates.reviewed_at IS NULL OR order_templates.reviewed_at <= EXCLUDED.reviewed_at`,
      [merchants, orderKind, status, at],
    );
    return rowCount;
  }
  const { rowCount } = await q.query(
    `INSERT INTO template_reviews (merchant_id, name, status, reason, updated_at)
     SELECT m, $2, $3, $4, $5 FROM unnest($1::int[]) AS m
     ON CONFLICT (merchant_id, name) DO UPDATE SET status = EXCLUDED.status, reason = EXCLUDED.reason, updated_at = EXCLUDED.updated_at
     WHERE template_reviews.updated_at <= EXCLUDED.updated_at`,
    [merchants, name, state, reason, at],
  );
  return rowCount;
}

/* ---------------------------------------------------------------- number throughput (phone_number_quality_update) */

export const NUMBER_QUALITY_FIELD = 'phone_number_quality_update';

/**
 * Meta's `phone_number_quality_update`: a business number's messaging limit changed.
 * `{display_phone_number, event, old_limit?, current_limit?}` (webhook reference).
 */
export const NumberQualityValue = z
  .object({
    display_phone_number: z.string().min(1).max(30),
    event: z.string().max(40),
    current_limit: z.string().max(40).optional(),
  })
  .loose();
export type NumberQualityValue = z.infer<typeof NumberQualityValue>;

/**
 * Records the number's new messaging limit (contact_numbers.messaging_limit_tier, which the contacts
 * page shows) for the numbers of the WABA with that display number; a
 * FLAGGED event marks its quality RED, UNFLAGGED GREEN. Idempotent (it sets values).
 */
export async function applyNumberQuality(q: Queryable, wabaId: string, value: NumberQualityValue): Promise<number> {
  if (!wabaId) return 0;
  const tier = messagingLimitTiers.find((t) => t === value.current_limit) ?? null;
  const event = value.event.toUpperCase();
  const quality = event === 'FLAGGED' ? 'RED' : event === 'UNFLAGGED' ? 'GREEN' : null;
  if (!tier && !quality) return 0;
  const { rowCount } = await q.query(
    `UPDATE contact_numbers SET messaging_limit_tier = coalesce($3, messaging_limit_tier), quality_rating = coalesce($4, quality_rating)
     WHERE business_account_id = $1 AND regexp_replace(phone, '\\D', '', 'g') = $2`,
    [wabaId, phoneDigits(value.display_phone_number), tier, quality],
  );
  return rowCount;
}
