import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import { ChevronEndIcon } from '../Icon';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  id: string;
  /** Translated label. */
  label: string;
  /** Where it leads; the last item is the current page and is not a link. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  /** Names the navigation landmark, e.g. the translated "Breadcrumb". */
  'aria-label': string;
  /** Called with the item id, for routers that do not use `href` (RAC's RouterProvider handles `href`). */
  onAction?: (id: string) => void;
  className?: string;
}

/**
 * Where the page sits in a hierarchy (Docs › Webhooks › Shopify; Campaign › Trash). The last item
 * is the current page (`aria-current="page"`). Separators mirror in Arabic. Not for steps of a
 * process (use Stepper).
 */
export function Breadcrumbs({ items, 'aria-label': label, onAction, className }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={className}>
      <AriaBreadcrumbs className={styles.list} items={items} onAction={onAction ? (key) => onAction(String(key)) : undefined}>
        {(item) => (
          <Breadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <Link href={isCurrent ? undefined : item.href} className={styles.link}>
                  {item.label}
                </Link>
                {isCurrent ? null : (
                  <span className={styles.separator} aria-hidden="true">
                    <ChevronEndIcon size={16} />
                  </span>
                )}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
