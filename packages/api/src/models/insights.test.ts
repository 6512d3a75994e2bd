import { describe, expect, it } from 'vitest';
import { computeInsights, hourIn, type InsightRecords } from './insights';
import { negativeTerms } from './sentiment';

const empty: InsightRecords = {
  comments: [],
  previousComments: [],
  conversations: [],
  carts: { reminded: 0, recovered: 0 },
  previousCarts: { reminded: 0, recovered: 0 },
  timeZone: 'UTC',
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

  it("hours are counted on the merchant's clocks: Asia/Riyadh (UTC+3) around midnight UTC", () => {
    const utc = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 9, day, hour, minute));
    const records = {
      ...empty,
      conversations: [
        // 21:xx UTC is 00:xx in Riyadh (the next day); 23:xx UTC is 02:xx; 00:xx UTC is 03:xx.
        { started_at: utc(4, 21, 5), first_response_at: utc(4, 21, 45) },
        { started_at: utc(5, 21, 50), first_response_at: utc(5, 22, 30) },
        { started_at: utc(6, 21, 59), first_response_at: null },
        { started_at: utc(6, 23, 50), first_response_at: utc(6, 23, 52) },
        { started_at: utc(7, 0, 10), first_response_at: utc(7, 0, 12) },
        { started_at: utc(8, 0, 20), first_response_at: null },
      ],
    };
    const riyadh = computeInsights({ ...records, timeZone: 'Asia/Riyadh' });
    expect(riyadh.find((i) => i.kind === 'busiest_hour')).toMatchObject({ hour: 0, conversations: 3, total: 6 });
    expect(riyadh.find((i) => i.kind === 'first_response')).toMatchObject({ slowest_hour: 0, slowest_hour_median_minutes: 40 });
    // The same records counted in UTC would name other hours.
    const inUtc = computeInsights(records);
    expect(inUtc.find((i) => i.kind === 'busiest_hour')).toMatchObject({ hour: 21, conversations: 3 });
    expect(inUtc.find((i) => i.kind === 'first_response')).toMatchObject({ slowest_hour: 21 });
    expect(hourIn(utc(6, 23, 59), 'Asia/Riyadh')).toBe(2);
    expect(hourIn(utc(6, 21, 0), 'Asia/Riyadh')).toBe(0);
    expect(hourIn(utc(6, 21, 0), 'Not/AZone')).toBe(21); // an unknown zone counts in UTC
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
