/**
 * The agent profile's pure model (issue 21): the server's weeks as chart series (each point's `x`
 * the week's Monday on the merchant's clock, drawn at that date's UTC midnight), CSAT as the share of ratings 4–5, a duration in its largest sensible
 * unit for Intl's unit formatting, and whether there is anything to chart at all.
 */
import type { AgentProfile, AgentWeek } from '@wasl/api/types';
import type { ChartSeries } from '../analytics/chartModel';

/** `2026-11-23` → that day's UTC midnight in milliseconds (the charts' time axis is UTC). */
export function weekTime(week: string): number {
  const [y, m, d] = week.split('-').map(Number);
  return Date.UTC(y!, (m ?? 1) - 1, d ?? 1);
}

/** CSAT: the share (0–1) of ratings that were 4 or 5, or null without any rating. */
export const csatRatio = (satisfied: number, feedback: number): number | null => (feedback > 0 ? satisfied / feedback : null);

/** Whether the agent has handled a conversation or received feedback (else the empty state). */
export const hasActivity = (profile: Pick<AgentProfile, 'handled' | 'feedback'>): boolean => profile.handled > 0 || profile.feedback > 0;

export interface ProfileSeriesLabels {
  conversations: string;
  csat: string;
  rating: string;
}

/**
 * Three charts: conversations per week (bars); CSAT in percent and the average rating per week, only
 * for the weeks that had ratings (a week without one has no CSAT, not a CSAT of 0). Feedback counts
 * stay out of the bar chart: bars of two unrelated counts would stack or overlap, and neither reads right.
 */
export function profileSeries(weeks: readonly AgentWeek[], labels: ProfileSeriesLabels) {
  const rated = weeks.filter((w) => w.feedback > 0);
  const activity: ChartSeries[] = [
    {
      id: 'conversations',
      label: labels.conversations,
      color: 'series1',
      points: weeks.map((w) => ({ x: weekTime(w.week), y: w.handled })),
    },
  ];
  const csat: ChartSeries[] = [
    {
      id: 'csat',
      label: labels.csat,
      color: 'series7',
      points: rated.map((w) => ({ x: weekTime(w.week), y: Math.round((csatRatio(w.satisfied, w.feedback) ?? 0) * 1000) / 10 })),
    },
  ];
  const rating: ChartSeries[] = [
    { id: 'rating', label: labels.rating, color: 'series2', points: rated.map((w) => ({ x: weekTime(w.week), y: w.rating ?? 0 })) },
  ];
  return { activity, csat, rating, hasRatings: rated.length > 0 };
}

export type DurationUnit = 'second' | 'minute' | 'hour' | 'day';

/** Seconds in the largest unit that reads naturally: under 90 s in seconds, under 90 min in minutes, under 48 h in hours. */
export function durationIn(seconds: number): { value: number; unit: DurationUnit } {
  const s = Math.max(0, seconds);
  if (s < 90) return { value: Math.round(s), unit: 'second' };
  if (s < 90 * 60) return { value: Math.round((s / 60) * 10) / 10, unit: 'minute' };
  if (s < 48 * 3600) return { value: Math.round((s / 3600) * 10) / 10, unit: 'hour' };
  return { value: Math.round((s / 86400) * 10) / 10, unit: 'day' };
}

const durationFormats = new Map<string, Intl.NumberFormat>();

/** "2 minutes" / "دقيقتان", "1.5 hours" in the Intl tag given (its digits included). */
export function formatDuration(seconds: number, tag: string): string {
  const { value, unit } = durationIn(seconds);
  const key = `${tag}|${unit}`;
  let format = durationFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 });
    durationFormats.set(key, format);
  }
  return format.format(value);
}
