export * from './campaignStatusTones';
export * from './csvAudience';
export * from './CampaignWizard';
export * from './CampaignResults';
