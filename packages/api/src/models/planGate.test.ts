import { describe, expect, it } from 'vitest';
import { ADDONS, PLANS } from './catalogue';
import { coinPacks, isFeatureKey, lowBalances, packsFor, upgradeOffer } from './planGate';

describe('upgradeOffer', () => {
  it('a feature: the cheapest higher plan that has it, its new features, and the add-on that sells it alone', () => {
    const offer = upgradeOffer({ kind: 'feature', feature: 'data_export' }, 'basic');
    expect(offer.plan?.id).toBe('pro');
    expect(offer.gains.features).toContain('data_export');
    expect(offer.gains.features).not.toContain('widget'); // basic has it already
    expect(offer.gains.agents).toBe(10);
    expect(offer.addon?.id).toBe('data-export');
  });

  it('a feature only the top plan has; no add-on sells special agent support', () => {
    const offer = upgradeOffer({ kind: 'feature', feature: 'special_agent_support' }, 'pro');
    expect(offer.plan?.id).toBe('enterprise');
    expect(offer.addon).toBeNull();
  });

  it('a limit: the cheapest plan with more than allowed; none above the top plan', () => {
    expect(upgradeOffer({ kind: 'limit', limit: 'agents', allowed: 3 }, 'basic').plan?.id).toBe('pro');
    expect(upgradeOffer({ kind: 'limit', limit: 'campaigns', allowed: 30 }, 'pro').plan?.id).toBe('enterprise');
    const none = upgradeOffer({ kind: 'limit', limit: 'sections', allowed: 30 }, 'enterprise');
    expect(none.plan).toBeNull();
    expect(none.gains).toEqual({ agents: null, sections: null, campaigns: null, flowNodes: null, features: [] });
  });

  it("the chatbot's node limit: ten on the trial and basic plans, so basic's flow grows with Professional", () => {
    expect(PLANS.map((plan) => [plan.id, plan.flow_nodes])).toEqual([
      ['trial', 10],
      ['basic', 10],
      ['pro', 200],
      ['enterprise', 200],
    ]);
    const offer = upgradeOffer({ kind: 'limit', limit: 'flowNodes', allowed: 10 }, 'basic');
    expect(offer.plan?.id).toBe('pro');
    expect(offer.gains.flowNodes).toBe(200);
    expect(upgradeOffer({ kind: 'limit', limit: 'flowNodes', allowed: 200 }, 'pro').plan).toBeNull();
  });

  it('an unknown current plan reads as the trial; never offers a cheaper or free plan', () => {
    const offer = upgradeOffer({ kind: 'feature', feature: 'quick_replies' }, 'gold');
    expect(offer.plan?.price).toBeGreaterThan(0);
    for (const plan of PLANS) {
      const o = upgradeOffer({ kind: 'limit', limit: 'agents', allowed: 0 }, plan.id);
      if (o.plan) expect(o.plan.price).toBeGreaterThan(plan.price);
    }
  });
});

describe('coins', () => {
  it('packs from the catalogue, smallest first; enough packs for what is missing', () => {
    expect(coinPacks().map((p) => p.id)).toEqual(
      ADDONS.filter((a) => a.coins !== null)
        .map((a) => a.id)
        .sort(),
    );
    expect(packsFor(500)).toMatchObject({ pack: { id: 'coins-1000' }, quantity: 1 });
    expect(packsFor(5000)).toMatchObject({ pack: { id: 'coins-10000' }, quantity: 1 });
    expect(packsFor(25_000)).toMatchObject({ pack: { id: 'coins-10000' }, quantity: 3 });
    expect(packsFor(0)).toBeNull();
    expect(packsFor(Number.NaN)).toBeNull();
  });
});

describe('lowBalances and isFeatureKey', () => {
  it('below the alert only; null turns an alert off', () => {
    expect(lowBalances({ wallet: 10, coins: 100, alerts: { wallet: 50, coins: 100 } })).toEqual(['wallet']);
    expect(lowBalances({ wallet: 10, coins: 99, alerts: { wallet: null, coins: 100 } })).toEqual(['coins']);
    expect(lowBalances({ wallet: 0, coins: 0, alerts: { wallet: null, coins: null } })).toEqual([]);
  });
  it('accepts catalogue features only', () => {
    expect(isFeatureKey('data_export')).toBe(true);
    expect(isFeatureKey('<script>')).toBe(false);
    expect(isFeatureKey(undefined)).toBe(false);
  });
});
