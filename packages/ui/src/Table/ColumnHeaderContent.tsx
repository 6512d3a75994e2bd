import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { SortDirection } from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Table.css';

/** A column header's name and, when it sorts, the arrow of its direction (both tables). */
export function ColumnHeaderContent({ header, sortable, direction }: { header: string; sortable: boolean; direction?: SortDirection }) {
  return (
    <span className={styles.columnContent} data-sort-direction={direction}>
      {header}
      {sortable ? (
        <span className={styles.sortIcon}>
          <Icon icon={direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ChevronsUpDown} size={16} />
        </span>
      ) : null}
    </span>
  );
}
