export * from './testOrder';
export * from './storePlatforms';
export * from './CopyButton';
export * from './ApiKeyCard';
export * from './EndpointList';
export * from './TestOrderPanel';
export * from './StoreConnections';
