/**
 * Survey feedback from a real reply against `npm start` (issue 20), in English and Arabic: a store
 * reports an order through the integration API and marks it delivered → the sandbox sends the
 * survey (its question as WhatsApp buttons, seen in the customer's thread) → the customer taps an
 * option and writes a comment, posted as Meta's signed inbound webhooks → the response with the
 * sentiment the server computed on /orders/analytics and in the dashboard's feedback card.
 */
import { describe, expect, it } from 'vitest';
import { api, customerSays, freshMerchant, merchantDay, newSession, storeOf, storeOrder, t } from './harness';

interface ThreadEntry {
  direction: string;
  kind: string;
  payload: { kind?: string; choices?: { id: string; title: string }[] };
}
interface Responses {
  responses: { order_id: string; comment: string; sentiment: string }[];
  summary: { positive: number; negative: number; neutral: number };
}
interface Home {
  feedback: { positive: number; negative: number; neutral: number; average_rating: number };
  feedback_graph_data: { date: string; positive: number; negative: number; neutral: number }[];
}

const until = async <T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** The figure as digits (Arabic-Indic or Latin, with or without grouping). */
const digits = (text: string | null) => (text ?? '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/\D/g, '');

const comments = {
  en: 'The dates were fresh but the driver never answered his phone and came two days late',
  ar: 'التمر طازج بس المندوب ما رد على الجوال ووصل متأخر يومين',
};

describe('survey feedback from a WhatsApp reply', () => {
  for (const lng of ['en', 'ar'] as const) {
    it(`delivered order → survey → signed reply with a comment → analytics and dashboard (${lng})`, { timeout: 120_000 }, async () => {
      const { token } = await freshMerchant();
      await api('/subscription/purchase', { token, json: { item: 'plan', id: 'pro' } });
      const question = {
        id: 'delivery',
        en: 'How was your delivery?',
        ar: 'كيف كانت تجربة التوصيل؟',
        options: [
          { id: 'great', en: 'Great', ar: 'ممتازة' },
          { id: 'ok', en: 'OK', ar: 'مقبولة' },
          { id: 'bad', en: 'Bad', ar: 'سيئة' },
        ],
      };
      await api('/survey', { token, json: { enabled: true, questions: [question] } });

      // The store reports an order and, later, its delivery (integration API, the merchant's key).
      const local = String(Date.now()).slice(-8);
      const phone = `9665${local}`;
      const orderId = `E2E-FB-${lng}-${local}`;
      const store = await storeOf(token);
      const created = await store.post(
        '/orders',
        storeOrder({ orderId, number: `5${local}`, item: 'Sukkari dates 1 kg', total: 60, lang: lng }),
      );
      expect(created.status, await created.clone().text()).toBe(201);
      for (const status of ['packed', 'shipped', 'out_for_delivery', 'delivered']) {
        const res = await store.post(`/orders/${orderId}/status`, { status });
        expect(res.status, `${status}: ${await res.clone().text()}`).toBe(200);
      }

      // The survey's question reaches the customer's thread, its options as reply buttons.
      const asked = await until('the survey question', async () => {
        const thread = await api<{ entries: ThreadEntry[] }>(`/section/conversations/${phone}`, { token });
        return thread.entries.find((e) => e.direction === 'out' && e.kind === 'survey' && e.payload.choices?.length);
      });
      expect(asked.payload.kind).toBe('buttons');
      const great = asked.payload.choices!.find((c) => c.title === question.options[0]![lng])!;
      expect(great).toBeDefined();

      // The customer taps "Great", then writes a comment that says otherwise.
      await customerSays(
        'e2e-feedback',
        { phone, name: 'E2E customer' },
        { type: 'interactive', interactive: { type: 'button_reply', button_reply: great } },
      );
      await until('the comment prompt', async () => {
        const thread = await api<{ entries: ThreadEntry[] }>(`/section/conversations/${phone}`, { token });
        return thread.entries.filter((e) => e.direction === 'out' && e.kind === 'survey').length >= 2 ? true : undefined;
      });
      await customerSays('e2e-feedback', { phone, name: 'E2E customer' }, { type: 'text', text: { body: comments[lng] } });

      // Stored with the sentiment the server computed from the comment.
      const response = await until('the response', async () => {
        const list = await api<Responses>('/survey/responses?page=1', { token });
        return list.responses.find((r) => r.order_id === orderId && r.comment === comments[lng]);
      });
      expect(response.sentiment).toBe('negative');
      const month = (await merchantDay(token)).slice(0, 7);
      const home = await api<Home>(`/section/home?month=${month}`, { token });
      expect(home.feedback).toEqual({ positive: 0, negative: 1, neutral: 0, average_rating: 0 });
      expect(home.feedback_graph_data.reduce((n, d) => n + d.negative, 0)).toBe(1);

      // /orders/analytics lists it with its sentiment.
      const { page } = await newSession({ token, locale: lng });
      await page.goto('/orders/analytics', { timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: t('survey:analytics.title', lng) }).waitFor();
      const list = page.getByRole('grid', { name: t('survey:analytics.list', lng) });
      const row = list.getByRole('row').filter({ hasText: comments[lng] });
      await row.waitFor();
      await row.getByText(t('survey:sentiment.negative', lng), { exact: true }).waitFor();

      // The dashboard's feedback card counts it.
      await page.goto('/dashboard', { timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: t('analytics:dashboard.title', lng) }).waitFor();
      const card = page.getByRole('region', { name: t('analytics:feedback.title', lng) });
      const stat = (key: string) =>
        card
          .locator('dl')
          .filter({ has: page.locator('dt', { hasText: t(`analytics:feedback.${key}`, lng) }) })
          .locator('dd')
          .first();
      await expect.poll(async () => digits(await stat('negative').textContent()), { timeout: 15_000 }).toBe('1');
      expect(digits(await stat('positive').textContent())).toBe('0');
      expect(digits(await stat('neutral').textContent())).toBe('0');
      // Nobody gave a 1–5 rating (that is CSAT's): no average, rather than "0 of 5".
      expect(await stat('average').textContent()).toBe(t('analytics:feedback.averageNone', lng));
    });
  }
});
