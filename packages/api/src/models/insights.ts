/**
 * The insights of the plan feature ai_analytics (SPEC §6; docs/adr/009-what-each-plan-feature-does.md):
 * a month's conversations, survey comments and abandoned carts turned into a few findings, each
 * carrying the numbers it is computed from (the card shows them, so every claim can be checked).
 * Statistics over the merchant's own records and the sentiment lexicon (./sentiment.ts), no model
 * elsewhere. Pure: the server feeds it the month's records (routes/insights.ts), tests feed it
 * hand-made ones.
 */
import { classifySentiment, negativeTerms } from './sentiment';

/** A finding of the month; `tone` says whether it asks for attention. */
export type Insight =
  | {
      kind: 'complaints';
      tone: 'watch' | 'good';
      /** Survey comments of the month, those the classifier reads as negative, their share (%). */
      comments: number;
      negative: number;
      share: number;
      /** The previous month's share (%), null without comments then. */
      previous_share: number | null;
      /** The negative words most used in the negative comments (at most 3), with how many comments use each. */
      themes: { term: string; comments: number }[];
    }
  | {
      kind: 'busiest_hour';
      tone: 'info';
      /** The hour of day in the merchant's time zone (settings' Time_Zone). */
      hour: number;
      conversations: number;
      total: number;
      share: number;
    }
  | {
      kind: 'first_response';
      tone: 'watch' | 'good';
      /** Conversations an agent answered; median and slowest wait before the first answer (minutes). */
      answered: number;
      median_minutes: number;
      slowest_minutes: number;
      /** The hour of day (the merchant's time zone) whose conversations waited longest on median, with that median. */
      slowest_hour: number;
      slowest_hour_median_minutes: number;
    }
  | {
      kind: 'cart_recovery';
      tone: 'watch' | 'good' | 'info';
      reminded: number;
      recovered: number;
      /** recovered / reminded (%), and the previous month's (null: no reminder then). */
      rate: number;
      previous_rate: number | null;
    };

export type InsightKind = Insight['kind'];

export interface InsightRecords {
  /** Survey comments (non-empty) of the month and of the month before. */
  comments: string[];
  previousComments: string[];
  /** Conversations started in the month: when, and when an agent first answered (null: not answered). */
  conversations: { started_at: Date; first_response_at: Date | null }[];
  /** Abandoned carts reminded in the month and the month before. */
  carts: { reminded: number; recovered: number };
  previousCarts: { reminded: number; recovered: number };
  /** The merchant's IANA time zone (settings' Time_Zone): hours of day are counted in it. */
  timeZone: string;
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();
/** The hour of day (0–23) of an instant on the clocks of a time zone (an unknown zone counts in UTC). */
export function hourIn(at: Date, timeZone: string): number {
  let f = hourFormats.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    } catch {
      return at.getUTCHours();
    }
    hourFormats.set(timeZone, f);
  }
  return Number(f.formatToParts(at).find((p) => p.type === 'hour')!.value) % 24;
}

/** A share in percent with one decimal. */
const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const minutes = (ms: number): number => Math.round(ms / 6000) / 10;

function complaints(comments: string[], previous: string[]): Insight | null {
  if (comments.length === 0) return null;
  const negative = comments.filter((c) => classifySentiment(c) === 'negative');
  const previousNegative = previous.filter((c) => classifySentiment(c) === 'negative').length;
  const counts = new Map<string, number>();
  for (const comment of negative) for (const term of negativeTerms(comment)) counts.set(term, (counts.get(term) ?? 0) + 1);
  const themes = [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 3)
    .map(([term, n]) => ({ term, comments: n }));
  const share = percent(negative.length, comments.length);
  const previous_share = previous.length > 0 ? percent(previousNegative, previous.length) : null;
  return {
    kind: 'complaints',
    tone: share > 20 || (previous_share !== null && share > previous_share) ? 'watch' : 'good',
    comments: comments.length,
    negative: negative.length,
    share,
    previous_share,
    themes,
  };
}

function busiestHour(conversations: InsightRecords['conversations'], timeZone: string): Insight | null {
  if (conversations.length === 0) return null;
  const byHour = new Array<number>(24).fill(0);
  for (const c of conversations) byHour[hourIn(c.started_at, timeZone)]! += 1;
  const hour = byHour.indexOf(Math.max(...byHour));
  return {
    kind: 'busiest_hour',
    tone: 'info',
    hour,
    conversations: byHour[hour]!,
    total: conversations.length,
    share: percent(byHour[hour]!, conversations.length),
  };
}

function firstResponse(conversations: InsightRecords['conversations'], timeZone: string): Insight | null {
  const waits = conversations
    .filter((c) => c.first_response_at !== null)
    .map((c) => ({ hour: hourIn(c.started_at, timeZone), ms: Math.max(0, c.first_response_at!.getTime() - c.started_at.getTime()) }));
  if (waits.length === 0) return null;
  const byHour = new Map<number, number[]>();
  for (const w of waits) byHour.set(w.hour, [...(byHour.get(w.hour) ?? []), w.ms]);
  let slowest_hour = waits[0]!.hour;
  let slowestMedian = -1;
  for (const [hour, list] of [...byHour].sort((a, b) => a[0] - b[0])) {
    const m = median(list);
    if (m > slowestMedian) [slowest_hour, slowestMedian] = [hour, m];
  }
  const all = waits.map((w) => w.ms);
  const median_minutes = minutes(median(all));
  return {
    kind: 'first_response',
    tone: median_minutes > 15 ? 'watch' : 'good',
    answered: waits.length,
    median_minutes,
    slowest_minutes: minutes(Math.max(...all)),
    slowest_hour,
    slowest_hour_median_minutes: minutes(slowestMedian),
  };
}

function cartRecovery(carts: InsightRecords['carts'], previous: InsightRecords['previousCarts']): Insight | null {
  if (carts.reminded === 0) return null;
  const rate = percent(carts.recovered, carts.reminded);
  const previous_rate = previous.reminded > 0 ? percent(previous.recovered, previous.reminded) : null;
  return {
    kind: 'cart_recovery',
    tone: previous_rate === null ? 'info' : rate < previous_rate ? 'watch' : 'good',
    reminded: carts.reminded,
    recovered: carts.recovered,
    rate,
    previous_rate,
  };
}

/** The month's insights, those the records support (none for an empty month). */
export function computeInsights(records: InsightRecords): Insight[] {
  return [
    complaints(records.comments, records.previousComments),
    firstResponse(records.conversations, records.timeZone),
    busiestHour(records.conversations, records.timeZone),
    cartRecovery(records.carts, records.previousCarts),
  ].filter((i): i is Insight => i !== null);
}
