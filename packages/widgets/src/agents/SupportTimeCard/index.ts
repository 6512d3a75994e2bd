export * from './SupportTimeCard';
