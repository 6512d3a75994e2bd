/**
 * /api_integration/customise_order against `npm start` (issue 22), in English and Arabic: a fresh
 * merchant switches the "packed" message off with the keyboard and writes their own Arabic
 * "shipped" message, saves, and finds both after a reload and from the API. Then the store reports
 * an Arabic order and walks it to packed and shipped (integration API, the merchant's key): packed
 * sends nothing, shipped sends the merchant's text with the order id filled in.
 */
import { describe, expect, it } from 'vitest';
import { api, field, freshMerchant, newSession, storeOf, storeOrder, t } from './harness';

interface OrderMessage {
  status: string;
  enabled: boolean;
  en: string;
  ar: string;
}
interface ThreadEntry {
  direction: 'in' | 'out';
  kind: string;
  text: string;
}

async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 60; i += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(['en', 'ar'] as const)('order messages (%s)', (lng) => {
  const tr = (key: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), t(key, lng));

  it(
    'switches a status off, rewrites another in Arabic, keeps both, and the pipeline sends exactly that',
    { timeout: 120_000 },
    async () => {
      const { token } = await freshMerchant();
      const { page } = await newSession({ token, locale: lng });
      await page.goto('/api_integration/customise_order', { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: tr('orderMessages:title') }).waitFor({ timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);

      const packed = tr('data:status.order.packed');
      const shipped = tr('data:status.order.shipped');
      // "packed" off with the keyboard.
      const packedSwitch = page.getByRole('switch', { name: tr('orderMessages:sendOn', { status: packed }) });
      await expect(packedSwitch.isChecked()).resolves.toBe(true);
      await packedSwitch.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => packedSwitch.isChecked()).toBe(false);

      // The merchant's own Arabic text for "shipped", with a variable.
      await page.getByRole('button', { name: `${tr('orderMessages:edit')}: ${shipped}` }).click();
      await page.getByRole('heading', { name: tr('orderMessages:editing', { status: shipped }) }).waitFor();
      const arabic = field(page, tr('contacts:templates.arabic'));
      const custom = 'طلبك {order_id} في الطريق إليك 🚚';
      await arabic.fill(custom);
      await page.getByRole('button', { name: tr('orderMessages:save'), exact: true }).click();
      await page.getByText(tr('orderMessages:saved')).first().waitFor();

      // What the server stored, on the page after a reload and from the API.
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1, name: tr('orderMessages:title') }).waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByRole('switch', { name: tr('orderMessages:sendOn', { status: packed }) }).isChecked()).toBe(false);
      await page.getByRole('button', { name: `${tr('orderMessages:edit')}: ${shipped}` }).click();
      await expect.poll(() => field(page, tr('contacts:templates.arabic')).inputValue()).toBe(custom);
      const stored = await api<{ messages: OrderMessage[] }>('/section/orders/messages', { token });
      expect(stored.messages.find((m) => m.status === 'packed')?.enabled).toBe(false);
      expect(stored.messages.find((m) => m.status === 'shipped')?.ar).toBe(custom);

      // The store reports an Arabic order, then packed and shipped.
      const local = String(Date.now()).slice(-8);
      const phone = `9665${local}`;
      const orderId = `E2E-OM-${lng}-${local}`;
      const store = await storeOf(token);
      const created = await store.post(
        '/orders',
        storeOrder({ orderId, number: `5${local}`, item: 'تمر سكري 1 كغ', total: 60, lang: 'ar' }),
      );
      expect(created.status, await created.clone().text()).toBe(201);
      for (const status of ['packed', 'shipped']) {
        const res = await store.post(`/orders/${orderId}/status`, { status });
        expect(res.status, `${status}: ${await res.clone().text()}`).toBe(200);
      }
      const sent = await until('the shipped message', async () => {
        const thread = await api<{ entries: ThreadEntry[] }>(`/section/conversations/${phone}`, { token });
        const statusMessages = thread.entries.filter((e) => e.direction === 'out' && e.kind === 'order_status');
        return statusMessages.length > 0 ? statusMessages : undefined;
      });
      // One status message only (packed sent nothing): the merchant's text, the order id filled in.
      expect(sent.map((e) => e.text)).toEqual([`طلبك ${orderId} في الطريق إليك 🚚`]);
    },
  );
});
