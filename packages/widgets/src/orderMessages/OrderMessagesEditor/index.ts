export * from './OrderMessagesEditor';
