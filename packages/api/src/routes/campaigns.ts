/** Campaigns: list, trash, editor, inspect and the state changes (submit, pause, resume, trash, restore). */
import { MERCHANT_BASE as M } from '../paths';
import {
  Campaign,
  CampaignAudienceInfo,
  CampaignBody,
  CampaignInspect,
  CampaignList,
  CampaignListQuery,
  CampaignResults,
  CampaignTrash,
  TrashQuery,
} from '../schemas/campaigns';
import { IdPath, routeGroup } from './define';

const route = routeGroup({ tag: 'campaigns', source: 'ours' });

export const campaignsRoutes = {
  listCampaigns: route({
    method: 'GET',
    path: `${M}/section/campaigns`,
    summary: 'Campaigns, paged and searchable, with coins and limits',
    source: 'spec',
    query: CampaignListQuery,
    response: CampaignList,
  }),
  listCampaignTrash: route({
    method: 'GET',
    path: `${M}/section/campaigns/trash`,
    summary: 'Trashed campaigns',
    source: 'spec',
    query: TrashQuery,
    response: CampaignTrash,
  }),
  getCampaign: route({
    method: 'GET',
    path: `${M}/section/campaigns/view/{id}`,
    summary: 'One campaign',
    source: 'spec',
    params: IdPath,
    response: Campaign,
  }),
  inspectCampaign: route({
    method: 'GET',
    path: `${M}/section/campaigns/inspect/{id}`,
    summary: "A campaign's name, status and delivery figures",
    source: 'spec',
    params: IdPath,
    response: CampaignInspect,
  }),
  campaignAudience: route({
    method: 'GET',
    path: `${M}/section/campaigns/audience`,
    summary: "Customers, opted-out numbers and the number's messaging tier, for the wizard's audience and pre-flight",
    response: CampaignAudienceInfo,
  }),
  campaignResults: route({
    method: 'GET',
    path: `${M}/section/campaigns/results/{id}`,
    summary: 'Funnel, failures by class, reach, CTR, revenue, conversion and ROAS from the coins really spent',
    params: IdPath,
    response: CampaignResults,
  }),
  createCampaign: route({
    method: 'POST',
    path: `${M}/section/campaigns`,
    summary: 'Create a campaign draft (status pending)',
    body: CampaignBody,
    response: Campaign,
  }),
  updateCampaign: route({
    method: 'POST',
    path: `${M}/section/campaigns/{id}`,
    summary: 'Edit a campaign (only while pending; 409 otherwise)',
    params: IdPath,
    body: CampaignBody,
    response: Campaign,
  }),
  submitCampaign: route({
    method: 'POST',
    path: `${M}/section/campaigns/{id}/submit`,
    summary: 'Send for approval (needs enough coins)',
    params: IdPath,
    response: Campaign,
  }),
  pauseCampaign: route({
    method: 'POST',
    path: `${M}/section/campaigns/{id}/pause`,
    summary: 'Pause',
    params: IdPath,
    response: Campaign,
  }),
  resumeCampaign: route({
    method: 'POST',
    path: `${M}/section/campaigns/{id}/resume`,
    summary: 'Resume',
    params: IdPath,
    response: Campaign,
  }),
  trashCampaign: route({
    method: 'POST',
    path: `${M}/section/campaigns/{id}/trash`,
    summary: 'Move to trash',
    params: IdPath,
    response: Campaign,
  }),
  restoreCampaign: route({
    method: 'POST',
    path: `${M}/section/campaigns/{id}/restore`,
    summary: 'Restore from trash',
    params: IdPath,
    response: Campaign,
  }),
};
