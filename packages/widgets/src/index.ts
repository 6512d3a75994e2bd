export * from './DomainStatusPill';
export * from './orders';
export * from './campaigns';
export * from './insights';
export * from './account';
export * from './agents';
export * from './chatbot';
