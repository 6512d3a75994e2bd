export * from './UpgradeDialog';
