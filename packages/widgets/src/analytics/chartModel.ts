/**
 * The analytics charts' pure model: series in, what to draw out — downsampled points, domains,
 * scales whose time axis runs right to left in Arabic, ticks formatted in the locale's digits,
 * and empty detection. No React and no DOM, so it is unit-tested in node and the view stays thin.
 */
import { scaleLinear } from '@visx/scale';
import type { ChartSeries as ChartSeriesToken } from '@wasl/tokens';
import { formatCompactNumber, formatDate, type FormatOptions } from '@wasl/ui/format';
import { intlLocale, type Direction } from '@wasl/i18n';

export const chartKinds = ['line', 'bar'] as const;
export type ChartKind = (typeof chartKinds)[number];

/** One point: `x` is a time (epoch milliseconds), `y` a count or an amount. */
export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartSeries {
  id: string;
  /** The translated name, shown in the legend, the tooltip and the table header. */
  label: string;
  /** Which of the tokens' chart series colours (they differ per theme). */
  color: ChartSeriesToken;
  points: readonly ChartPoint[];
}

/** What a chart may draw at most: beyond it, SVG in a 2-core browser stops being smooth. */
export const MAX_MARKS = 2000;

/**
 * Largest-Triangle-Three-Buckets: keeps the first and the last point and, from each bucket in
 * between, the point that forms the largest triangle with its neighbours — the peaks and dips a
 * reader would notice survive, unlike with averaging or every-nth sampling.
 */
export function downsampleLttb(points: readonly ChartPoint[], threshold: number): ChartPoint[] {
  const n = points.length;
  if (threshold >= n || threshold < 3) return threshold < 3 && n > threshold ? points.slice(0, Math.max(0, threshold)) : [...points];
  const sampled: ChartPoint[] = [points[0]!];
  const every = (n - 2) / (threshold - 2);
  let a = 0;
  for (let i = 0; i < threshold - 2; i += 1) {
    const nextStart = Math.floor((i + 1) * every) + 1;
    const nextEnd = Math.min(Math.floor((i + 2) * every) + 1, n);
    let avgX = 0;
    let avgY = 0;
    for (let j = nextStart; j < nextEnd; j += 1) {
      avgX += points[j]!.x;
      avgY += points[j]!.y;
    }
    const count = Math.max(1, nextEnd - nextStart);
    avgX /= count;
    avgY /= count;
    const start = Math.floor(i * every) + 1;
    const end = Math.floor((i + 1) * every) + 1;
    const pa = points[a]!;
    let maxArea = -1;
    let chosen = start;
    for (let j = start; j < end; j += 1) {
      const p = points[j]!;
      const area = Math.abs((pa.x - avgX) * (p.y - pa.y) - (pa.x - p.x) * (avgY - pa.y));
      if (area > maxArea) {
        maxArea = area;
        chosen = j;
      }
    }
    sampled.push(points[chosen]!);
    a = chosen;
  }
  sampled.push(points[n - 1]!);
  return sampled;
}

/**
 * Bars: consecutive points summed into at most `buckets` bars (a bar's height is a total, so a
 * sum keeps the whole month's count right where sampling would drop some). `x` is the bucket's
 * first time.
 */
export function bucketSum(points: readonly ChartPoint[], buckets: number): ChartPoint[] {
  if (points.length <= buckets) return [...points];
  const size = Math.ceil(points.length / Math.max(1, buckets));
  const out: ChartPoint[] = [];
  for (let i = 0; i < points.length; i += size) {
    let y = 0;
    for (let j = i; j < Math.min(i + size, points.length); j += 1) y += points[j]!.y;
    out.push({ x: points[i]!.x, y });
  }
  return out;
}

/** Nothing to draw: no series, no points, or every value zero (a month without activity). */
export function isChartEmpty(series: readonly ChartSeries[]): boolean {
  return series.every((s) => s.points.every((p) => p.y === 0));
}

/** Stays within the mark budget across all series: each series gets its share. */
export function reduceSeries(series: readonly ChartSeries[], kind: ChartKind, maxMarks = MAX_MARKS): ChartSeries[] {
  const share = Math.max(3, Math.floor(maxMarks / Math.max(1, series.length)));
  return series.map((s) => ({ ...s, points: kind === 'bar' ? bucketSum(s.points, share) : downsampleLttb(s.points, share) }));
}

export function countMarks(series: readonly ChartSeries[]): number {
  return series.reduce((sum, s) => sum + s.points.length, 0);
}

export interface ChartModelInput {
  series: readonly ChartSeries[];
  kind: ChartKind;
  width: number;
  height: number;
  direction: Direction;
  /** Stack bar series (feedback by sentiment). @default true for bars */
  stacked?: boolean;
  maxMarks?: number;
  margin?: { top: number; bottom: number; start: number; end: number };
}

export interface ChartModel {
  series: ChartSeries[];
  empty: boolean;
  marks: number;
  /** Time → horizontal pixel; decreasing in right-to-left layouts (time runs from the right). */
  x: (time: number) => number;
  /** The same mappings as visx scales, for `@visx/axis`. */
  xScale: ReturnType<typeof scaleLinear<number>>;
  yScale: ReturnType<typeof scaleLinear<number>>;
  y: (value: number) => number;
  /** A bar's width in pixels (bars only; 0 for lines). */
  barWidth: number;
  innerWidth: number;
  innerHeight: number;
  margin: { top: number; bottom: number; left: number; right: number };
  yMax: number;
  yTicks: number[];
  /** The times of the drawn points, ascending (what the keyboard steps through). */
  times: number[];
  stacked: boolean;
}

