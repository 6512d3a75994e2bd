import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { decodeZatcaQr, encodeZatcaQr } from '@wasl/api/models';
import { Invoice } from '@wasl/widgets';
import { rtl } from '../../.storybook/globals';
import { useCopy } from '../support/i18n';
import { emptyOrder, hostileOrder, orderAr, orderEn, sellers } from '../support/orders';
import { pictures } from '../support/pictures';

const meta = {
  title: 'Widgets/Invoice',
  component: Invoice,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The printable simplified tax invoice of an order, labelled in English and Arabic whatever the interface language: the merchant's logo, name, VAT number and address, the invoice number (the order id) and date, the customer's phone and addresses, the lines and totals in the order's currency, and the **ZATCA phase-1 QR code** (`encodeZatcaQr` from `@wasl/api/models`: TLV tags 1–5, base64), drawn as SVG. In print (`@media print`) it is the A4 page itself, without frame or the print button. When the seller's data cannot make a valid QR (a name over 255 UTF-8 bytes, a bad VAT number) it says so instead of printing a wrong code.",
      },
    },
  },
  args: { order: orderEn, seller: { ...sellers.en, logoUrl: pictures.store }, onPrint: fn() },
  render: function Render(args) {
    const order = useCopy({ en: args.order, ar: args.order === orderEn ? orderAr : args.order });
    const seller = useCopy({
      en: args.seller,
      ar: args.seller.name === sellers.en.name ? { ...sellers.ar, logoUrl: pictures.store } : args.seller,
    });
    return <Invoice {...args} order={order} seller={seller} />;
  },
} satisfies Meta<typeof Invoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The QR on the page carries the invoice's seller, VAT number, date, total and VAT, read back from the TLV. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const qr = canvas.getByRole('img', { name: /QR/ });
    await expect(Number(qr.getAttribute('data-modules'))).toBeGreaterThan(20);
    const seller = globals.locale === 'ar' ? sellers.ar : sellers.en;
    const order = globals.locale === 'ar' ? orderAr : orderEn;
    const payload = encodeZatcaQr({
      sellerName: seller.name,
      vatNumber: seller.vatNumber,
      timestamp: order.order_date,
      total: order.finance.total,
      vatTotal: order.finance.tax,
    });
    await expect(payload.ok).toBe(true);
    if (payload.ok)
      await expect(decodeZatcaQr(payload.base64)).toEqual({
        sellerName: seller.name,
        vatNumber: '310122393500003',
        timestamp: '2026-11-02T09:15:00Z',
        total: order.finance.total.toFixed(2),
        vatTotal: order.finance.tax.toFixed(2),
      });
    // Bilingual whatever the interface language.
    await expect(canvas.getByText('Simplified tax invoice')).toBeVisible();
    await expect(canvas.getByText('فاتورة ضريبية مبسطة')).toBeVisible();
  },
};

/** No logo and no lines. */
export const NoItemsNoLogo: Story = { args: { order: emptyOrder, seller: sellers.en } };

/** One hostile text of each kind per line (markup, bidi, 200-character names, a URL without spaces…), hostile addresses and id. */
const hostileInvoice = { ...hostileOrder, items: hostileOrder.items.filter((_, index) => index % 4 === 0) };

/** Hostile texts everywhere; the seller's 200-character Arabic name is over the QR's 255 bytes, so no QR is drawn. */
export const Hostile: Story = {
  args: { order: hostileInvoice, seller: sellers.hostile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /QR/ })).toBeNull();
    await expect(canvasElement.querySelector('script, img[src="x"]')).toBeNull();
  },
};

export const DefaultRtl: Story = { ...Default, globals: rtl, tags: ['rtl-twin'] };
export const HostileRtl: Story = { ...Hostile, globals: rtl, tags: ['rtl-twin'] };
