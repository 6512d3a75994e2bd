export * from './BuyCoinsDialog';
