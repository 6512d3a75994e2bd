/**
 * Dashboard home (SPEC §3 "Dashboard home") for a month, and the month's CSV exports
 * (clients, conversations, feedbacks, delivery logs): UTF-8 BOM, formula-neutralised cells.
 */
import { routes } from '@wasl/api';
import type { RouteModule } from '../middleware/route.ts';
import { many, one } from '../db/db.ts';
import { daysOf, merchantFeatures, monthRange } from '../db/queries.ts';
import { csvHeaders, recordsToCsv, type CsvColumn } from '../lib/csv.ts';
import { HttpError } from '../middleware/http.ts';

export const register: RouteModule = (r, deps) => {
  const { db } = deps;

  r.handle(routes.getHome, async ({ merchantId, query }) => {
    const { start, end } = monthRange(query, deps.now());
    const p = [merchantId, start, end];
    const [convo, feedback, messages, wallet, orderDays, feedbackDays, carts, counts, features] = await Promise.all([
      one<{ total: number; business: number; user_: number }>(
        db,
        `SELECT count(*) AS total, count(*) FILTER (WHERE kind = 'business') AS business, count(*) FILTER (WHERE kind <> 'business') AS user_
         FROM conversations WHERE merchant_id = $1 AND started_at >= $2 AND started_at < $3`,
        p,
      ),
      one<{ positive: number; negative: number; neutral: number; avg: number | null }>(
        db,
        `SELECT count(*) FILTER (WHERE sentiment = 'positive') AS positive, count(*) FILTER (WHERE sentiment = 'negative') AS negative,
                count(*) FILTER (WHERE sentiment = 'neutral') AS neutral, avg(rating)::float8 AS avg
         FROM feedbacks WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3`,
        p,
      ),
      many<{ status: string; n: number }>(
        db,
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
      one<{ wallet: number }>(db, 'SELECT wallet FROM subscriptions WHERE merchant_id = $1', [merchantId]),
      many<{ day: string; orders: number; revenue: number }>(
        db,
        `SELECT to_char(order_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS orders, coalesce(sum(total), 0) AS revenue
         FROM orders WHERE merchant_id = $1 AND order_date >= $2 AND order_date < $3 GROUP BY 1`,
        p,
      ),
      many<{ day: string; positive: number; negative: number; neutral: number }>(
        db,
        `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
                count(*) FILTER (WHERE sentiment = 'positive') AS positive, count(*) FILTER (WHERE sentiment = 'negative') AS negative,
                count(*) FILTER (WHERE sentiment = 'neutral') AS neutral
         FROM feedbacks WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3 GROUP BY 1`,
        p,
      ),
      one<{ sent: number; recovered: number; revenue: number }>(
        db,
        `SELECT count(*) FILTER (WHERE reminded) AS sent, count(*) FILTER (WHERE recovered) AS recovered,
                coalesce(sum(total) FILTER (WHERE recovered), 0) AS revenue
         FROM abandoned_carts WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3`,
        p,
      ),
      one<{ clients: number; conversations: number; feedbacks: number; delivery_logs: number }>(
        db,
        `SELECT (SELECT count(*) FROM clients WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3) AS clients,
                (SELECT count(*) FROM conversations WHERE merchant_id = $1 AND started_at >= $2 AND started_at < $3) AS conversations,
                (SELECT count(*) FROM feedbacks WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3) AS feedbacks,
                (SELECT count(*) FROM outbound_messages WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3) AS delivery_logs`,
        p,
      ),
      merchantFeatures(db, merchantId),
    ]);
    const byStatus = Object.fromEntries(messages.map((m) => [m.status, m.n]));
    const ordersByDay = new Map(orderDays.map((d) => [d.day, d]));
    const feedbackByDay = new Map(feedbackDays.map((d) => [d.day, d]));
    const days = daysOf(start, end);
    return {
      data: {
        conversation: { total: convo?.total ?? 0, business_initiated: convo?.business ?? 0, user_initiated: convo?.user_ ?? 0 },
        feedback: {
          positive: feedback?.positive ?? 0,
          negative: feedback?.negative ?? 0,
          neutral: feedback?.neutral ?? 0,
          average_rating: Math.round((feedback?.avg ?? 0) * 100) / 100,
        },
        message_data: {
          sent: byStatus.sent ?? 0,
          delivered: byStatus.delivered ?? 0,
          seen: byStatus.seen ?? 0,
          failed: byStatus.failed ?? 0,
        },
        convo_count: Math.max(0, wallet?.wallet ?? 0),
        order_graph_data: days.map((date) => ({
          date,
          orders: ordersByDay.get(date)?.orders ?? 0,
          revenue: ordersByDay.get(date)?.revenue ?? 0,
        })),
        feedback_graph_data: days.map((date) => {
          const d = feedbackByDay.get(date);
          return { date, positive: d?.positive ?? 0, negative: d?.negative ?? 0, neutral: d?.neutral ?? 0 };
        }),
        abandone_cart_messages: { sent: carts?.sent ?? 0, recovered: carts?.recovered ?? 0, revenue: carts?.revenue ?? 0 },
        data_export: {
          allowed: features.has('data_export'),
          clients: counts?.clients ?? 0,
          conversations: counts?.conversations ?? 0,
          feedbacks: counts?.feedbacks ?? 0,
          delivery_logs: counts?.delivery_logs ?? 0,
        },
      },
    };
  });

  /** One CSV export: rows of the month, plan-gated by the data_export feature (SPEC §6). */
  function csvRoute<T>(def: typeof routes.exportClientsCsv, name: string, sql: string, columns: CsvColumn<T>[]) {
    r.handle(def, async ({ c, merchantId, query }) => {
      const range = monthRange(query, deps.now());
      const features = await merchantFeatures(db, merchantId);
      if (!features.has('data_export')) throw new HttpError(403, 'errors:featureNotInPlan', { data: { feature: 'data_export' } });
      const rows = await many<T>(db, sql, [merchantId, range.start, range.end]);
      const text = recordsToCsv(columns, rows);
      const month = `${range.year}-${String(range.month).padStart(2, '0')}`;
      return c.body(text, 200, csvHeaders(`${name}-${month}.csv`));
    });
  }

  csvRoute<{ name: string; phone: string; language: string; created_at: Date; orders: number }>(
    routes.exportClientsCsv,
    'clients',
    `SELECT c.name, c.phone, c.language, c.created_at,
            (SELECT count(*) FROM orders o WHERE o.merchant_id = c.merchant_id AND o.phone = c.phone) AS orders
     FROM clients c WHERE c.merchant_id = $1 AND c.created_at >= $2 AND c.created_at < $3 ORDER BY c.created_at, c.id`,
    [
      { header: 'Name', value: (x) => x.name },
      { header: 'Phone', value: (x) => x.phone },
      { header: 'Language', value: (x) => x.language },
      { header: 'First contact', value: (x) => x.created_at },
      { header: 'Orders', value: (x) => x.orders },
    ],
  );
  csvRoute<{
    phone: string;
    client_name: string;
    agent: string | null;
    kind: string;
    status: string;
    messages: number;
    started_at: Date;
    ended_at: Date | null;
  }>(
    routes.exportConversationsCsv,
    'conversations',
    `SELECT v.phone, v.client_name, a.name AS agent, v.kind, v.status, v.messages, v.started_at, v.ended_at
     FROM conversations v LEFT JOIN agents a ON a.id = v.agent_id AND a.merchant_id = v.merchant_id
     WHERE v.merchant_id = $1 AND v.started_at >= $2 AND v.started_at < $3 ORDER BY v.started_at, v.id`,
    [
      { header: 'Phone', value: (x) => x.phone },
      { header: 'Client', value: (x) => x.client_name },
      { header: 'Agent', value: (x) => x.agent ?? '' },
      { header: 'Initiated by', value: (x) => x.kind },
      { header: 'Status', value: (x) => x.status },
      { header: 'Messages', value: (x) => x.messages },
      { header: 'Started', value: (x) => x.started_at },
      { header: 'Ended', value: (x) => x.ended_at },
    ],
  );
  csvRoute<{ phone: string; agent: string | null; rating: number; sentiment: string; comment: string; created_at: Date }>(
    routes.exportFeedbacksCsv,
    'feedbacks',
    `SELECT f.phone, a.name AS agent, f.rating, f.sentiment, f.comment, f.created_at
     FROM feedbacks f LEFT JOIN agents a ON a.id = f.agent_id AND a.merchant_id = f.merchant_id
     WHERE f.merchant_id = $1 AND f.created_at >= $2 AND f.created_at < $3 ORDER BY f.created_at, f.id`,
    [
      { header: 'Phone', value: (x) => x.phone },
      { header: 'Agent', value: (x) => x.agent ?? '' },
      { header: 'Rating', value: (x) => x.rating },
      { header: 'Sentiment', value: (x) => x.sentiment },
      { header: 'Comment', value: (x) => x.comment },
      { header: 'Date', value: (x) => x.created_at },
    ],
  );
  csvRoute<{ to_phone: string; kind: string; ref: string; language: string; status: string; created_at: Date; updated_at: Date }>(
    routes.exportDeliveryLogsCsv,
    'delivery-logs',
    `SELECT to_phone, kind, ref, language, status, created_at, updated_at FROM outbound_messages
     WHERE merchant_id = $1 AND created_at >= $2 AND created_at < $3 ORDER BY created_at, id`,
    [
      { header: 'Phone', value: (x) => x.to_phone },
      { header: 'Message', value: (x) => x.kind },
      { header: 'Reference', value: (x) => x.ref },
      { header: 'Language', value: (x) => x.language },
      { header: 'Status', value: (x) => x.status },
      { header: 'Sent', value: (x) => x.created_at },
      { header: 'Updated', value: (x) => x.updated_at },
    ],
  );
};
