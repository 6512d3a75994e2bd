import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createDeps } from './deps.ts';

describe('AUTH_ACCOUNT_LIMIT', () => {
  it('is read as a whole number above zero, else left to the default', () => {
    expect(loadConfig({ AUTH_ACCOUNT_LIMIT: '50' }).authAccountLimit).toBe(50);
    for (const value of [undefined, '', '0', '-3', '2.5', 'many'])
      expect(loadConfig({ AUTH_ACCOUNT_LIMIT: value }).authAccountLimit).toBeUndefined();
  });

  it('sets the per-account sign-in limit; the default stays 10', async () => {
    const raised = await createDeps(loadConfig({ AUTH_ACCOUNT_LIMIT: '50' }), { db: {} as never });
    const standard = await createDeps(loadConfig({}), { db: {} as never });
    expect(raised.authLimiter.rules.account.limit).toBe(50);
    expect(standard.authLimiter.rules.account.limit).toBe(10);
  });
});
