export * from './LowBalance';
