/**
 * Subscription against `npm start` (issue 22), in English and in Arabic: a plan changed and a coin
 * pack bought through the sandbox provider with each transaction listed; a declined test card
 * reaching /failed with its reason, and the retry reopening the same checkout; the low-balance
 * alert shown on the dashboard; a data export outside the plan opening the upgrade dialog with the
 * merchant still signed in (402, not 403).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, freshMerchant, newSession, t } from './harness';

type Lng = 'en' | 'ar';

interface Sub {
  plan: { id: string };
  coins: number;
  wallet: number;
}

/** Fills a `{{name}}` string the way i18next does (the test reads the real locale files). */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

async function pay(page: Page, lng: Lng, card?: string) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // The radio's input is visually hidden under its drawn circle: choose it by its label, as a user does.
  if (card) await dialog.getByText(fill(t('subscription:checkout.cardLabel', lng), { last4: card }), { exact: true }).click();
  await dialog.getByRole('button', { name: new RegExp(fill(t('subscription:checkout.pay', lng), { total: '' }).trim()) }).click();
}

describe.each(['en', 'ar'] as const)('subscription (%s)', (lng) => {
  it('changes the plan and buys a coin pack through the sandbox; both are listed as transactions', { timeout: 90_000 }, async () => {
    const { token } = await freshMerchant();
    const { page } = await newSession({ token, locale: lng });
    await page.goto('/subscription', { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: t('subscription:title', lng) }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByTestId('plan-name').textContent()).toBe(lng === 'ar' ? 'تجربة مجانية' : 'Free trial');

    // Change plan: Professional, paid with the approving test card.
    const pro = lng === 'ar' ? 'الاحترافية' : 'Professional';
    await page.getByRole('button', { name: fill(t('subscription:plans.chooseNamed', lng), { name: pro }) }).click();
    await pay(page, lng);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(async () => page.getByTestId('plan-name').textContent(), { timeout: 15_000 }).toBe(pro);
    await page
      .getByRole('row', { name: new RegExp(pro) })
      .first()
      .waitFor();

    // A coin pack: two packs of 1,000.
    const pack = lng === 'ar' ? '١٬٠٠٠ عملة' : '1,000 coins';
    await page.getByRole('textbox', { name: fill(t('subscription:coins.quantity', lng), { name: pack }) }).fill('2');
    await page.getByRole('button', { name: fill(t('subscription:coins.buyNamed', lng), { name: pack }) }).click();
    await pay(page, lng);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The package in the merchant's language (issue 22), the quantity in their digits.
    await page.getByRole('row', { name: lng === 'ar' ? /١٬٠٠٠ عملة × \D?[2٢]/ : /1,000 coins × 2/ }).waitFor();
    if (lng === 'ar') expect(await page.getByRole('row', { name: /coins/ }).count()).toBe(0);
    const sub = await api<Sub>('/subscription', { token });
    expect(sub).toMatchObject({ plan: { id: 'pro' }, coins: 2000 });
    const coins = await page.getByTestId('coins').textContent();
    // Latin or Arabic-Indic digits, as the merchant's number preference says.
    const latin = (coins ?? '').replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace(/\D/g, '');
    expect(latin).toBe('2000');
  });

  it('a declined test card reaches /failed with the reason; retry reopens the same checkout', { timeout: 90_000 }, async () => {
    const { token } = await freshMerchant();
    const { page, allowStatus } = await newSession({ token, locale: lng });
    allowStatus(402);
    await page.goto('/subscription');
    await page.getByRole('heading', { level: 1, name: t('subscription:title', lng) }).waitFor({ timeout: 30_000 });
    const enterprise = lng === 'ar' ? 'المؤسسات' : 'Enterprise';
    await page.getByRole('button', { name: fill(t('subscription:plans.chooseNamed', lng), { name: enterprise }) }).click();
    await pay(page, lng, '0002');
    await page.waitForURL((url) => url.pathname === '/failed', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: t('subscription:failed.title', lng) }).waitFor();
    expect(await page.getByTestId('failure-reason').textContent()).toBe(t('subscription:failed.reasons.card_declined', lng));
    expect((await api<Sub>('/subscription', { token })).plan.id).toBe('trial');

    await page.getByRole('link', { name: t('subscription:failed.retry', lng) }).click();
    await page.waitForURL((url) => url.pathname === '/subscription', { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: fill(t('subscription:checkout.title', lng), { item: enterprise }) });
    await dialog.waitFor();
    await pay(page, lng); // the approving card this time
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await api<Sub>('/subscription', { token })).plan.id, { timeout: 15_000 }).toBe('enterprise');
    // Both attempts are transactions: the failed one and the paid one.
    const list = await api<{ transactions: { status: string }[] }>('/subscription/transactions', { token });
    expect(list.transactions.map((x) => x.status)).toEqual(['success', 'failed']);
  });
});

describe('low balance and plan gating', () => {
  it('the alert set on /subscription shows on the dashboard', { timeout: 60_000 }, async () => {
    const { token } = await freshMerchant();
    const { page } = await newSession({ token });
    await page.goto('/subscription');
    await page.getByRole('textbox', { name: t('subscription:alerts.coins') }).fill('500');
    await page.getByRole('button', { name: t('subscription:alerts.save') }).click();
    await expect
      .poll(async () => (await api<{ alerts: { coins: number | null } }>('/subscription', { token })).alerts.coins, { timeout: 15_000 })
      .toBe(500);
    await page.goto('/dashboard');
    const notice = page.getByTestId('low-balance');
    await notice.waitFor();
    await notice.getByRole('link', { name: t('subscription:lowBalance.action') }).waitFor();
  });

  it(
    'data export outside the plan: the upgrade dialog names it; the server answers 402 (not 403) and the merchant stays signed in',
    { timeout: 60_000 },
    async () => {
      const { token } = await freshMerchant();
      await api('/subscription/purchase', { token, json: { item: 'plan', id: 'basic' } });
      const { page, allowStatus } = await newSession({ token });
      allowStatus(402);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: t('analytics:exports.upgrade') }).click();
      const feature = t('account:features.data_export');
      const dialog = page.getByRole('dialog', { name: fill(t('subscription:upgrade.featureTitle'), { feature }) });
      await dialog.waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      // The server answers the export itself with 402 errors:featureNotInPlan, and the session lives on.
      const status = await page.evaluate(async (auth) => {
        const res = await fetch('/merchant/v1.0/section/home/csv/clients', { headers: { authorization: auth } });
        return res.status;
      }, token);
      expect(status).toBe(402);
      await dialog.getByRole('link', { name: t('subscription:upgrade.action') }).click();
      await page.waitForURL((url) => url.pathname === '/subscription', { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: t('subscription:title') }).waitFor();
    },
  );
});
