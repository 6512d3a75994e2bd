/** The campaign row as stored and its shapes in the answers (SPEC §3 "Campaign list"). */
import type { CampaignStatusName } from '@wasl/api';
import type { CampaignStopReason } from '@wasl/api/models';
import type { CampaignFigures } from '../../messaging/campaigns.ts';
import { COIN_PRICE } from '../../providers/catalogue.ts';

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
  audience: { from_database?: boolean; csv?: string[]; size?: number };
  target: number;
  sent: number;
  reach: number;
  impressions: number;
  clicks: number;
  revenue: number;
  conversions: number;
  total_cost: number;
  extra: Record<string, unknown>;
  stop_reason: CampaignStopReason | null;
  deleted_at: Date | null;
}

/** A percentage with two decimals, at most 100 (0 of nothing is 0). */
export const pct = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part / whole) * 10_000) / 100) : 0);

export const NO_FIGURES: CampaignFigures = { sent: 0, delivered: 0, seen: 0, failed: 0, skipped: 0, queued: 0, reach: 0 };

/** The display campaign; sent and reach come from its recipient records (messaging/campaigns.ts). */
export function toCampaign(c: CampaignRow, f: CampaignFigures = NO_FIGURES) {
  const cost = c.total_cost * COIN_PRICE;
  return {
    id: c.id,
    name: c.name,
    start_date: c.start_date,
    target: c.target,
    progress: pct(f.sent, c.target),
    sent: f.sent,
    reach: f.reach,
    impressions: c.impressions,
    ctr: pct(c.clicks, c.impressions),
    revenue: c.revenue,
    conversion: pct(c.conversions, c.clicks),
    roas: cost > 0 ? Math.round((c.revenue / cost) * 100) / 100 : 0,
    status: c.status,
    language: c.language,
    image: c.image || null,
    content: c.content,
    buttons: (c.buttons ?? []).map((b) => ({ text: b.text, url: b.url ?? null })),
    website_link: c.website,
    audience: { from_database: !!c.audience?.from_database, csv: c.audience?.csv ?? [], size: c.audience?.size ?? c.target },
    total_cost: c.total_cost,
    duration_days: c.duration_days,
    start_hour: c.start_hour,
    daily_limit: c.daily_limit,
    deleted_at: c.deleted_at ? c.deleted_at.toISOString() : null,
    stop_reason: c.stop_reason,
  };
}

/** The inspect answer: delivery figures of one campaign. */
export const toInspection = (c: CampaignRow, f: CampaignFigures) => ({
  name: c.name,
  status: c.status,
  sent: f.sent,
  delivered: f.delivered,
  seen: f.seen,
  failed: f.failed,
  clicks: c.clicks,
  skipped: f.skipped,
  stop_reason: c.stop_reason,
});
