/**
 * Campaign delivery (issue 12). An approved campaign gets one `campaign_recipients` row per phone
 * (the merchant's customers when chosen, plus the CSV numbers; sorted by phone) and one
 * `campaign.run` job, which sends batch by batch:
 *
 * - **Start**: the campaign's start date at its start hour in the merchant's time zone (settings,
 *   default Asia/Kolkata, SPEC §9; lib/zone.ts, an invalid zone counts as that default). Day n runs from start + n·24 h; after `duration_days` days the
 *   campaign is `completed` (recipients not reached by then stay `queued`, never sent).
 * - **Daily limit**: at most `daily_limit` recipients attempted per day (accepted or refused by
 *   the provider; opted-out numbers are `skipped` and do not count). When the day's quota is used,
 *   the job reschedules itself at the next day's start.
 * - **Coins** (one per recipient, SPEC §9), decided here (issue 20): submit (and resume) RESERVES
 *   one coin per recipient not sent yet — taken from the wallet into `campaigns.coins_reserved`,
 *   refused with 402 insufficientCoins when the wallet cannot cover it — so two campaigns sharing
 *   one balance can never both run out mid-way. A batch moves one reserved coin per recipient onto
 *   the recipient before the provider is called (`charged`); the coin is KEPT when the provider
 *   accepts, goes BACK TO THE WALLET when it refuses permanently (invalid number, …) and back to the
 *   reserve when it asks to retry later; a status event saying the message failed undelivered
 *   gives it back to the wallet too (messaging/status.ts: a delivery after that takes it again).
 *   Opted-out recipients (skipped) release theirs at once; what is still reserved when the campaign
 *   completes (days over) or is trashed goes back to the wallet; a pause keeps it. So the coins
 *   spent = recipients whose final status is sent, delivered or seen.
 * - **Coins run out** mid-way (only a campaign that holds no reserve — one started before
 *   reservations, or restored from the trash — draws on the wallet as it goes): the campaign is
 *   `paused` with `stop_reason = 'insufficient_coins'`; buying coins and resuming continues.
 * - **Tracked links** (messaging/campaignLinks.ts): each claimed recipient gets its own link per
 *   call-to-action button, rendered into the message.
 * - **Pause/resume**: pause flips the status; the job sees it before its next batch and stops (a
 *   batch in flight, ≤ 50 recipients, finishes). Resume bumps `run_epoch` and enqueues a new job
 *   (`campaign:<id>:run:<epoch>`): the old one, should it still run, sees the epoch and stops. The
 *   next recipient is the first still `queued` by position: exactly where it stopped.
 * - **Exactly once**: recipients are claimed `queued → sending` with a lease in one transaction;
 *   the provider is called with the idempotency key `campaign:<id>:<position>`; the result is
 *   recorded in a second transaction. A worker killed between the two leaves `sending` rows whose
 *   lease expires; the next run sends them again under the same key, which the sandbox (and any
 *   deduplicating provider) answers with the first message's id — nothing is sent twice. With the
 *   WhatsApp Cloud API (no idempotency key) that crash window can repeat those few messages.
 */
import { ATTRIBUTION_WINDOW_MS, systemTemplates, UNATTRIBUTED_ORDER_STATUSES, type SentForm } from '@wasl/api/models';
import type { Db, Queryable } from '../db/db.ts';
import type { HandlerSpec, Job, JobContext } from '../jobs/queue.ts';
import { enqueue } from '../jobs/queue.ts';
import { isProviderError, type MessagingProvider } from '../providers/index.ts';
import { MARKETING_OPT_OUT_CODE } from '../providers/whatsapp/errors.ts';
import { recordMetaOptOut } from './messages.ts';
import { decideForms, type FormOptions } from './form.ts';
import { merchantTimeZone } from '../db/queries.ts';
import { zonedInstant } from '../lib/zone.ts';
import { mintLinks, renderCampaignBody, type CampaignButton, type RecipientLink } from './campaignLinks.ts';
import { recordAttestedOptIns } from '../customers/consent.ts';
import { skipSuppressedRecipients } from '../customers/suppression.ts';
import type { SecretBox } from '../lib/secretBox.ts';

