import { describe, expect, it } from 'vitest';
import {
  buildChartModel,
  bucketSum,
  dailySeries,
  dayIn,
  downsampleLttb,
  formatAxisTime,
  formatAxisValue,
  isChartEmpty,
  MAX_MARKS,
  nearestIndex,
  stepIndex,
  timeTicks,
  type ChartPoint,
  type ChartSeries,
} from './chartModel';

const day = 86_400_000;
const t0 = Date.UTC(2026, 10, 1);
const ramp = (n: number, f: (i: number) => number = (i) => i): ChartPoint[] =>
  Array.from({ length: n }, (_, i) => ({ x: t0 + i * day, y: f(i) }));
const series = (points: ChartPoint[], id = 'orders'): ChartSeries => ({ id, label: id, color: 'series1', points });

describe('downsampleLttb', () => {
  it('keeps short series as they are', () => {
    const pts = ramp(30);
    expect(downsampleLttb(pts, 100)).toEqual(pts);
  });

  it('keeps the first and last points, the threshold, time order and a lone spike', () => {
    const pts = ramp(10_000, (i) => (i === 5_123 ? 1_000 : Math.sin(i / 50)));
    const out = downsampleLttb(pts, 500);
    expect(out).toHaveLength(500);
    expect(out[0]).toEqual(pts[0]);
    expect(out.at(-1)).toEqual(pts.at(-1));
    expect(out.some((p) => p.y === 1_000)).toBe(true);
    for (let i = 1; i < out.length; i += 1) expect(out[i]!.x).toBeGreaterThan(out[i - 1]!.x);
  });
});

describe('bucketSum', () => {
  it('sums into at most the bucket count and keeps the total', () => {
    const pts = ramp(10_000, () => 1);
    const out = bucketSum(pts, 700);
    expect(out.length).toBeLessThanOrEqual(700);
    expect(out.reduce((s, p) => s + p.y, 0)).toBe(10_000);
    expect(out[0]!.x).toBe(t0);
  });
});

describe('isChartEmpty', () => {
  it('is empty with no series, no points or all zeros; not with one non-zero value', () => {
    expect(isChartEmpty([])).toBe(true);
    expect(isChartEmpty([series([])])).toBe(true);
    expect(isChartEmpty([series(ramp(30, () => 0))])).toBe(true);
    expect(isChartEmpty([series(ramp(30, (i) => (i === 29 ? 1 : 0)))])).toBe(false);
  });
});

describe('buildChartModel', () => {
  const base = { width: 400, height: 200, kind: 'line' as const };

  it('runs time left to right in English and right to left in Arabic', () => {
    const s = [series(ramp(30))];
    const ltr = buildChartModel({ ...base, series: s, direction: 'ltr' });
    const rtl = buildChartModel({ ...base, series: s, direction: 'rtl' });
    expect(ltr.x(t0)).toBeLessThan(ltr.x(t0 + 29 * day));
    expect(rtl.x(t0)).toBeGreaterThan(rtl.x(t0 + 29 * day));
    expect(rtl.x(t0)).toBeCloseTo(rtl.innerWidth);
    // The value axis moves to the inline start: the wide margin changes side.
    expect(ltr.margin.left).toBeGreaterThan(ltr.margin.right);
    expect(rtl.margin.right).toBeGreaterThan(rtl.margin.left);
  });

  it('stays under the mark budget for 10,000 points in three series', () => {
    const s = ['a', 'b', 'c'].map((id) =>
      series(
        ramp(10_000, (i) => i % 97),
        id,
      ),
    );
    for (const kind of ['line', 'bar'] as const) {
      const model = buildChartModel({ ...base, kind, series: s, direction: 'ltr' });
      expect(model.marks).toBeLessThanOrEqual(MAX_MARKS);
      expect(model.marks).toBeGreaterThan(MAX_MARKS / 2);
    }
  });

  it('stacks bars: the value domain is the largest daily total', () => {
    const a = series(
      ramp(5, () => 3),
      'positive',
    );
    const b = series(
      ramp(5, (i) => i),
      'negative',
    );
    const model = buildChartModel({ ...base, kind: 'bar', series: [a, b], direction: 'ltr' });
    expect(model.yMax).toBe(7);
    expect(model.y(0)).toBe(model.innerHeight);
    expect(model.barWidth).toBeGreaterThan(0);
    const lines = buildChartModel({ ...base, kind: 'line', series: [a, b], direction: 'ltr' });
    expect(lines.yMax).toBe(4);
  });

  it('flags an all-zero month as empty and still builds', () => {
    const model = buildChartModel({ ...base, series: [series(ramp(30, () => 0))], direction: 'ltr' });
    expect(model.empty).toBe(true);
    expect(model.yTicks.length).toBeGreaterThan(0);
  });
});

