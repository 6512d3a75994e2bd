export * from './common';
export * from './account';
export * from './agents';
export * from './orders';
export * from './campaigns';
export * from './chatbot';
export * from './conversations';
export * from './insights';
