/**
 * A customer's data (issue 23, PDPL; README "Customer data: export and erase"): a fresh merchant
 * with a customer who ordered from the store and wrote on WhatsApp (the sandbox's inbound path)
 * downloads the customer's file from the inbox's contact panel, then erases the customer — a wrong
 * password first, then the right one: the thread is gone, the order is kept without name or phone,
 * and the audit log records both without the phone.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditList } from '@wasl/api';
import type { OrderList, Thread } from '@wasl/api/types';
import { api, freshMerchant, merchantDay, newSession, password, storeOf, storeOrder, t } from './harness';

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('customer data: export and erase', () => {
  it('exports the thread, refuses a wrong password, erases the thread and keeps the order pseudonymised', { timeout: 90_000 }, async () => {
    const { token } = await freshMerchant();
    const local = String(Date.now()).slice(-8);
    const phone = `9665${local}`;
    const name = `Data E2E ${local}`;
    const orderId = `E2E-PDPL-${local}`;
    const store = await storeOf(token);
    const created = await store.post(
      '/orders',
      storeOrder({ orderId, number: `5${local}`, item: 'Sukkari dates 1 kg', total: 60, lang: 'en' }),
    );
    expect(created.status, await created.clone().text()).toBe(201);
    await api('/section/conversations/simulate', { token, json: { from: phone, text: `Hello ${local}`, profile_name: name } });
    await until('the inbound message', async () => {
      const thread = await api<Thread>(`/section/conversations/${phone}`, { token });
      return thread.entries.some((e) => e.direction === 'in') ? true : undefined;
    });

    const { page, allowStatus } = await newSession({ token });
    allowStatus(401);
    await page.goto(`/inspect/${phone}`, { timeout: 30_000 });
    const log = page.getByRole('list', { name: t('inbox:thread.label').replace('{{name}}', name) });
    await log.getByText(`Hello ${local}`, { exact: true }).waitFor({ timeout: 15_000 });

    // Export: a JSON file with the thread and the order.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('inbox:customerData.export') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`customer-${phone}.json`);
    // The browser runs over a connection: save a copy here rather than reading its own download path.
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'wasl-e2e-')), download.suggestedFilename());
    await download.saveAs(saved);
    const file = JSON.parse(readFileSync(saved, 'utf8')) as { tables: Record<string, Record<string, unknown>[]> };
    expect(file.tables.thread_messages!.map((m) => m.text)).toEqual([`Hello ${local}`]);
    expect(file.tables.orders!.map((o) => o.order_id)).toEqual([orderId]);

    // Erase: a wrong password keeps the dialog open with the server's message; the right one erases.
    await page.getByRole('button', { name: t('inbox:customerData.erase') }).click();
    // By its title: the success toast is an alertdialog too.
    const dialog = page.getByRole('alertdialog', { name: new RegExp(`^${t('inbox:customerData.eraseTitle').split('{{name}}')[0]}`) });
    const field = dialog.getByLabel(t('inbox:customerData.password'));
    await field.fill('Wrong@2026');
    await page.keyboard.press('Enter');
    await dialog.getByText(t('errors:incorrectPassword')).waitFor();
    await field.fill(password);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(t('inbox:customerData.erased')).first().waitFor();
    await log.getByText(`Hello ${local}`, { exact: true }).waitFor({ state: 'detached' });

    // The thread is gone; the order is kept, its name and phone cleared.
    const thread = await api<Thread>(`/section/conversations/${phone}`, { token });
    expect(thread.entries).toEqual([]);
    expect(thread.customer).toBeNull();
    const month = (await merchantDay(token)).slice(0, 7);
    const orders = await api<OrderList>(`/section/orders?month=${month}&page=1&search=${orderId}`, { token });
    expect(
      orders.orders.map((o) => ({ id: o.order_id, contact: o.contact, total: o.total, address: o.billing_address.Address_line1 })),
    ).toEqual([{ id: orderId, contact: '', total: 60, address: '' }]);

    // Both are in the audit log, named without the phone.
    const audit = await api<AuditList>('/section/audit', { token });
    const data = audit.entries.filter((e) => e.action.startsWith('customer.'));
    expect(data.map((e) => e.action)).toEqual(['customer.erased', 'customer.exported']);
    for (const entry of data) {
      expect(entry.target).toMatch(new RegExp(`^customer …${phone.slice(-2)} #[0-9a-f]{16}$`));
      expect(entry.target).not.toContain(local);
    }
  });
});
