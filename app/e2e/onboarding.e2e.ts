/** SPEC §4 onboarding by Level: new@wasl.dev (Level 0) completes the profile with a real logo upload, picks a package, reaches /dashboard. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { M, newSession, password, sessionHeaders, sessionOf, t, field } from './harness';

const logo = path.join(import.meta.dirname, 'fixtures/logo.png');

describe('onboarding', () => {
  it('new@wasl.dev walks complete-profile and select-package into /dashboard', async () => {
    const { page, context } = await newSession();
    await page.goto('/auth');
    await field(page.getByRole('main'), t('auth:fields.email')).fill('new@wasl.dev');
    await field(page.getByRole('main'), t('auth:fields.password')).fill(password);
    await page.getByRole('button', { name: t('auth:login.submit') }).click();

    await page.waitForURL((url) => url.pathname === '/complete-profile', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: t('account:completeProfile.title') }).waitFor();
    // Onboarding hides the main navigation; a private route sends the merchant back here.
    expect(await page.getByRole('navigation', { name: t('navigation:sidebar.label') }).count()).toBe(0);
    await page.goto('/orders');
    await page.waitForURL((url) => url.pathname === '/complete-profile', { waitUntil: 'commit' });

    await field(page, t('account:fields.businessName')).fill('Nakheel Dates');
    // The logo is required to continue (SPEC §5).
    await page.getByRole('button', { name: t('account:completeProfile.submit') }).click();
    await page.getByText(t('validation:logoRequired')).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/complete-profile');

    await page.locator('input[type="file"]').setInputFiles(logo);
    const upload = page.waitForResponse((res) => res.url().endsWith('/section/profile/logo') && res.request().method() === 'POST');
    await page.getByRole('button', { name: t('account:completeProfile.submit') }).click();
    const uploaded = (await (await upload).json()) as { data: { url: string } };
    expect(uploaded.data.url).toMatch(/\/uploads\//);

    await page.waitForURL((url) => url.pathname === '/select-package', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: t('account:selectPackage.title') }).waitFor();
    expect(await page.getByRole('navigation', { name: t('navigation:sidebar.label') }).count()).toBe(0);
    await page.getByText(t('account:selectPackage.trial_other').replace('{{count}}', '2')).waitFor();
    const choose = page.getByRole('button', { name: new RegExp(`^${t('account:selectPackage.choose')}`) });
    expect(await choose.count()).toBeGreaterThan(0);
    await choose.first().click();

    await page.waitForURL((url) => url.pathname === '/dashboard', { waitUntil: 'commit' });
    await page.getByRole('navigation', { name: t('navigation:sidebar.label') }).waitFor();

    // The server agrees, and the uploaded logo is the one it serves.
    const token = await sessionOf(context);
    const header = (await (await fetch(`${M}/header`, { headers: sessionHeaders(token) })).json()) as {
      data: { Level: number; Business_Name: string; Logo_Link: string };
    };
    expect(header.data).toMatchObject({ Level: 2, Business_Name: 'Nakheel Dates', Logo_Link: uploaded.data.url });
    const image = await fetch(new URL(uploaded.data.url, page.url()));
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});
