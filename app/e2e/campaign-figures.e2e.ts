/**
 * Campaign figures from events against `npm start` (issue 20): a campaign sent in the sandbox → the
 * recipient opens their tracked link (302 to the button's address) → an order from that phone
 * through the integration endpoint → revenue, conversions and ROAS agree on the campaign's results
 * (API and page) and in the list.
 */
import { describe, expect, it } from 'vitest';
import { api, baseURL, freshAddress, freshMerchant, merchantDay, newSession, storeOf, storeOrder, t } from './harness';

interface Figures {
  id: number;
  revenue: number;
  conversions: number;
  roas: number;
  cost: number;
  ctr: number;
  impressions: number;
}
interface Results extends Figures {
  clicked: number;
  clicks: number;
  coins_spent: number;
}
interface ThreadEntry {
  kind: string;
  status: string | null;
  payload: { links?: { text: string; url: string }[] };
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

describe('campaign figures', () => {
  it('tracked link click → order within 5 days → revenue, conversions and ROAS agree everywhere', { timeout: 120_000 }, async () => {
    const { token } = await freshMerchant();
    await api('/subscription/purchase', { token, json: { item: 'plan', id: 'pro' } });
    await api('/subscription/purchase', { token, json: { item: 'coins', id: 'coins-1000', quantity: 1 } });

    const local = String(Date.now()).slice(-8);
    const phone = `9665${local}`;
    const target = 'https://nakhla.example/offers?utm_source=wasl';
    const yesterday = await merchantDay(token, -1);
    const created = await api<{ id: number }>('/section/campaigns', {
      token,
      json: {
        name: `E2E figures ${local}`,
        language: 'en',
        image: null,
        content: 'Fresh Sukkari dates, 20% off this week.',
        buttons: [{ text: 'Shop now', url: target }],
        website_link: '',
        audience: { from_database: false, csv: [phone], consent: true },
        start_date: yesterday,
        duration_days: 3,
        start_hour: 0,
        daily_limit: 100,
      },
    });
    await api(`/section/campaigns/${created.id}/submit`, { token, json: {} });

    // The in-process worker sends it; the customer's thread shows the message with their own link.
    const link = await until('the campaign message', async () => {
      const thread = await api<{ entries: ThreadEntry[] }>(`/section/conversations/${phone}`, { token });
      return thread.entries.find((e) => e.kind === 'campaign' && e.payload.links?.length)?.payload.links?.[0];
    });
    expect(link.text).toBe('Shop now');
    expect(link.url).toMatch(/^\/r\/[A-Za-z0-9_-]{22}$/);

    // The customer opens it: recorded, redirected to the original address.
    const opened = await fetch(`${baseURL}${link.url}`, { redirect: 'manual', headers: { 'x-forwarded-for': freshAddress() } });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(target);
    // An unknown token is 404, never a redirect.
    const unknown = await fetch(`${baseURL}/r/${'A'.repeat(22)}`, { redirect: 'manual', headers: { 'x-forwarded-for': freshAddress() } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('location')).toBeNull();

    // An hour later the store reports an order from that phone (written as the store does, 05…).
    const total = 180;
    const store = await storeOf(token);
    const order = await store.post(
      '/orders',
      storeOrder({
        orderId: `E2E-${local}`,
        number: `05${local}`,
        item: 'Sukkari dates 1 kg',
        total,
        lang: 'en',
        date: new Date(Date.now() + 3_600_000),
      }),
    );
    expect(order.status, await order.clone().text()).toBe(201);

    // The figures: from the click and the order, the same in the results and the list.
    const results = await api<Results>(`/section/campaigns/results/${created.id}`, { token });
    expect(results).toMatchObject({ revenue: total, conversions: 1, clicked: 1, clicks: 1, coins_spent: 1, cost: 0.05, roas: 3600 });
    const list = await api<{ Campaign_Data: Figures[] }>('/section/campaigns', { token });
    const listed = list.Campaign_Data.find((c) => c.id === created.id)!;
    for (const k of ['revenue', 'conversions', 'roas', 'cost', 'ctr', 'impressions'] as const) expect(listed[k], k).toBe(results[k]);

    // And on the results page.
    const { page } = await newSession({ token });
    await page.goto(`/campaign/${created.id}`);
    await page.getByRole('heading', { name: t('campaigns:results.title') }).waitFor();
    await page.getByText(t('campaigns:results.roas')).waitFor();
    await page.getByText('3,600×').waitFor();
    await page
      .getByText(/SAR\s?180\.00|180\.00\s?SAR/)
      .first()
      .waitFor();
  });
});
