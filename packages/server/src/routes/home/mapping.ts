/** The month's figures → the home answer (SPEC §3 "Dashboard home"), and the CSV exports' columns. */
import type { FeatureKey, SurveyAnswerModel, SurveyLanguage, SurveyQuestionModel } from '@wasl/api/models';
import type { CsvColumn } from '../../lib/csv.ts';
import type { MonthFigures } from './queries.ts';

/**
 * The month's messages as a funnel a merchant can read: a message now at "seen" was also sent and
 * delivered, so each stage counts every message that reached it (sent ≥ delivered ≥ seen); failed
 * apart. Counting by current status alone made "sent" only the messages stuck at sent.
 */
export function messageFunnel(byStatus: Readonly<Record<string, number>>) {
  const seen = Number(byStatus.seen ?? 0);
  const delivered = Number(byStatus.delivered ?? 0) + seen;
  return { sent: Number(byStatus.sent ?? 0) + delivered, delivered, seen, failed: Number(byStatus.failed ?? 0) };
}

/** The home answer: totals, and one point per day of the month for the charts. */
export function toHome(f: MonthFigures, days: readonly string[], features: ReadonlySet<FeatureKey>, timeZone: string) {
  const byStatus = Object.fromEntries(f.messages.map((m) => [m.status, m.n]));
  const ordersByDay = new Map(f.orderDays.map((d) => [d.day, d]));
  const feedbackByDay = new Map(f.feedbackDays.map((d) => [d.day, d]));
  return {
    conversation: { total: f.convo?.total ?? 0, business_initiated: f.convo?.business ?? 0, user_initiated: f.convo?.user_ ?? 0 },
    feedback: {
      positive: f.feedback?.positive ?? 0,
      negative: f.feedback?.negative ?? 0,
      neutral: f.feedback?.neutral ?? 0,
      average_rating: Math.round((f.feedback?.avg ?? 0) * 100) / 100,
    },
    message_data: messageFunnel(byStatus),
    convo_count: Math.max(0, f.wallet?.wallet ?? 0),
    time_zone: timeZone,
    order_graph_data: days.map((date) => ({
      date,
      orders: ordersByDay.get(date)?.orders ?? 0,
      revenue: ordersByDay.get(date)?.revenue ?? 0,
    })),
    feedback_graph_data: days.map((date) => {
      const d = feedbackByDay.get(date);
      return { date, positive: d?.positive ?? 0, negative: d?.negative ?? 0, neutral: d?.neutral ?? 0 };
    }),
    abandone_cart_messages: { sent: f.carts?.sent ?? 0, recovered: f.carts?.recovered ?? 0, revenue: f.carts?.revenue ?? 0 },
    data_export: {
      allowed: features.has('data_export'),
      clients: f.counts?.clients ?? 0,
      conversations: f.counts?.conversations ?? 0,
      feedbacks: f.counts?.feedbacks ?? 0,
      delivery_logs: f.counts?.delivery_logs ?? 0,
    },
  };
}

export const CLIENT_COLUMNS: CsvColumn<{ name: string; phone: string; language: string; created_at: Date; orders: number }>[] = [
  { header: 'Name', value: (x) => x.name },
  { header: 'Phone', value: (x) => x.phone },
  { header: 'Language', value: (x) => x.language },
  { header: 'First contact', value: (x) => x.created_at },
  { header: 'Orders', value: (x) => x.orders },
];

export const CONVERSATION_COLUMNS: CsvColumn<{
  phone: string;
  client_name: string;
  agent: string | null;
  kind: string;
  status: string;
  messages: number;
  started_at: Date;
  ended_at: Date | null;
}>[] = [
  { header: 'Phone', value: (x) => x.phone },
  { header: 'Client', value: (x) => x.client_name },
  { header: 'Agent', value: (x) => x.agent ?? '' },
  { header: 'Initiated by', value: (x) => x.kind },
  { header: 'Status', value: (x) => x.status },
  { header: 'Messages', value: (x) => x.messages },
  { header: 'Started', value: (x) => x.started_at },
  { header: 'Ended', value: (x) => x.ended_at },
];

/** One row of the feedbacks export: a CSAT rating, or an answered survey response. */
export interface FeedbackExportRow {
  source: 'csat' | 'survey';
  phone: string;
  agent: string | null;
  order_id: string | null;
  rating: number | null;
  /** Survey: the answers, and the questions as the customer got them (their texts, both languages). */
  answers: SurveyAnswerModel[] | null;
  questions: SurveyQuestionModel[] | null;
  language: string;
  sentiment: string;
  comment: string;
  at: Date;
}

/**
 * A survey response's answers in words, in the language the customer answered in:
 * "Question: Option; …" (an answer to an option no longer in the form keeps its id).
 */
export function surveyAnswersText(row: Pick<FeedbackExportRow, 'answers' | 'questions' | 'language'>): string {
  const lang: SurveyLanguage = row.language === 'ar' ? 'ar' : 'en';
  return (row.answers ?? [])
    .map((a) => {
      const question = row.questions?.find((q) => q.id === a.question_id);
      const option = question?.options.find((o) => o.id === a.option_id);
      return `${question?.[lang] ?? a.question_id}: ${option?.[lang] ?? a.option_id}`;
    })
    .join('; ');
}

/**
 * The feedbacks export: what the dashboard's feedback card counts (queries.ts FEEDBACK_EVENTS) —
 * CSAT ratings with their comment, and survey responses with their answers and comment — each with
 * the sentiment the server computed. Text cells are formula-neutralised by lib/csv.ts.
 */
export const FEEDBACK_COLUMNS: CsvColumn<FeedbackExportRow>[] = [
  { header: 'Source', value: (x) => (x.source === 'csat' ? 'CSAT' : 'Survey') },
  { header: 'Phone', value: (x) => x.phone },
  { header: 'Agent', value: (x) => x.agent ?? '' },
  { header: 'Order', value: (x) => x.order_id ?? '' },
  { header: 'Rating', value: (x) => x.rating },
  { header: 'Answers', value: (x) => surveyAnswersText(x) },
  { header: 'Sentiment', value: (x) => x.sentiment },
  { header: 'Comment', value: (x) => x.comment },
  { header: 'Date', value: (x) => x.at },
];

export const DELIVERY_LOG_COLUMNS: CsvColumn<{
  to_phone: string;
  kind: string;
  ref: string;
  language: string;
  status: string;
  created_at: Date;
  updated_at: Date;
}>[] = [
  { header: 'Phone', value: (x) => x.to_phone },
  { header: 'Message', value: (x) => x.kind },
  { header: 'Reference', value: (x) => x.ref },
  { header: 'Language', value: (x) => x.language },
  { header: 'Status', value: (x) => x.status },
  { header: 'Sent', value: (x) => x.created_at },
  { header: 'Updated', value: (x) => x.updated_at },
];
