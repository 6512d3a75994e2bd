import { z } from 'zod';
import { validateTicketDescription, validateTicketTopic } from '../validators';
import { healthStatuses, ticketStatuses } from '../models/statuses';
import { sentiments } from '../models/sentiment';
import { SURVEY_LIMITS } from '../models/survey';
import { Id, IsoDate, IsoDateTime, Money, PageNumber, PageQuery, TimeZone, withValidator } from './common';

/* ------------------------------------------------------------------ dashboard home */

export { sentiments };
export const Sentiment = z.enum(sentiments);

const Count = z.number().int().min(0);
/**
 * The time zone the month and its days are read in: the merchant's (settings' Time_Zone; an invalid
 * one counts as the default Asia/Kolkata). Each `date` is a local day there, so a chart shows it as is.
 */
const FiguresZone = TimeZone.optional();
export const DashboardHome = z.object({
  /** Conversations this month: 24-hour business-initiated and user-initiated sessions (SPEC §9). */
  conversation: z.object({ total: Count, business_initiated: Count, user_initiated: Count }),
  /** Customer feedback this month by sentiment, with the average rating 0–5. */
  feedback: z.object({ positive: Count, negative: Count, neutral: Count, average_rating: z.number().min(0).max(5) }),
  /** This month's messages as a funnel: each stage counts every message that reached it; failed apart. */
  message_data: z
    .object({ sent: Count, delivered: Count, seen: Count, failed: Count })
    .refine((m) => m.sent >= m.delivered && m.delivered >= m.seen, 'sent ≥ delivered ≥ seen'),
  /** Conversations left in the wallet. */
  convo_count: Count,
  time_zone: FiguresZone,
  /** One point per local day of the month (`time_zone`). */
  order_graph_data: z.array(z.object({ date: IsoDate, orders: Count, revenue: Money })),
  feedback_graph_data: z.array(z.object({ date: IsoDate, positive: Count, negative: Count, neutral: Count })),
  /** Cart reminders sent this month and how many carts they recovered (SPEC spells it `abandone_`). */
  abandone_cart_messages: z.object({ sent: Count, recovered: Count, revenue: Money }),
  /** Which CSV exports the plan allows and how many rows each would contain this month. */
  data_export: z.object({
    allowed: z.boolean(),
    clients: Count,
    conversations: Count,
    feedbacks: Count,
    delivery_logs: Count,
  }),
});

export const csvExports = ['clients', 'conversations', 'feedbacks', 'delivery-logs'] as const;

/* ------------------------------------------------------------------ health */

export { healthStatuses, type HealthStatusName } from '../models/statuses';
export const Health = z.object({
  api_calls: Count,
  /** Per cent of calls answered without a 5xx (0–100); 100 when there were none. */
  success_rate: z.number().min(0).max(100),
  status: z.enum(healthStatuses),
  time_zone: FiguresZone,
  /** One point per local day of the month (`time_zone`). */
  series: z.array(z.object({ date: IsoDate, calls: Count, errors: Count, p95_ms: z.number().min(0) })),
});

/* ------------------------------------------------------------------ insights (plan feature ai_analytics) */

const Share = z.number().min(0).max(100);
const Minutes = z.number().min(0);
const Hour = z.number().int().min(0).max(23);
/** One finding of models/insights.ts with the numbers it is computed from. */
export const MonthInsight = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('complaints'),
    tone: z.enum(['watch', 'good']),
    comments: Count,
    negative: Count,
    share: Share,
    previous_share: Share.nullable(),
    themes: z.array(z.object({ term: z.string(), comments: Count })),
  }),
  z.object({ kind: z.literal('busiest_hour'), tone: z.literal('info'), hour: Hour, conversations: Count, total: Count, share: Share }),
  z.object({
    kind: z.literal('first_response'),
    tone: z.enum(['watch', 'good']),
    answered: Count,
    median_minutes: Minutes,
    slowest_minutes: Minutes,
    slowest_hour: Hour,
    slowest_hour_median_minutes: Minutes,
  }),
  z.object({
    kind: z.literal('cart_recovery'),
    tone: z.enum(['watch', 'good', 'info']),
    reminded: Count,
    recovered: Count,
    rate: Share,
    previous_rate: Share.nullable(),
  }),
]);
export const MonthInsights = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  insights: z.array(MonthInsight),
});
export type MonthInsights = z.infer<typeof MonthInsights>;

