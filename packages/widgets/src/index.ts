export * from './DomainStatusPill';
export * from './orders';
export * from './campaigns';
export * from './insights';
export * from './account';
export * from './agents';
// The charts are imported from '@wasl/widgets/analytics' only: through this barrel their styles
// (side-effect CSS modules) would follow every screen that imports any widget.
