import { describe, expect, it } from 'vitest';
import { COIN_PRICE } from './catalogue';
import { ATTRIBUTION_WINDOW_DAYS, campaignKpis, percentOf } from './campaignFigures';

describe('campaignKpis (one ROAS everywhere)', () => {
  it('impressions are deliveries; CTR and conversion are per cent of them', () => {
    const k = campaignKpis({ delivered: 200, uniqueClicks: 30, conversions: 4, revenue: 1234.5, coinsUsed: 210 });
    expect(k.impressions).toBe(200);
    expect(k.ctr).toBe(15);
    expect(k.conversion).toBe(2);
    expect(k.revenue).toBe(1234.5);
  });

  it('cost is coins used × the catalogue coin price; ROAS is revenue ÷ cost', () => {
    const k = campaignKpis({ delivered: 2, uniqueClicks: 1, conversions: 1, revenue: 30, coinsUsed: 2 });
    expect(k.coinPrice).toBe(COIN_PRICE);
    expect(k.cost).toBe(0.1);
    expect(k.roas).toBe(300);
    expect(campaignKpis({ delivered: 0, uniqueClicks: 0, conversions: 0, revenue: 0, coinsUsed: 3 }, 0.045)).toMatchObject({
      cost: 0.14,
      roas: 0,
    });
  });

  it('nothing spent: no ROAS (never Infinity or NaN); never above 100 %', () => {
    expect(campaignKpis({ delivered: 0, uniqueClicks: 0, conversions: 2, revenue: 500, coinsUsed: 0 })).toMatchObject({
      cost: 0,
      roas: 0,
      ctr: 0,
      conversion: 0,
    });
    expect(percentOf(7, 3)).toBe(100);
    expect(percentOf(1, 3)).toBe(33.33);
  });

  it('the attribution window is five days', () => {
    expect(ATTRIBUTION_WINDOW_DAYS).toBe(5);
  });
});
