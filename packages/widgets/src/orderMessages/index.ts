export * from './orderMessagesModel';
export * from './OrderMessagesEditor';
