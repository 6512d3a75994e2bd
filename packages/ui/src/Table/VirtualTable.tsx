import {
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type UIEvent,
} from 'react';
import { Check, Minus } from 'lucide-react';
import { useLocale, type Key, type Selection, type SortDescriptor } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { Icon } from '../Icon';
import { ColumnHeaderContent } from './ColumnHeaderContent';
import { gridKeyAction, type GridPosition } from './gridKeyboard';
import type { TableColumn, TableDensity, TableSelectionMode } from './types';
import * as styles from './Table.css';
import * as virtual from './VirtualTable.css';

/** Rows rendered above and below the visible ones, so a fast scroll does not show blank space. */
const overscan = 6;

export interface VirtualTableProps<T extends { id: Key }> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly TableColumn<T>[];
  /** Already sorted. */
  rows: readonly T[];
  density: TableDensity;
  selectionMode: TableSelectionMode;
  selection: Selection;
  onSelectionChange: (keys: Selection) => void;
  sortDescriptor?: SortDescriptor;
  onSortChange: (descriptor: SortDescriptor) => void;
  height?: CSSProperties['blockSize'];
  onRowAction?: (key: Key) => void;
  className?: string;
}

function trackSize(width: TableColumn<unknown>['width']): string {
  if (width === undefined || width === null) return 'minmax(8rem, 1fr)';
  if (typeof width === 'number') return `${width}px`;
  return String(width);
}

function nextSort(current: SortDescriptor | undefined, column: string): SortDescriptor {
  return {
    column,
    direction: current?.column === column && current.direction === 'ascending' ? 'descending' : 'ascending',
  };
}

interface BodyRowProps<T extends { id: Key }> {
  item: T;
  index: number;
  columns: readonly TableColumn<T>[];
  rowHeaderIndex: number;
  showSelection: boolean;
  isSelected: boolean;
  /** The focused column when the keyboard is on this row, else -1. */
  focusedCol: number;
  rowHeight: number;
  templateColumns: string;
  density: TableDensity;
  idPrefix: string;
  selectLabel: string;
}

/**
 * One row: memoised, so a scroll re-renders only the rows that enter the window, not the ones
 * that stay in it.
 */
const BodyRow = memo(function BodyRow<T extends { id: Key }>({
  item,
  index,
  columns,
  rowHeaderIndex,
  showSelection,
  isSelected,
  focusedCol,
  rowHeight,
  templateColumns,
  density,
  idPrefix,
  selectLabel,
}: BodyRowProps<T>) {
  const offset = showSelection ? 1 : 0;
  const rowHeaderId = `${idPrefix}-r${index}-h`;
  const checkboxId = `${idPrefix}-r${index}-s`;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={showSelection ? isSelected : undefined}
      data-row={index}
      data-selected={isSelected || undefined}
      className={[styles.row({ density }), virtual.row].join(' ')}
      style={{ insetBlockStart: index * rowHeight, blockSize: rowHeight, gridTemplateColumns: templateColumns }}
    >
      {showSelection ? (
        <div
          role="gridcell"
          aria-colindex={1}
          data-col={0}
          className={[styles.cell({ density }), virtual.cell, virtual.selectionCell].join(' ')}
        >
          <span className={virtual.checkbox}>
            <input
              id={checkboxId}
              type="checkbox"
              className={virtual.checkboxInput}
              checked={isSelected}
              tabIndex={focusedCol === 0 ? 0 : -1}
              aria-label={selectLabel}
              aria-labelledby={`${checkboxId} ${rowHeaderId}`}
              data-select-row={index}
              readOnly
            />
            <span className={virtual.checkboxBox} aria-hidden="true">
              {isSelected ? <Icon icon={Check} size={16} /> : null}
            </span>
          </span>
        </div>
      ) : null}
      {columns.map((column, columnIndex) => {
        const col = columnIndex + offset;
        const isRowHeader = columnIndex === rowHeaderIndex;
        return (
          <div
            key={column.id}
            id={isRowHeader ? rowHeaderId : undefined}
            role={isRowHeader ? 'rowheader' : 'gridcell'}
            aria-colindex={col + 1}
            data-col={col}
            data-align={column.align ?? 'start'}
            tabIndex={focusedCol === col ? 0 : -1}
            className={[styles.cell({ density }), virtual.cell].join(' ')}
          >
            <span className={virtual.cellContent}>{column.cell(item)}</span>
          </div>
        );
      })}
    </div>
  );
}) as <T extends { id: Key }>(props: BodyRowProps<T>) => React.ReactElement;

/**
 * The long-list table: an ARIA grid that renders only the rows in view (plus a few), with
 * `aria-rowcount`/`aria-rowindex` so screen readers know the whole size, one roving tab stop,
 * and the keyboard model of react-aria's Table (arrows, Home/End, Ctrl+Home/End, Page Up/Down,
 * Space selects, Enter opens or sorts). react-aria's own Table builds a node for every row and
 * cell before it virtualises, which costs about a second for 10,000 rows; this one costs the
 * visible rows only. Used by `Table` when `virtualized` is set.
 */
