// Data display: badges, statuses, tables, cards, stats, lists, meters.
export * from './Badge';
export * from './StatusPill';
export * from './Skeleton';
export * from './EmptyState';
export * from './Table';
export * from './Card';
export * from './Stat';
export * from './TagGroup';
export * from './GridList';
export * from './ListBox';
export * from './KeyboardShortcut';
export * from './ProgressBar';
export * from './Meter';
export * from './Avatar';
