/**
 * Every SQL statement of the campaign calls, over the merchant's tenant (db/tenant.ts: `$1` is the
 * merchant's id, the statement's own parameters start at `$2`). Delivery figures and the run itself
 * are messaging/campaigns.ts.
 */
import { PAGE_SIZE, type CampaignBody } from '@wasl/api';
import { featuresOf, offsetOf } from '../../db/queries.ts';
import type { Tenant } from '../../db/tenant.ts';
import { campaignFigures, releaseCoins } from '../../messaging/campaigns.ts';
import { notFound } from '../../middleware/http.ts';
import { toCampaign, type CampaignRow } from './mapping.ts';
import { csvNumbers, failuresOf, limitsOf } from './rules.ts';

const COLUMNS = `id, name, status, language, to_char(start_date, 'YYYY-MM-DD') AS start_date, start_hour, duration_days, daily_limit, image, content,
  buttons, website, audience, target, total_cost, extra, stop_reason, deleted_at`;

/** The campaign, or 404 (another merchant's id answers like an unknown one). `lock`: FOR UPDATE. */
export async function find(t: Tenant, id: number, lock = false): Promise<CampaignRow> {
  const row = await t.one<CampaignRow>(`SELECT ${COLUMNS} FROM campaigns WHERE merchant_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  if (!row) throw notFound('errors:notFound');
  return row;
}

/** Display campaigns with their delivery figures. */
export async function withFigures(t: Tenant, rows: CampaignRow[]) {
  const figures = await campaignFigures(
    t.connection,
    t.merchantId,
    rows.map((c) => c.id),
  );
  return rows.map((c) => toCampaign(c, figures.get(c.id)));
}

export const figuresOf = async (t: Tenant, id: number) => (await campaignFigures(t.connection, t.merchantId, [id])).get(id);

/** The display campaign by id (404 when not the merchant's). */
export const view = async (t: Tenant, id: number) => (await withFigures(t, [await find(t, id)]))[0]!;

/** One page of live (not trashed) campaigns, newest first, optionally searched by name; and how many match. */
export async function livePage(t: Tenant, search: string | undefined, page: number) {
  const params: unknown[] = [];
  let where = 'merchant_id = $1 AND deleted_at IS NULL';
  const term = search?.trim();
  if (term) where += ` AND name ILIKE $${params.push(`%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`) + 1}`;
  const [count, rows] = await Promise.all([
    t.one<{ n: number }>(`SELECT count(*) AS n FROM campaigns WHERE ${where}`, params),
    t.many<CampaignRow>(
      `SELECT ${COLUMNS} FROM campaigns WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(page)}`,
      params,
    ),
  ]);
  return { total: count?.n ?? 0, rows };
}

/** One page of the trash, last trashed first; and how many are there. */
export async function trashPage(t: Tenant, page: number) {
  const [count, rows] = await Promise.all([
    t.one<{ n: number }>('SELECT count(*) AS n FROM campaigns WHERE merchant_id = $1 AND deleted_at IS NOT NULL'),
    t.many<CampaignRow>(
      `SELECT ${COLUMNS} FROM campaigns WHERE merchant_id = $1 AND deleted_at IS NOT NULL ORDER BY deleted_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(page)}`,
    ),
  ]);
  return { total: count?.n ?? 0, rows };
}

/** Coins, Campaign_Limit and Can_Add (SPEC §3, §6). */
export async function campaignLimits(t: Tenant) {
  const [sub, live, features] = await Promise.all([
    t.one<{ plan_id: string; coins: number }>('SELECT plan_id, coins FROM subscriptions WHERE merchant_id = $1'),
    t.one<{ n: number }>(
      `SELECT count(*) AS n FROM campaigns WHERE merchant_id = $1 AND deleted_at IS NULL AND status IN ('pending', 'scheduled', 'ongoing', 'paused')`,
    ),
    featuresOf(t),
  ]);
  return limitsOf(sub, live?.n ?? 0, features);
}

/** Recipients: the merchant's customers (when chosen) plus CSV numbers, without duplicates. */
export async function audienceSize(t: Tenant, audience: CampaignBody['audience']): Promise<{ csv: string[]; size: number }> {
  const csv = csvNumbers(audience);
  if (!audience.from_database) return { csv, size: csv.length };
  const row = await t.one<{ n: number }>(
    `SELECT count(*) AS n FROM (SELECT phone FROM clients WHERE merchant_id = $1 UNION SELECT unnest($2::text[])) x`,
    [csv],
  );
  return { csv, size: row?.n ?? csv.length };
}

/** Customers, marketing opt-outs, the best business number and the features: what the wizard's audience step needs. */
export async function audienceFacts(t: Tenant) {
  const [customers, optedOut, number, features] = await Promise.all([
    t.one<{ n: number }>('SELECT count(DISTINCT phone)::int AS n FROM clients WHERE merchant_id = $1'),
    t.many<{ phone: string }>(`SELECT phone FROM opt_outs WHERE merchant_id = $1 AND scope = 'marketing' ORDER BY phone LIMIT 100000`),
    t.one<{ status: string }>(`SELECT status FROM contact_numbers WHERE merchant_id = $1 ORDER BY (status = 'approved') DESC, id LIMIT 1`),
    featuresOf(t),
  ]);
  return { customers: Number(customers?.n ?? 0), optedOut: optedOut.map((o) => o.phone), number, features };
}

/** Failed recipients of a campaign per class, largest first. */
export const failureCounts = async (t: Tenant, campaignId: number) =>
  failuresOf(
    await t.many<{ reason: string | null; n: number }>(
      `SELECT failure_reason AS reason, count(*)::int AS n FROM campaign_recipients
       WHERE merchant_id = $1 AND campaign_id = $2 AND status = 'failed' GROUP BY failure_reason`,
      [campaignId],
    ),
  );

/** The columns a draft writes, in the order of the INSERT/UPDATE below. */
const draftValues = (body: CampaignBody, audience: { csv: string[]; size: number }) => [
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
  JSON.stringify({ from_database: body.audience.from_database, csv: audience.csv, size: audience.size, consent: !!body.audience.consent }),
  audience.size,
];

/** A new `pending` draft; its id. */
export async function insertDraft(t: Tenant, body: CampaignBody, audience: { csv: string[]; size: number }, now: Date): Promise<number> {
  const row = await t.one<{ id: number }>(
    `INSERT INTO campaigns (merchant_id, name, language, start_date, start_hour, duration_days, daily_limit, image, content, buttons, website, audience,
                            target, total_cost, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10::jsonb, $11, $12::jsonb, $13::int, $13::int, 'pending', $14, $14) RETURNING id`,
    [...draftValues(body, audience), now],
  );
  return row!.id;
}

export async function updateDraft(
  t: Tenant,
  id: number,
  body: CampaignBody,
  audience: { csv: string[]; size: number },
  now: Date,
): Promise<void> {
  await t.query(
    `UPDATE campaigns SET name = $3, language = $4, start_date = $5::date, start_hour = $6, duration_days = $7, daily_limit = $8, image = $9,
            content = $10, buttons = $11::jsonb, website = $12, audience = $13::jsonb, target = $14::int, total_cost = $14::int, updated_at = $15
     WHERE merchant_id = $1 AND id = $2`,
    [id, ...draftValues(body, audience), now],
  );
}

export async function pause(t: Tenant, id: number, now: Date): Promise<void> {
  await t.query(`UPDATE campaigns SET status = 'paused', updated_at = $3 WHERE merchant_id = $1 AND id = $2`, [id, now]);
}

/** To the trash; the coins it still holds for recipients not sent go back to the wallet. */
export async function trash(t: Tenant, id: number, now: Date): Promise<void> {
  await t.query('UPDATE campaigns SET deleted_at = $3 WHERE merchant_id = $1 AND id = $2', [id, now]);
  await releaseCoins(t.connection, t.merchantId, id);
}

export async function restore(t: Tenant, id: number, now: Date): Promise<void> {
  await t.query('UPDATE campaigns SET deleted_at = NULL, updated_at = $3 WHERE merchant_id = $1 AND id = $2', [id, now]);
}
