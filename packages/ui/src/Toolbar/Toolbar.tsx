import type { ReactNode } from 'react';
import { Separator, Toolbar as AriaToolbar, type ToolbarProps as AriaToolbarProps } from 'react-aria-components';
import * as styles from './Toolbar.css';

export interface ToolbarProps extends Omit<AriaToolbarProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  className?: string;
}

/**
 * A row of related controls (message formatting, table actions): the arrow keys
 * move between its buttons, in reading order, so ArrowLeft moves forward in Arabic. Give it an
 * `aria-label` that names the group.
 */
export function Toolbar({ children, className, ...props }: ToolbarProps) {
  return (
    <AriaToolbar {...props} className={[styles.toolbar, className].filter(Boolean).join(' ')}>
      {children}
    </AriaToolbar>
  );
}

/** A divider between groups of toolbar buttons. */
export function ToolbarSeparator() {
  return <Separator orientation="vertical" className={styles.separator} />;
}
