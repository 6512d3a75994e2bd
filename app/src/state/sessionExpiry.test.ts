import { describe, expect, it, vi } from 'vitest';
import { createSessionExpiry } from './sessionExpiry';

describe('session expiry (SPEC §4: a 403 ends the session once)', () => {
  it('acts once for several 403s arriving together', async () => {
    const onExpire = vi.fn();
    const expiry = createSessionExpiry(onExpire);
    const results = await Promise.all([1, 2, 3].map(async () => expiry.trigger()));
    expect(results).toEqual([true, false, false]);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(expiry.expired).toBe(true);
  });

  it('acts again after a new sign-in', () => {
    const onExpire = vi.fn();
    const expiry = createSessionExpiry(onExpire);
    expiry.trigger();
    expiry.reset();
    expect(expiry.trigger()).toBe(true);
    expect(onExpire).toHaveBeenCalledTimes(2);
  });

  it('stays silent while the merchant logs out', () => {
    const onExpire = vi.fn();
    const expiry = createSessionExpiry(onExpire);
    expiry.silence();
    expect(expiry.trigger()).toBe(false);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
