export * from './agentStatusTones';
