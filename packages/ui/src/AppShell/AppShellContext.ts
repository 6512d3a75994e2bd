import { createContext, useContext } from 'react';

export interface AppShellContextValue {
  /** Whether the shell has a sidebar (and so a drawer below the tablet breakpoint). */
  hasNavigation: boolean;
  isNavigationOpen: boolean;
  openNavigation: () => void;
}

export const AppShellContext = createContext<AppShellContextValue>({
  hasNavigation: false,
  isNavigationOpen: false,
  openNavigation: () => {},
});

/** For the top bar's menu button: opens the navigation drawer on small screens. */
export const useAppShell = () => useContext(AppShellContext);
