export * from './AuditLogTable';
export { shortUserAgent } from './shortUserAgent';
