export * from './TransactionTable';
