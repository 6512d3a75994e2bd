import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button, useLocale, VisuallyHidden } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { ChevronEndIcon, ChevronStartIcon } from '../Icon';
import { pageRange } from './pageRange';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The current page; pages start at 1 (SPEC: `current_page`). */
  page: number;
  /** The number of pages (SPEC: `total_pages`). */
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one. @default 1 */
  siblings?: number;
  /** Names the navigation landmark. @default the translated "Pagination" */
  'aria-label'?: string;
  className?: string;
}

/**
 * Moves through a paged list (orders, agents, campaigns, tickets). Pages start at 1; previous and
 * next point the reading direction's way; the current page and the page count are announced.
 * Every button is a Tab stop, and the arrow keys move between them (mirrored in Arabic), with
 * Home and End for the first and last. Not for infinite lists (use the virtualised Table).
 */
export function Pagination({ page, totalPages, onPageChange, siblings = 1, 'aria-label': label, className }: PaginationProps) {
  const { t } = useTranslation('navigation');
  const { locale, direction } = useLocale();
  const format = new Intl.NumberFormat(locale).format;
  const total = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), total);
  const listRef = useRef<HTMLUListElement>(null);
  const refocus = useRef(false);

  // Reaching the first or last page disables the button that had focus: keep focus on the current page.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const list = listRef.current;
    if (list && !list.contains(document.activeElement)) list.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [current]);

  const go = (target: number) => {
    if (target === current || target < 1 || target > total) return;
    refocus.current = true;
    onPageChange(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (![forward, backward, 'Home', 'End'].includes(event.key)) return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])'));
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? buttons.length - 1
          : Math.min(buttons.length - 1, Math.max(0, index + (event.key === forward ? 1 : -1)));
    buttons[next]?.focus();
  };

  return (
    <nav aria-label={label ?? t('pagination.label')} className={className}>
      <ul ref={listRef} className={styles.list} onKeyDown={onKeyDown}>
        <li>
          <Button className={styles.button} isDisabled={current <= 1} onPress={() => go(current - 1)} aria-label={t('pagination.previous')}>
            <ChevronStartIcon size={16} />
          </Button>
        </li>
        {pageRange(current, total, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                className={styles.button}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: format(item) })}
                onPress={() => go(item)}
              >
                {format(item)}
              </Button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <Button className={styles.button} isDisabled={current >= total} onPress={() => go(current + 1)} aria-label={t('pagination.next')}>
            <ChevronEndIcon size={16} />
          </Button>
        </li>
      </ul>
      <VisuallyHidden>
        <span role="status">{t('pagination.status', { page: format(current), total: format(total) })}</span>
      </VisuallyHidden>
    </nav>
  );
}
