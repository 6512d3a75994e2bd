/**
 * The figures of a campaign from its events (issue 20; ADR 007, README "Campaign figures"): one
 * pure function that the campaign list, the results page and anything else call, so one campaign
 * never shows two ROAS.
 *
 * - **Impression**: a campaign message delivered to the customer's phone (delivered or read).
 *   Read receipts can be turned off, so "read" undercounts and a click could come from a message
 *   never "read"; delivery is what every recipient reports.
 * - **Click**: a recipient opening one of the campaign's tracked links; `uniqueClicks` counts each
 *   recipient once, however many times or buttons they clicked.
 * - **Conversion**: an order from a recipient's phone within `ATTRIBUTION_WINDOW_DAYS` of their
 *   click or delivery, attributed to the campaign of the LAST such touch (across campaigns).
 * - **Cost**: the coins the campaign really used (recipients whose message was accepted and not
 *   refunded) × the catalogue's coin price (`COIN_PRICE`, the one price source).
 * - **ROAS**: attributed revenue ÷ cost (0 while nothing was spent).
 */
import { COIN_PRICE } from './catalogue';
import type { OrderStatusName } from './orderTransitions';

/** Days after a click or a delivery within which a recipient's order counts for the campaign. */
export const ATTRIBUTION_WINDOW_DAYS = 5;
export const ATTRIBUTION_WINDOW_MS = ATTRIBUTION_WINDOW_DAYS * 86_400_000;

/** What happened, counted from the records (messages, clicks, orders). */
export interface CampaignEvents {
  /** Recipients whose message reached the phone (delivered or read). */
  delivered: number;
  /** Recipients who clicked at least one tracked link. */
  uniqueClicks: number;
  /** Orders attributed to the campaign (last touch within the window). */
  conversions: number;
  /** Their totals. */
  revenue: number;
  /** Coins the campaign used (one per accepted, not refunded, recipient). */
  coinsUsed: number;
}

export interface CampaignKpis {
  impressions: number;
  /** Unique clicks ÷ impressions, per cent (two decimals, ≤ 100). */
  ctr: number;
  /** Conversions ÷ impressions, per cent (two decimals, ≤ 100). */
  conversion: number;
  revenue: number;
  coinPrice: number;
  /** coinsUsed × coinPrice, rounded to the halala. */
  cost: number;
  /** revenue ÷ cost, two decimals; 0 while nothing was spent. */
  roas: number;
}

/** A percentage with two decimals, at most 100 (0 of nothing is 0). */
export const percentOf = (part: number, whole: number): number =>
  whole > 0 ? Math.min(100, Math.round((part / whole) * 10_000) / 100) : 0;

const money = (n: number) => Math.round(n * 100) / 100;

/** The campaign's rates, cost and ROAS from its events; the coin price is the catalogue's. */
export function campaignKpis(e: CampaignEvents, coinPrice: number = COIN_PRICE): CampaignKpis {
  const impressions = Math.max(0, e.delivered);
  const revenue = money(Math.max(0, e.revenue));
  const cost = money(Math.max(0, e.coinsUsed) * coinPrice);
  return {
    impressions,
    ctr: percentOf(e.uniqueClicks, impressions),
    conversion: percentOf(e.conversions, impressions),
    revenue,
    coinPrice,
    cost,
    roas: cost > 0 ? Math.round((revenue / cost) * 100) / 100 : 0,
  };
}

/** Orders that bring no revenue: never attributed to a campaign. */
export const UNATTRIBUTED_ORDER_STATUSES = ['cancelled', 'returned', 'refunded'] as const satisfies readonly OrderStatusName[];
