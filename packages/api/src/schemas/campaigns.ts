import { z } from 'zod';
import { validateMinLength, validateOptionalWebsite, validatePhoneFormat } from '../validators';
import { CAMPAIGN_LIMITS } from '../models/textLimits';
import {
  HttpUrl,
  Id,
  IsoDate,
  IsoDateTime,
  Language,
  Money,
  PageNumber,
  PageQuery,
  Search,
  requiredText,
  UploadOrHttpUrl,
  withValidator,
} from './common';
import { campaignStopReasons, failureReasons } from '../models/messaging';
import { campaignStatuses } from '../models/campaignLifecycle';

export {
  campaignActions,
  campaignAllows,
  campaignStatuses,
  type CampaignAction,
  type CampaignStatusName,
} from '../models/campaignLifecycle';
export const CampaignStatus = z.enum(campaignStatuses);

export const CampaignButton = z.object({ text: z.string(), url: z.string().nullable() });
export const Audience = z.object({
  /** Customers taken from the merchant's own database (all who ordered). */
  from_database: z.boolean(),
  /** Phone numbers uploaded as CSV (digits with country code). */
  csv: z.array(z.string()),
  /** Resulting number of recipients (database + CSV, de-duplicated). */
  size: z.number().int().min(0),
  /**
   * The merchant attested that everyone in the audience agreed to receive marketing from the store
   * (PDPL; ADR 010 decision 3). Required to send; recorded per recipient in the consent ledger.
   */
  consent: z.boolean(),
});

export const Campaign = z.object({
  id: Id,
  name: z.string(),
  start_date: IsoDate,
  /** Target number of recipients. */
  target: z.number().int().min(0),
  /** 0–100 per cent of target sent. */
  progress: z.number().min(0).max(100),
  sent: z.number().int().min(0),
  reach: z.number().int().min(0),
  /**
   * Figures from events (issue 20, README "Campaign figures", ADR 007), computed by @wasl/api
   * `campaignKpis` for the list and the results alike. Impressions: messages delivered (or read).
   */
  impressions: z.number().int().min(0),
  /** Recipients who opened a tracked link (unique clicks). */
  clicks: z.number().int().min(0),
  /** Click-through rate: unique clicks ÷ impressions, per cent. */
  ctr: z.number().min(0).max(100),
  /** Attributed revenue: orders from recipients within 5 days of their click or delivery, last touch. */
  revenue: Money,
  /** Attributed orders. */
  conversions: z.number().int().min(0),
  /** Conversion rate: conversions ÷ impressions, per cent. */
  conversion: z.number().min(0).max(100),
  /** What the campaign really cost: coins used × the catalogue coin price. */
  cost: Money,
  /** Return on ad spend: revenue ÷ cost (0 while nothing was spent). */
  roas: z.number().min(0),
  status: CampaignStatus,
  language: Language,
  image: z.string().nullable(),
  content: z.string(),
  buttons: z.array(CampaignButton),
  website_link: z.string(),
  audience: Audience,
  /** Coins: one coin per recipient (SPEC §9). */
  total_cost: z.number().int().min(0),
  duration_days: z.number().int().min(1),
  /** 0–23 */
  start_hour: z.number().int().min(0).max(23),
  daily_limit: z.number().int().min(1),
  deleted_at: IsoDateTime.nullable(),
  /** Set when the campaign paused itself (coins ran out, subscription expired); null otherwise. */
  stop_reason: z.enum(campaignStopReasons).nullable().optional(),
});

export const CampaignList = z.object({
  Campaign_Data: z.array(Campaign),
  Coins: z.number().int(),
  Campaign_Limit: z.number().int(),
  Can_Add: z.boolean(),
  Campaign_Total_Pages: PageNumber,
  Campaign_Current_Pages: PageNumber,
});
export const CampaignTrash = z.object({
  Campaign_Data: z.array(Campaign),
  Campaign_Current_Pages: PageNumber,
  Campaign_Total_Pages: PageNumber,
});
export const CampaignInspect = z.object({
  name: z.string(),
  status: CampaignStatus,
  sent: z.number().int(),
  delivered: z.number().int(),
  seen: z.number().int(),
  failed: z.number().int(),
  clicks: z.number().int(),
  /** Opted-out numbers never sent to (a STOP reply). */
  skipped: z.number().int().optional(),
  stop_reason: z.enum(campaignStopReasons).nullable().optional(),
});

/**
 * What a campaign achieved and what it cost (ours, issues 11 and 20): the delivery funnel from the
 * recipient records, failures per plain-language class, clicks from the tracked links, attributed
 * orders, and ROAS from the coins really spent (recipients still holding a coin: sent, delivered or
 * seen; refused sends are refunded) at the catalogue coin price — the same `campaignKpis` as the list.
 */
