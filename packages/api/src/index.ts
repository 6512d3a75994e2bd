export * from './schemas';
export * from './validators';
export * from './paths';
export * from './routes';
export type * from './types';
export * from './errors';
export * from './headers';
export * from './client';
export * from './issues';
