/**
 * Campaigns (issue 11): the list (page + search), the trash, one campaign, its results, the
 * audience info the wizard needs, and the writes.
 */
import type { ApiClient } from '@wasl/api/client';
import type { Campaign, CampaignBody } from '@wasl/api/types';
import { mutation } from './mutation';
import { resource, resourceFamily } from './resource';

export interface CampaignListQuery {
  page: number;
  search: string;
}

/** GET /section/campaigns: a page of campaigns with Coins, Campaign_Limit and Can_Add. */
export const campaignsAtom = resourceFamily(
  (client, { page, search }: CampaignListQuery) => {
    const trimmed = search.trim();
    return client.listCampaigns({ query: trimmed ? { page, search: trimmed } : { page } });
  },
  { keyOf: ({ page, search }) => `${page}:${search.trim()}` },
);

/** GET /section/campaigns/trash, one page. */
export const campaignTrashAtom = resourceFamily((client, page: number) => client.listCampaignTrash({ query: { page } }));

/** GET /section/campaigns/audience: customers, opted-out numbers, messaging tier. */
export const campaignAudienceAtom = resource((client) => client.campaignAudience());

/** GET /section/campaigns/view/{id}. */
export const campaignAtom = resourceFamily((client, id: number) => client.getCampaign({ params: { id } }));

/** GET /section/campaigns/results/{id}. */
export const campaignResultsAtom = resourceFamily((client, id: number) => client.campaignResults({ params: { id } }));

/** What a changed campaign refetches: the lists (Coins, Can_Add, its row), the trash, the campaign and its results. */
const changed = (campaign: Campaign) => [
  campaignsAtom.all,
  campaignTrashAtom.all,
  campaignAtom(campaign.id),
  campaignResultsAtom(campaign.id),
];

/** Creates the draft, or saves it when it has an id (only while pending; 409 otherwise). */
export const saveCampaign = mutation(
  (client: ApiClient, id: number | null, body: CampaignBody): Promise<Campaign> =>
    id === null ? client.createCampaign({ body }) : client.updateCampaign({ params: { id }, body }),
  changed,
);

/** Saves the draft (creating it when new), then submits it: the wizard's last step. */
export const submitCampaign = mutation(async (client: ApiClient, id: number | null, body: CampaignBody): Promise<Campaign> => {
  const saved = id === null ? await client.createCampaign({ body }) : await client.updateCampaign({ params: { id }, body });
  return client.submitCampaign({ params: { id: saved.id } });
}, changed);

export const campaignActions = ['submit', 'pause', 'resume', 'trash', 'restore'] as const;
export type CampaignActionName = (typeof campaignActions)[number];

/** POST /section/campaigns/{id}/{action}. */
export const runCampaignAction = mutation((client: ApiClient, action: CampaignActionName, id: number): Promise<Campaign> => {
  const input = { params: { id } };
  switch (action) {
    case 'submit':
      return client.submitCampaign(input);
    case 'pause':
      return client.pauseCampaign(input);
    case 'resume':
      return client.resumeCampaign(input);
    case 'trash':
      return client.trashCampaign(input);
    case 'restore':
      return client.restoreCampaign(input);
  }
}, changed);
