/** SPEC §2 layout: the sidebar (hidden on the store callbacks), a drawer on a phone, the newsletter box. */
import { describe, expect, it } from 'vitest';
import { freshMerchant, newSession, t, field } from './harness';

describe('dashboard layout', () => {
  it('the sidebar shows SPEC items and v2.0.0, and is hidden on the three store callbacks', async () => {
    const { token } = await freshMerchant();
    const { page } = await newSession({ token });
    const sidebar = page.getByRole('navigation', { name: t('navigation:sidebar.label') });
    await page.goto('/dashboard');
    await sidebar.waitFor();
    for (const item of ['dashboard', 'contacts', 'subscription', 'integration', 'campaign', 'health', 'orders', 'chatbot']) {
      expect(await sidebar.getByText(t(`navigation:sidebar.items.${item}`), { exact: true }).count(), item).toBeGreaterThan(0);
    }
    expect(await page.getByText('v2.0.0').count()).toBeGreaterThan(0);
    for (const path of ['/salla/callback', '/salla/unsubscribe', '/zid/callback']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(page.url()).pathname, path).toBe(path);
      expect(await sidebar.count(), path).toBe(0);
      expect(await page.getByRole('button', { name: t('layout:openNavigation') }).count(), path).toBe(0);
    }
  });

  it('on a 390×844 phone the sidebar is a drawer that closes after navigating', async () => {
    const { token } = await freshMerchant();
    const { page } = await newSession({ token, viewport: { width: 390, height: 844 } });
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const sidebar = page.getByRole('navigation', { name: t('navigation:sidebar.label') });
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole('button', { name: t('layout:openNavigation') }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await drawer.getByRole('link', { name: t('navigation:sidebar.items.contacts') }).click();
    await page.waitForURL((url) => url.pathname === '/contacts', { waitUntil: 'commit' });
    await drawer.waitFor({ state: 'detached' });
    // Nothing wider than the phone: no horizontal scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('footer newsletter', () => {
  it('validates the e-mail after submit, then subscribes', async () => {
    const { page } = await newSession();
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The newsletter form loads when the footer comes into view (PublicChrome).
    await footer.scrollIntoViewIfNeeded();
    const email = field(footer, t('shell:newsletter.email'));
    const subscribe = footer.getByRole('button', { name: t('shell:newsletter.subscribe') });
    // No message on first paint.
    expect(await footer.getByText(t('validation:emailInvalid')).count()).toBe(0);
    await email.fill('not-an-email');
    await subscribe.click();
    await footer.getByText(t('validation:emailInvalid')).waitFor();
    await email.fill('reader@example.com');
    const answer = page.waitForResponse((res) => res.url().endsWith('/public/v1.0/subscribe/newsletter'));
    await subscribe.click();
    expect((await answer).status()).toBe(200);
    await page.getByText(t('shell:newsletter.done')).first().waitFor();
  });
});
