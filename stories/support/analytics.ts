/** Dashboard and health fixtures for stories and screen mocks: a realistic November 2026, an empty month, and hostile extremes. */
import type { Insight } from '@wasl/api/models';
import type { DashboardHome, Health } from '@wasl/api/types';
import type { ChartSeries } from '@wasl/widgets/analytics';
import hostile from './fixtures/hostile-strings.json';

const days = (year: number, month: number) => {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${year}-${String(month).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`);
};

/** A deterministic wave: weekends busier, a sale in the third week (no Math.random, so baselines are stable). */
const wave = (i: number, base: number, amplitude: number) =>
  Math.max(0, Math.round(base + amplitude * Math.sin(i / 2.3) + (i % 7 >= 5 ? amplitude : 0) + (i >= 14 && i <= 17 ? amplitude * 2 : 0)));

export const november = days(2026, 11);

export const dashboardHome: DashboardHome = {
  conversation: { total: 1284, business_initiated: 742, user_initiated: 542 },
  feedback: { positive: 318, negative: 41, neutral: 77, average_rating: 4.37 },
  message_data: { sent: 5210, delivered: 4987, seen: 4120, failed: 88 },
  convo_count: 3716,
  order_graph_data: november.map((date, i) => {
    const orders = wave(i, 40, 12);
    return { date, orders, revenue: Math.round(orders * (182.5 + (i % 5) * 9.75) * 100) / 100 };
  }),
  feedback_graph_data: november.map((date, i) => ({
    date,
    positive: wave(i, 10, 4),
    negative: wave(i + 3, 1, 1),
    neutral: wave(i + 1, 2, 2),
  })),
  abandone_cart_messages: { sent: 412, recovered: 97, revenue: 18_940.5 },
  data_export: { allowed: true, clients: 1093, conversations: 1284, feedbacks: 436, delivery_logs: 5210 },
};

/** The longest figures a busy merchant realistically has: seven-digit counts and a seven-digit SAR amount beside a rate. */
export const longestHome: DashboardHome = {
  ...dashboardHome,
  conversation: { total: 1_284_503, business_initiated: 742_215, user_initiated: 542_288 },
  feedback: { positive: 318_440, negative: 41_207, neutral: 77_019, average_rating: 4.37 },
  message_data: { sent: 5_210_448, delivered: 4_987_301, seen: 4_120_776, failed: 88_912 },
  convo_count: 3_716_250,
  abandone_cart_messages: { sent: 41_205, recovered: 11_784, revenue: 1_378_940.85 },
};

export const emptyHome: DashboardHome = {
  conversation: { total: 0, business_initiated: 0, user_initiated: 0 },
  feedback: { positive: 0, negative: 0, neutral: 0, average_rating: 0 },
  message_data: { sent: 0, delivered: 0, seen: 0, failed: 0 },
  convo_count: 0,
  order_graph_data: november.map((date) => ({ date, orders: 0, revenue: 0 })),
  feedback_graph_data: november.map((date) => ({ date, positive: 0, negative: 0, neutral: 0 })),
  abandone_cart_messages: { sent: 0, recovered: 0, revenue: 0 },
  data_export: { allowed: false, clients: 0, conversations: 0, feedbacks: 0, delivery_logs: 0 },
};

export const health: Health = {
  api_calls: 18_402,
  success_rate: 99.42,
  status: 'operational',
  series: november.map((date, i) => ({ date, calls: wave(i, 600, 150), errors: wave(i + 2, 4, 3), p95_ms: 120 + wave(i, 40, 20) })),
};

export const idleHealth: Health = {
  api_calls: 0,
  success_rate: 100,
  status: 'idle',
  series: november.map((date) => ({ date, calls: 0, errors: 0, p95_ms: 0 })),
};

const t0 = Date.UTC(2026, 10, 1);
const day = 86_400_000;

/** Two series over the month (orders and refunds). */
export const monthSeries = (labels: [string, string]): ChartSeries[] => [
  { id: 'a', label: labels[0], color: 'series1', points: november.map((_, i) => ({ x: t0 + i * day, y: wave(i, 40, 12) })) },
  { id: 'b', label: labels[1], color: 'series2', points: november.map((_, i) => ({ x: t0 + i * day, y: wave(i + 4, 12, 6) })) },
];

/** Markup, bidi controls and 200-character names as series labels (labels are the only text a chart shows). */
export const hostileSeries: ChartSeries[] = [hostile.markup[0]!, hostile.long[0]!, hostile.bidi[0]!].map((label, s) => ({
  id: `h${s}`,
  label,
  color: (['series1', 'series2', 'series3'] as const)[s]!,
  points: november.map((_, i) => ({ x: t0 + i * day, y: wave(i + s * 3, 20, 8) })),
}));

/** 10,000 points (27 years of days): the chart must downsample to under ~2,000 marks. */
export const tenThousand: ChartSeries[] = [
  {
    id: 'calls',
    label: 'API calls',
    color: 'series1',
    points: Array.from({ length: 10_000 }, (_, i) => ({
      x: t0 - (10_000 - i) * day,
      y: Math.round(500 + 300 * Math.sin(i / 40) + (i % 997 === 0 ? 2_000 : 0)),
    })),
  },
];

/** A month as the server computes it (models/insights.ts), numbers fixed. */
export const monthInsights: Insight[] = [
  {
    kind: 'complaints',
    tone: 'watch',
    comments: 48,
    negative: 11,
    share: 22.9,
    previous_share: 14.3,
    themes: [
      { term: 'late', comments: 6 },
      { term: 'متاخر', comments: 4 },
      { term: 'broken', comments: 2 },
    ],
  },
  {
    kind: 'first_response',
    tone: 'watch',
    answered: 131,
    median_minutes: 17.5,
    slowest_minutes: 212,
    slowest_hour: 20,
    slowest_hour_median_minutes: 41,
  },
  { kind: 'busiest_hour', tone: 'info', hour: 21, conversations: 37, total: 240, share: 15.4 },
  { kind: 'cart_recovery', tone: 'good', reminded: 2, recovered: 1, rate: 50, previous_rate: 33.3 },
];
