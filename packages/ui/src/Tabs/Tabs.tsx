import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style'> {
  className?: string;
}

/**
 * Switches between views of one page (profile: info / reset password). Arrow keys move between
 * tabs and follow the reading direction (ArrowLeft moves forward in Arabic); Home/End jump.
 * Control `selectedKey` from the URL (`?tab=info`) when the view must be linkable.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={join(styles.tabs, className)} />;
}

export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, 'className' | 'style'> {
  /** Names the set of tabs for screen readers. */
  'aria-label': string;
  className?: string;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={join(styles.tabList, className)} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className' | 'style'> {
  className?: string;
}

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={join(styles.tab, className)} />;
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style'> {
  className?: string;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={join(styles.tabPanel, className)} />;
}
