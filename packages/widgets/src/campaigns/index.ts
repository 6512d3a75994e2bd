export * from './campaignStatusTones';
