export * from './orderStatusTones';
