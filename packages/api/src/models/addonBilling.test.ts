import { describe, expect, it } from 'vitest';
import {
  ADDON_GRACE_DAYS,
  ADDON_RETRY_DAYS,
  addMonths,
  isRenewable,
  lapsesOn,
  newOwnedAddon,
  nextRenewalAfter,
  nextRetry,
  paidUntilOf,
  renewalFailed,
  renewalStep,
  renewed,
  type OwnedAddon,
} from './addonBilling';

describe('add-on billing periods', () => {
  it('counts each renewal day from the add-on date, clamped to short months without drifting', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(nextRenewalAfter('2026-01-31', '2026-02-28')).toBe('2026-03-31');
    expect(nextRenewalAfter('2026-01-31', '2026-02-27')).toBe('2026-02-28');
    expect(nextRenewalAfter('2026-11-30', '2026-11-30')).toBe('2026-12-30');
  });

  it('treats an add-on stored before billing as paid for the running period (no back-charge)', () => {
    const legacy: OwnedAddon = { id: 'website-widget', since: '2026-08-02' };
    expect(paidUntilOf(legacy, '2026-11-30')).toBe('2026-12-02');
    expect(renewalStep(legacy, '2026-11-30')).toBe('none');
    // Migration 33 stores that day, and from then on it is due like any other.
    const stored = { ...legacy, paid_until: paidUntilOf(legacy, '2026-11-30') };
    expect(renewalStep(stored, '2026-12-02')).toBe('charge');
  });

  it('charges on the renewal day and pays the next period on success', () => {
    const addon = newOwnedAddon('website-widget', '2026-11-30');
    expect(addon.paid_until).toBe('2026-12-30');
    expect(renewalStep(addon, '2026-12-29')).toBe('none');
    expect(isRenewable(addon, '2026-12-29')).toBe(false);
    expect(renewalStep(addon, '2026-12-30')).toBe('charge');
    const paid = renewed(addon, '2026-12-30');
    expect(paid).toEqual({ id: 'website-widget', since: '2026-11-30', paid_until: '2027-01-30', last_attempt: '2026-12-30' });
    expect(renewalStep(paid, '2026-12-31')).toBe('none');
  });

  it('retries a failed renewal every few days, keeps the add-on meanwhile, and lapses it after the grace', () => {
    let addon = newOwnedAddon('website-widget', '2026-11-30');
    addon = renewalFailed(addon, '2026-12-30', 'insufficient_funds');
    expect(addon).toMatchObject({ paid_until: '2026-12-30', past_due_since: '2026-12-30', failure: 'insufficient_funds' });
    expect(lapsesOn(addon)).toBe('2027-01-06');
    expect(isRenewable(addon, '2026-12-31')).toBe(true);
    expect(renewalStep(addon, '2026-12-30')).toBe('none'); // a second run the same day charges nothing
    expect(ADDON_RETRY_DAYS).toBe(2);
    expect(renewalStep(addon, '2026-12-31')).toBe('none');
    expect(nextRetry(addon)).toBe('2027-01-01');
    expect(renewalStep(addon, '2027-01-01')).toBe('charge');
    addon = renewalFailed(addon, '2027-01-01', 'no_card');
    expect(addon.past_due_since).toBe('2026-12-30'); // the grace counts from the first failure
    addon = renewalFailed(addon, '2027-01-05', 'card_declined');
    expect(nextRetry(addon)).toBeNull(); // the next retry would fall after the lapse
    expect(ADDON_GRACE_DAYS).toBe(7);
    expect(renewalStep(addon, '2027-01-06')).toBe('lapse');
    // Paying it meanwhile (the scheduled run or "Renew now") clears the failure and pays on from the original day.
    const paid = renewed(addon, '2027-01-05');
    expect(paid).toEqual({ id: 'website-widget', since: '2026-11-30', paid_until: '2027-01-30', last_attempt: '2027-01-05' });
  });
});
