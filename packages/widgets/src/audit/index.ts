// The audit log's widget comes from '@wasl/widgets/audit' (its styles stay out of other screens).
export * from './AuditLogTable';
