// The list and the trash share one chunk (and one preload list in the entry): they share the table.
export { CampaignList } from './CampaignList';
export { CampaignTrash } from './CampaignTrash';
