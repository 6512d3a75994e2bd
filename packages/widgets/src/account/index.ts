export * from './accountStatusTones';
