export * from './parseCsvInWorker';
