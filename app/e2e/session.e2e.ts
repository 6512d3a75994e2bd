/**
 * SPEC §4 session: login (and back), the 7-day cookie, logout with confirmation, 403 → one toast +
 * /auth, password change. Token-bound (ADR 014): the HttpOnly companion cookie beside it, invisible
 * to script, needed by every private call, rotated at password change, cleared at logout.
 */
import { describe, expect, it } from 'vitest';
import { COMPANION_COOKIE, M, apiLogin, cookie, freshMerchant, newSession, password, sessionHeaders, sessionOf, t, field } from './harness';

const headerStatus = async (token: string) => (await fetch(`${M}/header`, { headers: sessionHeaders(token) })).status;

describe('session', () => {
  it('login brings the merchant back to the requested page and stores the token for 7 days', async () => {
    const { page, context, allowStatus } = await newSession();
    allowStatus(401);
    await page.goto('/orders?page=2');
    await page.waitForURL((url) => url.pathname === '/auth', { waitUntil: 'commit' });
    await field(page.getByRole('main'), t('auth:fields.email')).fill('demo@wasl.dev');
    await field(page.getByRole('main'), t('auth:fields.password')).fill('Wrong@2026x');
    await page.getByRole('button', { name: t('auth:login.submit') }).click();
    // SPEC §8: 401 invalid credentials, as a translated message.
    await page.getByText(t('errors:auth.401')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');

    await field(page.getByRole('main'), t('auth:fields.password')).fill(password);
    const before = Date.now() / 1000;
    await page.getByRole('button', { name: t('auth:login.submit') }).click();
    await page.waitForURL((url) => url.pathname === '/orders' && url.search === '?page=2', { waitUntil: 'commit' });
    const stored = await cookie(context, 'access-token');
    expect(stored?.value).toMatch(/.{16,}/);
    expect(stored?.sameSite).toBe('Lax');
    expect(stored?.secure).toBe(false); // http://localhost; Secure is set when served over https
    expect(stored?.path).toBe('/');
    expect(stored!.expires - before).toBeGreaterThan(7 * 86400 - 120);
    expect(stored!.expires - before).toBeLessThan(7 * 86400 + 120);
    // The companion: HttpOnly, Secure (kept by Chromium on http://localhost), SameSite=Strict, host-only.
    const companion = await cookie(context, COMPANION_COOKIE);
    expect(companion).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/', domain: 'localhost' });
    expect(companion!.value).not.toBe(stored!.value);
    expect(companion!.expires - before).toBeGreaterThan(7 * 86400 - 120);
    // Script sees the token, never the companion.
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).toContain('access-token=');
    expect(visible).not.toContain('wasl-session');
    // The app works with both: the page's own same-origin calls carry the companion by themselves.
    await page.getByRole('heading', { level: 1 }).waitFor();
    const fromPage = await page.evaluate(
      async (token) => (await fetch('/merchant/v1.0/header', { headers: { authorization: token } })).status,
      stored!.value,
    );
    expect(fromPage).toBe(200);
    // The token a script could read is useless elsewhere: alone it answers 403; with the cookie, 200.
    expect((await fetch(`${M}/header`, { headers: { authorization: stored!.value } })).status).toBe(403);
    expect(await headerStatus(await sessionOf(context))).toBe(200);
  });

  it('logout asks for confirmation, then revokes the session and goes to /auth', async () => {
    const { token, name } = await freshMerchant();
    const { page, context } = await newSession({ token });
    await page.goto('/dashboard');
    const menu = page.getByRole('button', { name: t('layout:profile.menuFor').replace('{{name}}', name) });
    const logout = page.getByRole('menuitem', { name: t('layout:profile.logout') });
    const dialog = page.getByRole('alertdialog', { name: t('layout:profile.logoutTitle') });

    await menu.click();
    await logout.click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t('overlays:cancel') }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect((await cookie(context, 'access-token'))?.value).toBe(token);

    await menu.click();
    await logout.click();
    await dialog.getByRole('button', { name: t('layout:profile.logout') }).click();
    await page.waitForURL((url) => url.pathname === '/auth', { waitUntil: 'commit' });
    expect(await cookie(context, 'access-token')).toBeUndefined();
    expect(await cookie(context, COMPANION_COOKIE)).toBeUndefined();
    expect(await headerStatus(token)).toBe(403);
  });

  it("a revoked session's next call shows one 'Session Expired' toast and goes to /auth", async () => {
    const { token } = await freshMerchant();
    const { page, context, allowStatus } = await newSession({ token });
    allowStatus(403);
    await page.goto('/profile?tab=info');
    await field(page, t('account:profile.fields.Business_Name')).waitFor();
    // Signed out elsewhere (another tab, an admin): the server forgets the session.
    expect((await fetch(`${M}/auth/logout`, { method: 'POST', headers: sessionHeaders(token) })).status).toBe(200);
    // The next calls (header and profile load together) all answer 403.
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/auth', { waitUntil: 'commit' });
    const toast = page.getByText(t('errors:sessionExpired'), { exact: true });
    await toast.first().waitFor();
    await page.waitForTimeout(500);
    expect(await toast.count()).toBe(1);
    expect(await cookie(context, 'access-token')).toBeUndefined();
  });

  it('changing the password signs the other sessions out and keeps this one', async () => {
    const { email, token } = await freshMerchant();
    const other = await apiLogin(email);
    const { page, context } = await newSession({ token });
    const companionBefore = (await cookie(context, COMPANION_COOKIE))?.value;
    expect(companionBefore).toBeDefined();
    await page.goto('/change_password');
    const next = 'Fresh#Pass9';
    await field(page, t('account:password.current')).fill(password);
    await field(page, t('account:password.new')).fill(next);
    await field(page, t('account:password.confirm')).fill(next);
    await page.getByRole('button', { name: t('account:password.submit') }).click();
    await page.getByText(t('errors:success.passwordUpdated')).first().waitFor();
    expect(await headerStatus(other)).toBe(403);
    const mine = await sessionOf(context);
    expect(mine).not.toBe(token);
    // Rotation: a new companion as well.
    expect((await cookie(context, COMPANION_COOKIE))?.value).not.toBe(companionBefore);
    expect(await headerStatus(mine)).toBe(200);
    expect(await headerStatus(token)).toBe(403);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await apiLogin(email, next);
  });
});
