export * from './TestOrderPanel';
