export * from './StoreConnections';
