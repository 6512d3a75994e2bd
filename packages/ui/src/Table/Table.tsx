import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import {
  Cell,
  Checkbox,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  useLocale,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { Skeleton } from '../Skeleton';
import { ColumnHeaderContent } from './ColumnHeaderContent';
import * as styles from './Table.css';
import type { TableColumn, TableDensity, TableSelectionMode } from './types';
import { VirtualTable } from './VirtualTable';

export { tableDensities, tableSelectionModes, type TableColumn, type TableDensity, type TableSelectionMode } from './types';
export type { SortDescriptor, Selection, Key };

export interface TableProps<T extends { id: Key }> {
  /** The table's name; or give `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** @default 'comfortable' */
  density?: TableDensity;
  /** Adds a checkbox column; `multiple` also gets "select all" in the header. @default 'none' */
  selectionMode?: TableSelectionMode;
  selectedKeys?: Selection;
  defaultSelectedKeys?: Selection;
  onSelectionChange?: (keys: Selection) => void;
  /** Controlled sort; leave it out to let the table keep its own. */
  sortDescriptor?: SortDescriptor;
  defaultSortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Sort rows here with the columns' `sortValue`; turn off when the server sorts. @default true */
  sortRows?: boolean;
  /** Shows skeleton rows shaped like the data and marks the table busy. @default false */
  isLoading?: boolean;
  /** @default 5 */
  loadingRowCount?: number;
  /** Shown when there are no rows: an EmptyState with an explanation and the next action. */
  emptyState?: ReactNode;
  /** Render only the visible rows (long lists). Needs `height`. @default false */
  virtualized?: boolean;
  /** Height of the scroll area; the header stays in view while the rows scroll. */
  height?: CSSProperties['blockSize'];
  /** Called when a row is opened (Enter, or a click when nothing is selectable). */
  onRowAction?: (key: Key) => void;
  className?: string;
}

function compare(a: string | number | Date, b: string | number | Date, collator: Intl.Collator): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  const x = a instanceof Date ? a.getTime() : Number(a);
  const y = b instanceof Date ? b.getTime() : Number(b);
  return x - y;
}

/** Sorts rows by a column's `sortValue`; exported for callers that sort outside the table. */
export function sortTableRows<T>(
  rows: readonly T[],
  columns: readonly TableColumn<T>[],
  descriptor: SortDescriptor | undefined,
  locale: string,
): readonly T[] {
  const column = descriptor && columns.find((candidate) => candidate.id === descriptor.column);
  if (!descriptor || !column?.sortValue) return rows;
  const value = column.sortValue;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = descriptor.direction === 'descending' ? -1 : 1;
  return [...rows].sort((a, b) => sign * compare(value(a), value(b), collator));
}

function SelectionCheckbox() {
  // react-aria names it ("Select", "Select all") in the current language.
  return (
    <Checkbox slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.checkboxBox}>
          {isIndeterminate ? <Icon icon={Minus} size={16} /> : isSelected ? <Icon icon={Check} size={16} /> : null}
        </span>
      )}
    </Checkbox>
  );
}

const loadingWidths = ['72%', '56%', '80%', '64%', '48%'];

/**
 * A data table on react-aria's Table: keyboard navigation by cell, sorting with `aria-sort`,
 * single or multiple selection with a checkbox column, a sticky header, skeleton rows while
 * loading, an empty state, two densities, and virtualised rendering for long lists.
 */