export function VirtualTable<T extends { id: Key }>({
  columns,
  rows,
  density,
  selectionMode,
  selection,
  onSelectionChange,
  sortDescriptor,
  onSortChange,
  height,
  onRowAction,
  className,
  ...labelling
}: VirtualTableProps<T>) {
  const { t } = useTranslation('data');
  const { direction } = useLocale();
  const idPrefix = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const rowHeight = styles.rowHeights[density];
  const showSelection = selectionMode !== 'none';
  const offset = showSelection ? 1 : 0;
  const colCount = columns.length + offset;
  const explicitRowHeader = columns.findIndex((column) => column.isRowHeader);
  const rowHeaderIndex = explicitRowHeader === -1 ? 0 : explicitRowHeader;

  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(typeof height === 'number' ? height : 600);
  const [focus, setFocus] = useState<GridPosition>({ row: rows.length > 0 ? 0 : -1, col: offset });
  // Set when the keyboard moved: after the render, DOM focus follows the position.
  const moveFocus = useRef(false);

  const templateColumns = useMemo(
    () => [...(showSelection ? ['44px'] : []), ...columns.map((column) => trackSize(column.width as never))].join(' '),
    [columns, showSelection],
  );

  const isSelected = useCallback((key: Key) => selection === 'all' || selection.has(key), [selection]);
  const selectedCount = selection === 'all' ? rows.length : rows.reduce((count, row) => count + (selection.has(row.id) ? 1 : 0), 0);

  const toggleRow = useCallback(
    (key: Key) => {
      if (selectionMode === 'none') return;
      if (selectionMode === 'single') {
        onSelectionChange(new Set(isSelected(key) ? [] : [key]));
        return;
      }
      const next = new Set(selection === 'all' ? rows.map((row) => row.id) : selection);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      onSelectionChange(next);
    },
    [selectionMode, selection, rows, isSelected, onSelectionChange],
  );
  const toggleAll = () => {
    onSelectionChange(selectedCount === rows.length && rows.length > 0 ? new Set() : new Set(rows.map((row) => row.id)));
  };

  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    setViewport(grid.clientHeight);
    const observer = new ResizeObserver(() => setViewport(grid.clientHeight));
    observer.observe(grid);
    return () => observer.disconnect();
  }, []);

  // Rows can shrink (a filter): keep the position inside them.
  const focusRow = Math.min(focus.row, rows.length - 1);

  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    const grid = gridRef.current;
    if (!grid) return;
    const header = grid.querySelector<HTMLElement>('[data-header-row]');
    const headerHeight = header?.offsetHeight ?? rowHeight;
    if (focusRow >= 0) {
      // Keep the row below the sticky header and above the bottom edge.
      const top = focusRow * rowHeight;
      const viewTop = grid.scrollTop;
      const viewBottom = viewTop + grid.clientHeight - headerHeight;
      if (top < viewTop) grid.scrollTop = top;
      else if (top + rowHeight > viewBottom) grid.scrollTop = top + rowHeight - (grid.clientHeight - headerHeight);
    }
    const rowElement = focusRow < 0 ? header : grid.querySelector<HTMLElement>(`[role="row"][data-row="${focusRow}"]`);
    const cell = rowElement?.querySelector<HTMLElement>(`[data-col="${focus.col}"]`);
    const target = cell?.querySelector<HTMLElement>('input') ?? cell;
    target?.focus({ preventScroll: true });
  });

  const pageRows = Math.max(1, Math.floor((viewport - rowHeight) / rowHeight));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = gridKeyAction(
      { key: event.key, ctrl: event.ctrlKey || event.metaKey, fromCheckbox: event.target instanceof HTMLInputElement },
      {
        focus: { row: focusRow, col: focus.col },
        rowCount: rows.length,
        colCount,
        pageRows,
        direction,
        selectionMode,
        hasSelectionColumn: showSelection,
        hasRowAction: onRowAction !== undefined,
        hasSelectedRows: selectedCount > 0,
        isSortable: (col) => columns[col - offset]?.sortValue !== undefined,
      },
    );
    if (!action) return;
    switch (action.type) {
      case 'move':
        // After the render, DOM focus follows the position.
        moveFocus.current = true;
        setFocus(action.to);
        break;
      case 'toggleAll':
        toggleAll();
        break;
      case 'sort': {
        const column = columns[action.col - offset];
        if (column) onSortChange(nextSort(sortDescriptor, column.id));
        break;
      }
      case 'toggleRow': {
        const item = rows[action.row];
        if (item) toggleRow(item.id);
        break;
      }
      case 'rowAction': {
        const item = rows[action.row];
        if (item) onRowAction?.(item.id);
        break;
      }
      case 'selectAll':
        onSelectionChange(new Set(rows.map((item) => item.id)));
        break;
      case 'clearSelection':
        onSelectionChange(new Set());
        break;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  // A pointer puts the keyboard where it clicked; a click on a row selects it or opens it.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-col]');
    const rowElement = target.closest<HTMLElement>('[role="row"]');
    if (!cell || !rowElement) return;
    const col = Number(cell.dataset.col);
    if (rowElement.hasAttribute('data-header-row')) {
      setFocus({ row: -1, col });
      const column = columns[col - offset];
      if (showSelection && col === 0 && selectionMode === 'multiple') toggleAll();
      else if (column?.sortValue) onSortChange(nextSort(sortDescriptor, column.id));
      return;
    }
    const index = Number(rowElement.dataset.row);
    const item = rows[index];
    if (!item) return;
    setFocus({ row: index, col });
    if (showSelection) toggleRow(item.id);
    else onRowAction?.(item.id);
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop);

  // Rows are recycled: a row that leaves the window hands its DOM (and its cells' component
  // state) to the one that enters, keyed by slot, so a scroll frame updates a few rows instead of
  // unmounting and mounting them. The focused row is keyed by its id, so it is never recycled
  // under the keyboard.
  const poolSize = Math.ceil(viewport / rowHeight) + 2 * overscan + 2;
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(rows.length - 1, Math.ceil((scrollTop + viewport) / rowHeight) + overscan);
  const indices: number[] = [];
  for (let index = first; index <= last; index += 1) indices.push(index);
  // The focused row stays in the DOM when it scrolls away, so focus is never lost to <body>.
  // It keeps its place in the DOM order too: screen readers in browse mode read rows in DOM order.
  if (focusRow >= 0 && focusRow < first) indices.unshift(focusRow);
  if (focusRow > last) indices.push(focusRow);

  const allSelected = rows.length > 0 && selectedCount === rows.length;
  const headerTabIndex = (col: number) => (focusRow < 0 && focus.col === col ? 0 : -1);

  return (
    <div
      {...labelling}
      ref={gridRef}
      role="grid"
      aria-rowcount={rows.length + 1}
      aria-colcount={colCount}
      aria-multiselectable={selectionMode === 'multiple' || undefined}
      data-density={density}
      className={[styles.container, virtual.grid, className].filter(Boolean).join(' ')}
      style={{ blockSize: height }}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onScroll={onScroll}
    >
      <div role="rowgroup" className={virtual.headerGroup}>
        <div
          role="row"
          aria-rowindex={1}
          data-header-row=""
          className={virtual.headerRow}
          style={{ gridTemplateColumns: templateColumns, blockSize: rowHeight }}
        >
          {showSelection ? (
            <div
              role="columnheader"
              aria-colindex={1}
              data-col={0}
              className={[styles.column, virtual.headerCell, virtual.selectionCell].join(' ')}
            >
              {selectionMode === 'multiple' ? (
                <span className={virtual.checkbox}>
                  <input
                    type="checkbox"
                    className={virtual.checkboxInput}
                    checked={allSelected}
                    ref={(input) => {
                      if (input) input.indeterminate = selectedCount > 0 && !allSelected;
                    }}
                    tabIndex={headerTabIndex(0)}
                    aria-label={t('table.selectAll')}
                    readOnly
                  />
                  <span className={virtual.checkboxBox} aria-hidden="true">
                    {allSelected ? <Icon icon={Check} size={16} /> : selectedCount > 0 ? <Icon icon={Minus} size={16} /> : null}
                  </span>
                </span>
              ) : (
                <span className={styles.visuallyHidden}>{t('table.selection')}</span>
              )}
            </div>
          ) : null}
          {columns.map((column, columnIndex) => {
            const col = columnIndex + offset;
            const sortDirection = sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;
            return (
              <div
                key={column.id}
                role="columnheader"
                aria-colindex={col + 1}
                aria-sort={sortDirection ?? (column.sortValue ? 'none' : undefined)}
                data-col={col}
                data-align={column.align ?? 'start'}
                data-allows-sorting={column.sortValue ? '' : undefined}
                tabIndex={headerTabIndex(col)}
                className={[styles.column, virtual.headerCell].join(' ')}
              >
                <ColumnHeaderContent header={column.header} sortable={column.sortValue !== undefined} direction={sortDirection} />
              </div>
            );
          })}
        </div>
      </div>
      <div role="rowgroup" className={virtual.body} style={{ blockSize: rows.length * rowHeight }}>
        {indices.map((index) => {
          const item = rows[index] as T;
          return (
            <BodyRow
              key={index === focusRow ? `row:${String(item.id)}` : `slot:${index % poolSize}`}
              item={item}
              index={index}
              columns={columns}
              rowHeaderIndex={rowHeaderIndex}
              showSelection={showSelection}
              isSelected={showSelection && isSelected(item.id)}
              focusedCol={focusRow === index ? focus.col : -1}
              rowHeight={rowHeight}
              templateColumns={templateColumns}
              density={density}
              idPrefix={idPrefix}
              selectLabel={t('table.selectRow')}
            />
          );
        })}
      </div>
    </div>
  );
}
