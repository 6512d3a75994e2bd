export * from './NumberOnboarding';
