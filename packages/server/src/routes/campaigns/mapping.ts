/** The campaign row as stored and its shapes in the answers (SPEC §3 "Campaign list"). */
import type { CampaignStatusName } from '@wasl/api';
import { campaignKpis, percentOf, type CampaignStopReason } from '@wasl/api/models';
import { NO_FIGURES, type CampaignFigures } from '../../messaging/campaigns.ts';

export interface CampaignRow {
  id: number;
  name: string;
  status: CampaignStatusName;
  language: 'en' | 'ar';
  start_date: string;
  start_hour: number;
  duration_days: number;
  daily_limit: number;
  image: string;
  content: string;
  buttons: { text: string; url: string | null }[];
  website: string;
  audience: { from_database?: boolean; csv?: string[]; size?: number; consent?: boolean };
  target: number;
  total_cost: number;
  extra: Record<string, unknown>;
  stop_reason: CampaignStopReason | null;
  deleted_at: Date | null;
}

export { NO_FIGURES };

/** The figures every answer shows, from the events (@wasl/api campaignKpis: one ROAS everywhere). */
export const kpisOf = (f: CampaignFigures) =>
  campaignKpis({
    delivered: f.delivered,
    uniqueClicks: f.uniqueClicks,
    conversions: f.conversions,
    revenue: f.revenue,
    coinsUsed: f.coinsUsed,
  });

/** The display campaign; every figure comes from its records (messaging/campaigns.ts campaignFigures). */
export function toCampaign(c: CampaignRow, f: CampaignFigures = NO_FIGURES) {
  const k = kpisOf(f);
  return {
    id: c.id,
    name: c.name,
    start_date: c.start_date,
    target: c.target,
    progress: percentOf(f.sent, c.target),
    sent: f.sent,
    reach: f.reach,
    impressions: k.impressions,
    clicks: f.uniqueClicks,
    ctr: k.ctr,
    revenue: k.revenue,
    conversions: f.conversions,
    conversion: k.conversion,
    cost: k.cost,
    roas: k.roas,
    status: c.status,
    language: c.language,
    image: c.image || null,
    content: c.content,
    buttons: (c.buttons ?? []).map((b) => ({ text: b.text, url: b.url ?? null })),
    website_link: c.website,
    audience: {
      from_database: !!c.audience?.from_database,
      csv: c.audience?.csv ?? [],
      size: c.audience?.size ?? c.target,
      consent: !!c.audience?.consent,
    },
    total_cost: c.total_cost,
    duration_days: c.duration_days,
    start_hour: c.start_hour,
    daily_limit: c.daily_limit,
    deleted_at: c.deleted_at ? c.deleted_at.toISOString() : null,
    stop_reason: c.stop_reason,
  };
}

/** The inspect answer: delivery figures of one campaign. */
export const toInspection = (c: Pick<CampaignRow, 'name' | 'status' | 'stop_reason'>, f: CampaignFigures) => ({
  name: c.name,
  status: c.status,
  sent: f.sent,
  delivered: f.delivered,
  seen: f.seen,
  failed: f.failed,
  clicks: f.uniqueClicks,
  skipped: f.skipped,
  stop_reason: c.stop_reason,
});
