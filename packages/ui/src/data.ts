// Owned by the data group; each component folder adds its export line here.
export * from './Badge';
export * from './StatusPill';