export const CAMPAIGN_JOB = 'campaign.run';
export const DAY_MS = 86_400_000;
/** Recipients per batch (claimed, sent in parallel, recorded together). */
export const BATCH = 50;
export type StopReason = 'insufficient_coins' | 'subscription_expired';

interface CampaignRunRow {
  id: number;
  merchant_id: number;
  status: string;
  run_epoch: number;
  start_date: string;
  start_hour: number;
  duration_days: number;
  daily_limit: number;
  content: string;
  language: 'en' | 'ar';
  buttons: CampaignButton[];
  coins_reserved: number;
}

export async function campaignStart(q: Queryable, merchantId: number, c: { start_date: string; start_hour: number }): Promise<Date> {
  return zonedInstant(c.start_date, c.start_hour, await merchantTimeZone(q, merchantId));
}

/**
 * Creates the recipient rows of a campaign from its audience (once: a campaign that has rows keeps
 * them) and answers their number.
 */
export async function materializeRecipients(
  q: Queryable,
  merchantId: number,
  campaignId: number,
  audience: { from_database?: boolean; csv?: string[] },
): Promise<number> {
  const have = (await q.query<{ n: number }>('SELECT count(*) AS n FROM campaign_recipients WHERE campaign_id = $1', [campaignId])).rows[0]!
    .n;
  if (have > 0) return have;
  const csv = audience.csv ?? [];
  const { rowCount } = await q.query(
    `INSERT INTO campaign_recipients (campaign_id, merchant_id, position, phone)
     SELECT $1, $2, row_number() OVER (ORDER BY phone), phone FROM (
       SELECT unnest($3::text[]) AS phone UNION SELECT phone FROM clients WHERE merchant_id = $2 AND $4::boolean
     ) x`,
    [campaignId, merchantId, csv, !!audience.from_database],
  );
  return rowCount;
}

/** Enqueues the campaign's run job for its current epoch, due at `runAt`. */
export async function scheduleRun(q: Queryable, c: { id: number; merchant_id: number; run_epoch: number }, runAt: Date) {
  await enqueue(q, {
    kind: CAMPAIGN_JOB,
    payload: { merchantId: c.merchant_id, campaignId: c.id, epoch: c.run_epoch },
    idempotencyKey: `campaign:${c.id}:run:${c.run_epoch}`,
    runAt,
    maxAttempts: 20,
  });
}

/**
 * Approval (submit, and resume): recipients, status (scheduled before the start, ongoing after),
 * a new epoch and its job. Call inside the route's transaction, with the campaign row locked.
 */
export async function startCampaign(
  q: Queryable,
  merchantId: number,
  campaign: {
    id: number;
    start_date: string;
    start_hour: number;
    audience: { from_database?: boolean; csv?: string[]; consent?: boolean };
  },
  now: Date,
  secrets: SecretBox,
): Promise<{ status: 'scheduled' | 'ongoing'; recipients: number }> {
  const recipients = await materializeRecipients(q, merchantId, campaign.id, campaign.audience);
  // Opted out, then erased: still out (customers/suppression.ts), skipped before coins are reserved.
  await skipSuppressedRecipients(q, secrets, merchantId, campaign.id);
  // The merchant's attestation, recorded per recipient in the consent ledger (customers/consent.ts).
  if (campaign.audience.consent) await recordAttestedOptIns(q, merchantId, campaign.id, now);
  const start = await campaignStart(q, merchantId, campaign);
  const status = now.getTime() >= start.getTime() ? 'ongoing' : 'scheduled';
  const row = (
    await q.query<{ id: number; merchant_id: number; run_epoch: number }>(
      `UPDATE campaigns SET status = $3, run_epoch = run_epoch + 1, stop_reason = NULL, target = $5, updated_at = $4
       WHERE merchant_id = $1 AND id = $2 RETURNING id, merchant_id, run_epoch`,
      [merchantId, campaign.id, status, now, recipients],
    )
  ).rows[0]!;
  await scheduleRun(q, row, new Date(Math.max(start.getTime(), now.getTime())));
  return { status, recipients };
}

/**
 * Reserves one coin per recipient not sent yet (queued), on top of what the campaign already holds.
 * Call inside the submit/resume transaction: when the wallet cannot cover it, nothing is taken and
 * the answer says how many were needed (the route refuses with 402 and rolls everything back).
 */
