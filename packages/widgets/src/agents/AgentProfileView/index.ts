export * from './AgentProfileView';
