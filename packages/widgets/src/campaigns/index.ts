export * from './campaignStatusTones';
export * from './csvAudience';
