export * from './Button';
export * from './TextField';
