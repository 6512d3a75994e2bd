export * from './schemas';
export * from './validators';
export * from './routes';
