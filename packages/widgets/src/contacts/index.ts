export * from './onboardingModel';
export * from './ContactNumbers';
export * from './NumberOnboarding';