export function Table<T extends { id: Key }>({
  columns,
  rows,
  density = 'comfortable',
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  sortDescriptor,
  defaultSortDescriptor,
  onSortChange,
  sortRows = true,
  isLoading = false,
  loadingRowCount = 5,
  emptyState,
  virtualized = false,
  height,
  onRowAction,
  className,
  ...labelling
}: TableProps<T>) {
  const { t } = useTranslation('data');
  const { locale } = useLocale();
  const [ownSort, setOwnSort] = useState<SortDescriptor | undefined>(defaultSortDescriptor);
  const sort = sortDescriptor ?? ownSort;
  const handleSortChange = (descriptor: SortDescriptor) => {
    if (sortDescriptor === undefined) setOwnSort(descriptor);
    onSortChange?.(descriptor);
  };

  const [ownSelection, setOwnSelection] = useState<Selection>(defaultSelectedKeys ?? new Set());
  const selection = selectedKeys ?? ownSelection;
  const handleSelectionChange = (keys: Selection) => {
    if (selectedKeys === undefined) setOwnSelection(keys);
    onSelectionChange?.(keys);
  };

  const sorted = useMemo(() => (sortRows ? sortTableRows(rows, columns, sort, locale) : rows), [rows, columns, sort, locale, sortRows]);
  const placeholders = useMemo(
    () => Array.from({ length: loadingRowCount }, (_, index) => ({ id: `loading-${index}`, index })),
    [loadingRowCount],
  );
  if (virtualized && !isLoading && sorted.length > 0) {
    return (
      <VirtualTable
        {...labelling}
        columns={columns}
        rows={sorted}
        density={density}
        selectionMode={selectionMode}
        selection={selection}
        onSelectionChange={handleSelectionChange}
        sortDescriptor={sort}
        onSortChange={handleSortChange}
        height={height}
        onRowAction={onRowAction}
        className={className}
      />
    );
  }

  const hasRowHeader = columns.some((column) => column.isRowHeader);
  const showSelection = selectionMode !== 'none' && !isLoading;
  const cellClass = styles.cell({ density });
  const rowClass = styles.row({ density });

  const header = (
    <TableHeader className={styles.header}>
      {showSelection ? (
        <Column id="__selection" width={44} minWidth={44} className={[styles.column, styles.selectionCell].join(' ')}>
          {selectionMode === 'multiple' ? <SelectionCheckbox /> : <span className={styles.visuallyHidden}>{t('table.selection')}</span>}
        </Column>
      ) : null}
      {columns.map((column, index) => (
        <Column
          key={column.id}
          id={column.id}
          isRowHeader={column.isRowHeader ?? (!hasRowHeader && index === 0)}
          allowsSorting={!isLoading && column.sortValue !== undefined}
          defaultWidth={column.width}
          data-align={column.align ?? 'start'}
          className={styles.column}
          style={{ blockSize: styles.rowHeights[density] }}
        >
          {({ allowsSorting, sortDirection }) => (
            <ColumnHeaderContent header={column.header} sortable={allowsSorting} direction={sortDirection} />
          )}
        </Column>
      ))}
    </TableHeader>
  );

  const body = isLoading ? (
    <TableBody items={placeholders}>
      {(placeholder) => (
        <Row id={placeholder.id} textValue={t('table.loading')} className={rowClass}>
          {columns.map((column, index) => (
            <Cell key={column.id} className={cellClass} data-align={column.align ?? 'start'}>
              <Skeleton width={loadingWidths[(placeholder.index + index) % loadingWidths.length]} />
            </Cell>
          ))}
        </Row>
      )}
    </TableBody>
  ) : (
    <TableBody items={sorted} renderEmptyState={() => emptyState ?? <EmptyState title={t('table.empty')} />}>
      {(item) => (
        <Row id={item.id} className={rowClass}>
          {showSelection ? (
            <Cell className={[cellClass, styles.selectionCell].join(' ')}>
              <SelectionCheckbox />
            </Cell>
          ) : null}
          {columns.map((column) => (
            <Cell key={column.id} className={cellClass} data-align={column.align ?? 'start'}>
              {/* A function child runs when react-aria renders the cell, not when it builds the collection. */}
              {() => column.cell(item)}
            </Cell>
          ))}
        </Row>
      )}
    </TableBody>
  );

  const table = (
    <AriaTable
      {...labelling}
      className={styles.table}
      data-density={density}
      selectionMode={showSelection ? selectionMode : 'none'}
      selectionBehavior="toggle"
      selectedKeys={selection}
      onSelectionChange={handleSelectionChange}
      sortDescriptor={sort}
      onSortChange={handleSortChange}
      onRowAction={onRowAction}
    >
      {header}
      {body}
    </AriaTable>
  );

  return (
    <div
      aria-busy={isLoading || undefined}
      className={[styles.container, className].filter(Boolean).join(' ')}
      style={{ blockSize: virtualized ? height : undefined, maxBlockSize: virtualized ? undefined : height }}
    >
      {isLoading ? (
        <span role="status" className={styles.visuallyHidden}>
          {t('table.loading')}
        </span>
      ) : null}
      {table}
    </div>
  );
}
