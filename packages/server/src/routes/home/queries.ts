/**
 * Every SQL statement of the dashboard home and its CSV exports, over the merchant's tenant
 * (db/tenant.ts: `$1` is the merchant's id; `$2`, `$3` the month's [start, end) on the merchant's
 * clock; the daily series `$4`, `$5`: the month's local days and the instants they start, lib/zone.ts).
 */
import type { Tenant } from '../../db/tenant.ts';
import { dayBucketParams, dayBucketSql, type ZonedMonth } from '../../lib/zone.ts';

/**
 * The feedback card's events (issue 20): what customers answered, as live traffic writes it —
 * every survey response with at least one answer (messaging/survey.ts; dated by its first answer,
 * its sentiment computed from the comment, or from the options when there is none) and every
 * CSAT rating of a closed conversation (conversations/csat.ts `feedbacks`; its sentiment from the
 * comment, or from the rating). Only CSAT has a 1–5 rating, so the average rating is theirs
 * (a survey's answers are the merchant's own options, not a scale).
 */
const FEEDBACK_EVENTS = `(
  SELECT answered_at AS at, sentiment, NULL::int AS rating FROM survey_responses
  WHERE merchant_id = $1 AND answered_at >= $2 AND answered_at < $3
  UNION ALL
  SELECT created_at AS at, sentiment, rating FROM feedbacks WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3
) e`;

/** The feedback card's statements over FEEDBACK_EVENTS (the figure-columns test reads them). */
export const FEEDBACK_SQL = {
  totals: `SELECT count(*) FILTER (WHERE sentiment = 'positive') AS positive, count(*) FILTER (WHERE sentiment = 'negative') AS negative,
                  count(*) FILTER (WHERE sentiment = 'neutral') AS neutral, avg(rating)::float8 AS avg
           FROM ${FEEDBACK_EVENTS}`,
  byDay: `SELECT ${dayBucketSql('at', '$4', '$5')} AS day,
                 count(*) FILTER (WHERE sentiment = 'positive') AS positive, count(*) FILTER (WHERE sentiment = 'negative') AS negative,
                 count(*) FILTER (WHERE sentiment = 'neutral') AS neutral
          FROM ${FEEDBACK_EVENTS} GROUP BY 1`,
} as const;

/** The month's figures the home page is made of (mapping.ts toHome shapes them). */
export async function monthFigures(t: Tenant, month: ZonedMonth) {
  const p = [month.start, month.end];
  const daily = [...p, ...dayBucketParams(month)];
  const [convo, feedback, messages, wallet, orderDays, feedbackDays, carts, counts] = await Promise.all([
    t.one<{ total: number; business: number; user_: number }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE kind = 'business') AS business, count(*) FILTER (WHERE kind <> 'business') AS user_
       FROM conversations WHERE merchant_id = $1 AND started_at >= $2 AND started_at < $3`,
      p,
    ),
    t.one<{ positive: number; negative: number; neutral: number; avg: number | null }>(FEEDBACK_SQL.totals, p),
    t.many<{ status: string; n: number }>(
      // Every message the merchant sent that month: order/cart/survey messages and campaign
      // recipients (by when they were sent, or failed without being sent).
      `SELECT status, count(*) AS n FROM (
         SELECT status FROM outbound_messages WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3
         UNION ALL
         SELECT status FROM campaign_recipients
         WHERE merchant_id = $1 AND coalesce(sent_at, failed_at) >= $2 AND coalesce(sent_at, failed_at) < $3
       ) m GROUP BY status`,
      p,
    ),
    t.one<{ wallet: number }>('SELECT wallet FROM subscriptions WHERE merchant_id = $1'),
    t.many<{ day: string; orders: number; revenue: number }>(
      `SELECT ${dayBucketSql('order_date', '$4', '$5')} AS day, count(*) AS orders, coalesce(sum(total), 0) AS revenue
       FROM orders WHERE merchant_id = $1 AND order_date >= $2 AND order_date < $3 GROUP BY 1`,
      daily,
    ),
    t.many<{ day: string; positive: number; negative: number; neutral: number }>(FEEDBACK_SQL.byDay, daily),
    t.one<{ sent: number; recovered: number; revenue: number }>(
      `SELECT count(*) FILTER (WHERE reminded) AS sent, count(*) FILTER (WHERE recovered) AS recovered,
              coalesce(sum(recovered_total) FILTER (WHERE recovered), 0) AS revenue
       FROM abandoned_carts WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3`,
      p,
    ),
    t.one<{ clients: number; conversations: number; feedbacks: number; delivery_logs: number }>(
      `SELECT (SELECT count(*) FROM clients WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3) AS clients,
              (SELECT count(*) FROM conversations WHERE merchant_id = $1 AND started_at >= $2 AND started_at < $3) AS conversations,
              (SELECT count(*) FROM feedbacks WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3)
                + (SELECT count(*) FROM survey_responses WHERE merchant_id = $1 AND answered_at >= $2 AND answered_at < $3) AS feedbacks,
              (SELECT count(*) FROM outbound_messages WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3) AS delivery_logs`,
      p,
    ),
  ]);
  return { convo, feedback, messages, wallet, orderDays, feedbackDays, carts, counts };
}

export type MonthFigures = Awaited<ReturnType<typeof monthFigures>>;

/** The rows of one CSV export for the month [start, end). */
export const exportRows = <T>(t: Tenant, sql: string, start: Date, end: Date) => t.many<T>(sql, [start, end]);

/** The month's exports: one query each, `$1` the merchant, `$2`/`$3` the month. */
export const EXPORT_SQL = {
  clients: `SELECT c.name, c.phone, c.language, c.created_at,
                   (SELECT count(*) FROM orders o WHERE o.merchant_id = c.merchant_id AND o.phone = c.phone) AS orders
            FROM clients c WHERE c.merchant_id = $1 AND c.created_at >= $2 AND c.created_at < $3 ORDER BY c.created_at, c.id`,
  conversations: `SELECT v.phone, v.client_name, a.name AS agent, v.kind, v.status, v.messages, v.started_at, v.ended_at
                  FROM conversations v LEFT JOIN agents a ON a.id = v.agent_id AND a.merchant_id = v.merchant_id
                  WHERE v.merchant_id = $1 AND v.started_at >= $2 AND v.started_at < $3 ORDER BY v.started_at, v.id`,
  // What the feedback card counts: CSAT ratings by their date, survey responses by their first answer.
  feedbacks: `SELECT 'csat' AS source, f.phone, a.name AS agent, NULL::text AS order_id, f.rating, NULL::jsonb AS answers,
                     NULL::jsonb AS questions, 'en' AS language, f.sentiment, f.comment, f.created_at AS at, f.id
              FROM feedbacks f LEFT JOIN agents a ON a.id = f.agent_id AND a.merchant_id = f.merchant_id
              WHERE f.merchant_id = $1 AND f.created_at >= $2 AND f.created_at < $3
              UNION ALL
              SELECT 'survey', s.phone, NULL, s.order_id, NULL, s.answers, s.questions, s.language, s.sentiment, s.comment, s.answered_at, s.id
              FROM survey_responses s WHERE s.merchant_id = $1 AND s.answered_at >= $2 AND s.answered_at < $3
              ORDER BY at, source, id`,
  deliveryLogs: `SELECT to_phone, kind, ref, language, status, created_at, updated_at FROM outbound_messages
                 WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3 ORDER BY created_at, id`,
} as const;
