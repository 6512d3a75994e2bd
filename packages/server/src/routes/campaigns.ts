/**
 * Campaigns (SPEC §3 "Campaign list", §4 "Campaign", §6 limits, §9 "one coin per customer").
 *
 * Life cycle (ours, README): a draft is `pending` and editable; submit checks the coins (one per
 * recipient, taken as each message is accepted) and — the sandbox provider approving at once —
 * makes it `scheduled` (or `ongoing` when its start has passed); delivery, start, daily limit,
 * completion and coins are messaging/campaigns.ts (the `campaign.run` job).
 * Pause/resume need confirmation in the UI; trash keeps the status and sets deleted_at (an ongoing
 * campaign must be paused first). Campaign_Limit counts live campaigns (pending, scheduled,
 * ongoing, paused, not in the trash); Can_Add also needs the `campaigns` feature of the package.
 */
import { campaignAllows, PAGE_SIZE, routes, type CampaignBody, type CampaignStatusName } from '@wasl/api';
import { isFailureReason, type CampaignStopReason, type FailureReason } from '@wasl/api/models';
import type { RouteModule } from '../middleware/route.ts';
import { many, one, type Queryable } from '../db/db.ts';
import { merchantFeatures, offsetOf, pageCount } from '../db/queries.ts';
import { HttpError, conflict, notFound } from '../middleware/http.ts';
import { COIN_PRICE, planById } from '../providers/catalogue.ts';
import { campaignFigures, startCampaign, type CampaignFigures } from '../messaging/campaigns.ts';

const NOT_FOUND = 'errors:notFound';

/** Clear messages for refused transitions (the campaign screens show the server message, SPEC §8). */
export const CAMPAIGN_MESSAGES = {
  locked: 'errors:campaignLocked',
  notSubmittable: 'Only a pending campaign can be sent for approval.',
  notPausable: 'Only an ongoing or scheduled campaign can be paused.',
  notResumable: 'Only a paused campaign can be resumed.',
  notTrashable: 'Pause this campaign before moving it to the trash.',
  alreadyTrashed: 'This campaign is already in the trash.',
  notTrashed: 'This campaign is not in the trash.',
  inTrash: 'Restore this campaign from the trash first.',
} as const;

interface CampaignRow {
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

const COLUMNS = `id, name, status, language, to_char(start_date, 'YYYY-MM-DD') AS start_date, start_hour, duration_days, daily_limit, image, content,
  buttons, website, audience, target, sent, reach, impressions, clicks, revenue, conversions, total_cost, extra, stop_reason, deleted_at`;

const pct = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part / whole) * 10_000) / 100) : 0);

const NO_FIGURES: CampaignFigures = { sent: 0, delivered: 0, seen: 0, failed: 0, skipped: 0, queued: 0, reach: 0 };

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

async function withFigures(q: Queryable, merchantId: number, rows: CampaignRow[]) {
  const figures = await campaignFigures(
    q,
    merchantId,
    rows.map((c) => c.id),
  );
  return rows.map((c) => toCampaign(c, figures.get(c.id)));
}

/** Coins, Campaign_Limit and Can_Add (SPEC §3, §6). */
async function campaignLimits(q: Queryable, merchantId: number) {
  const [sub, live, features] = await Promise.all([
    one<{ plan_id: string; coins: number }>(q, 'SELECT plan_id, coins FROM subscriptions WHERE merchant_id = $1', [merchantId]),
    one<{ n: number }>(
      q,
      `SELECT count(*) AS n FROM campaigns WHERE merchant_id = $1 AND deleted_at IS NULL AND status IN ('pending', 'scheduled', 'ongoing', 'paused')`,
      [merchantId],
    ),
    merchantFeatures(q, merchantId),
  ]);
  const limit = sub ? (planById(sub.plan_id)?.campaign_limit ?? 0) : 0;
  const allowed = features.has('campaigns');
  return { Coins: sub?.coins ?? 0, Campaign_Limit: limit, Can_Add: allowed && (live?.n ?? 0) < limit, allowed };
}

/** Recipients: the merchant's customers (when chosen) plus CSV numbers, without duplicates. */
async function audienceSize(
  q: Queryable,
  merchantId: number,
  audience: CampaignBody['audience'],
): Promise<{ csv: string[]; size: number }> {
  const csv = [...new Set(audience.csv.map((p) => `+${p.trim().replace(/^\+/, '').replace(/[^\d]/g, '')}`))];
  if (!audience.from_database) return { csv, size: csv.length };
  const row = await one<{ n: number }>(
    q,
    `SELECT count(*) AS n FROM (SELECT phone FROM clients WHERE merchant_id = $1 UNION SELECT unnest($2::text[])) x`,
    [merchantId, csv],
  );
  return { csv, size: row?.n ?? csv.length };
}

