export * from './FlowCanvas';
export * from './FlowEmulator';
