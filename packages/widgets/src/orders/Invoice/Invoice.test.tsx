/// <reference types="@vitest/browser/matchers" />
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { encodeZatcaQr, profileLinks } from '@wasl/api/models';
import type { Order } from '@wasl/api/types';
import { resources } from '@wasl/i18n';
import { createLazyI18n } from '@wasl/i18n/lazy';
import { WaslProvider } from '@wasl/ui';
import { Invoice, type InvoiceSeller } from './Invoice';

const address = { Address_line1: 'King Fahd Road 1234', Address_line2: 'Al Olaya', Address_line3: 'Riyadh 12214' };
const order: Order = {
  id: 1,
  order_id: 'NKH-10423',
  contact: '+966 55 123 4567',
  order_date: '2026-11-02T09:15:00.000Z',
  last_updated: '2026-11-02T09:15:00.000Z',
  total: 218.5,
  status: 'delivered',
  invoice: null,
  lang: 'ar',
  items: [{ product_name: 'قهوة خولانية 500 غ', quantity: 2, unit_price: 90, discount: 0, tax: 27, total: 207, sku: 'KH-500' }],
  billing_address: address,
  shipping_address: address,
  finance: { total: 218.5, currency: 'SAR', subtotal: 180, tax: 28.5, discount: 0, shipping: 10, payment_method: 'postpaid' },
  message_status: null,
};
const seller: InvoiceSeller = { name: 'محمصة نخلة للقهوة', vatNumber: '310122393500003' };

const renderInvoice = (s: InvoiceSeller, locale: 'en' | 'ar' = 'en') =>
  render(
    <WaslProvider locale={locale} theme="light">
      <Invoice order={order} seller={s} />
    </WaslProvider>,
  );

/** The dark modules an SVG path of `M{x} {y}h1v1h-1z` squares draws. */
const darkModules = (d: string) => new Set([...d.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${x},${y}`));

describe('Invoice', () => {
  it("draws exactly the QR of the invoice's ZATCA payload (seller, VAT number, date, total, VAT)", () => {
    renderInvoice(seller);
    const svg = screen.getByRole('img', { name: 'ZATCA e-invoice QR code' });
    const payload = encodeZatcaQr({
      sellerName: seller.name,
      vatNumber: seller.vatNumber,
      timestamp: order.order_date,
      total: 218.5,
      vatTotal: 28.5,
    });
    if (!payload.ok) throw new Error('fixture should encode');
    const expected = encode(payload.base64, { ecc: 'M', border: 4 });
    const drawn = darkModules(svg.querySelector('path')!.getAttribute('d')!);
    const wanted = new Set(expected.data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`${x},${y}`] : []))));
    expect(svg).toHaveAttribute('data-modules', String(expected.size));
    expect(drawn).toEqual(wanted);
  });

  it('labels in both languages whatever the page language, amounts in the order currency', () => {
    renderInvoice(seller, 'ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Simplified tax invoice.*فاتورة ضريبية مبسطة/);
    expect(screen.getAllByText(/218\.50/).length).toBeGreaterThan(0);
  });

  it('prints the seller’s website and social links (plan feature invoice_links) as links, none when there are none', () => {
    const links = profileLinks({ Website: 'nakhla.sa', Instagram: 'https://instagram.com/<b>nakhla</b>', Twitter: '', Facebook: '' });
    const { unmount } = renderInvoice({ ...seller, links }, 'ar');
    const list = screen.getByRole('list', { name: 'الموقع الإلكتروني وحسابات التواصل' });
    const anchors = [...list.querySelectorAll('a')];
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual(['https://nakhla.sa/', 'https://instagram.com/%3Cb%3Enakhla%3C/b%3E']);
    expect(anchors[0]).toHaveTextContent('nakhla.sa');
    expect(list.querySelector('b')).toBeNull();
    expect(list).toHaveTextContent('إنستغرام');
    unmount();
    renderInvoice(seller);
    expect(screen.queryByRole('list', { name: 'Website and social links' })).toBeNull();
  });

  it('refuses to draw a QR for a seller name over 255 UTF-8 bytes and says why', () => {
    renderInvoice({ ...seller, name: 'ش'.repeat(128) });
    expect(screen.queryByRole('img', { name: 'ZATCA e-invoice QR code' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('The QR code cannot be made');
  });

  it("with the app's lazily loaded strings, fetches the other language's orders file for the labels", async () => {
    const fetched: string[] = [];
    const fetch = (async (url: string) => {
      fetched.push(url);
      const [, lng, ns] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(url)!;
      return new Response(JSON.stringify(resources[lng!]![ns!]), { status: 200 });
    }) as typeof globalThis.fetch;
    const { i18n, ready } = createLazyI18n('en', { ns: ['common', 'orders'], fetch });
    await ready;
    render(
      <WaslProvider locale="en" theme="light" i18n={i18n as never}>
        <Suspense fallback={null}>
          <Invoice order={order} seller={seller} />
        </Suspense>
      </WaslProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/Simplified tax invoice.*فاتورة ضريبية مبسطة/);
    expect(fetched).toContain('/locales/ar/orders.json');
  });
});
