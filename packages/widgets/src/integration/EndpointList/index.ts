export * from './EndpointList';
