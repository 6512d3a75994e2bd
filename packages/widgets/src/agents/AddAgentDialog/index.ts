export * from './AddAgentDialog';
export * from './AddAgentResultDialog';
