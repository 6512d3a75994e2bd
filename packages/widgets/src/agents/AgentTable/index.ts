export * from './AgentTable';
export * from './SectionTag';