/** Room around the plot; `start` holds the value axis' labels (widened for long ones by the view). */
export const CHART_MARGIN = { top: 12, bottom: 28, start: 44, end: 12 };

export function buildChartModel(input: ChartModelInput): ChartModel {
  const { kind, width, height, direction } = input;
  const stacked = input.stacked ?? kind === 'bar';
  const m = input.margin ?? CHART_MARGIN;
  // The value axis sits at the inline start: left in English, right in Arabic.
  const margin =
    direction === 'rtl'
      ? { top: m.top, bottom: m.bottom, left: m.end, right: m.start }
      : { top: m.top, bottom: m.bottom, left: m.start, right: m.end };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const series = reduceSeries(input.series, kind, input.maxMarks ?? MAX_MARKS);
  const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);
  const minX = times[0] ?? 0;
  const maxX = times.at(-1) ?? 1;
  const step = times.length > 1 ? (maxX - minX) / (times.length - 1) : 1;
  // Bars need half a step of room at each end so the first and last are not cut in half.
  const pad = kind === 'bar' ? step / 2 : 0;
  const xRange = direction === 'rtl' ? [innerWidth, 0] : [0, innerWidth];
  const xScale = scaleLinear<number>({ domain: [minX - pad, maxX === minX ? maxX + 1 : maxX + pad], range: xRange });
  let yMax = 0;
  if (stacked && kind === 'bar') {
    const totals = new Map<number, number>();
    for (const s of series) for (const p of s.points) totals.set(p.x, (totals.get(p.x) ?? 0) + p.y);
    yMax = Math.max(0, ...totals.values());
  } else {
    for (const s of series) for (const p of s.points) yMax = Math.max(yMax, p.y);
  }
  const yScale = scaleLinear<number>({ domain: [0, yMax || 1], range: [innerHeight, 0], nice: true });
  const slot = times.length > 0 ? innerWidth / (times.length + (kind === 'bar' ? 0 : 1)) : innerWidth;
  return {
    series,
    empty: isChartEmpty(input.series),
    marks: countMarks(series),
    x: (time) => xScale(time) ?? 0,
    xScale,
    yScale,
    y: (value) => yScale(value) ?? 0,
    barWidth: kind === 'bar' ? Math.max(1, slot * 0.7) : 0,
    innerWidth,
    innerHeight,
    margin,
    yMax,
    yTicks: yScale.ticks(4),
    times,
    stacked,
  };
}

/** Axis numbers: compact (1.2K / ١٫٢ ألف) in the locale's digits. */
export const formatAxisValue = (value: number, options: FormatOptions): string => formatCompactNumber(value, options);

const axisDates = new Map<string, Intl.DateTimeFormat>();

/**
 * Short day labels for the time axis: "Nov 3" / "٣ نوفمبر" in the locale, digits and calendar.
 * The API's days are dates (local days on the merchant's clock, written `YYYY-MM-DD` and carried as
 * UTC midnights), so they are read in UTC whatever the browser's zone: a label shows the date as sent.
 */
export function formatAxisTime(time: number, { locale, arabicDigits, calendar }: FormatOptions): string {
  const tag = intlLocale(locale, { arabicDigits, calendar });
  let format = axisDates.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    axisDates.set(tag, format);
  }
  return format.format(time);
}

/** The table's full date: "Nov 3, 2026" / "٣ نوفمبر ٢٠٢٦". */
export function formatTableTime(time: number, options: FormatOptions): string {
  return formatDate(time, { ...options, style: 'medium', timeZone: 'UTC' });
}

/** A few evenly spaced times for the axis labels (at most `count`), always including the first and last. */
export function timeTicks(times: readonly number[], count = 5): number[] {
  if (times.length <= count) return [...times];
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) out.push(times[Math.round((i * (times.length - 1)) / (count - 1))]!);
  return out;
}

/** Nearest drawn time to a time (pointer position → the point the tooltip shows). */
export function nearestIndex(times: readonly number[], time: number): number {
  if (times.length === 0) return -1;
  let lo = 0;
  let hi = times.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! < time) lo = mid;
    else hi = mid;
  }
  return Math.abs(times[lo]! - time) <= Math.abs(times[hi]! - time) ? lo : hi;
}

/** The chart's keyboard: arrows move in reading order (ArrowLeft goes later in time in Arabic). */
export function stepIndex(index: number, key: string, length: number, direction: Direction): number {
  if (length === 0) return -1;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === 'Home') return 0;
  if (key === 'End') return length - 1;
  if (index < 0) return key === back ? length - 1 : 0;
  if (key === forward) return Math.min(length - 1, index + 1);
  if (key === back) return Math.max(0, index - 1);
  return index;
}

/**
 * Daily points from the API's `{date: 'YYYY-MM-DD'}` rows, as UTC midnight times. With `until`
 * (a `YYYY-MM-DD` day, normally today), later days are left out: the API answers the whole
 * current month with zeros for the days still to come, and drawn they made every line plunge at
 * the month's end. Past days without activity stay, as zeros.
 */
export function dailySeries<T extends { date: string }>(rows: readonly T[], value: (row: T) => number, until?: string): ChartPoint[] {
  // ISO days compare as strings.
  const shown = until === undefined ? rows : rows.filter((row) => row.date <= until);
  return shown.map((row) => ({ x: Date.parse(`${row.date}T00:00:00Z`), y: value(row) }));
}

/**
 * The day it is now (`YYYY-MM-DD`) in a time zone (the merchant's, as the month picker's current
 * month). The clock is a parameter so tests and stories are stable.
 */
export function dayIn(now: Date = new Date(), timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA-u-ca-gregory-nu-latn', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(now);
}
