export * from './QuickMessageList';
