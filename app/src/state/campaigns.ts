/**
 * Campaigns (issue 11): the list (page + search), the trash, one campaign, its results, the
 * audience info the wizard needs, and the writes. The only module of the campaign screens that
 * calls the client.
 */
import { atom } from 'jotai';
import type { Campaign, CampaignAudienceInfo, CampaignBody, CampaignList, CampaignResults, CampaignTrash } from '@wasl/api/types';
import { api } from './api';
import { resource, type Resource } from './resource';
import { tokenAtom } from './session';
import { signedOut } from './token';

export interface CampaignListQuery {
  page: number;
  search: string;
}

export const campaignListQueryAtom = atom<CampaignListQuery>({ page: 1, search: '' });

/** GET /section/campaigns: a page of campaigns with Coins, Campaign_Limit and Can_Add. */
export const campaignsAtom: Resource<CampaignList> = resource(async (get) => {
  if (!get(tokenAtom)) return signedOut;
  const { page, search } = get(campaignListQueryAtom);
  const trimmed = search.trim();
  return (await api()).listCampaigns({ query: trimmed ? { page, search: trimmed } : { page } });
});

export const campaignTrashPageAtom = atom(1);

/** GET /section/campaigns/trash. */
export const campaignTrashAtom: Resource<CampaignTrash> = resource(async (get) => {
  if (!get(tokenAtom)) return signedOut;
  return (await api()).listCampaignTrash({ query: { page: get(campaignTrashPageAtom) } });
});

/** GET /section/campaigns/audience: customers, opted-out numbers, messaging tier. */
export const campaignAudienceAtom: Resource<CampaignAudienceInfo> = resource(async (get) => {
  if (!get(tokenAtom)) return signedOut;
  return (await api()).campaignAudience();
});

// One resource per campaign id, kept for the session (a handful of campaigns are opened at most).
const campaigns = new Map<number, Resource<Campaign>>();
const results = new Map<number, Resource<CampaignResults>>();

/** GET /section/campaigns/view/{id}. */
export function campaignAtom(id: number): Resource<Campaign> {
  let found = campaigns.get(id);
  if (!found) {
    found = resource(async (get) => {
      if (!get(tokenAtom)) return signedOut;
      return (await api()).getCampaign({ params: { id } });
    });
    campaigns.set(id, found);
  }
  return found;
}

/** GET /section/campaigns/results/{id}. */
export function campaignResultsAtom(id: number): Resource<CampaignResults> {
  let found = results.get(id);
  if (!found) {
    found = resource(async (get) => {
      if (!get(tokenAtom)) return signedOut;
      return (await api()).campaignResults({ params: { id } });
    });
    results.set(id, found);
  }
  return found;
}

/** Creates the draft, or saves it when it has an id (only while pending; 409 otherwise). */
export async function saveCampaign(id: number | null, body: CampaignBody): Promise<Campaign> {
  const client = await api();
  return id === null ? client.createCampaign({ body }) : client.updateCampaign({ params: { id }, body });
}

export const campaignActions = ['submit', 'pause', 'resume', 'trash', 'restore'] as const;
export type CampaignActionName = (typeof campaignActions)[number];

/** POST /section/campaigns/{id}/{action}. */
export async function runCampaignAction(action: CampaignActionName, id: number): Promise<Campaign> {
  const client = await api();
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
}
