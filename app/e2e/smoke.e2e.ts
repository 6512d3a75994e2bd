import { describe, expect, it } from 'vitest';
import { newSession } from './harness';

describe('smoke', () => {
  it('the home page renders under the CSP', async () => {
    const { page } = await newSession();
    await page.goto('/');
    await expect.poll(() => page.locator('#root > *').count()).toBeGreaterThan(0);
    await page.getByRole('button').first().click();
  });
});