/* ------------------------------------------------------------------ support tickets */

export { ticketStatuses, type TicketStatusName } from '../models/statuses';
export const TicketStatus = z.enum(ticketStatuses);
export const Ticket = z.object({
  id: Id,
  topic: z.string(),
  description: z.string(),
  status: TicketStatus,
  /** Replies from support the merchant has not read yet. */
  unread: Count,
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  /**
   * Plan feature special_agent_support (ADR 009): a dedicated agent answers it within 4 hours and
   * the support desk takes it before the others; absent on older answers = false.
   */
  priority: z.boolean().optional(),
});
/** One status's page; `Total` (our addition to SPEC §3) counts that status's tickets for the tab labels. */
export const TicketPage = z.object({ tickets: z.array(Ticket), Total_Pages: PageNumber, Total: Count.optional() });
/**
 * `?status` set: one page of that status. Without it (the initial load) the answer also carries
 * init_tickets (all), open_tickets and closed_tickets, each with its own page count, and Current_Page.
 */
export const TicketList = z.object({
  tickets: z.array(Ticket),
  total_pages: PageNumber,
  current_page: PageNumber,
  init_tickets: TicketPage.optional(),
  open_tickets: TicketPage.optional(),
  closed_tickets: TicketPage.optional(),
  Current_Page: PageNumber.optional(),
});
export const TicketMessage = z.object({ id: Id, from: z.enum(['merchant', 'support']), text: z.string(), created_at: IsoDateTime });
export const TicketDetail = Ticket.extend({ messages: z.array(TicketMessage) });
export const TicketListQuery = z.strictObject({ page: PageQuery, status: TicketStatus.optional() });
export const RaiseTicketForm = z.strictObject({
  topic: withValidator(z.string().trim().max(500), validateTicketTopic),
  description: withValidator(z.string().trim().max(5000), validateTicketDescription),
});
export const TicketStatusData = z.object({ status: TicketStatus });
/** A merchant's reply on an open ticket (same bounds as a description). */
export const TicketReplyForm = z.strictObject({
  text: withValidator(z.string().trim().max(5000), validateTicketDescription),
});

/* ------------------------------------------------------------------ survey */

