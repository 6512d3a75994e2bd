export { ConversationThread, type ConversationThreadProps } from './ConversationThread';