export async function reserveCoins(
  q: Queryable,
  merchantId: number,
  campaignId: number,
): Promise<{ ok: true; reserved: number } | { ok: false; required: number; coins: number }> {
  const { rows } = await q.query<{ queued: number; reserved: number; coins: number }>(
    `SELECT (SELECT count(*)::int FROM campaign_recipients WHERE campaign_id = $2 AND status = 'queued') AS queued,
            (SELECT coins_reserved FROM campaigns WHERE merchant_id = $1 AND id = $2) AS reserved,
            (SELECT coins FROM subscriptions WHERE merchant_id = $1 FOR UPDATE) AS coins`,
    [merchantId, campaignId],
  );
  const { queued, reserved, coins } = rows[0]!;
  const need = Math.max(0, Number(queued) - Number(reserved ?? 0));
  const wallet = Number(coins ?? 0);
  if (need > wallet) return { ok: false, required: need, coins: wallet };
  if (need > 0) {
    await q.query('UPDATE subscriptions SET coins = coins - $2 WHERE merchant_id = $1', [merchantId, need]);
    await q.query('UPDATE campaigns SET coins_reserved = coins_reserved + $3 WHERE merchant_id = $1 AND id = $2', [
      merchantId,
      campaignId,
      need,
    ]);
  }
  return { ok: true, reserved: Number(reserved ?? 0) + need };
}

/** Gives `n` reserved coins (all of them by default) back to the wallet. */
export async function releaseCoins(q: Queryable, merchantId: number, campaignId: number, n?: number): Promise<number> {
  const { rows } = await q.query<{ released: number }>(
    `WITH before AS (SELECT id, coins_reserved FROM campaigns WHERE merchant_id = $1 AND id = $2 FOR UPDATE),
     c AS (
       UPDATE campaigns k SET coins_reserved = k.coins_reserved - least(k.coins_reserved, coalesce($3::int, k.coins_reserved))
       FROM before b WHERE k.id = b.id RETURNING b.coins_reserved - k.coins_reserved AS released
     )
     SELECT released FROM c`,
    [merchantId, campaignId, n ?? null],
  );
  const released = Number(rows[0]?.released ?? 0);
  if (released > 0) await q.query('UPDATE subscriptions SET coins = coins + $2 WHERE merchant_id = $1', [merchantId, released]);
  return released;
}

/**
 * Figures from the records (issue 12: no stored counters to drift; issue 20: clicks from the
 * tracked links, conversions and revenue attributed from orders — ADR 007). Rates, cost and ROAS
 * are @wasl/api `campaignKpis` of these, for the list and the results alike.
 */
export interface CampaignFigures {
  sent: number;
  delivered: number;
  seen: number;
  failed: number;
  skipped: number;
  queued: number;
  reach: number;
  /** Every open of a tracked link. */
  clicks: number;
  /** Recipients who opened at least one. */
  uniqueClicks: number;
  /** Recipients holding a coin (accepted, not refunded). */
  coinsUsed: number;
  /** Orders attributed to the campaign (last touch within the window) and their totals. */
  conversions: number;
  revenue: number;
}

const FIGURES_SQL = `SELECT campaign_id,
   count(*) FILTER (WHERE provider_message_id IS NOT NULL)::int AS sent,
   count(*) FILTER (WHERE rank >= 3)::int AS delivered,
   count(*) FILTER (WHERE rank >= 4)::int AS seen,
   count(*) FILTER (WHERE status = 'failed')::int AS failed,
   count(*) FILTER (WHERE status = 'skipped')::int AS skipped,
   count(*) FILTER (WHERE status IN ('queued', 'sending'))::int AS queued,
   count(*) FILTER (WHERE charged)::int AS coins_used
 FROM campaign_recipients WHERE merchant_id = $1 AND campaign_id = ANY($2::int[]) GROUP BY campaign_id`;

const CLICKS_SQL = `SELECT campaign_id, count(*)::int AS clicks, count(DISTINCT position)::int AS unique_clicks
 FROM campaign_clicks WHERE merchant_id = $1 AND campaign_id = ANY($2::int[]) GROUP BY campaign_id`;

