export * from './SubscriptionOverview';
