export * from './CopyButton';
