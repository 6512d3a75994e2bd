import { describe, expect, it } from 'vitest';
import { PLANS } from '@wasl/api/models';
import { nextPlanFor } from './nextPlan';

describe('next plan (SPEC §6 upgrade message)', () => {
  it('names the cheapest paid plan with more agents or sections than allowed', () => {
    const byAgents = nextPlanFor('agents', 3);
    expect(byAgents?.agents).toBeGreaterThan(3);
    expect(PLANS.filter((p) => p.price > 0 && p.agents > 3 && p.price < byAgents!.price)).toEqual([]);
    expect(nextPlanFor('sections', 0)?.price).toBeGreaterThan(0);
    expect(nextPlanFor('quick', 0)?.features).toContain('quick_replies');
  });

  it('has nothing to name past the biggest plan', () => {
    expect(nextPlanFor('agents', Math.max(...PLANS.map((p) => p.agents)))).toBeNull();
  });
});
