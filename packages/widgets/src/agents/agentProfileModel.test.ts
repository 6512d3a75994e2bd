import { describe, expect, it } from 'vitest';
import { csatRatio, durationIn, formatDuration, hasActivity, profileSeries, weekTime } from './agentProfileModel';

const labels = { conversations: 'Conversations', csat: 'CSAT', rating: 'Rating' };

describe('agent profile model', () => {
  it('puts each week at its Monday, UTC', () => {
    expect(weekTime('2026-11-23')).toBe(Date.UTC(2026, 10, 23));
  });

  it('computes CSAT as the share of 4–5 ratings, null without ratings', () => {
    expect(csatRatio(2, 3)).toBeCloseTo(0.6667);
    expect(csatRatio(0, 0)).toBeNull();
    expect(csatRatio(0, 4)).toBe(0);
  });

  it('charts every week for the counts and only rated weeks for CSAT and rating', () => {
    const weeks = [
      { week: '2026-11-09', handled: 3, feedback: 0, satisfied: 0, rating: null },
      { week: '2026-11-16', handled: 0, feedback: 4, satisfied: 3, rating: 4.25 },
      { week: '2026-11-23', handled: 5, feedback: 1, satisfied: 0, rating: 2 },
    ];
    const s = profileSeries(weeks, labels);
    expect(s.activity.map((series) => series.points.map((p) => p.y))).toEqual([[3, 0, 5]]);
    expect(s.csat[0]!.points).toEqual([
      { x: Date.UTC(2026, 10, 16), y: 75 },
      { x: Date.UTC(2026, 10, 23), y: 0 },
    ]);
    expect(s.rating[0]!.points.map((p) => p.y)).toEqual([4.25, 2]);
    expect(s.hasRatings).toBe(true);
    expect(profileSeries(weeks.slice(0, 1), labels).hasRatings).toBe(false);
  });

  it('says a duration in its largest natural unit, in the locale', () => {
    expect(durationIn(45)).toEqual({ value: 45, unit: 'second' });
    expect(durationIn(120)).toEqual({ value: 2, unit: 'minute' });
    expect(durationIn(17.5 * 60)).toEqual({ value: 17.5, unit: 'minute' });
    expect(durationIn(3 * 3600)).toEqual({ value: 3, unit: 'hour' });
    expect(durationIn(3 * 86400)).toEqual({ value: 3, unit: 'day' });
    expect(formatDuration(120, 'en-US')).toBe('2 minutes');
    expect(formatDuration(120, 'ar-SA-u-nu-arab')).toMatch(/٢|دقيقت/);
  });

  it('knows when there is nothing to show', () => {
    expect(hasActivity({ handled: 0, feedback: 0 })).toBe(false);
    expect(hasActivity({ handled: 0, feedback: 1 })).toBe(true);
  });
});
