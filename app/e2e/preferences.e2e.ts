/** Language and theme (SPEC §4): one switch changes lang, dir and every string; both survive a reload. */
import { describe, expect, it } from 'vitest';
import { cookie, freshMerchant, newSession, t } from './harness';
import type { Page } from 'playwright-core';

const html = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    theme: document.documentElement.dataset.theme,
  }));

/** Latin words left in the page chrome (landmarks and headings), minus what is legitimately Latin. */
async function englishLeft(page: Page): Promise<string[]> {
  const text = await page.evaluate(() =>
    [...document.querySelectorAll('header, nav, footer, main h1, main h2, [role="banner"], [role="contentinfo"], label, button')]
      .filter((element) => !element.closest('[lang="en"], [dir="ltr"] input, bdi'))
      .map((element) => (element as HTMLElement).innerText)
      .join('\n'),
  );
  // The product name in Latin letters, the "EN" of the language toggle, the version, and addresses.
  const allowed = new Set(['Wasl', 'EN', 'v2.0.0']);
  return [...new Set(text.match(/[A-Za-z][A-Za-z.@-]{1,}/g) ?? [])].filter((word) => !allowed.has(word) && !word.includes('@'));
}

describe('language', () => {
  it('switching to Arabic sets lang, dir, the cookie and every string; a reload keeps it from the first paint', async () => {
    const { page, context } = await newSession();
    await page.goto('/auth');
    expect(await html(page)).toMatchObject({ lang: 'en', dir: 'ltr' });
    await page.getByRole('button', { name: t('common:preferences.switchToArabic') }).click();
    await page.getByRole('heading', { level: 1, name: t('auth:login.title', 'ar') }).waitFor();
    expect(await html(page)).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect((await cookie(context, 'i18next'))?.value).toBe('ar');
    expect(await page.title()).toBe(t('shell:titles.segments.auth', 'ar'));
    expect(await englishLeft(page)).toEqual([]);

    // Before any module script runs, the inline script has already set the direction.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.getAttribute('dir') !== null);
    expect(await html(page)).toMatchObject({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('heading', { level: 1, name: t('auth:login.title', 'ar') }).waitFor();
    expect(await englishLeft(page)).toEqual([]);
  });

  it('the signed-in dashboard in Arabic has no English chrome left', async () => {
    const { token } = await freshMerchant();
    const { page } = await newSession({ token, locale: 'ar' });
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: t('navigation:sidebar.label', 'ar') }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await html(page)).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(await page.title()).toBe(t('shell:titles.segments.dashboard', 'ar'));
    expect(await englishLeft(page)).toEqual([]);
    // And back to English in one step, without a reload.
    await page.getByRole('button', { name: t('common:preferences.switchToEnglish', 'ar') }).click();
    await page.getByRole('navigation', { name: t('navigation:sidebar.label') }).waitFor();
    expect(await html(page)).toMatchObject({ lang: 'en', dir: 'ltr' });
  });
});

describe('theme', () => {
  it('the theme toggle persists in local storage and survives a reload', async () => {
    const { page } = await newSession();
    await page.goto('/');
    expect((await html(page)).theme).toBe('light');
    await page.getByRole('button', { name: t('common:preferences.switchToDark') }).click();
    expect((await html(page)).theme).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.dataset.theme !== undefined);
    expect((await html(page)).theme).toBe('dark');
    await page.getByRole('button', { name: t('common:preferences.switchToLight') }).waitFor();
  });
});
