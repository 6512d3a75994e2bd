import { useEffect, useState } from 'react';
import { orderStatuses, type OrderStatusName } from '@wasl/api/models';
import type { Order } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import {
  Button,
  EmptyState,
  Link,
  MonthPicker,
  Pagination,
  SearchField,
  Select,
  SelectItem,
  Table,
  formatMonthKey,
  useFormat,
  type TableColumn,
} from '@wasl/ui';
import { DomainStatusPill } from '@wasl/widgets/DomainStatusPill';
import { displayPhone } from '@wasl/widgets/orders';
import { ErrorState } from '../../shell/ErrorState';
import { ordersListAtom, type OrdersQuery } from '../../state/orders';
import { param, useUrlQuery } from '../../state/urlQuery';
import { useResource } from '../../state/useResource';
import * as screens from '../screens.css';
import { OrderDetail } from './OrderDetail';
import * as styles from './orders.css';

/** A page longer than this renders only its visible rows (the server pages by 20; a store may send more). */
const VIRTUAL_FROM = 50;
const SEARCH_DELAY_MS = 300;

/**
 * /orders (SPEC §2, §3): the month's orders (default the current month), searchable and filtered by
 * status, paged from 1; a row opens the order in the OrderModal, the invoice column its printable page. The month, page,
 * search and status are in the URL (`?month=2026-10&status=packed&page=2`): a reload or a shared link keeps them.
 */
export function Orders() {
  const { t } = useTranslation('orders');
  // Without `?month=` the current month (SPEC §9).
  const [{ month, page, search, status }, setQuery] = useUrlQuery({
    month: param.month,
    page: param.page,
    search: param.text,
    status: param.oneOf(orderStatuses),
  });
  const [typed, setTyped] = useState(search);
  // The open order: outside the results, so a failed refetch of the list does not close it.
  const [opened, setOpened] = useState<Order | null>(null);

  // The search is sent once typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== search) setQuery({ search: typed.trim(), page: 1 });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setQuery]);

  const query: OrdersQuery = { month: formatMonthKey(month), page, search, status };
  return (
    <section className={screens.page} aria-labelledby="page-heading">
      <h1 id="page-heading" className={screens.heading}>
        {t('screen.title')}
      </h1>
      <div className={styles.filters} role="group" aria-label={t('screen.filters')}>
        <MonthPicker label={t('screen.month')} value={month} onChange={(value) => setQuery({ month: value, page: 1 })} />
        <SearchField
          label={t('screen.search')}
          placeholder={t('screen.searchPlaceholder')}
          value={typed}
          onChange={setTyped}
          onSubmit={() => setQuery({ search: typed.trim(), page: 1 })}
        />
        <StatusFilter status={status} onChange={(value) => setQuery({ status: value, page: 1 })} />
      </div>
      <OrdersResults
        query={query}
        onPageChange={(next) => setQuery({ page: next })}
        onOpen={setOpened}
        onClearFilters={() => {
          setTyped('');
          setQuery({ search: '', status: null, page: 1 });
        }}
      />
      {opened ? <OrderDetail key={opened.id} listed={opened} onClose={() => setOpened(null)} /> : null}
    </section>
  );
}

function StatusFilter({ status, onChange }: { status: OrderStatusName | null; onChange: (status: OrderStatusName | null) => void }) {
  const { t } = useTranslation('orders');
  const { t: tData } = useTranslation('data');
  return (
    <Select
      label={t('screen.status')}
      value={status ?? 'all'}
      onChange={(key) => onChange(key === 'all' || key === null ? null : (key as OrderStatusName))}
    >
      <SelectItem id="all">{t('screen.allStatuses')}</SelectItem>
      {orderStatuses.map((name) => (
        <SelectItem key={name} id={name}>
          {tData(`status.order.${name}`)}
        </SelectItem>
      ))}
    </Select>
  );
}

interface OrdersResultsProps {
  query: OrdersQuery;
  onPageChange: (page: number) => void;
  onOpen: (order: Order) => void;
  onClearFilters: () => void;
}

function OrdersResults({ query, onPageChange, onOpen, onClearFilters }: OrdersResultsProps) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const orders = useResource(ordersListAtom(query));
  const columns = useOrderColumns();
  const monthLabel = format.monthYear(query.month);

  if (orders.status === 'error') return <ErrorState messageKey={orders.messageKey} onRetry={orders.retry} headingLevel={1} />;
  const rows = orders.status === 'ready' ? orders.data.orders : [];
  const filtered = query.search !== '' || query.status !== null;
  const virtualized = rows.length > VIRTUAL_FROM;
  return (
    <div className={styles.results}>
      <Table
        aria-label={t('screen.tableLabel', { month: monthLabel })}
        columns={columns}
        rows={rows}
        sortRows={false}
        isLoading={orders.status === 'loading'}
        virtualized={virtualized}
        height={virtualized ? 560 : undefined}
        onRowAction={(key) => {
          const row = rows.find((candidate) => candidate.id === key);
          if (row) onOpen(row);
        }}
        emptyState={
          filtered ? (
            <EmptyState
              title={t('screen.noMatchTitle')}
              description={t('screen.noMatchText')}
              action={
                <Button variant="secondary" onPress={onClearFilters}>
                  {t('screen.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('screen.emptyTitle', { month: monthLabel })} description={t('screen.emptyText')} />
          )
        }
      />
      {orders.status === 'ready' && orders.data.total_pages > 1 ? (
        <div className={styles.footer}>
          <Pagination aria-label={t('screen.pages')} page={query.page} totalPages={orders.data.total_pages} onPageChange={onPageChange} />
        </div>
      ) : null}
    </div>
  );
}

/** SPEC §3's columns: order id, contact phone, order date, last updated, total, status, invoice. */
function useOrderColumns(): TableColumn<Order>[] {
  const { t } = useTranslation('orders');
  const format = useFormat();
  return [
    {
      id: 'orderId',
      header: t('screen.columns.orderId'),
      isRowHeader: true,
      cell: (order) => <bdi>{order.order_id}</bdi>,
    },
    {
      id: 'contact',
      header: t('screen.columns.contact'),
      cell: (order) => (
        <bdi dir="ltr" className={styles.nowrap}>
          {displayPhone(order.contact)}
        </bdi>
      ),
    },
    {
      id: 'orderDate',
      header: t('screen.columns.orderDate'),
      cell: (order) => <time dateTime={order.order_date}>{format.date(order.order_date)}</time>,
    },
    {
      id: 'lastUpdated',
      header: t('screen.columns.lastUpdated'),
      cell: (order) => <time dateTime={order.last_updated}>{format.date(order.last_updated)}</time>,
    },
    {
      id: 'total',
      header: t('screen.columns.total'),
      align: 'end',
      cell: (order) => <span className={styles.nowrap}>{format.currency(order.total, { currency: order.finance.currency })}</span>,
    },
    {
      id: 'status',
      header: t('screen.columns.status'),
      cell: (order) => <DomainStatusPill domain="order" status={order.status} size="sm" />,
    },
    {
      id: 'invoice',
      header: t('screen.columns.invoice'),
      cell: (order) => (
        <Link href={`/orders/${order.id}/invoice`} aria-label={t('screen.invoiceOf', { orderId: order.order_id })}>
          {t('screen.viewInvoice')}
        </Link>
      ),
    },
  ];
}