describe('locale formatting', () => {
  it('writes axis numbers with Arabic-Indic digits when chosen, Latin otherwise', () => {
    expect(formatAxisValue(1200, { locale: 'en' })).toBe('1.2K');
    expect(formatAxisValue(12, { locale: 'ar' })).toBe('12');
    expect(formatAxisValue(12, { locale: 'ar', arabicDigits: true })).toBe('١٢');
    expect(formatAxisTime(t0 + 2 * day, { locale: 'ar', arabicDigits: true })).toMatch(/٣/);
    expect(formatAxisTime(t0 + 2 * day, { locale: 'en' })).toMatch(/Nov 3/);
  });
});

describe('keyboard and pointer helpers', () => {
  it('steps in reading order: ArrowRight is later in English, ArrowLeft in Arabic', () => {
    expect(stepIndex(3, 'ArrowRight', 10, 'ltr')).toBe(4);
    expect(stepIndex(3, 'ArrowLeft', 10, 'rtl')).toBe(4);
    expect(stepIndex(3, 'ArrowRight', 10, 'rtl')).toBe(2);
    expect(stepIndex(9, 'ArrowRight', 10, 'ltr')).toBe(9);
    expect(stepIndex(4, 'Home', 10, 'ltr')).toBe(0);
    expect(stepIndex(4, 'End', 10, 'rtl')).toBe(9);
    expect(stepIndex(-1, 'ArrowRight', 10, 'ltr')).toBe(0);
    expect(stepIndex(0, 'ArrowRight', 0, 'ltr')).toBe(-1);
  });

  it('finds the nearest time and picks ticks including both ends', () => {
    const times = ramp(30).map((p) => p.x);
    expect(nearestIndex(times, t0 + 4.4 * day)).toBe(4);
    expect(nearestIndex(times, t0 + 4.6 * day)).toBe(5);
    expect(nearestIndex([], 0)).toBe(-1);
    const ticks = timeTicks(times, 5);
    expect(ticks).toHaveLength(5);
    expect(ticks[0]).toBe(times[0]);
    expect(ticks.at(-1)).toBe(times.at(-1));
  });

  it('reads the API days as UTC midnights', () => {
    expect(dailySeries([{ date: '2026-11-03', n: 2 }], (r) => r.n)).toEqual([{ x: Date.UTC(2026, 10, 3), y: 2 }]);
  });
});

describe('stop at today', () => {
  // The API answers the whole current month: the days to come as zeros.
  const november = Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    n: i + 1 > 18 ? 0 : i === 4 ? 0 : 10 + i,
  }));

  it('leaves out the days after today, so no line plunges to zero at the month end', () => {
    const points = dailySeries(november, (r) => r.n, '2026-11-18');
    expect(points).toHaveLength(18);
    expect(points.at(-1)).toEqual({ x: Date.UTC(2026, 10, 18), y: 27 });
    expect(points.every((p) => p.x <= Date.UTC(2026, 10, 18))).toBe(true);
  });

  it('keeps a past day without activity as a zero', () => {
    const points = dailySeries(november, (r) => r.n, '2026-11-18');
    expect(points[4]).toEqual({ x: Date.UTC(2026, 10, 5), y: 0 });
  });

  it('draws a past month whole, and the first day of the month alone on the 1st', () => {
    expect(dailySeries(november, (r) => r.n, '2026-12-02')).toHaveLength(30);
    expect(dailySeries(november, (r) => r.n)).toHaveLength(30);
    expect(dailySeries(november, (r) => r.n, '2026-11-01')).toHaveLength(1);
  });

  it("takes today in the merchant's time zone", () => {
    // 22:30 UTC on 30 November is already 1 December in Riyadh (UTC+3).
    const now = new Date(Date.UTC(2026, 10, 30, 22, 30));
    expect(dayIn(now, 'UTC')).toBe('2026-11-30');
    expect(dayIn(now, 'Asia/Riyadh')).toBe('2026-12-01');
  });

  it('the chart model then spans only the days up to today', () => {
    const points = dailySeries(november, (r) => r.n, '2026-11-18');
    const model = buildChartModel({ series: [series(points)], kind: 'line', width: 600, height: 200, direction: 'ltr' });
    expect(model.times.at(-1)).toBe(Date.UTC(2026, 10, 18));
    // The last drawn day sits at the plot's end edge: the line stops at today, it does not go on to the 30th.
    expect(model.x(Date.UTC(2026, 10, 18))).toBe(model.innerWidth);
  });
});
