export * from './ContactNumbers';
