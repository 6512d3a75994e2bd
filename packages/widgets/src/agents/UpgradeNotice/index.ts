export * from './UpgradeNotice';