/**
 * Last-touch attribution (ADR 007): a touch is a recipient's delivery or click, of ANY of the
 * merchant's campaigns; each order (not cancelled, returned or refunded) from the same phone within
 * the window after a touch goes to the campaign of the latest touch before it. Phones compare in the
 * one stored form, E.164 digits: stores' orders arrive normalised by @wasl/api `normalizePhone`
 * (`966…`) and recipients are `+966…`, so only the `+` differs.
 */
const ATTRIBUTION_SQL = `WITH touches AS (
   SELECT campaign_id, ltrim(phone, '+') AS phone, delivered_at AS at FROM campaign_recipients
   WHERE merchant_id = $1 AND delivered_at IS NOT NULL
   UNION ALL
   SELECT campaign_id, ltrim(phone, '+'), clicked_at FROM campaign_clicks WHERE merchant_id = $1
 ), attributed AS (
   SELECT DISTINCT ON (o.id) o.id, o.total, t.campaign_id
   FROM orders o JOIN touches t ON t.phone = ltrim(o.phone, '+') AND t.at <= o.order_date AND o.order_date < t.at + ($3::int * interval '1 millisecond')
   WHERE o.merchant_id = $1 AND NOT (o.status = ANY($4::text[]))
   ORDER BY o.id, t.at DESC, t.campaign_id DESC
 )
 SELECT campaign_id, count(*)::int AS conversions, coalesce(sum(total), 0)::float8 AS revenue
 FROM attributed WHERE campaign_id = ANY($2::int[]) GROUP BY campaign_id`;

/** The statements every campaign figure is computed from (seed/figureColumns.test.ts checks their columns have live writers). */
export const FIGURE_SQL = { delivery: FIGURES_SQL, clicks: CLICKS_SQL, attribution: ATTRIBUTION_SQL } as const;

export const NO_FIGURES: CampaignFigures = {
  sent: 0,
  delivered: 0,
  seen: 0,
  failed: 0,
  skipped: 0,
  queued: 0,
  reach: 0,
  clicks: 0,
  uniqueClicks: 0,
  coinsUsed: 0,
  conversions: 0,
  revenue: 0,
};

export async function campaignFigures(q: Queryable, merchantId: number, ids: number[]): Promise<Map<number, CampaignFigures>> {
  const map = new Map<number, CampaignFigures>();
  if (ids.length === 0) return map;
  const [delivery, clicks, orders] = await Promise.all([
    q.query<{
      campaign_id: number;
      sent: number;
      delivered: number;
      seen: number;
      failed: number;
      skipped: number;
      queued: number;
      coins_used: number;
    }>(FIGURES_SQL, [merchantId, ids]),
    q.query<{ campaign_id: number; clicks: number; unique_clicks: number }>(CLICKS_SQL, [merchantId, ids]),
    q.query<{ campaign_id: number; conversions: number; revenue: number }>(ATTRIBUTION_SQL, [
      merchantId,
      ids,
      ATTRIBUTION_WINDOW_MS,
      [...UNATTRIBUTED_ORDER_STATUSES],
    ]),
  ]);
  const of = (id: number) => map.get(id) ?? map.set(id, { ...NO_FIGURES }).get(id)!;
  for (const r of delivery.rows) {
    // Reach: customers the message reached (delivered or seen; one row per phone).
    Object.assign(of(r.campaign_id), {
      sent: Number(r.sent),
      delivered: Number(r.delivered),
      seen: Number(r.seen),
      failed: Number(r.failed),
      skipped: Number(r.skipped),
      queued: Number(r.queued),
      reach: Number(r.delivered),
      coinsUsed: Number(r.coins_used),
    });
  }
  for (const r of clicks.rows) Object.assign(of(r.campaign_id), { clicks: Number(r.clicks), uniqueClicks: Number(r.unique_clicks) });
  for (const r of orders.rows) Object.assign(of(r.campaign_id), { conversions: Number(r.conversions), revenue: Number(r.revenue) });
  return map;
}

interface Claimed {
  position: number;
  phone: string;
  links?: RecipientLink[];
}

type BatchPlan = { kind: 'stop' } | { kind: 'again'; at: Date } | { kind: 'send'; campaign: CampaignRunRow; batch: Claimed[]; day: number };

/**
 * The `campaign.run` job. Loops over batches for at most `sliceMs` of real time, then yields
 * (reschedules itself due now) so other jobs interleave.
 */
