/**
 * Pure domain models (no zod, no I/O): `@wasl/api/models` is safe for any layer, widgets included.
 */
export * from './catalogue';
export * from './payments';
export * from './planGate';
export * from './purchase';
export * from './flow';
export * from './messaging';
export * from './orderTransitions';
export * from './zatcaQr';
export * from './csvAudience';
export * from './campaignLifecycle';
export * from './campaignFigures';
export * from './statuses';
export * from './flowEngine';
export * from './csat';
export * from './sampleOrder';
export * from './sentiment';
export * from './sentimentEval';
export * from './survey';
export * from './numbers';
export * from './chatEnd';
export * from './insights';
export * from './profileLinks';
export * from './orderMessages';
export * from './websiteWidget';
export * from './audit';
export * from './consent';
export * from './retention';
export * from './customerData';
export * from './addonBilling';
export * from './phone';
export * from './phoneMask';
export * from './textLimits';
