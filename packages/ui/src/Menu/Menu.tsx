import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Popover,
  PopoverContext,
  Separator,
  SubmenuTrigger as AriaSubmenuTrigger,
  useSlottedContext,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type PopoverProps,
  type SubmenuTriggerProps as AriaSubmenuTriggerProps,
} from 'react-aria-components';
import { ChevronEndIcon } from '../Icon';
import * as styles from './Menu.css';

/** Pairs a button with a Menu: Enter, Space or ArrowDown open it, Escape closes it and focus returns to the button. */
export function MenuTrigger(props: AriaMenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

/** Opens a nested Menu from a MenuItem: ArrowRight in English, ArrowLeft in Arabic (it opens on the inline-end side). */
export function SubmenuTrigger(props: AriaSubmenuTriggerProps) {
  return <AriaSubmenuTrigger {...props} />;
}

export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, 'className' | 'style'> {
  /** Where the menu opens relative to its button; submenus ignore it and open at the inline end. @default 'bottom end' */
  placement?: PopoverProps['placement'];
  className?: string;
}

/**
 * A list of actions in a popover (the profile menu: Account, Password, Logout). Arrow keys move,
 * type-ahead jumps, Enter activates, Escape closes. Items with `href` navigate. Inside a
 * SubmenuTrigger the same component is the submenu.
 */
export function Menu<T extends object>({ placement = 'bottom end', className, ...props }: MenuProps<T>) {
  // A submenu's popover gets its placement (inline end, mirrored in Arabic) from SubmenuTrigger.
  const isSubmenu = useSlottedContext(PopoverContext)?.trigger === 'SubmenuTrigger';
  return (
    <Popover className={styles.popover} {...(isSubmenu ? {} : { placement, offset: 4 })}>
      <AriaMenu {...props} className={[styles.menu, className].filter(Boolean).join(' ')} />
    </Popover>
  );
}

export interface MenuItemProps<T extends object> extends Omit<AriaMenuItemProps<T>, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** An icon before the label. */
  icon?: ReactNode;
  /** `danger` for destructive or session-ending actions (Logout). @default 'default' */
  variant?: 'default' | 'danger';
  className?: string;
}

export function MenuItem<T extends object>({ children, icon, variant = 'default', className, ...props }: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
      data-variant={variant}
      className={[styles.item, className].filter(Boolean).join(' ')}
    >
      {({ hasSubmenu, isSelected, selectionMode }) => (
        <>
          {icon ? (
            <span className={styles.itemIcon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <span className={styles.itemLabel}>{children}</span>
          {selectionMode !== 'none' && isSelected ? (
            <span className={styles.itemEnd} aria-hidden="true">
              <Check size={16} />
            </span>
          ) : null}
          {hasSubmenu ? (
            <span className={styles.itemEnd}>
              <ChevronEndIcon size={16} />
            </span>
          ) : null}
        </>
      )}
    </AriaMenuItem>
  );
}

/** A divider between groups of menu items (before Logout). */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

/** A titled group of items. */
export function MenuSection<T extends object>({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AriaMenuSection<T>>
      <Header className={styles.sectionHeader}>{title}</Header>
      {children}
    </AriaMenuSection>
  );
}
