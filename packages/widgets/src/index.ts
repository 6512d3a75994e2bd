export * from './DomainStatusPill';
export * from './orders';
export * from './campaigns';
export * from './insights';
export * from './account';
export * from './agents';
// The charts and the flow canvas are imported from '@wasl/widgets/analytics' and
// '@wasl/widgets/chatbot' only: through this barrel their styles (side-effect CSS modules, React
// Flow's stylesheet) would follow every screen that imports any widget.
export * from './support';