export function campaignHandler(
  db: Db,
  messaging: () => MessagingProvider,
  options: { sliceMs?: number; leaseMs?: number; parallel?: number; publicUrl?: string; form?: FormOptions } = {},
): HandlerSpec {
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const sliceMs = options.sliceMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const parallel = options.parallel ?? BATCH;

  /** One transaction: checks the campaign, its day and quota, the coins; claims a batch. */
  const plan = (job: Job, ctx: JobContext): Promise<BatchPlan> =>
    db.transaction(async (tx) => {
      const { merchantId, campaignId, epoch } = job.payload as { merchantId: number; campaignId: number; epoch: number };
      const c = (
        await tx.query<CampaignRunRow>(
          `SELECT id, merchant_id, status, run_epoch, to_char(start_date, 'YYYY-MM-DD') AS start_date, start_hour, duration_days, daily_limit,
                  content, language, buttons, coins_reserved
           FROM campaigns WHERE merchant_id = $1 AND id = $2 AND deleted_at IS NULL FOR UPDATE`,
          [merchantId, campaignId],
        )
      ).rows[0];
      if (!c || c.run_epoch !== epoch || (c.status !== 'scheduled' && c.status !== 'ongoing')) return { kind: 'stop' };
      const now = ctx.now();
      const start = await campaignStart(tx, merchantId, c);
      if (now < start) return { kind: 'again', at: start };
      const day = Math.floor((now.getTime() - start.getTime()) / DAY_MS);
      const complete = async () => {
        await tx.query(`UPDATE campaigns SET status = 'completed', updated_at = $3 WHERE merchant_id = $1 AND id = $2`, [
          merchantId,
          c.id,
          now,
        ]);
        // Recipients never sent (days over): their reserved coins go back to the wallet.
        await releaseCoins(tx, merchantId, c.id);
        return { kind: 'stop' } as const;
      };
      /** The batch with its tracked links (minted once per recipient and button). */
      const withLinks = async (batch: Claimed[]): Promise<Claimed[]> => {
        const links = await mintLinks(
          tx,
          merchantId,
          c.id,
          c.buttons ?? [],
          batch.map((b) => b.position),
        );
        return batch.map((b) => ({ ...b, links: links.get(b.position) ?? [] }));
      };
      if (day >= c.duration_days) return complete();
      if (c.status === 'scheduled') {
        await tx.query(`UPDATE campaigns SET status = 'ongoing', updated_at = $3 WHERE merchant_id = $1 AND id = $2`, [
          merchantId,
          c.id,
          now,
        ]);
      }
      // A STOP reply opts a number out of marketing: skipped, no coin, not counted in the day. The
      // STOP is stored as WhatsApp sends the number (digits), a CSV or store number with its `+`.
      const skipped = await tx.query(
        `UPDATE campaign_recipients r SET status = 'skipped', failure_reason = 'opted_out', updated_at = now()
         FROM opt_outs o WHERE r.campaign_id = $1 AND r.status = 'queued' AND o.merchant_id = $2
           AND ltrim(o.phone, '+') = ltrim(r.phone, '+') AND o.scope = 'marketing'`,
        [c.id, merchantId],
      );
      if (skipped.rowCount > 0) c.coins_reserved -= await releaseCoins(tx, merchantId, c.id, skipped.rowCount);
      // Recipients a killed worker left mid-send (lease over): sent again under the same key.
      const stale = (
        await tx.query<Claimed>(
          `UPDATE campaign_recipients SET locked_until = now() + ($2::int * interval '1 millisecond')
           WHERE campaign_id = $1 AND status = 'sending' AND locked_until < now() RETURNING position, phone`,
          [c.id, leaseMs],
        )
      ).rows;
      if (stale.length > 0) return { kind: 'send', campaign: c, batch: await withLinks(stale), day };
      const used = (
        await tx.query<{ n: number }>(
          `SELECT count(*) AS n FROM campaign_recipients WHERE campaign_id = $1 AND day = $2 AND status NOT IN ('queued', 'skipped')`,
          [c.id, day],
        )
      ).rows[0]!.n;
      const left = (
        await tx.query<{ queued: number; sending: number }>(
          `SELECT count(*) FILTER (WHERE status = 'queued') AS queued, count(*) FILTER (WHERE status = 'sending') AS sending
           FROM campaign_recipients WHERE campaign_id = $1 AND status IN ('queued', 'sending')`,
          [c.id],
        )
      ).rows[0]!;
      if (left.queued === 0) {
        // Another run's batch still in flight: look again when its lease may have expired.
        if (left.sending > 0) return { kind: 'again', at: new Date(now.getTime() + leaseMs) };
        return complete();
      }
      const quota = c.daily_limit - used;
      if (quota <= 0) return { kind: 'again', at: new Date(start.getTime() + (day + 1) * DAY_MS) };
      const sub = (
        await tx.query<{ coins: number; status: string; expiry: Date }>(
          'SELECT coins, status, expiry FROM subscriptions WHERE merchant_id = $1 FOR UPDATE',
          [merchantId],
        )
      ).rows[0];
      const stop = async (reason: StopReason) => {
        await tx.query(`UPDATE campaigns SET status = 'paused', stop_reason = $3, updated_at = $4 WHERE merchant_id = $1 AND id = $2`, [
          merchantId,
          c.id,
          reason,
          now,
        ]);
        return { kind: 'stop' } as const;
      };
      if (!sub || sub.status !== 'active' || sub.expiry.getTime() <= now.getTime()) return stop('subscription_expired');
      // Reserved coins first; a campaign without (enough) reserve draws on the wallet.
      const reserved = Math.max(0, c.coins_reserved);
      const take = Math.min(BATCH, quota, reserved + Math.max(0, sub.coins));
      if (take <= 0) return stop('insufficient_coins');
      const batch = (
        await tx.query<Claimed>(
          // MATERIALIZED: as a plain `IN (SELECT … LIMIT n)` PostgreSQL may rescan the subquery and,
          // finding the rows it just changed no longer queued, take the next ones — past the limit.
          `WITH picked AS MATERIALIZED (
             SELECT position FROM campaign_recipients WHERE campaign_id = $1 AND status = 'queued' ORDER BY position LIMIT $3 FOR UPDATE SKIP LOCKED)
           UPDATE campaign_recipients r SET status = 'sending', day = $2, charged = true, updated_at = now(),
                  locked_until = now() + ($4::int * interval '1 millisecond')
           FROM picked WHERE r.campaign_id = $1 AND r.position = picked.position
           RETURNING r.position, r.phone`,
          [c.id, day, take, leaseMs],
        )
      ).rows;
      const fromReserve = Math.min(batch.length, reserved);
      if (fromReserve > 0) {
        await tx.query('UPDATE campaigns SET coins_reserved = coins_reserved - $3 WHERE merchant_id = $1 AND id = $2', [
          merchantId,
          c.id,
          fromReserve,
        ]);
      }
      if (batch.length > fromReserve) {
        await tx.query('UPDATE subscriptions SET coins = coins - $2 WHERE merchant_id = $1', [merchantId, batch.length - fromReserve]);
      }
      return { kind: 'send', campaign: c, batch: await withLinks(batch), day };
    });

  /** Calls the provider for each recipient (in parallel) and records the outcomes in one transaction. */
  const send = async (c: CampaignRunRow, batch: Claimed[], now: Date): Promise<number | undefined> => {
    const provider = messaging();
    const outcomes = new Array<{ position: number; id?: string; reason?: string; code?: string; retryAfterMs?: number; form?: SentForm }>();
    // Text inside a recipient's 24-hour window, else the campaign template (messaging/form.ts).
    const bodies = batch.map((r) => renderCampaignBody(c.content, r.links ?? [], publicUrl));
    const forms = await decideForms(
      db,
      c.merchant_id,
      batch.map((r, i) => ({ to: r.phone, template: { name: systemTemplates.campaign.name, params: [bodies[i]!] } })),
      now,
      options.form,
    );
    const formOf = new Map(batch.map((r, i) => [r.position, { body: bodies[i]!, decision: forms[i]! }]));
    let next = 0;
    const lane = async () => {
      while (next < batch.length) {
        const r = batch[next++]!;
        const { body, decision } = formOf.get(r.position)!;
        if ('fail' in decision) {
          outcomes.push({ position: r.position, reason: decision.fail.reason, code: decision.fail.code });
          continue;
        }
        const form = decision.form;
        try {
          const { providerMessageId } = await provider.send({
            merchantId: c.merchant_id,
            to: r.phone,
            kind: 'campaign',
            ref: `campaign:${c.id}`,
            language: c.language,
            body,
            idempotencyKey: `campaign:${c.id}:${r.position}`,
            ...(form.kind === 'template'
              ? { format: 'template' as const, template: { name: form.name, params: form.params } }
              : { format: 'text' as const }),
          });
          outcomes.push({ position: r.position, id: providerMessageId, form });
        } catch (error) {
          if (isProviderError(error)) {
            outcomes.push(
              error.retryable
                ? { position: r.position, retryAfterMs: error.retryAfterMs ?? 1_000 }
                : { position: r.position, reason: error.reason, code: error.code },
            );
          } else {
            outcomes.push({ position: r.position, retryAfterMs: 5_000 }); // a network error: try again later
          }
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, batch.length) }, lane));
    const accepted = outcomes.filter((o) => o.id);
    const refused = outcomes.filter((o) => o.reason);
    const retry = outcomes.filter((o) => o.retryAfterMs !== undefined);
    await db.transaction(async (tx) => {
      if (accepted.length) {
        await tx.query(
          `UPDATE campaign_recipients r SET provider_message_id = v.id, status = CASE WHEN r.rank < 1 THEN 'sent' ELSE r.status END,
                  rank = greatest(r.rank, 1), sent_at = coalesce(r.sent_at, $4), locked_until = NULL, updated_at = now(), sent_form = v.form::jsonb
           FROM unnest($2::int[], $3::text[], $5::text[]) AS v(position, id, form) WHERE r.campaign_id = $1 AND r.position = v.position AND r.status = 'sending'`,
          [c.id, accepted.map((o) => o.position), accepted.map((o) => o.id), now, accepted.map((o) => JSON.stringify(o.form))],
        );
      }
      let refund = 0;
      let backToReserve = 0;
      if (refused.length) {
        const { rowCount } = await tx.query(
          `UPDATE campaign_recipients r SET status = 'failed', rank = 2, charged = false, failure_reason = v.reason, error_code = v.code,
                  failed_at = $5, locked_until = NULL, updated_at = now()
           FROM unnest($2::int[], $3::text[], $4::text[]) AS v(position, reason, code)
           WHERE r.campaign_id = $1 AND r.position = v.position AND r.status = 'sending' AND r.charged`,
          [c.id, refused.map((o) => o.position), refused.map((o) => o.reason), refused.map((o) => o.code ?? null), now],
        );
        refund += rowCount;
        // Meta's opt-out signal: the customer stopped this business's marketing in WhatsApp.
        const phones = new Map(batch.map((b) => [b.position, b.phone]));
        for (const o of refused.filter((x) => x.code === MARKETING_OPT_OUT_CODE))
          await recordMetaOptOut(tx, c.merchant_id, phones.get(o.position)!, now);
      }
      if (retry.length) {
        const { rowCount } = await tx.query(
          `UPDATE campaign_recipients SET status = 'queued', day = NULL, charged = false, locked_until = NULL, updated_at = now()
           WHERE campaign_id = $1 AND position = ANY($2::int[]) AND status = 'sending' AND charged`,
          [c.id, retry.map((o) => o.position)],
        );
        backToReserve += rowCount;
      }
      if (refund > 0) await tx.query('UPDATE subscriptions SET coins = coins + $2 WHERE merchant_id = $1', [c.merchant_id, refund]);
      // Sent again later: the coin waits in the campaign's reserve.
      if (backToReserve > 0) {
        await tx.query('UPDATE campaigns SET coins_reserved = coins_reserved + $3 WHERE merchant_id = $1 AND id = $2', [
          c.merchant_id,
          c.id,
          backToReserve,
        ]);
      }
    });
    return retry.length ? Math.max(...retry.map((o) => o.retryAfterMs!)) : undefined;
  };

  return {
    async run(job, ctx) {
      const began = Date.now();
      for (;;) {
        const next = await plan(job, ctx);
        if (next.kind === 'stop') return;
        if (next.kind === 'again') return { again: next.at };
        const wait = await send(next.campaign, next.batch, ctx.now());
        if (wait !== undefined) return { again: new Date(ctx.now().getTime() + wait) };
        if (Date.now() - began > sliceMs) return { again: ctx.now() };
        await ctx.heartbeat();
      }
    },
  };
}
