/**
 * Status ingestion: one function for every provider's delivery reports (the WhatsApp webhook, the
 * sandbox's emulated events). Events arrive late, repeated and out of order, so a message's status
 * only moves forward by @wasl/api's deliveryRank (queued < sent < failed < delivered < seen):
 * - a repeat, or an event ranking at or below the current status, changes nothing but the
 *   timestamps it fills for the first time;
 * - "read" before "delivered" → seen (and delivered_at is filled, a read message was delivered);
 * - "failed" after "delivered" (several devices) keeps the delivery and records the failure's
 *   reason as information (failure_reason/error_code set, status unchanged).
 * The final state is therefore the same whatever the order of a set of events (messaging/status.test.ts).
 *
 * Coins of campaign recipients (see messaging/campaigns.ts): a recipient holds one coin from its
 * acceptance. A "failed" that leaves it failed (nothing delivered yet) gives the coin back; a
 * "delivered"/"read" arriving after that takes it again — so whatever the order, a recipient whose
 * final status is sent/delivered/seen has paid exactly one coin and a failed one none.
 */
import { deliveryRank, statusOfEvent, type FailureReason } from '@wasl/api/models';
import type { Queryable } from '../db/db.ts';
import { publishStatusIfThread } from '../conversations/events.ts';
import type { StatusEvent } from '../providers/index.ts';
import { MARKETING_OPT_OUT_CODE } from '../providers/whatsapp/errors.ts';
import { recordMetaOptOut } from './messages.ts';

export type { StatusEvent };

export interface ApplyResult {
  /** Which record the provider id belongs to; 'none' when it is unknown (yet). */
  matched: 'campaign' | 'message' | 'none';
  /** The status after the event. */
  status?: string;
  /** true when the status moved. */
  changed: boolean;
}

/** One event on the campaign recipient or order/cart message that has this provider id. */
export async function applyStatusEvent(q: Queryable, event: StatusEvent): Promise<ApplyResult> {
  const status = statusOfEvent[event.status];
  const rank = deliveryRank[status];
  const reason: FailureReason | null = event.status === 'failed' ? (event.reason ?? 'other') : null;
  const code = event.status === 'failed' ? (event.errorCode ?? null) : null;
  const params = [event.providerMessageId, status, rank, event.timestamp, reason, code];

  // The CTE reads the row before the update (coins move on the transition, not the event).
  const recipient = await q.query<{ status: string; changed: boolean; merchant_id: number; phone: string }>(
    `WITH before AS (
       SELECT campaign_id, position, merchant_id, rank, charged FROM campaign_recipients WHERE provider_message_id = $1 FOR UPDATE
     ), after AS (
       UPDATE campaign_recipients r SET
         status = CASE WHEN $3::int > r.rank THEN $2 ELSE r.status END,
         rank = greatest(r.rank, $3::int),
         charged = CASE WHEN $3::int > r.rank THEN $3::int <> 2 ELSE r.charged END,
         failure_reason = CASE WHEN $5::text IS NOT NULL THEN coalesce(r.failure_reason, $5) ELSE r.failure_reason END,
         error_code = CASE WHEN $6::text IS NOT NULL THEN coalesce(r.error_code, $6) ELSE r.error_code END,
         sent_at = coalesce(r.sent_at, $4),
         delivered_at = CASE WHEN $3::int >= 3 THEN coalesce(r.delivered_at, $4) ELSE r.delivered_at END,
         seen_at = CASE WHEN $3::int >= 4 THEN coalesce(r.seen_at, $4) ELSE r.seen_at END,
         failed_at = CASE WHEN $3::int = 2 THEN coalesce(r.failed_at, $4) ELSE r.failed_at END,
         updated_at = now()
       FROM before b WHERE r.campaign_id = b.campaign_id AND r.position = b.position
       RETURNING r.status, r.merchant_id, r.phone, r.charged AS now_charged, b.charged AS was_charged, (r.rank > b.rank) AS changed
     ), coins AS (
       UPDATE subscriptions s SET coins = s.coins + CASE WHEN a.was_charged THEN 1 ELSE -1 END
       FROM after a WHERE s.merchant_id = a.merchant_id AND a.was_charged <> a.now_charged
       RETURNING 1
     )
     SELECT status, changed, merchant_id, phone FROM after`,
    params,
  );
  const r = recipient.rows[0];
  if (r && code === MARKETING_OPT_OUT_CODE) await recordMetaOptOut(q, r.merchant_id, r.phone, event.timestamp);
  if (r?.changed) await publishStatusIfThread(q, r.merchant_id, r.phone, event.timestamp);
  if (r) return { matched: 'campaign', status: r.status, changed: r.changed };

  const message = await q.query<{ status: string; changed: boolean; merchant_id: number; to_phone: string }>(
    `WITH before AS (SELECT id, rank FROM outbound_messages WHERE provider_message_id = $1 FOR UPDATE)
     UPDATE outbound_messages m SET
       status = CASE WHEN $3::int > m.rank THEN $2 ELSE m.status END,
       rank = greatest(m.rank, $3::int),
       failure_reason = CASE WHEN $5::text IS NOT NULL THEN coalesce(m.failure_reason, $5) ELSE m.failure_reason END,
       error_code = CASE WHEN $6::text IS NOT NULL THEN coalesce(m.error_code, $6) ELSE m.error_code END,
       updated_at = greatest(m.updated_at, $4)
     FROM before b WHERE m.id = b.id
     RETURNING m.status, (m.rank > b.rank) AS changed, m.merchant_id, m.to_phone`,
    params,
  );
  const m = message.rows[0];
  if (m && code === MARKETING_OPT_OUT_CODE) await recordMetaOptOut(q, m.merchant_id, m.to_phone, event.timestamp);
  if (m?.changed) await publishStatusIfThread(q, m.merchant_id, m.to_phone, event.timestamp);
  if (m) return { matched: 'message', status: m.status, changed: m.changed };
  return { matched: 'none', changed: false };
}
