/**
 * /orders against the real server (seeded demo@wasl.dev): month change, search, open an order,
 * change its status along the transition table (toast + timeline entry), resend, and the invoice
 * page whose QR carries the ZATCA phase-1 fields of this order and merchant.
 */
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { decodeZatcaQr, encodeZatcaQr, nextStatuses, type OrderStatusName } from '@wasl/api/models';
import { api, apiLogin, newSession, t } from './harness';

interface ListedOrder {
  id: number;
  order_id: string;
  status: OrderStatusName;
  order_date: string;
  lang: 'en' | 'ar';
  finance: { total: number; tax: number };
}
interface Profile {
  Business_Name: string;
  Business_Name_ar: string;
  VAT: string;
}

const monthKey = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
const list = (token: string, query: string) => api<{ orders: ListedOrder[]; total_pages: number }>(`/section/orders?${query}`, { token });

describe('orders', () => {
  it('month change, search, status change with toast and timeline, resend, and the invoice QR', async () => {
    const token = await apiLogin('demo@wasl.dev');
    const now = new Date();
    const current = monthKey(now);
    const previousDate = new Date(now.getFullYear(), now.getMonth() - 1, 15);
    const previous = monthKey(previousDate);
    // A seeded order that can still move, in the current month (the seed spreads orders over 92 days).
    const movable =
      (await list(token, `month=${current}&status=placed`)).orders[0] ?? (await list(token, `month=${current}&status=packed`)).orders[0];
    expect(movable, 'a placed or packed order this month').toBeDefined();
    const order = movable!;
    const lastMonth = (await list(token, `month=${previous}`)).orders[0];
    expect(lastMonth, 'an order last month').toBeDefined();

    const { page } = await newSession({ token });
    await page.goto('/orders');
    await page.getByRole('heading', { level: 1, name: t('orders:screen.title') }).waitFor();
    const grid = page.getByRole('grid');
    await grid.getByRole('rowheader').first().waitFor();

    // Month change: last month's newest order appears.
    await page.getByRole('button', { name: new RegExp(t('orders:screen.month')) }).click();
    if (previousDate.getFullYear() !== now.getFullYear()) await page.getByRole('button', { name: t('pickers:month.previousYear') }).click();
    const monthName = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, previousDate.getMonth(), 15)),
    );
    await page.getByRole('option', { name: new RegExp(`^${monthName}`) }).click();
    await grid.getByRole('rowheader', { name: lastMonth!.order_id, exact: true }).waitFor();

    // Back to this month, then search for the order by its id: it alone is listed.
    await page.getByRole('button', { name: new RegExp(t('orders:screen.month')) }).click();
    if (previousDate.getFullYear() !== now.getFullYear()) await page.getByRole('button', { name: t('pickers:month.nextYear') }).click();
    const thisMonthName = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, now.getMonth(), 15)),
    );
    await page.getByRole('option', { name: new RegExp(`^${thisMonthName}`) }).click();
    await page.getByRole('searchbox', { name: t('orders:screen.search') }).fill(order.order_id);
    await expect.poll(async () => grid.getByRole('rowheader').allTextContents(), { timeout: 10_000 }).toEqual([order.order_id]);

    // Open it; once the full order is in, its timeline shows the recorded history.
    const recorded = (await api<{ history: unknown[] }>(`/section/orders/${order.id}`, { token })).history.length;
    await grid.getByRole('rowheader', { name: order.order_id, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(order.order_id, { exact: true }).first().waitFor();
    const timeline = dialog.getByRole('listitem');
    await expect.poll(() => timeline.count(), { timeout: 10_000 }).toBe(recorded);

    // Change the status to the first allowed next one.
    const next = nextStatuses(order.status)[0]!;
    await dialog.getByRole('button', { name: new RegExp(t('orders:modal.newStatus')) }).click();
    await page.getByRole('option', { name: t(`data:status.order.${next}`), exact: true }).click();
    await dialog.getByRole('button', { name: t('orders:modal.update') }).click();
    await page.getByText(t('errors:success.orderStatusUpdated')).first().waitFor();
    await expect.poll(() => timeline.count(), { timeout: 10_000 }).toBe(recorded + 1);
    await timeline.last().getByText(t('orders:modal.source.dashboard'), { exact: false }).waitFor();
    const changed = await api<{ status: string; history: { status: string; source: string }[] }>(`/section/orders/${order.id}`, { token });
    expect(changed.status).toBe(next);
    expect(changed.history.at(-1)).toMatchObject({ status: next, source: 'dashboard' });

    // Resend the status message.
    await dialog.getByRole('button', { name: t('orders:modal.resend') }).click();
    await page.getByText(t('errors:success.orderStatusResent')).first().waitFor();

    // The invoice page: its QR is the ZATCA TLV of this merchant and order.
    await dialog.getByRole('button', { name: t('orders:modal.invoice') }).click();
    await page.waitForURL((url) => url.pathname === `/orders/${order.id}/invoice`, { waitUntil: 'commit' });
    expect(await page.title()).toMatch(/Invoice/);
    const qr = page.getByRole('img', { name: t('orders:invoice.qr') });
    await qr.waitFor();
    const drawn = await qr.locator('path').getAttribute('d');
    const profile = await api<Profile>('/section/profile', { token });
    // The seller as the page names it: the profile's name in the order's language (InvoicePage.sellerOf).
    const sellerName = (order.lang === 'ar' ? profile.Business_Name_ar : profile.Business_Name) || profile.Business_Name;
    const payload = encodeZatcaQr({
      sellerName,
      vatNumber: profile.VAT,
      timestamp: order.order_date,
      total: order.finance.total,
      vatTotal: order.finance.tax,
    });
    expect(payload.ok).toBe(true);
    if (!payload.ok) return;
    const matrix = encode(payload.base64, { ecc: 'M', border: 4 });
    let expected = '';
    matrix.data.forEach((row, y) => row.forEach((dark, x) => (expected += dark ? `M${x} ${y}h1v1h-1z` : '')));
    // The drawn modules are exactly that payload's code…
    expect(drawn).toBe(expected);
    // …and the payload decodes back to the five fields.
    const fields = decodeZatcaQr(payload.base64);
    expect(fields.sellerName).toBe(sellerName);
    expect(fields.vatNumber).toBe(profile.VAT);
    // ZATCA's timestamp is to the second.
    expect(Date.parse(fields.timestamp!)).toBe(Math.floor(Date.parse(order.order_date) / 1000) * 1000);
    expect(Number(fields.total)).toBeCloseTo(order.finance.total, 2);
    expect(Number(fields.vatTotal)).toBeCloseTo(order.finance.tax, 2);

    // Resend invoice (SPEC §2).
    await page.getByRole('button', { name: t('orders:invoicePage.resend') }).click();
    await page.getByText(t('orders:invoicePage.resent')).first().waitFor();
  });
});
