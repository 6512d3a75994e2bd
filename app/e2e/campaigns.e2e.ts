/**
 * Campaigns against `npm start` (issue 11): a campaign created in the wizard with a CSV audience
 * (parsed in the Web Worker, one row skipped), sent for approval, paused, resumed, paused again,
 * moved to the trash and restored — each confirmed where SPEC §4 asks, each with its §8 toast.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { M, api, attestConsent, freshMerchant, newSession, sessionHeaders, t, field } from './harness';

const statusName = (status: string) => t(`data:status.campaign.${status}`);

/** Waits for a toast with this text, then dismisses it so the next toast checked is a new one. */
async function toastShown(page: Page, text: string) {
  const region = page.getByRole('region', { name: t('overlays:toast.regionLabel') });
  await region.getByText(text).first().waitFor();
  const dismiss = region.getByRole('button', { name: t('overlays:toast.dismiss') });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  await region.getByText(text).first().waitFor({ state: 'detached' });
}

describe('campaigns', () => {
  it('creates, submits, pauses, resumes, trashes and restores a campaign', { timeout: 120_000 }, async () => {
    const { token } = await freshMerchant();
    // The trial has no campaigns: move to a plan with them and buy coins (sandbox payments).
    await api('/subscription/purchase', { token, json: { item: 'plan', id: 'pro' } });
    await api('/subscription/purchase', { token, json: { item: 'coins', id: 'coins-1000', quantity: 1 } });

    const { page } = await newSession({ token });
    await page.goto('/campaign');
    await page.getByRole('heading', { name: t('campaigns:list.title') }).waitFor();
    await page.getByRole('button', { name: t('campaigns:list.new') }).click();
    await page.waitForURL((url) => url.pathname === '/campaign/new', { waitUntil: 'commit' });

    // Step 1: content.
    const name = `E2E White Friday ${Date.now().toString(36)}`;
    await field(page, t('campaigns:content.name')).fill(name);
    await field(page, t('campaigns:content.content')).fill('Up to 50% off this weekend only.');
    await page.getByRole('button', { name: t('campaigns:wizard.next'), exact: true }).click();
    await page.waitForURL((url) => url.search === '?step=2', { waitUntil: 'commit' });

    // Step 2: a CSV of three numbers, one duplicate and one invalid row, parsed off the main thread.
    // A new merchant has no customers yet: the audience is the file (customers stay ticked, adding none).
    await page.locator('input[type="file"]').setInputFiles({
      name: 'audience.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('phone\n+966501110001\n+966501110002\n966501110003\n+966501110001\nnot a number\n'),
    });
    const report = page.getByTestId('csv-report');
    await report.getByText('3 numbers added').waitFor();
    await expect(report.getByRole('listitem').count()).resolves.toBe(2);
    // Not without the attestation of consent (PDPL): the step says so until the box is ticked.
    await page.getByRole('button', { name: t('campaigns:wizard.next'), exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: t('campaigns:errors.consentRequired') })
      .waitFor();
    await attestConsent(page);
    await page.getByRole('button', { name: t('campaigns:wizard.next'), exact: true }).click();
    await page.waitForURL((url) => url.search === '?step=3', { waitUntil: 'commit' });

    // Step 3: one message a day, so the campaign is still running when the test pauses it (the
    // in-process worker sends three recipients within moments of the approval).
    const dailyLimit = page.getByRole('textbox', { name: t('campaigns:schedule.dailyLimit') });
    await dailyLimit.fill('1');
    await dailyLimit.press('Tab');
    // Cost and pre-flight, then send for approval after confirming.
    await expect(page.getByTestId('campaign-cost').textContent()).resolves.toBe('3 coins');
    await page.getByRole('button', { name: t('campaigns:wizard.submit') }).click();
    const confirmSend = page.getByRole('alertdialog');
    await confirmSend.getByRole('button', { name: t('campaigns:wizard.submit') }).click();
    await toastShown(page, t('errors:success.campaignSent'));
    await page.waitForURL((url) => /^\/campaign\/\d+$/.test(url.pathname) && url.search === '?step=3', { waitUntil: 'commit' });
    const id = Number(/\/campaign\/(\d+)/.exec(page.url())![1]);
    const server = async () =>
      (
        (await (await fetch(`${M}/section/campaigns/view/${id}`, { headers: sessionHeaders(token) })).json()) as {
          data: { status: string; deleted_at: string | null; name: string };
        }
      ).data;
    const submitted = await server();
    expect(submitted.name).toBe(name);
    expect(['scheduled', 'ongoing']).toContain(submitted.status);
    // Locked now: the wizard shows step 3 without inputs to change, and the results.
    await page.getByText(t('campaigns:wizard.locked')).waitFor();
    await page.getByRole('heading', { name: t('campaigns:results.title') }).waitFor();

    const confirmed = async (label: string) => {
      await page.getByRole('button', { name: label, exact: true }).first().click();
      await page.getByRole('alertdialog').getByRole('button', { name: label }).click();
      await toastShown(page, t('errors:success.dataUpdated'));
    };
    await confirmed(t('campaigns:list.pause'));
    await page.getByText(statusName('paused'), { exact: true }).first().waitFor();
    await expect.poll(async () => (await server()).status).toBe('paused');
    await confirmed(t('campaigns:list.resume'));
    await expect.poll(async () => (await server()).status).toMatch(/^(scheduled|ongoing)$/);
    await confirmed(t('campaigns:list.pause'));
    await expect.poll(async () => (await server()).status).toBe('paused');

    // Trash (confirmed) lands on the trash, where restore brings it back to the list.
    await page.getByRole('button', { name: t('campaigns:list.moveToTrash'), exact: true }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('campaigns:list.moveToTrash') })
      .click();
    await page.waitForURL((url) => url.pathname === '/campaign/trash', { waitUntil: 'commit' });
    await toastShown(page, t('errors:success.dataUpdated'));
    expect((await server()).deleted_at).not.toBeNull();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    // SPEC §3's deleted-at date is a column of the trash (issue 22: it was missing).
    await page.getByRole('columnheader', { name: t('campaigns:list.deletedAt') }).waitFor();
    expect(await row.textContent()).toContain(String(new Date().getFullYear()));
    await row.getByRole('button', { name: t('campaigns:list.restore') }).click();
    await toastShown(page, t('errors:success.dataUpdated'));
    await row.waitFor({ state: 'detached' });
    expect((await server()).deleted_at).toBeNull();

    await page.goto('/campaign');
    await page.getByRole('link', { name }).waitFor();
  });

  it('the trial plan (no campaigns) gets the one upgrade dialog instead of the wizard, naming the plan that has them', async () => {
    const { token } = await freshMerchant();
    const { page } = await newSession({ token });
    await page.goto('/campaign');
    await page.getByRole('button', { name: t('campaigns:list.new') }).click();
    const feature = t('account:features.campaigns');
    const dialog = page.getByRole('dialog', { name: t('subscription:upgrade.featureTitle').replace('{{feature}}', feature) });
    await dialog.waitFor();
    await dialog
      .getByText(/Professional/)
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/campaign');
    await dialog.getByRole('link', { name: t('subscription:upgrade.action') }).click();
    await page.waitForURL((url) => url.pathname === '/subscription', { waitUntil: 'commit' });
  });
});
