import { describe, expect, it } from 'vitest';
import { Packages } from '../schemas/account';
import { ADDONS, PACKAGES, PLANS, addonById, featureKeys, planById, withVat } from './catalogue';

describe('catalogue', () => {
  it('is what GET /packages promises (the Packages schema)', () => {
    expect(Packages.parse(PACKAGES)).toEqual(PACKAGES);
  });
  it('has unique ids and SAR prices', () => {
    expect(new Set(PLANS.map((p) => p.id)).size).toBe(PLANS.length);
    expect(new Set(ADDONS.map((a) => a.id)).size).toBe(ADDONS.length);
    expect([...PLANS, ...ADDONS].every((item) => item.currency === 'SAR')).toBe(true);
  });
  it('looks plans and add-ons up by id', () => {
    expect(planById('pro')?.price).toBe(499);
    expect(addonById('survey')?.feature).toBe('survey_form');
    expect(planById('nope')).toBeUndefined();
  });
  it('adds 15% VAT rounded to the halala', () => {
    expect(withVat(199)).toBe(228.85);
    expect(withVat(0)).toBe(0);
  });
  it('uses only known features', () => {
    const known = new Set<string>(featureKeys);
    expect(PLANS.flatMap((p) => p.features).every((f) => known.has(f))).toBe(true);
  });
});

describe("README's plan table", () => {
  it('has one row per feature with the plans and the add-on of the catalogue', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const rows = readme.split('\n').filter((line) => /^\| `[a-z_]+` \|/.test(line));
    const table = rows.map((row) =>
      row
        .split('|')
        .map((cell) => cell.trim())
        .slice(1, 7),
    );
    const expected = featureKeys.map((feature) => [
      `\`${feature}\``,
      ...PLANS.map((plan) => (plan.features.includes(feature) ? '✓' : '–')),
      ADDONS.find((a) => a.feature === feature)?.name ?? '–',
    ]);
    expect(table).toEqual(expected);
  });
});
