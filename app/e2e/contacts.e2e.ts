/**
 * /contacts and /orders/template against the real server (`npm start`, the sandbox), in English and
 * Arabic: a number added through the onboarding (requirements first, then the steps the server
 * reports, with the warning not to close the tab) until approved, then removed after a
 * confirmation; an order template edited (a broken variable refused in the product's words),
 * previewed in both languages and submitted for review.
 */
import { describe, expect, it } from 'vitest';
import { field, freshMerchant, newSession, t } from './harness';

describe.each(['en', 'ar'] as const)('contacts and order templates (%s)', (lng) => {
  it('adds a number through the sandbox onboarding, follows the server steps to approval and removes it', { timeout: 90_000 }, async () => {
    const { token } = await freshMerchant(2);
    const { page } = await newSession({ token, locale: lng });
    const phone = `+9665${String(Date.now()).slice(-7)}${lng === 'ar' ? 1 : 0}`;

    await page.goto('/contacts');
    await page.getByRole('heading', { level: 1, name: t('contacts:numbers.title', lng) }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.getByText(t('contacts:numbers.emptyTitle', lng)).waitFor();

    // The requirements come first; Start waits for the merchant to confirm them.
    await page
      .getByRole('button', { name: t('contacts:numbers.add', lng) })
      .first()
      .click();
    await page.getByText(t('contacts:onboarding.requirements.notOnWhatsApp', lng)).waitFor();
    await page.getByText(t('contacts:onboarding.requirements.receivesCode', lng)).waitFor();
    const start = page.getByRole('button', { name: t('contacts:onboarding.start', lng), exact: true });
    expect(await start.isDisabled()).toBe(true);
    await page.getByText(t('contacts:onboarding.acknowledge', lng)).click();
    await start.click();

    // A bad number is refused in the product's words; then the real one.
    await field(page, t('contacts:onboarding.phone', lng)).fill('+12');
    await field(page, t('contacts:onboarding.category', lng)).fill(lng === 'ar' ? 'التجزئة' : 'Retail');
    await page.getByRole('button', { name: t('contacts:onboarding.submit', lng) }).click();
    await page.getByText(t('validation:phoneInvalid', lng)).first().waitFor();
    await field(page, t('contacts:onboarding.phone', lng)).fill(phone);
    await page.getByRole('button', { name: t('contacts:onboarding.submit', lng) }).click();

    // The warning, the sandbox label and the steps as the server reports them.
    await page.getByText(t('contacts:onboarding.warningTitle', lng)).waitFor();
    await page.getByText(t('contacts:onboarding.sandboxNote', lng)).waitFor();
    const steps = page.getByRole('list', { name: t('contacts:onboarding.progressLabel', lng) });
    const doneText = t('contacts:onboarding.stepStates.done', lng);
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          const done = await steps.getByText(doneText, { exact: true }).count();
          seen.add(done);
          return done;
        },
        { timeout: 60_000, interval: 300 },
      )
      .toBe(5);
    // Progress came step by step (not all at once): at least one count between the first and the last.
    expect([...seen].some((n) => n > 1 && n < 5)).toBe(true);
    await page.getByText(t('contacts:onboarding.approvedTitle', lng)).waitFor();
    await page.getByRole('button', { name: t('contacts:onboarding.done', lng) }).click();

    // The number in the list: approved, with Meta's ids, tier and quality.
    const list = page.getByRole('list', { name: t('contacts:numbers.listLabel', lng) });
    await list.getByText(phone).waitFor();
    await list.getByText(t('data:status.approval.approved', lng)).waitFor();
    await list.getByText(t('contacts:numbers.tiers.TIER_1K', lng)).waitFor();
    await list.getByText(t('contacts:numbers.qualities.GREEN', lng)).waitFor();

    // Remove, after the confirmation.
    await list.getByRole('button', { name: t('contacts:numbers.removeNamed', lng).replace('{{phone}}', phone) }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: t('contacts:numbers.removeConfirm', lng) }).click();
    await page.getByText(t('contacts:numbers.emptyTitle', lng)).waitFor();
  });

  it('edits an order template, previews it in both languages and submits it for review', async () => {
    const { token } = await freshMerchant(2);
    const { page } = await newSession({ token, locale: lng });
    await page.goto('/orders/template');
    await page.getByRole('heading', { level: 1, name: t('contacts:templates.title', lng) }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    await page.getByRole('tab', { name: t('contacts:templates.kinds.commit', lng) }).click();
    const english = field(page, t('contacts:templates.english', lng));
    const arabic = field(page, t('contacts:templates.arabic', lng));

    // A variable the server does not know is refused in the product's words.
    await english.fill('Order {order_id} is confirmed, {nickname}!');
    await page.getByRole('button', { name: t('contacts:templates.submit', lng) }).click();
    await page.getByText(t('validation:templateVariableUnknown', lng)).first().waitFor();

    await english.fill('Order {order_id} is confirmed. Your invoice: {invoice}');
    await arabic.fill('تم تأكيد الطلب {order_id}. فاتورتك: {invoice}');
    // Both previews, filled with the sample order.
    const previewEn = page.getByRole('region', { name: t('contacts:templates.previewEnglish', lng) });
    const previewAr = page.getByRole('region', { name: t('contacts:templates.previewArabic', lng) });
    await previewEn.getByText(`Order WS-1001 is confirmed. Your invoice: ${t('contacts:templates.samples.invoice', lng)}`).waitFor();
    await previewAr.getByText(`تم تأكيد الطلب WS-1001. فاتورتك: ${t('contacts:templates.samples.invoice', lng)}`).waitFor();

    await page.getByRole('button', { name: t('contacts:templates.submit', lng) }).click();
    await page.getByText(t('contacts:templates.submitted', lng)).first().waitFor();
    // Back in review: pending, 'may take up to 3 hours', the sandbox's timer labelled.
    const panel = page.getByRole('tabpanel');
    await panel.getByText(t('data:status.approval.pending', lng), { exact: true }).waitFor();
    await panel.getByText(t('contacts:templates.reviewNote', lng), { exact: false }).waitFor();
    await panel.getByText(t('contacts:templates.sandboxReview', lng), { exact: false }).waitFor();

    // A reload shows what the server stored.
    await page.reload();
    await page.getByRole('tab', { name: t('contacts:templates.kinds.commit', lng) }).click();
    await expect
      .poll(() => field(page, t('contacts:templates.english', lng)).inputValue())
      .toBe('Order {order_id} is confirmed. Your invoice: {invoice}');
  });
});
