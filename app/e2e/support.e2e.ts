/**
 * /support and /support/{ticketId} against the real server, in English and Arabic: the top bar's
 * support button, "Raise a ticket" (an empty topic shows the product's own text on submit; a raised
 * ticket is listed at once, without a reload), open it, reply, close, reopen, back to the list; an
 * unknown ticket id is a clear not-found page; opening a ticket and going back (no reply) clears its
 * unread mark in the list.
 */
import { describe, expect, it } from 'vitest';
import { api, field, freshMerchant, newSession, t } from './harness';

describe.each(['en', 'ar'] as const)('support tickets (%s)', (lng) => {
  it('raises a ticket that is listed at once, opens it, replies, closes and reopens it', async () => {
    const { token } = await freshMerchant(2);
    const { page } = await newSession({ token, locale: lng });
    const topic = lng === 'ar' ? `الفواتير لا تصل ${Date.now()}` : `Invoices are not delivered ${Date.now()}`;
    const description = lng === 'ar' ? 'لم تصل رسائل الفواتير إلى العملاء اليوم.' : 'Invoice messages did not reach customers today.';
    const reply = lng === 'ar' ? 'هل من جديد؟' : 'Any news on this?';

    // The top bar's support button leads to /support.
    await page.goto('/health');
    await page.getByRole('button', { name: t('shell:support', lng) }).click();
    await page.waitForURL(/\/support$/);
    await page.getByRole('heading', { level: 1, name: t('support:list.title', lng) }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.getByText(t('support:list.empty.all', lng)).waitFor();

    // An empty topic: the product's own text on submit, nothing sent.
    await page
      .getByRole('button', { name: t('support:raise.action', lng) })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t('support:raise.submit', lng) }).click();
    await dialog.getByText(t('validation:topicRequired', lng)).first().waitFor();
    await expect.poll(() => dialog.getByText(t('validation:descriptionRequired', lng)).count()).toBeGreaterThan(0);

    // Raised: the dialog closes and the ticket is in the list at once (no reload: the same document).
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await field(dialog, t('support:raise.topic', lng)).fill(topic);
    await field(dialog, t('support:raise.description', lng)).fill(description);
    await dialog.getByRole('button', { name: t('support:raise.submit', lng) }).click();
    await dialog.waitFor({ state: 'detached' });
    const link = page.getByRole('link', { name: topic });
    await link.waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toMatch(/1|١/);

    // Open it: its thread, the description first, the desk's acknowledgement after.
    await link.click();
    await page.waitForURL(/\/support\/\d+$/);
    await page.getByRole('heading', { level: 1, name: topic }).waitFor();
    const thread = page.getByRole('list', { name: t('support:thread.messages', lng) });
    await thread.getByText(description).waitFor();
    expect(await thread.getByRole('listitem').count()).toBe(2);

    // Reply.
    await field(page, t('support:thread.reply', lng)).fill(reply);
    await page.getByRole('button', { name: t('support:thread.send', lng) }).click();
    await thread.getByText(reply).waitFor();
    await expect.poll(() => thread.getByRole('listitem').count()).toBe(3);

    // Close: the status says closed, the reply box gives way to the reopen hint.
    await page.getByRole('button', { name: t('support:thread.close', lng) }).click();
    await page.getByRole('button', { name: t('support:thread.reopen', lng) }).waitFor();
    await page.getByText(t('support:thread.closedHint', lng)).waitFor();
    await page.getByText(t('data:status.ticket.closed', lng), { exact: true }).first().waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);

    // Reopen: open again, the reply box is back.
    await page.getByRole('button', { name: t('support:thread.reopen', lng) }).click();
    await page.getByRole('button', { name: t('support:thread.close', lng) }).waitFor();
    await field(page, t('support:thread.reply', lng)).waitFor();

    // Back to the list: the ticket is open, in the Open tab too.
    await page.getByRole('link', { name: t('support:thread.back', lng) }).click();
    await page.waitForURL(/\/support$/);
    await page.getByRole('tab', { name: new RegExp(t('support:list.open', lng)) }).click();
    await page.waitForURL(/\/support\?tab=open$/);
    await page.getByRole('link', { name: topic }).waitFor();
  });

  it('opening a ticket and going back without replying clears its unread mark in the list', async () => {
    const { token } = await freshMerchant(2);
    const topic = lng === 'ar' ? `الشحن متأخر ${Date.now()}` : `Shipping is late ${Date.now()}`;
    // Raised through the API: the desk's acknowledgement is one unread reply.
    await api('/section/support/raise', { token, json: { topic, description: lng === 'ar' ? 'منذ أمس.' : 'Since yesterday.' } });
    const { page } = await newSession({ token, locale: lng });
    await page.goto('/support');
    const unread = page.getByText(t('support:list.unread_one', lng).replace('{{count}}', '1'));
    await unread.waitFor();
    await page.getByRole('link', { name: topic }).click();
    await page.getByRole('heading', { level: 1, name: topic }).waitFor();
    await page.getByRole('link', { name: t('support:thread.back', lng) }).click();
    await page.waitForURL(/\/support$/);
    await page.getByRole('link', { name: topic }).waitFor();
    await expect.poll(() => unread.count()).toBe(0);
  });

  it('shows a clear not-found page for an unknown ticket', async () => {
    const { token } = await freshMerchant(2);
    const session = await newSession({ token, locale: lng });
    session.allowStatus(404);
    await session.page.goto('/support/999999');
    await session.page.getByRole('heading', { level: 1, name: t('support:thread.notFoundTitle', lng) }).waitFor();
    await session.page.goto('/support/not-a-ticket');
    await session.page.getByRole('heading', { level: 1, name: t('support:thread.notFoundTitle', lng) }).waitFor();
    await session.page.getByRole('link', { name: t('support:thread.back', lng) }).waitFor();
  });
});
