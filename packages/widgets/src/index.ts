export * from './DomainStatusPill';
export * from './orders';
export * from './campaigns';
export * from './insights';
export * from './account';
// The agents' widgets come from '@wasl/widgets/agents' (their styles stay out of other screens).
export * from './agents/agentStatusTones';
// The charts and the flow canvas are imported from '@wasl/widgets/analytics' and
// '@wasl/widgets/chatbot' only: through this barrel their styles (side-effect CSS modules, React
// Flow's stylesheet) would follow every screen that imports any widget.
export * from './support';