export const CampaignResults = z.object({
  id: Id,
  name: z.string(),
  status: CampaignStatus,
  target: z.number().int().min(0),
  sent: z.number().int().min(0),
  delivered: z.number().int().min(0),
  seen: z.number().int().min(0),
  /** Recipients who opened a tracked link (unique clicks). */
  clicked: z.number().int().min(0),
  /** Every open of a tracked link (repeats included). */
  clicks: z.number().int().min(0),
  failed: z.number().int().min(0),
  /** Opted-out numbers never sent to. */
  skipped: z.number().int().min(0),
  /** Recipients not sent to yet. */
  queued: z.number().int().min(0),
  /** Failed recipients per class, largest first; classes with none are left out. */
  failures: z.array(z.object({ reason: z.enum(failureReasons), count: z.number().int().min(1) })),
  reach: z.number().int().min(0),
  impressions: z.number().int().min(0),
  /** Click-through rate: unique clicks ÷ impressions, per cent. */
  ctr: z.number().min(0).max(100),
  revenue: Money,
  currency: z.string(),
  /** Attributed orders. */
  conversions: z.number().int().min(0),
  /** Conversion rate: conversions ÷ impressions, per cent. */
  conversion: z.number().min(0).max(100),
  coins_spent: z.number().int().min(0),
  /** The catalogue's coin price (@wasl/api COIN_PRICE), in `currency`. */
  coin_price: z.number().min(0),
  /** coins_spent × coin_price. */
  cost: Money,
  /** revenue / cost; 0 while nothing was spent. */
  roas: z.number().min(0),
  stop_reason: z.enum(campaignStopReasons).nullable(),
});

/**
 * What the wizard needs about the audience before anything is saved (ours, issue 11): the
 * merchant's customers (the "my customers" audience), the numbers that replied STOP (CSV rows with
 * them are skipped as opted out), and the daily number of business-initiated conversations the
 * WhatsApp number's messaging tier allows (null without a number).
 */
export const CampaignAudienceInfo = z.object({
  customers: z.number().int().min(0),
  opted_out: z.array(z.string()),
  messaging_tier: z.number().int().min(0).nullable(),
  /** The plan includes marketing campaigns (SPEC §6); without them the upgrade modal explains why. */
  campaigns_in_plan: z.boolean(),
});

export const CampaignListQuery = z.strictObject({ page: PageQuery, search: Search.optional() });
export const TrashQuery = z.strictObject({ page: PageQuery });

/** An international number with its country code, the leading + optional (CSV exports often drop it). */
const CampaignPhone = withValidator(z.string().trim().max(32), (value) => validatePhoneFormat(`+${value.replace(/^\+/, '')}`));

/** A campaign draft; every field required so the wizard saves complete steps. */
export const CampaignBody = z.strictObject({
  name: withValidator(
    z
      .string()
      .trim()
      .max(CAMPAIGN_LIMITS.name * 2),
    (value) => validateMinLength(value, CAMPAIGN_LIMITS.nameMin, CAMPAIGN_LIMITS.name),
  ),
  language: Language,
  image: UploadOrHttpUrl.nullable(),
  content: requiredText(CAMPAIGN_LIMITS.content),
  buttons: z
    .array(z.strictObject({ text: requiredText(CAMPAIGN_LIMITS.buttonText), url: HttpUrl.nullable() }))
    .max(CAMPAIGN_LIMITS.buttons),
  website_link: withValidator(z.string().trim().max(2048), validateOptionalWebsite),
  audience: z.strictObject({
    from_database: z.boolean(),
    csv: z.array(CampaignPhone).max(100_000),
    /** Consent attested (see `Audience.consent`); optional for older clients, required to submit. */
    consent: z.boolean().optional(),
  }),
  start_date: IsoDate,
  duration_days: z.number().int().min(1).max(CAMPAIGN_LIMITS.durationDays),
  start_hour: z.number().int().min(0).max(23),
  daily_limit: z.number().int().min(1).max(CAMPAIGN_LIMITS.dailyLimit),
});

/* ------------------------------------------------------------------ types */

export type CampaignStatus = z.infer<typeof CampaignStatus>;
export type CampaignButton = z.infer<typeof CampaignButton>;
export type Audience = z.infer<typeof Audience>;
export type Campaign = z.infer<typeof Campaign>;
export type CampaignList = z.infer<typeof CampaignList>;
export type CampaignTrash = z.infer<typeof CampaignTrash>;
export type CampaignInspect = z.infer<typeof CampaignInspect>;
export type CampaignResults = z.infer<typeof CampaignResults>;
export type CampaignAudienceInfo = z.infer<typeof CampaignAudienceInfo>;
export type CampaignListQuery = z.infer<typeof CampaignListQuery>;
export type TrashQuery = z.infer<typeof TrashQuery>;
export type CampaignBody = z.infer<typeof CampaignBody>;
