/**
 * The campaigns API mocked for the campaign list stories (msw): a page of bilingual campaigns in
 * every status, the merchant's coins and Campaign_Limit, search, and pause / resume / trash as
 * the reference server does them (the lifecycle of @wasl/api/models).
 */
import { http, HttpResponse } from 'msw';
import { campaignAllows, campaignStatuses } from '@wasl/api/models';
import type { Campaign } from '@wasl/api/types';
import hostile from '../support/fixtures/hostile-strings.json';

const M = '/merchant/v1.0';
const PAGE_SIZE = 10;

const ok = (data: unknown, message?: string) => HttpResponse.json({ success: true, ...(message ? { message } : {}), data });
const fail = (status: number, message: string) => HttpResponse.json({ success: false, message }, { status });

const names = [
  ['White Friday dates sale', 'en'],
  ['تخفيضات رمضان على التمور', 'ar'],
  ['Eid gift boxes — pre-order', 'en'],
  ['عودة المدارس: علب الوجبات الخفيفة', 'ar'],
  ['Sukkari harvest is in', 'en'],
  ['عرض اليوم الوطني ٩٤', 'ar'],
] as const;

/** One campaign per status (pending … rejected), alternating English and Arabic, dated November–December 2026. */
export const campaigns: Campaign[] = campaignStatuses.map((status, index) => {
  const [name, language] = names[index % names.length]!;
  const target = [1200, 5400, 860, 15_000, 3300, 740][index]!;
  const progress = { pending: 0, scheduled: 0, ongoing: 42.5, paused: 61, completed: 100, rejected: 0 }[status];
  const sent = Math.round((target * progress) / 100);
  return {
    id: 701 + index,
    name,
    start_date: `2026-${index < 3 ? '12' : '11'}-${String(5 + index * 3).padStart(2, '0')}`,
    target,
    progress,
    sent,
    reach: Math.round(sent * 0.93),
    impressions: Math.round(sent * 0.81),
    clicks: Math.round(sent * 0.06),
    ctr: sent ? 7.4 : 0,
    revenue: sent ? Math.round(sent * 6.85 * 100) / 100 : 0,
    conversions: Math.round(sent * 0.017),
    conversion: sent ? 2.1 : 0,
    cost: Math.round(sent * 0.05 * 100) / 100,
    roas: sent ? 5.2 : 0,
    status,
    language,
    image: null,
    content: language === 'ar' ? 'تمور طازجة بخصم ٢٠٪ لفترة محدودة.' : 'Fresh dates, 20% off for a limited time.',
    buttons: [{ text: language === 'ar' ? 'تسوق الآن' : 'Shop now', url: 'https://nakheel.sa/offers' }],
    website_link: 'https://nakheel.sa',
    audience: { from_database: true, csv: [], size: target, consent: true },
    total_cost: target,
    duration_days: 5,
    start_hour: 10,
    daily_limit: 1000,
    deleted_at: null,
    stop_reason: null,
  };
});

/** Hostile names: markup, bidi, 200-character names, numbers in both directions. */
export const hostileCampaigns: Campaign[] = [...hostile.markup.slice(0, 2), hostile.long[0]!, hostile.bidi[0]!, hostile.numbers[0]!].map(
  (name, index) => ({ ...campaigns[index % campaigns.length]!, id: 801 + index, name }),
);

interface CampaignsMockOptions {
  list?: Campaign[];
  coins?: number;
  limit?: number;
  /** The list answers 500 (the error state). */
  failList?: boolean;
}

/** The server's refusals (packages/server campaigns CAMPAIGN_MESSAGES), should a story try one. */
const refused = {
  pause: 'Only an ongoing or scheduled campaign can be paused.',
  resume: 'Only a paused campaign can be resumed.',
  trash: 'Pause this campaign before moving it to the trash.',
};

/** The list, its audience info and the row actions; each story gets its own copy, changed by its actions. */
export function campaignsHandlers({ list = campaigns, coins = 12_500, limit = 10, failList = false }: CampaignsMockOptions = {}) {
  const byId = new Map(list.map((campaign) => [campaign.id, structuredClone(campaign)]));
  const act = (action: 'pause' | 'resume' | 'trash', next: (c: Campaign) => void) =>
    http.post(`*${M}/section/campaigns/:id/${action}`, ({ params }) => {
      const campaign = byId.get(Number(params.id));
      if (!campaign) return fail(404, 'errors:notFound');
      if (!campaignAllows(action, campaign.status)) return fail(409, refused[action]);
      next(campaign);
      return ok(campaign, 'errors:success.dataUpdated');
    });
  return [
    http.get(`*${M}/section/campaigns`, ({ request }) => {
      if (failList) return fail(500, 'errors:server');
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const shown = [...byId.values()].filter((c) => !c.deleted_at && (!search || c.name.toLowerCase().includes(search)));
      const active = shown.filter((c) => c.status !== 'completed' && c.status !== 'rejected').length;
      return ok({
        Campaign_Data: shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        Coins: coins,
        Campaign_Limit: limit,
        Can_Add: active < limit,
        Campaign_Total_Pages: Math.max(1, Math.ceil(shown.length / PAGE_SIZE)),
        Campaign_Current_Pages: page,
      });
    }),
    http.get(`*${M}/section/campaigns/audience`, () =>
      ok({ customers: 1093, opted_out: [], messaging_tier: 1000, campaigns_in_plan: true }),
    ),
    act('pause', (c) => (c.status = 'paused')),
    act('resume', (c) => (c.status = 'ongoing')),
    act('trash', (c) => (c.deleted_at = '2026-11-20T10:00:00.000Z')),
  ];
}
