/**
 * Pure domain models (no zod, no I/O): `@wasl/api/models` is safe for any layer, widgets included.
 */
export * from './catalogue';
export * from './flow';
export * from './messaging';
export * from './orderTransitions';
export * from './zatcaQr';
export * from './csvAudience';
export * from './campaignLifecycle';
export * from './statuses';
export * from './flowEngine';
export * from './chatEnd';
