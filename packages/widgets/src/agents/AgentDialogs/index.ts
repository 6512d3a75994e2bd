export * from './RenameAgentDialog';
export * from './AgentSectionsDialog';
