import { describe, expect, it } from 'vitest';
import { computeInsights, type InsightRecords } from './insights';
import { negativeTerms } from './sentiment';

const empty: InsightRecords = {
  comments: [],
  previousComments: [],
  conversations: [],
  carts: { reminded: 0, recovered: 0 },
  previousCarts: { reminded: 0, recovered: 0 },
};
const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 9, 5, hour, minute));

describe('computeInsights', () => {
  it('says nothing about an empty month', () => {
    expect(computeInsights(empty)).toEqual([]);
  });

  it('complaints: share of negative comments against last month, themes from the negative words (a negated one is not)', () => {
    const [insight] = computeInsights({
      ...empty,
      comments: ['التوصيل متأخر جدا', 'late delivery', 'not bad at all', 'ممتاز'],
      previousComments: ['late', 'great', 'great', 'great'],
    });
    expect(insight).toMatchObject({ kind: 'complaints', comments: 4, negative: 2, share: 50, previous_share: 25, tone: 'watch' });
    expect(insight!.kind === 'complaints' && insight!.themes.map((t) => t.term)).not.toContain('bad');
    expect(negativeTerms('not bad at all')).toEqual([]);
    expect(negativeTerms('late and broken, late again')).toEqual(['late', 'broken']);
  });

  it('a month with fewer complaints than the last, under a fifth, is good', () => {
    const [insight] = computeInsights({ ...empty, comments: ['great', 'great', 'great', 'great', 'late'], previousComments: ['late'] });
    expect(insight).toMatchObject({ kind: 'complaints', share: 20, previous_share: 100, tone: 'good' });
  });

  it('first answers: median, slowest and the slowest hour; unanswered conversations count for the busiest hour only', () => {
    const insights = computeInsights({
      ...empty,
      conversations: [
        { started_at: at(9), first_response_at: at(9, 4) },
        { started_at: at(9, 30), first_response_at: at(9, 36) },
        { started_at: at(14), first_response_at: at(14, 50) },
        { started_at: at(9, 40), first_response_at: null },
      ],
    });
    expect(insights).toEqual([
      {
        kind: 'first_response',
        tone: 'good',
        answered: 3,
        median_minutes: 6,
        slowest_minutes: 50,
        slowest_hour: 14,
        slowest_hour_median_minutes: 50,
      },
      { kind: 'busiest_hour', tone: 'info', hour: 9, conversations: 3, total: 4, share: 75 },
    ]);
  });

  it('cart recovery: the rate against last month (info without one)', () => {
    expect(computeInsights({ ...empty, carts: { reminded: 4, recovered: 3 } })).toEqual([
      { kind: 'cart_recovery', tone: 'info', reminded: 4, recovered: 3, rate: 75, previous_rate: null },
    ]);
    expect(
      computeInsights({ ...empty, carts: { reminded: 4, recovered: 3 }, previousCarts: { reminded: 2, recovered: 1 } })[0],
    ).toMatchObject({
      tone: 'good',
      previous_rate: 50,
    });
  });
});
