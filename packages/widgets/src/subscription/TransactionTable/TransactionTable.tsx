import { addonById, planById } from '@wasl/api/models';
import type { Transaction } from '@wasl/api/types';
import { useTranslation } from '@wasl/i18n';
import { Button, Pagination, Table, useFormat, type TableColumn } from '@wasl/ui';
import { DomainStatusPill } from '../../DomainStatusPill';
import * as styles from './TransactionTable.css';

export interface TransactionTableProps {
  transactions: readonly Transaction[];
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Downloads every transaction as CSV. */
  onExport: () => void;
  isExporting?: boolean;
  isLoading?: boolean;
}

/** SPEC §3's transactions: package, type, date, time, cost (SAR, with VAT as charged), status; paged, with a CSV export. */
export function TransactionTable({
  transactions,
  page,
  totalPages,
  onPageChange,
  onExport,
  isExporting = false,
  isLoading = false,
}: TransactionTableProps) {
  const { t, i18n } = useTranslation('subscription');
  const format = useFormat();
  /** The package in the merchant's language from its catalogue id; the stored (English) label when it is no longer sold. */
  const packageName = (x: Transaction): string => {
    const item = x.package_id === null ? undefined : x.package_type === 'plan' ? planById(x.package_id) : addonById(x.package_id);
    if (!item) return x.package;
    const name = i18n.language === 'ar' ? item.name_ar : item.name;
    return x.package_type === 'coins' ? t('transactions.packageQuantity', { name, quantity: format.number(x.quantity) }) : name;
  };
  const columns: TableColumn<Transaction>[] = [
    {
      id: 'package',
      header: t('transactions.package'),
      isRowHeader: true,
      width: '2fr',
      cell: (x) => <bdi className={styles.pkg}>{packageName(x)}</bdi>,
    },
    { id: 'type', header: t('transactions.type'), cell: (x) => t(`transactions.types.${x.package_type}`) },
    { id: 'date', header: t('transactions.date'), cell: (x) => format.date(x.date) },
    { id: 'time', header: t('transactions.time'), cell: (x) => <bdi className={styles.amount}>{x.time}</bdi> },
    {
      id: 'cost',
      header: t('transactions.cost'),
      cell: (x) => <span className={styles.amount}>{format.currency(x.cost, { currency: x.currency })}</span>,
    },
    { id: 'status', header: t('transactions.status'), cell: (x) => <DomainStatusPill domain="transaction" status={x.status} size="sm" /> },
  ];
  return (
    <section className={styles.wrap} aria-labelledby="transactions-heading">
      <div className={styles.header}>
        <h2 id="transactions-heading" className={styles.heading}>
          {t('transactions.title')}
        </h2>
        <Button variant="secondary" size="sm" onPress={onExport} isPending={isExporting} isDisabled={transactions.length === 0}>
          {t('transactions.export')}
        </Button>
      </div>
      <Table
        aria-label={t('transactions.title')}
        columns={columns}
        rows={transactions}
        isLoading={isLoading}
        emptyState={t('transactions.empty')}
      />
      {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} /> : null}
    </section>
  );
}
