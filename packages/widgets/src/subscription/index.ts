export * from './UpgradeDialog';
export * from './BuyCoinsDialog';
export * from './CheckoutDialog';
export * from './SubscriptionOverview';
export * from './PlanShop';
export * from './TransactionTable';
export * from './LowBalance';
