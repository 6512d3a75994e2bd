export * from './RetentionForm';
