/** SPEC §2 route groups, their redirects and the page-title rule, in the real app. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cookie, freshMerchant, newSession, sessionHeaders, t } from './harness';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('public routes', () => {
  it('render in the public layout with their title for a visitor', async () => {
    const { page } = await newSession();
    const routes: [string, string][] = [
      ['/', t('common:product.name')],
      ['/pricing', t('shell:titles.segments.pricing')],
      ['/faq', t('shell:titles.segments.faq')],
      ['/forgot_password', t('shell:titles.segments.forgot_password')],
      ['/auth', t('shell:titles.segments.auth')],
      ['/demo', t('shell:titles.segments.demo')],
      ['/about-us', t('shell:titles.segments.about-us')],
      ['/docs', t('shell:titles.segments.docs')],
      ['/docs/integrations/create-order', t('shell:titles.segments.create-order')],
      ['/docs/webhooks/woo-commerce', t('shell:titles.segments.woo-commerce')],
    ];
    for (const [path, title] of routes) {
      await page.goto(path);
      await heading(page).waitFor();
      expect(new URL(page.url()).pathname, path).toBe(path);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
      expect(await page.getByRole('navigation', { name: t('layout:public.label') }).count(), path).toBe(1);
      expect(await page.getByRole('contentinfo').count(), path).toBe(1);
    }
  });

  it('/ sends a signed-in visitor to /dashboard', async () => {
    const { token } = await freshMerchant();
    const { page } = await newSession({ token });
    await page.goto('/');
    await page.waitForURL('**/dashboard', { waitUntil: 'commit' });
    await heading(page).waitFor();
    expect(await page.title()).toBe(t('shell:titles.segments.dashboard'));
  });
});

describe('private routes', () => {
  it('send a visitor without a session to /auth with the requested page', async () => {
    const { page } = await newSession();
    for (const path of [
      '/dashboard',
      '/campaign/12?step=2',
      '/agents/sara%40example.com',
      '/inspect/a/b',
      '/support/7',
      '/salla/callback',
      '/profile?tab=reset',
      '/audit?action=login',
    ]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/auth', { waitUntil: 'commit' });
      expect(new URL(page.url()).searchParams.get('next'), path).toBe(path);
      await heading(page).waitFor();
      expect(await heading(page).textContent()).toBe(t('auth:login.title'));
    }
  });

  it('titles follow SPEC §2: agentEmail, id, ticketId, else the last segment', async () => {
    const { token } = await freshMerchant();
    const { page, allowStatus } = await newSession({ token });
    // A new merchant has no campaign 12: its page answers with the not-found state (and its h1).
    allowStatus(404);
    const cases: [string, string][] = [
      ['/agents/sara%40example.com', t('shell:titles.agentProfile')],
      ['/campaign/12?step=2', t('shell:titles.inspect')],
      ['/support/7', t('shell:titles.ticket')],
      ['/orders/analytics/form', t('shell:titles.segments.form')],
      ['/api_integration/customise_order', t('shell:titles.segments.customise_order')],
      ['/agents/settings', t('shell:titles.segments.settings')],
      ['/audit', t('shell:titles.segments.audit')],
      ['/zid/callback', t('shell:titles.segments.callback')],
    ];
    for (const [path, title] of cases) {
      await page.goto(path);
      await heading(page).waitFor();
      expect(new URL(page.url()).pathname, path).toBe(path.split('?')[0]);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
    }
  });

  it('an unknown path gets the translated not-found page with a way back', async () => {
    const { page } = await newSession();
    await page.goto('/no-such-page');
    await heading(page).waitFor();
    expect(await heading(page).textContent()).toBe(t('shell:notFound.title'));
    expect(await page.title()).toBe('No such page');
    await page.getByRole('link', { name: t('shell:notFound.toHome') }).click();
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
  });
});

describe('routes that log out on arrival', () => {
  it('/privacy, /new_account, /reset_password and /sandbox end the session, then render', async () => {
    for (const path of ['/privacy', '/new_account', '/reset_password', '/sandbox']) {
      const { token } = await freshMerchant();
      const { page, context } = await newSession({ token });
      await page.goto(path);
      await heading(page).waitFor();
      await expect.poll(async () => (await cookie(context, 'access-token'))?.value, { message: path }).toBeUndefined();
      expect(new URL(page.url()).pathname, path).toBe(path);
      // The session is revoked on the server too, not only forgotten by this browser.
      const res = await fetch(`${new URL(page.url()).origin}/merchant/v1.0/header`, { headers: sessionHeaders(token) });
      expect(res.status, path).toBe(403);
      await context.close();
    }
  });
});
