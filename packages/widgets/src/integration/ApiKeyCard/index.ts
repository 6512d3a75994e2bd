export * from './ApiKeyCard';