export const SURVEY_MAX_QUESTIONS = SURVEY_LIMITS.questions;
export const SurveyOption = z.object({ id: z.string(), en: z.string(), ar: z.string() });
export const SurveyQuestion = z.object({ id: z.string(), en: z.string(), ar: z.string(), options: z.array(SurveyOption) });
/** Sent to the customer on delivery (SPEC §9); `in_plan`: the merchant's package (or an add-on) has the survey (SPEC §6). */
/** The sentences the customer gets around the questions (the server's, per language: the builder's preview shows them). */
const SurveyCustomerTexts = z.object({ listButton: z.string(), commentPrompt: z.string(), skip: z.string(), thanks: z.string() });
export const SurveyForm = z.object({
  enabled: z.boolean(),
  questions: z.array(SurveyQuestion),
  in_plan: z.boolean(),
  customer_texts: z.object({ en: SurveyCustomerTexts, ar: SurveyCustomerTexts }),
});
const SurveyId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
const SurveyText = z.string().trim().min(1, 'validation:required').max(SURVEY_LIMITS.question, 'validation:tooLong');
/** An option is a WhatsApp list row at most (models/survey.ts SURVEY_LIMITS). */
const SurveyOptionText = z.string().trim().min(1, 'validation:required').max(SURVEY_LIMITS.optionTitle, 'validation:tooLong');
export const SurveyBody = z.strictObject({
  enabled: z.boolean(),
  questions: z
    .array(
      z.strictObject({
        id: SurveyId,
        en: SurveyText,
        ar: SurveyText,
        options: z
          .array(z.strictObject({ id: SurveyId, en: SurveyOptionText, ar: SurveyOptionText }))
          .min(SURVEY_LIMITS.minOptions, 'validation:tooFew')
          .max(SURVEY_LIMITS.options, 'validation:tooMany'),
      }),
    )
    .max(SURVEY_MAX_QUESTIONS, 'validation:tooMany'),
});
export const SurveyResponse = z.object({
  id: Id,
  contact: z.string(),
  order_id: z.string().nullable(),
  answers: z.array(z.object({ question_id: z.string(), option_id: z.string() })),
  comment: z.string(),
  sentiment: Sentiment,
  created_at: IsoDateTime,
});
export const SurveyResponses = z.object({
  responses: z.array(SurveyResponse),
  total_pages: PageNumber,
  current_page: PageNumber,
  summary: z.object({ positive: Count, negative: Count, neutral: Count }),
});
/** Filters of the responses and the analytics: a date range (inclusive days, UTC) and, for the list, a question and a sentiment. */
const SurveyRange = { from: IsoDate.optional(), to: IsoDate.optional() };
export const SurveyResponsesQuery = z.strictObject({
  page: PageQuery,
  sentiment: Sentiment.optional(),
  question: SurveyId.optional(),
  ...SurveyRange,
});
export const SurveyAnalyticsQuery = z.strictObject(SurveyRange);
/**
 * Per question of the current form: how many responses chose each option (answers to options no
 * longer in the form are left out), and the sentiment summary of the same responses.
 */
export const SurveyAnalytics = z.object({
  total: Count,
  summary: z.object({ positive: Count, negative: Count, neutral: Count }),
  questions: z.array(
    z.object({
      id: z.string(),
      en: z.string(),
      ar: z.string(),
      answered: Count,
      options: z.array(z.object({ id: z.string(), en: z.string(), ar: z.string(), count: Count })),
    }),
  ),
});

/* ------------------------------------------------------------------ types */

export type Sentiment = z.infer<typeof Sentiment>;
export type DashboardHome = z.infer<typeof DashboardHome>;
export type CsvExport = (typeof csvExports)[number];
export type Health = z.infer<typeof Health>;
export type TicketStatus = z.infer<typeof TicketStatus>;
export type Ticket = z.infer<typeof Ticket>;
export type TicketPage = z.infer<typeof TicketPage>;
export type TicketList = z.infer<typeof TicketList>;
export type TicketMessage = z.infer<typeof TicketMessage>;
export type TicketDetail = z.infer<typeof TicketDetail>;
export type TicketListQuery = z.infer<typeof TicketListQuery>;
export type RaiseTicketForm = z.infer<typeof RaiseTicketForm>;
export type TicketStatusData = z.infer<typeof TicketStatusData>;
export type TicketReplyForm = z.infer<typeof TicketReplyForm>;
export type SurveyOption = z.infer<typeof SurveyOption>;
export type SurveyQuestion = z.infer<typeof SurveyQuestion>;
export type SurveyForm = z.infer<typeof SurveyForm>;
export type SurveyBody = z.infer<typeof SurveyBody>;
export type SurveyResponse = z.infer<typeof SurveyResponse>;
export type SurveyResponses = z.infer<typeof SurveyResponses>;
export type SurveyResponsesQuery = z.infer<typeof SurveyResponsesQuery>;
export type SurveyAnalyticsQuery = z.infer<typeof SurveyAnalyticsQuery>;
export type SurveyAnalytics = z.infer<typeof SurveyAnalytics>;
