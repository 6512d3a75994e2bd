/**
 * Order fixtures for the order widgets' stories: a realistic order in each language, a hostile one
 * (every text from fixtures/hostile-strings.json), an empty one and a long one. Fixed dates, so
 * screenshots do not move.
 */
import type { Order, OrderItem } from '@wasl/api/types';
import hostile from './fixtures/hostile-strings.json';

const address = (line1: string, line2: string, line3: string) => ({ Address_line1: line1, Address_line2: line2, Address_line3: line3 });

const item = (product_name: string, quantity: number, unit_price: number, sku: string | null, discount = 0): OrderItem => {
  const tax = Math.round((quantity * unit_price - discount) * 0.15 * 100) / 100;
  return {
    product_name,
    quantity,
    unit_price,
    discount,
    tax,
    total: Math.round((quantity * unit_price - discount + tax) * 100) / 100,
    sku,
  };
};

function withTotals(
  order: Omit<Order, 'finance' | 'total'> & { shipping: number; currency: string; payment: Order['finance']['payment_method'] },
): Order {
  const { shipping, currency, payment, ...rest } = order;
  const sum = (pick: (i: OrderItem) => number) => Math.round(order.items.reduce((s, i) => s + pick(i), 0) * 100) / 100;
  const subtotal = sum((i) => i.quantity * i.unit_price);
  const discount = sum((i) => i.discount);
  const tax = sum((i) => i.tax);
  const total = Math.round((subtotal - discount + tax + shipping) * 100) / 100;
  return { ...rest, total, finance: { total, currency, subtotal, tax, discount, shipping, payment_method: payment } };
}

const history = (...steps: [Order['status'], string, 'store' | 'dashboard'][]) =>
  steps.map(([status, at, source]) => ({ status, at, source }));

export const orderEn: Order = withTotals({
  id: 1042,
  order_id: 'NKH-10423',
  contact: '+966 55 123 4567',
  order_date: '2026-11-02T09:15:00.000Z',
  last_updated: '2026-11-03T14:40:00.000Z',
  status: 'shipped',
  invoice: '/invoices/NKH-10423',
  lang: 'en',
  items: [
    item('Khawlani coffee beans 500 g', 2, 45, 'KH-500'),
    item('Brass dallah, 1 litre', 1, 180, 'DL-1000', 20),
    item('Sukkari dates gift box', 3, 62.5, null),
  ],
  billing_address: address('King Fahd Road 1234', 'Al Olaya', 'Riyadh 12214'),
  shipping_address: address('Prince Sultan Street 88, Apartment 4', 'Al Rawdah', 'Jeddah 23432'),
  shipping: 25,
  currency: 'SAR',
  payment: 'prepaid',
  message_status: 'delivered',
  history: history(
    ['placed', '2026-11-02T09:15:00.000Z', 'store'],
    ['packed', '2026-11-02T16:02:00.000Z', 'store'],
    ['shipped', '2026-11-03T14:40:00.000Z', 'dashboard'],
  ),
});

export const orderAr: Order = withTotals({
  ...orderEn,
  lang: 'ar',
  contact: '+966 50 987 6543',
  items: [
    item('قهوة خولانية 500 غ', 2, 45, 'KH-500'),
    item('دلة نحاسية، لتر واحد', 1, 180, 'DL-1000', 20),
    item('علبة هدايا تمر سكري', 3, 62.5, null),
  ],
  billing_address: address('طريق الملك فهد 1234', 'حي العليا', 'الرياض 12214'),
  shipping_address: address('شارع الأمير سلطان 88، شقة 4', 'حي الروضة', 'جدة 23432'),
  shipping: 25,
  currency: 'SAR',
  payment: 'prepaid',
});

const texts = [...hostile.markup, ...hostile.bidi, ...hostile.long, ...hostile.unicode, ...hostile.csv_formulas];

/** Every text is hostile: markup, bidi tricks, 200-character names, a 180-character id, a mixed-direction phone. */
export const hostileOrder: Order = withTotals({
  id: 666,
  order_id: hostile.long[3]!,
  contact: hostile.bidi[4]!,
  order_date: '2026-11-02T09:15:00.000Z',
  last_updated: '2026-11-02T09:15:00.000Z',
  status: 'delivered',
  invoice: hostile.urls[0]!,
  lang: 'ar',
  items: texts.map((text, index) => item(text, index + 1, 9.99, index % 2 === 0 ? hostile.bidi[2]! : hostile.markup[1]!)),
  billing_address: address(hostile.markup[0]!, hostile.long[0]!, hostile.bidi[0]!),
  shipping_address: address(hostile.long[1]!, hostile.markup[5]!, hostile.unicode[0]!),
  shipping: 0,
  currency: 'SAR',
  payment: 'postpaid',
  message_status: 'failed',
  history: history(['placed', '2026-11-02T09:15:00.000Z', 'store'], ['delivered', '2026-11-04T10:00:00.000Z', 'store']),
});

/** Nothing to show: no items, no addresses, no history, no message yet. */
export const emptyOrder: Order = withTotals({
  ...orderEn,
  id: 7,
  order_id: 'WSL-0007',
  status: 'placed',
  items: [],
  billing_address: address('', '', ''),
  shipping_address: address('', '', ''),
  shipping: 0,
  currency: 'SAR',
  payment: 'none',
  message_status: null,
  history: [],
});

/** The contract's largest order: 500 lines (virtualised in the modal). */
export const longOrder: Order = withTotals({
  ...orderEn,
  id: 500,
  order_id: 'BULK-500',
  items: Array.from({ length: 500 }, (_, index) =>
    item(`Item ${index + 1} · منتج ${index + 1}`, (index % 5) + 1, 10 + (index % 7), `SKU-${index + 1}`),
  ),
  shipping: 0,
  currency: 'AED',
  payment: 'postpaid',
});

export const refundedOrder: Order = withTotals({
  ...orderEn,
  status: 'refunded',
  shipping: 25,
  currency: 'SAR',
  payment: 'prepaid',
  history: [
    ...orderEn.history!,
    ...history(['delivered', '2026-11-05T12:00:00.000Z', 'store'], ['refunded', '2026-11-09T08:00:00.000Z', 'dashboard']),
  ],
});

export const sellers = {
  en: { name: 'Nakhla Coffee Roasters', vatNumber: '310122393500003', address: address('Olaya Street 12', 'Riyadh 12211', 'Saudi Arabia') },
  ar: {
    name: 'محمصة نخلة للقهوة',
    vatNumber: '310122393500003',
    address: address('شارع العليا 12', 'الرياض 12211', 'المملكة العربية السعودية'),
  },
  /** 200 Arabic characters: over the QR's 255-byte field, so no QR can be made. */
  hostile: {
    name: hostile.long[0]!,
    vatNumber: '310122393500003',
    address: address(hostile.markup[2]!, hostile.bidi[1]!, hostile.unicode[3]!),
  },
};
