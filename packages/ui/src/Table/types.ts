import type { ReactNode } from 'react';
import type { ColumnProps } from 'react-aria-components';

// What both tables (react-aria's and the virtualised one) take: their own module, so neither
// table imports the other for its types.
export const tableDensities = ['comfortable', 'compact'] as const;
export type TableDensity = (typeof tableDensities)[number];
export const tableSelectionModes = ['none', 'single', 'multiple'] as const;
export type TableSelectionMode = (typeof tableSelectionModes)[number];

export interface TableColumn<T> {
  id: string;
  /** The translated column name. */
  header: string;
  /** What the cell shows for a row (text, a StatusPill, a formatted amount). */
  cell: (row: T) => ReactNode;
  /** Makes the column sortable; the value rows are compared by (strings by the locale's collation). */
  sortValue?: (row: T) => string | number | Date;
  /** The cell that names the row for screen readers (an order id, a name). The first column by default. */
  isRowHeader?: boolean;
  /** A width: pixels, a percentage or a fraction (`'2fr'`). */
  width?: ColumnProps['defaultWidth'];
  /** Numbers and amounts align to the end. @default 'start' */
  align?: 'start' | 'center' | 'end';
}
