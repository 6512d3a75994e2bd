// Overlays: dialogs, popovers, tooltips, drawers, toasts.
export * from './Dialog';
export * from './AlertDialog';
export * from './Popover';
export * from './Tooltip';
export * from './Drawer';
export * from './Toast';
