export * from './FlowEmulator';
export * from './emulatorLog';