/**
 * The price the merchant paid per coin: what their successful coin purchases cost over the coins
 * they bought (each transaction keeps its coin count), or the list price when they bought none
 * (coins granted by a plan or by support).
 */
async function coinPrice(q: Queryable, merchantId: number): Promise<{ price: number; source: 'purchases' | 'list_price' }> {
  const row = await one<{ coins: number | null; paid: string | number | null }>(
    q,
    `SELECT sum(coins)::int AS coins, sum(cost) AS paid FROM transactions
     WHERE merchant_id = $1 AND package_type = 'coins' AND status = 'success' AND coins > 0`,
    [merchantId],
  );
  const coins = Number(row?.coins ?? 0);
  return coins > 0
    ? { price: Math.round((Number(row?.paid ?? 0) / coins) * 10_000) / 10_000, source: 'purchases' }
    : { price: COIN_PRICE, source: 'list_price' };
}

/** Failed recipients per class (an unknown provider class counts as `other`), largest first. */
async function failureCounts(q: Queryable, merchantId: number, campaignId: number) {
  const rows = await many<{ reason: string | null; n: number }>(
    q,
    `SELECT failure_reason AS reason, count(*)::int AS n FROM campaign_recipients
     WHERE merchant_id = $1 AND campaign_id = $2 AND status = 'failed' GROUP BY failure_reason`,
    [merchantId, campaignId],
  );
  const counts = new Map<FailureReason, number>();
  for (const r of rows) {
    const reason: FailureReason = isFailureReason(r.reason) ? r.reason : 'other';
    counts.set(reason, (counts.get(reason) ?? 0) + Number(r.n));
  }
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/**
 * Business-initiated conversations a day a WhatsApp number may open (Meta's messaging limit tiers).
 * We keep no per-number history, so (ours): an approved number is taken at the first verified tier
 * (1,000), a pending one at the unverified tier (250); no number, null.
 */
export const MESSAGING_TIERS = { approved: 1_000, pending: 250 } as const;

export const register: RouteModule = (r, deps) => {
  const { db } = deps;

  const find = async (merchantId: number, id: number, q: Queryable = db, lock = false) => {
    const row = await one<CampaignRow>(
      q,
      `SELECT ${COLUMNS} FROM campaigns WHERE merchant_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
      [merchantId, id],
    );
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  r.handle(routes.listCampaigns, async ({ merchantId, query }) => {
    const params: unknown[] = [merchantId];
    let where = 'merchant_id = $1 AND deleted_at IS NULL';
    const search = query.search?.trim();
    if (search) where += ` AND name ILIKE $${params.push(`%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)}`;
    const [count, rows, limits] = await Promise.all([
      one<{ n: number }>(db, `SELECT count(*) AS n FROM campaigns WHERE ${where}`, params),
      many<CampaignRow>(
        db,
        `SELECT ${COLUMNS} FROM campaigns WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(query.page)}`,
        params,
      ),
      campaignLimits(db, merchantId),
    ]);
    return {
      data: {
        Campaign_Data: await withFigures(db, merchantId, rows),
        Coins: limits.Coins,
        Campaign_Limit: limits.Campaign_Limit,
        Can_Add: limits.Can_Add,
        Campaign_Total_Pages: pageCount(count?.n ?? 0),
        Campaign_Current_Pages: query.page,
      },
    };
  });

  r.handle(routes.listCampaignTrash, async ({ merchantId, query }) => {
    const [count, rows] = await Promise.all([
      one<{ n: number }>(db, 'SELECT count(*) AS n FROM campaigns WHERE merchant_id = $1 AND deleted_at IS NOT NULL', [merchantId]),
      many<CampaignRow>(
        db,
        `SELECT ${COLUMNS} FROM campaigns WHERE merchant_id = $1 AND deleted_at IS NOT NULL ORDER BY deleted_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(query.page)}`,
        [merchantId],
      ),
    ]);
    return {
      data: {
        Campaign_Data: await withFigures(db, merchantId, rows),
        Campaign_Current_Pages: query.page,
        Campaign_Total_Pages: pageCount(count?.n ?? 0),
      },
    };
  });

  const view = async (merchantId: number, id: number, q: Queryable = db) =>
    (await withFigures(q, merchantId, [await find(merchantId, id, q)]))[0]!;

  r.handle(routes.getCampaign, async ({ merchantId, params }) => ({ data: await view(merchantId, params.id) }));

  r.handle(routes.inspectCampaign, async ({ merchantId, params }) => {
    const c = await find(merchantId, params.id);
    const f = (await campaignFigures(db, merchantId, [c.id])).get(c.id) ?? NO_FIGURES;
    return {
      data: {
        name: c.name,
        status: c.status,
        sent: f.sent,
        delivered: f.delivered,
        seen: f.seen,
        failed: f.failed,
        clicks: c.clicks,
        skipped: f.skipped,
        stop_reason: c.stop_reason,
      },
    };
  });

  r.handle(routes.campaignAudience, async ({ merchantId }) => {
    const [customers, optedOut, number, features] = await Promise.all([
      one<{ n: number }>(db, 'SELECT count(DISTINCT phone)::int AS n FROM clients WHERE merchant_id = $1', [merchantId]),
      many<{ phone: string }>(db, `SELECT phone FROM opt_outs WHERE merchant_id = $1 AND scope = 'marketing' ORDER BY phone LIMIT 100000`, [
        merchantId,
      ]),
      one<{ status: string }>(
        db,
        `SELECT status FROM contact_numbers WHERE merchant_id = $1 ORDER BY (status = 'approved') DESC, id LIMIT 1`,
        [merchantId],
      ),
      merchantFeatures(db, merchantId),
    ]);
    return {
      data: {
        customers: Number(customers?.n ?? 0),
        opted_out: optedOut.map((o) => o.phone),
        messaging_tier: number ? (number.status === 'approved' ? MESSAGING_TIERS.approved : MESSAGING_TIERS.pending) : null,
        campaigns_in_plan: features.has('campaigns'),
      },
    };
  });

  r.handle(routes.campaignResults, async ({ merchantId, params }) => {
    const c = await find(merchantId, params.id);
    const [figures, failures, price, spent] = await Promise.all([
      campaignFigures(db, merchantId, [c.id]),
      failureCounts(db, merchantId, c.id),
      coinPrice(db, merchantId),
      one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM campaign_recipients WHERE merchant_id = $1 AND campaign_id = $2 AND charged', [
        merchantId,
        c.id,
      ]),
    ]);
    const f = figures.get(c.id) ?? NO_FIGURES;
    const coins = Number(spent?.n ?? 0);
    const cost = Math.round(coins * price.price * 100) / 100;
    return {
      data: {
        id: c.id,
        name: c.name,
        status: c.status,
        target: c.target,
        sent: Number(f.sent),
        delivered: Number(f.delivered),
        seen: Number(f.seen),
        clicked: c.clicks,
        failed: Number(f.failed),
        skipped: Number(f.skipped),
        queued: Number(f.queued),
        failures,
        reach: Number(f.reach),
        impressions: c.impressions,
        ctr: pct(c.clicks, c.impressions),
        revenue: Number(c.revenue),
        currency: 'SAR',
        conversion: pct(c.conversions, c.clicks),
        coins_spent: coins,
        coin_price: price.price,
        coin_price_source: price.source,
        cost,
        roas: cost > 0 ? Math.round((Number(c.revenue) / cost) * 100) / 100 : 0,
        stop_reason: c.stop_reason,
      },
    };
  });

  const write = (body: CampaignBody, audience: { csv: string[]; size: number }) => [
    body.name.trim(),
    body.language,
    body.start_date,
    body.start_hour,
    body.duration_days,
    body.daily_limit,
    body.image ?? '',
    body.content.trim(),
    JSON.stringify(body.buttons.map((b) => ({ text: b.text.trim(), url: b.url || null }))),
    body.website_link.trim(),
    JSON.stringify({ from_database: body.audience.from_database, csv: audience.csv, size: audience.size }),
    audience.size,
  ];

  r.handle(routes.createCampaign, async ({ merchantId, body }) => {
    const created = await db.transaction(async (tx) => {
      const limits = await campaignLimits(tx, merchantId);
      if (!limits.allowed) throw new HttpError(402, 'errors:featureNotInPlan', { data: { feature: 'campaigns' } });
      if (!limits.Can_Add) throw new HttpError(402, 'errors:limitReached', { data: { Campaign_Limit: limits.Campaign_Limit } });
      const audience = await audienceSize(tx, merchantId, body.audience);
      const row = await one<{ id: number }>(
        tx,
        `INSERT INTO campaigns (merchant_id, name, language, start_date, start_hour, duration_days, daily_limit, image, content, buttons, website, audience,
                                target, total_cost, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10::jsonb, $11, $12::jsonb, $13::int, $13::int, 'pending', $14, $14) RETURNING id`,
        [merchantId, ...write(body, audience), deps.now()],
      );
      return view(merchantId, row!.id, tx);
    });
    return { data: created, message: 'errors:success.audienceSelected' };
  });

  r.handle(routes.updateCampaign, async ({ merchantId, params, body }) => {
    const updated = await db.transaction(async (tx) => {
      const current = await find(merchantId, params.id, tx, true);
      if (current.deleted_at) throw conflict(CAMPAIGN_MESSAGES.inTrash);
      if (!campaignAllows('edit', current.status)) throw conflict(CAMPAIGN_MESSAGES.locked);
      const audience = await audienceSize(tx, merchantId, body.audience);
      await tx.query(
        `UPDATE campaigns SET name = $3, language = $4, start_date = $5::date, start_hour = $6, duration_days = $7, daily_limit = $8, image = $9,
                content = $10, buttons = $11::jsonb, website = $12, audience = $13::jsonb, target = $14::int, total_cost = $14::int, updated_at = $15
         WHERE merchant_id = $1 AND id = $2`,
        [merchantId, params.id, ...write(body, audience), deps.now()],
      );
      return view(merchantId, params.id, tx);
    });
    return { data: updated, message: 'errors:success.audienceSelected' };
  });

  /** One status change inside a transaction; `apply` throws when the action is not allowed. */
  const transition = async (merchantId: number, id: number, apply: (c: CampaignRow, tx: Queryable) => Promise<void>) =>
    db.transaction(async (tx) => {
      const current = await find(merchantId, id, tx, true);
      await apply(current, tx);
      return view(merchantId, id, tx);
    });

  r.handle(routes.submitCampaign, async ({ merchantId, params }) => {
    const data = await transition(merchantId, params.id, async (c, tx) => {
      if (c.deleted_at) throw conflict(CAMPAIGN_MESSAGES.inTrash);
      if (!campaignAllows('submit', c.status)) throw conflict(CAMPAIGN_MESSAGES.notSubmittable);
      // Coins are taken one per recipient as the provider accepts each message (messaging/campaigns.ts);
      // submitting needs enough for the whole audience, so a campaign does not stop for coins by surprise.
      const sub = await one<{ coins: number }>(tx, 'SELECT coins FROM subscriptions WHERE merchant_id = $1', [merchantId]);
      const coins = sub?.coins ?? 0;
      if (coins < c.total_cost) throw new HttpError(402, 'errors:insufficientCoins', { data: { Coins: coins, required: c.total_cost } });
      await startCampaign(tx, merchantId, c, deps.now());
    });
    return { data, message: 'errors:success.campaignSent' };
  });

  r.handle(routes.pauseCampaign, async ({ merchantId, params }) => {
    const data = await transition(merchantId, params.id, async (c, tx) => {
      if (c.deleted_at) throw conflict(CAMPAIGN_MESSAGES.inTrash);
      if (!campaignAllows('pause', c.status)) throw conflict(CAMPAIGN_MESSAGES.notPausable);
      await tx.query(`UPDATE campaigns SET status = 'paused', updated_at = $3 WHERE merchant_id = $1 AND id = $2`, [
        merchantId,
        c.id,
        deps.now(),
      ]);
    });
    return { data, message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.resumeCampaign, async ({ merchantId, params }) => {
    await transition(merchantId, params.id, async (c, tx) => {
      if (c.deleted_at) throw conflict(CAMPAIGN_MESSAGES.inTrash);
      if (!campaignAllows('resume', c.status)) throw conflict(CAMPAIGN_MESSAGES.notResumable);
      // A new run (epoch) continues from the first recipient still queued.
      await startCampaign(tx, merchantId, c, deps.now());
    });
    return { data: await view(merchantId, params.id), message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.trashCampaign, async ({ merchantId, params }) => {
    const data = await transition(merchantId, params.id, async (c, tx) => {
      if (c.deleted_at) throw conflict(CAMPAIGN_MESSAGES.alreadyTrashed);
      if (!campaignAllows('trash', c.status)) throw conflict(CAMPAIGN_MESSAGES.notTrashable);
      await tx.query('UPDATE campaigns SET deleted_at = $3 WHERE merchant_id = $1 AND id = $2', [merchantId, c.id, deps.now()]);
    });
    return { data, message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.restoreCampaign, async ({ merchantId, params }) => {
    const data = await transition(merchantId, params.id, async (c, tx) => {
      if (!c.deleted_at) throw conflict(CAMPAIGN_MESSAGES.notTrashed);
      await tx.query('UPDATE campaigns SET deleted_at = NULL, updated_at = $3 WHERE merchant_id = $1 AND id = $2', [
        merchantId,
        c.id,
        deps.now(),
      ]);
    });
    return { data, message: 'errors:success.dataUpdated' };
  });
};
