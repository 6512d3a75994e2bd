export * from './CheckoutDialog';
