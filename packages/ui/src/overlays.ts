// Owned by the overlays group; each component folder adds its export line here.
export * from './Dialog';
export * from './AlertDialog';
export * from './Popover';
export * from './Tooltip';
export * from './Drawer';
export * from './Toast';
