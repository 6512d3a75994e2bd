/**
 * The Table benchmark page: 10,000 order rows in the virtualised Table, built by Vite and loaded
 * by scripts/bench-table.mjs in headless Chromium. It records the time from the start of the
 * first React render to the first frame painted after it in `window.__bench`.
 */
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import { applyLocale, createI18n, I18nextProvider, intlLocale, type Locale } from '@wasl/i18n';
import '@wasl/tokens';
import { createFormatters } from '../../packages/ui/src/format/format';
import { Table, type TableColumn } from '../../packages/ui/src/Table';
import { DomainStatusPill, statusesOf, type StatusOf } from '../../packages/widgets/src/DomainStatusPill';

declare global {
  interface Window {
    __bench?: { firstRender: number; rows: number };
  }
}

const locale: Locale = new URLSearchParams(location.search).get('locale') === 'ar' ? 'ar' : 'en';
applyLocale(locale);
const rowCount = 10_000;
/** Every order status after "placed" (the fixtures show orders that have moved at least once). */
const statuses = statusesOf('order').filter((status) => status !== 'placed');
const names = [
  'Sara Al-Qahtani',
  'Omar Haddad',
  'Lina Farouk',
  'Yousef Al-Harbi',
  'سارة القحطاني',
  'عمر حداد',
  'لينا فاروق',
  'يوسف الحربي',
];

interface Order {
  id: string;
  customer: string;
  total: number;
  status: StatusOf<'order'>;
  date: string;
}

const rows: Order[] = Array.from({ length: rowCount }, (_, index) => ({
  id: `WSL-${10001 + index}`,
  customer: names[index % names.length] ?? '',
  total: ((index * 3779) % 250000) / 100 + 25,
  status: statuses[(index * 7) % statuses.length] ?? 'packed',
  date: new Date(Date.UTC(2026, 10, 22 - (index % 28), 9)).toISOString(),
}));

const format = createFormatters({ locale, timeZone: 'Asia/Riyadh' });
const columns: TableColumn<Order>[] = [
  { id: 'id', header: 'Order', cell: (order) => order.id, sortValue: (order) => order.id, isRowHeader: true, width: 140 },
  { id: 'customer', header: 'Customer', cell: (order) => order.customer, sortValue: (order) => order.customer },
  { id: 'date', header: 'Date', cell: (order) => format.date(order.date), sortValue: (order) => order.date, width: 160 },
  { id: 'status', header: 'Status', cell: (order) => <DomainStatusPill domain="order" status={order.status} size="sm" />, width: 200 },
  {
    id: 'total',
    header: 'Total',
    cell: (order) => format.currency(order.total),
    sortValue: (order) => order.total,
    align: 'end',
    width: 160,
  },
];

const i18n = createI18n(locale);
const start = performance.now();

function Done() {
  useLayoutEffect(() => {
    // Committed; the next animation frame is the first one painted with the table in it.
    requestAnimationFrame(() => {
      setTimeout(() => {
        window.__bench = { firstRender: performance.now() - start, rows: rowCount };
      }, 0);
    });
  }, []);
  return null;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={intlLocale(locale)}>
        <Table aria-label="Orders" columns={columns} rows={rows} virtualized height={600} density="compact" selectionMode="multiple" />
        <Done />
      </I18nProvider>
    </I18nextProvider>
  </StrictMode>,
);
