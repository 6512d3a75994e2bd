import { Check, Minus } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import {
  Checkbox,
  GridList as AriaGridList,
  GridListItem as AriaGridListItem,
  Text,
  type GridListItemProps as AriaGridListItemProps,
  type GridListProps as AriaGridListProps,
} from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { control as checkboxControl } from '../Checkbox/Checkbox.css';
import { EmptyState } from '../EmptyState';
import { fieldStyles } from '../Field';
import { Skeleton } from '../Skeleton';
import * as styles from './GridList.css';

export const gridListSelectionModes = ['none', 'single', 'multiple'] as const;
export type GridListSelectionMode = (typeof gridListSelectionModes)[number];

export interface GridListProps<T extends object> extends Omit<
  AriaGridListProps<T>,
  | 'className'
  | 'style'
  | 'children'
  | 'selectionMode'
  | 'selectionBehavior'
  | 'layout'
  | 'orientation'
  | 'dragAndDropHooks'
  | 'keyboardNavigationBehavior'
  | 'renderEmptyState'
> {
  /** `GridListItem`s, or a function of each of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Adds a checkbox to each row; Space checks the focused row. @default 'none' */
  selectionMode?: GridListSelectionMode;
  /** Shows skeleton rows and marks the list busy. @default false */
  isLoading?: boolean;
  /** @default 3 */
  loadingRowCount?: number;
  /** Shown when there are no rows: an EmptyState with an explanation and the next action. */
  emptyState?: ReactNode;
  className?: string;
}

const loadingWidths = [
  ['42%', '64%'],
  ['36%', '72%'],
  ['48%', '58%'],
] as const;

/**
 * An interactive list of rich rows (agents, quick messages) on react-aria's GridList. Arrow keys move
 * between rows, Tab moves into the focused row's buttons and links, Space checks a row when the list
 * is selectable and Enter opens it (`onAction`). Skeleton rows while loading, an empty state when empty.
 */
export function GridList<T extends object>({
  children,
  selectionMode = 'none',
  isLoading = false,
  loadingRowCount = 3,
  emptyState,
  className,
  items,
  onAction,
  ...props
}: GridListProps<T>) {
  const { t } = useTranslation('data');
  const placeholders = useMemo(
    () => Array.from({ length: loadingRowCount }, (_, index) => ({ id: `loading-${index}`, index })),
    [loadingRowCount],
  );

  return (
    <div aria-busy={isLoading || undefined} className={[styles.container, className].filter(Boolean).join(' ')}>
      {isLoading ? (
        <span role="status" className={fieldStyles.visuallyHidden}>
          {t('gridList.loading')}
        </span>
      ) : null}
      {isLoading ? (
        <AriaGridList {...props} items={placeholders} className={styles.list} keyboardNavigationBehavior="tab">
          {(placeholder) => {
            const [title, description] = loadingWidths[placeholder.index % loadingWidths.length] ?? loadingWidths[0];
            return (
              <AriaGridListItem id={placeholder.id} textValue={t('gridList.loading')} className={styles.item}>
                <span className={styles.content}>
                  <Skeleton width={title} />
                  <Skeleton width={description} />
                </span>
                <Skeleton shape="block" width={72} height={28} className={styles.loadingEnd} />
              </AriaGridListItem>
            );
          }}
        </AriaGridList>
      ) : (
        <AriaGridList
          {...props}
          items={items}
          onAction={onAction}
          selectionMode={selectionMode}
          selectionBehavior="toggle"
          // Tab goes into the focused row's own buttons; arrows still move between rows (see GridListItem).
          keyboardNavigationBehavior="tab"
          className={styles.list}
          renderEmptyState={() => emptyState ?? <EmptyState title={t('gridList.empty')} />}
        >
          {children}
        </AriaGridList>
      )}
    </div>
  );
}

export interface GridListItemProps<T extends object = object> extends Omit<
  AriaGridListItemProps<T>,
  'className' | 'style' | 'children' | 'focusMode' | 'allowsArrowNavigation'
> {
  /** The row's main line (a name, a title). */
  children: ReactNode;
  /** The row's name for screen readers and typeahead; needed when `children` is not plain text. */
  textValue?: string;
  /** A second, muted line (an email, the start of a message). */
  description?: ReactNode;
  /** Before the text: an avatar or an icon. */
  start?: ReactNode;
  /** At the row's end: statuses and the row's own buttons (reachable with Tab). */
  end?: ReactNode;
  className?: string;
}

function SelectionCheckbox() {
  // react-aria names it ("Select") and ties it to the row. Out of the tab order: Space on the row
  // checks it, so Tab goes straight to the row's own buttons.
  return (
    <Checkbox slot="selection" excludeFromTabOrder className={[checkboxControl, styles.selection].join(' ')}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.selectionBox} aria-hidden="true">
          {isIndeterminate ? <Minus size={14} strokeWidth={3} /> : isSelected ? <Check size={14} strokeWidth={3} /> : null}
        </span>
      )}
    </Checkbox>
  );
}

/** One row of a GridList: optional checkbox, a start visual, the text lines, and end content. */
export function GridListItem<T extends object>({
  children,
  textValue,
  description,
  start,
  end,
  className,
  ...props
}: GridListItemProps<T>) {
  return (
    <AriaGridListItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      // With Tab moving inside rows, arrows must still move between rows from a row's button.
      allowsArrowNavigation
      className={[styles.item, className].filter(Boolean).join(' ')}
    >
      {({ selectionMode, selectionBehavior }) => (
        <>
          {selectionMode !== 'none' && selectionBehavior === 'toggle' ? <SelectionCheckbox /> : null}
          {start ? <span className={styles.start}>{start}</span> : null}
          <span className={styles.content}>
            <span className={styles.label}>{children}</span>
            {description ? (
              <Text slot="description" className={styles.description}>
                {description}
              </Text>
            ) : null}
          </span>
          {end ? <span className={styles.end}>{end}</span> : null}
        </>
      )}
    </AriaGridListItem>
  );
}
