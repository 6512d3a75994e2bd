export * from './CampaignWizard';
export * from './MessagePreview';
export * from './PreflightPanel';
export * from './wizardModel';
