// Owned by the data group; each component folder adds its export line here.
export * from './Badge';
export * from './StatusPill';
export * from './Skeleton';
export * from './EmptyState';
export * from './Table';
export * from './Card';
export * from './Stat';
export * from './TagGroup';
export * from './GridList';
export * from './KeyboardShortcut';
export * from './ProgressBar';
export * from './Meter';
export * from './Avatar';
