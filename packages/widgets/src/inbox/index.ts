export * from './types';
export * from './inboxModel';
export * from './ConversationList';
export * from './ConversationThread';
export * from './Composer';
export * from './ContactPanel';
export * from './InspectNumber';
export * from './TransferDialog';
