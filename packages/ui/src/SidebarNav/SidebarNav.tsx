import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Button, Link, VisuallyHidden } from 'react-aria-components';
import { useTranslation } from '@wasl/i18n';
import { Icon, ChevronsEndIcon, ChevronsStartIcon, type IconGlyph } from '../Icon';
import { Tooltip } from '../Tooltip';
import * as styles from './SidebarNav.css';

export interface SidebarNavItem {
  id: string;
  /** Translated label. */
  label: string;
  /** The route; items with `children` need none. */
  href?: string;
  /** A lucide icon; shown alone when the sidebar is collapsed. */
  icon?: IconGlyph;
  /** One level of nested items (Agents → Agents, Settings). */
  children?: SidebarNavItem[];
}

/** What `renderLink` receives: spread it on the router's link element. */
export interface SidebarLinkProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  onClick: () => void;
  children: ReactNode;
}

export interface SidebarNavProps {
  items: SidebarNavItem[];
  /** The id of the item for the current route; it gets `aria-current="page"`. */
  currentId?: string;
  /** Shown at the bottom, e.g. `2.0.0` → "v2.0.0" (SPEC §2). */
  version?: string;
  /** Icons only, labels in tooltips (desktop). @default false */
  isCollapsed?: boolean;
  /** Shows the collapse/expand button when given. */
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /**
   * Renders each link with the app's router. By default links are react-aria `Link`s, which use
   * the router given to react-aria's `RouterProvider`.
   */
  renderLink?: (props: SidebarLinkProps) => ReactElement;
  /** Called after an item is followed (e.g. to close the mobile drawer). */
  onNavigate?: (item: SidebarNavItem) => void;
  /** Content above the links (logo, product name). */
  header?: ReactNode;
  /** Names the navigation landmark. @default the translated "Main" */
  'aria-label'?: string;
  className?: string;
}

const containsId = (item: SidebarNavItem, id: string | undefined): boolean =>
  id !== undefined && (item.id === id || Boolean(item.children?.some((child) => containsId(child, id))));

/**
 * The dashboard's main navigation (SPEC §2): items passed as data, one level of nesting,
 * the current route marked with `aria-current="page"`, the app version at the bottom, and an
 * icon-only collapsed mode for desktop. Links go through react-aria's router or `renderLink`.
 */
export function SidebarNav({
  items,
  currentId,
  version,
  isCollapsed = false,
  onCollapsedChange,
  renderLink,
  onNavigate,
  header,
  'aria-label': label,
  className,
}: SidebarNavProps) {
  const { t } = useTranslation('navigation');
  const [expanded, setExpanded] = useState<Set<string>>(
    () => new Set(items.filter((item) => item.children && containsId(item, currentId)).map((item) => item.id)),
  );

  const toggle = (id: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderLeaf = (item: SidebarNavItem) => {
    const current = item.id === currentId ? ('page' as const) : undefined;
    const content = (
      <>
        {item.icon ? <Icon icon={item.icon} size={20} /> : null}
        {isCollapsed ? <VisuallyHidden>{item.label}</VisuallyHidden> : <span className={styles.label}>{item.label}</span>}
      </>
    );
    const onClick = () => onNavigate?.(item);
    const link = renderLink ? (
      renderLink({ href: item.href ?? '#', className: styles.item, 'aria-current': current, onClick, children: content })
    ) : (
      <Link href={item.href} className={styles.item} aria-current={current} onPress={onClick}>
        {content}
      </Link>
    );
    return (
      <li key={item.id}>
        {isCollapsed && !renderLink ? (
          <Tooltip content={item.label} placement="end" delay={300}>
            {link}
          </Tooltip>
        ) : (
          link
        )}
      </li>
    );
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-collapsed={isCollapsed || undefined}>
      {header ? <div className={styles.header}>{header}</div> : null}
      <nav aria-label={label ?? t('sidebar.label')} className={styles.nav}>
        <ul className={styles.list}>
          {items.map((item) =>
            item.children?.length ? (
              isCollapsed ? (
                // Collapsed: a group's children show as their own icons, with the group as a list.
                <li key={item.id}>
                  <ul className={styles.subList} aria-label={item.label}>
                    {item.children.map((child) => renderLeaf({ ...child, icon: child.icon ?? item.icon }))}
                  </ul>
                </li>
              ) : (
                <Group key={item.id} item={item} isExpanded={expanded.has(item.id)} onToggle={() => toggle(item.id)}>
                  {item.children.map(renderLeaf)}
                </Group>
              )
            ) : (
              renderLeaf(item)
            ),
          )}
        </ul>
      </nav>
      {version || onCollapsedChange ? (
        <div className={styles.footer}>
          {version ? <span className={styles.version}>{t('product.version', { ns: 'common', version })}</span> : null}
          {onCollapsedChange ? (
            <Button
              className={[styles.item, styles.toggle].join(' ')}
              aria-label={isCollapsed ? t('sidebar.expand') : t('sidebar.collapse')}
              onPress={() => onCollapsedChange(!isCollapsed)}
            >
              {isCollapsed ? <ChevronsEndIcon size={20} /> : <ChevronsStartIcon size={20} />}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function Group({
  item,
  isExpanded,
  onToggle,
  children,
}: {
  item: SidebarNavItem;
  isExpanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const listId = useId();
  return (
    <li>
      <Button className={styles.item} aria-expanded={isExpanded} aria-controls={listId} onPress={onToggle}>
        {item.icon ? <Icon icon={item.icon} size={20} /> : null}
        <span className={styles.label}>{item.label}</span>
        <Icon icon={ChevronDown} size={16} className={styles.chevron} />
      </Button>
      <ul id={listId} className={styles.subList} hidden={!isExpanded}>
        {children}
      </ul>
    </li>
  );
}
