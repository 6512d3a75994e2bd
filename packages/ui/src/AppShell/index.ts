export { AppShell, contentWidths, type AppShellProps, type AppShellSidebarContext, type ContentWidth } from './AppShell';
export { useAppShell, type AppShellContextValue } from './AppShellContext';
