import { describe, expect, it } from 'vitest';
import { describePurchase } from './purchase';

describe('describePurchase', () => {
  it('prices from the catalogue with 15% VAT; coin packs by quantity', () => {
    expect(describePurchase({ item: 'plan', id: 'pro', quantity: 1 })).toMatchObject({
      name: 'Professional',
      subtotal: 499,
      vat: 74.85,
      total: 573.85,
    });
    expect(describePurchase({ item: 'coins', id: 'coins-1000', quantity: 3 })).toMatchObject({
      quantity: 3,
      subtotal: 150,
      vat: 22.5,
      total: 172.5,
    });
  });
  it('nothing for an unknown id; a bad quantity reads as one', () => {
    expect(describePurchase({ item: 'plan', id: '<b>x</b>', quantity: 1 })).toBeNull();
    expect(describePurchase({ item: 'coins', id: 'coins-1000', quantity: -2 })).toMatchObject({ quantity: 1, subtotal: 50 });
  });
});

describe('purchase parameter', () => {
  it('round-trips what the catalogue sells; refuses anything else', async () => {
    const { parsePurchaseParam, purchaseParam } = await import('./purchase');
    const coins = { item: 'coins', id: 'coins-1000', quantity: 3 } as const;
    expect(parsePurchaseParam(purchaseParam(coins))).toEqual(coins);
    expect(parsePurchaseParam('plan:pro:1')).toEqual({ item: 'plan', id: 'pro', quantity: 1 });
    for (const bad of [
      '',
      'plan:trial:1',
      'plan:gold:1',
      'coins:survey:1',
      'addon:coins-1000:1',
      'coins:coins-1000:-1',
      'x:y:z',
      '<script>:1',
      'coins:coins-1000:99999',
    ]) {
      expect(parsePurchaseParam(bad), bad).toBeNull();
    }
    expect(parsePurchaseParam(null)).toBeNull();
  });
});
