/**
 * The survey against the real server: /orders/analytics/form — a question added in both languages,
 * previewed as the customer sees it on WhatsApp, saved and read back after a reload (English and
 * Arabic); /orders/analytics — the seeded responses' figures (written by the survey conversation
 * the seed drives through the live code path) as the server counts them.
 */
import { describe, expect, it } from 'vitest';
import { api, apiLogin, freshMerchant, newSession, t } from './harness';

interface Analytics {
  total: number;
  summary: { positive: number; negative: number; neutral: number };
  questions: { id: string; en: string; ar: string; answered: number; options: { id: string; en: string; ar: string; count: number }[] }[];
}

describe('survey', () => {
  for (const lng of ['en', 'ar'] as const) {
    it(`adds a question, previews it and saves it (${lng})`, async () => {
      const { token } = await freshMerchant(2);
      const { page } = await newSession({ token, locale: lng });
      await page.goto('/orders/analytics/form', { timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: t('survey:form.title', lng) }).waitFor();
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);

      const questionEn = page.getByRole('textbox', { name: t('survey:form.questionEn', lng) });
      await questionEn.first().waitFor(); // the saved form is in
      const before = await questionEn.count();
      await page.getByRole('button', { name: t('survey:form.addQuestion', lng) }).click();
      await expect.poll(() => questionEn.count()).toBe(before + 1);
      const card = page.locator('fieldset[data-question]').nth(before);
      const label = (key: string, n?: number) => t(key, lng).replace('{{n}}', String(n ?? ''));
      await card.getByRole('textbox', { name: label('survey:form.questionEn') }).fill('How fresh were the dates?');
      await card.getByRole('textbox', { name: label('survey:form.questionAr') }).fill('ما مدى طزاجة التمر؟');
      const options = [
        ['Very fresh', 'طازج جدًا'],
        ['Fresh', 'طازج'],
        ['Not fresh', 'غير طازج'],
        ['Spoiled', 'تالف'],
      ];
      for (const [i, [en, ar]] of options.entries()) {
        if (i >= 2) await card.getByRole('button', { name: t('survey:form.addOption', lng) }).click();
        await card.getByRole('textbox', { name: label('survey:form.optionEn', i + 1) }).fill(en!);
        await card.getByRole('textbox', { name: label('survey:form.optionAr', i + 1) }).fill(ar!);
      }

      // The preview, in the customer's language: four options go as a list.
      const preview = page.locator('[data-survey-preview]');
      await page
        .getByRole('radiogroup', { name: t('survey:preview.language', lng) })
        .getByText(t('survey:preview.en', lng), { exact: true })
        .click();
      await preview.getByText('How fresh were the dates?').waitFor();
      await expect(
        preview
          .getByRole('list', { name: t('survey:preview.list', lng) })
          .last()
          .getByRole('listitem')
          .count(),
      ).resolves.toBeGreaterThan(0);
      await preview.getByText('Spoiled').waitFor();
      await page
        .getByRole('radiogroup', { name: t('survey:preview.language', lng) })
        .getByText(t('survey:preview.ar', lng), { exact: true })
        .click();
      await preview.getByText('ما مدى طزاجة التمر؟').waitFor();
      await preview.getByText('تالف').waitFor();
      await preview.getByText(t('survey:customer.listButton', 'ar'), { exact: true }).first().waitFor();

      await page.getByRole('button', { name: t('survey:form.save', lng) }).click();
      await page.getByText(t('survey:form.saved', lng)).first().waitFor();

      // Saved on the server, and read back after a reload.
      const form = await api<{ questions: { en: string; options: { ar: string }[] }[] }>('/survey', { token });
      expect(form.questions.at(-1)).toMatchObject({ en: 'How fresh were the dates?', options: options.map(([, ar]) => ({ ar })) });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: t('survey:form.title', lng) }).waitFor();
      await expect
        .poll(() =>
          page
            .getByRole('textbox', { name: t('survey:form.questionEn', lng) })
            .last()
            .inputValue(),
        )
        .toBe('How fresh were the dates?');
    }, 120_000);
  }

  for (const lng of ['en', 'ar'] as const) {
    it(`shows the seeded responses' figures as the server counts them (${lng})`, async () => {
      const token = await apiLogin('demo@wasl.dev');
      const analytics = await api<Analytics>('/survey/analytics', { token });
      const responses = await api<{ total_pages: number; summary: Analytics['summary'] }>('/survey/responses?page=1', { token });
      expect(analytics.total, 'the seed answered surveys').toBeGreaterThan(0);
      expect(responses.summary).toEqual(analytics.summary);
      expect(analytics.summary.positive + analytics.summary.negative + analytics.summary.neutral).toBe(analytics.total);

      const { page } = await newSession({ token, locale: lng });
      await page.goto('/orders/analytics', { timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: t('survey:analytics.title', lng) }).waitFor();
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
      // The figure as digits (Arabic-Indic or Latin, with or without grouping).
      const digits = (text: string | null) => (text ?? '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/\D/g, '');
      for (const q of analytics.questions) {
        const table = page.getByRole('grid', { name: q[lng] });
        for (const o of q.options) {
          const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: o[lng], exact: true }) });
          await expect.poll(async () => digits(await row.getByRole('gridcell').first().textContent())).toBe(String(o.count));
        }
      }
      // The responses list: rows of the seeded responses, and a sentiment filter in the URL.
      await page.locator('[data-survey-analytics]').waitFor();
      const list = page.getByRole('grid', { name: t('survey:analytics.list', lng) });
      await list.getByRole('row').nth(1).waitFor();
      await page.goto('/orders/analytics?sentiment=negative', { timeout: 30_000 });
      await list.getByRole('row').nth(1).waitFor();
      await expect
        .poll(() => list.getByText(t('survey:sentiment.negative', lng), { exact: true }).count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await expect(list.getByText(t('survey:sentiment.positive', lng), { exact: true }).count()).resolves.toBe(0);
    }, 120_000);
  }
});
