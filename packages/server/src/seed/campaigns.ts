/**
 * Campaigns in every status (some in the trash) and their history as EVENTS through the live code
 * (issue 20): recipients from the audience by `materializeRecipients` (the merchant's customers plus
 * a CSV), sends spread over the campaign's own days at its daily limit (dates over past months, not
 * "yesterday"), a coin per accepted recipient and the reserve of what is not sent yet, tracked links
 * minted by `mintLinks` and clicks recorded by `recordClick` (the `/r/{token}` code). No figure is
 * stored: impressions, CTR, conversions, revenue and ROAS are computed from these records and the
 * seeded orders (attribution, ADR 007). Campaign messages live only in `campaign_recipients`
 * (never a second copy in outbound_messages).
 */
import { DAY, HOUR, isoDay, MINUTE, type SeedContext } from './context.ts';
import type { Customer } from './customers.ts';
import { CAMPAIGN_IDEAS } from './data.ts';
import { insertRows } from './insert.ts';
import { recordAttestedOptIns } from '../customers/consent.ts';
import { campaignStart, materializeRecipients, scheduleRun } from '../messaging/campaigns.ts';
import { mintLinks, recordClick } from '../messaging/campaignLinks.ts';
import type { OrderDraft } from './orders.ts';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_AR = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];
/** Statuses whose campaign was approved (submitted): they have recipients and their coins. */
const SUBMITTED = new Set(['completed', 'ongoing', 'paused', 'scheduled']);

interface Plan {
  status: string;
  trashed: boolean;
  audience: { from_database: boolean; csv: string[] };
  buttons: { text: string; url: string }[];
  startDate: string;
  startHour: number;
  duration: number;
  dailyLimit: number;
  /** Share of the audience a paused campaign had reached when it was paused. */
  pausedShare: number;
  failedPm: number;
  seenPm: number;
  clickShare: number;
}

export async function seedCampaigns(ctx: SeedContext, customers: Customer[], orders: readonly OrderDraft[]): Promise<void> {
  const { q, spec, rng, now, merchantId, add, ago } = ctx;
  const ideas = CAMPAIGN_IDEAS[spec.orderPrefix === 'NKH' ? 'demo' : 'demo2'];
  const statusPlan: string[] = [];
  const shares: [string, number][] = [
    ['completed', 0.34],
    ['ongoing', 0.14],
    ['paused', 0.1],
    ['scheduled', 0.1],
    ['pending', 0.2],
    ['rejected', 0.12],
  ];
  for (const [status, share] of shares) for (let k = 0; k < Math.max(1, Math.round(share * spec.campaigns)); k++) statusPlan.push(status);
  while (statusPlan.length > spec.campaigns) statusPlan.splice(statusPlan.indexOf('completed'), 1);
  while (statusPlan.length < spec.campaigns) statusPlan.push('completed');
  const campaignStatuses = rng.sample(statusPlan, statusPlan.length);
  const trashable = campaignStatuses.map((s, i) => (s !== 'ongoing' ? i : -1)).filter((i) => i >= 0);
  const trashed = new Set(rng.sample(trashable, Math.round(spec.campaigns / 6)));
  const campaignRows: unknown[][] = [];
  const plans: Plan[] = [];
  campaignStatuses.forEach((status, i) => {
    const idea = ideas[i % ideas.length] as (typeof ideas)[number];
    const language: 'en' | 'ar' = rng.chance(spec.language === 'ar' ? 0.7 : 0.45) ? 'ar' : 'en';
    const duration = rng.int(1, 14);
    const startOffset =
      status === 'completed'
        ? -rng.int(duration + 1, 100)
        : status === 'ongoing'
          ? -rng.int(0, duration - 1)
          : status === 'paused'
            ? -rng.int(1, 20)
            : status === 'scheduled'
              ? rng.int(1, 20)
              : status === 'pending'
                ? rng.int(3, 30)
                : rng.int(-30, 10);
    const start = new Date(now.getTime() + startOffset * DAY);
    const month = start.getUTCMonth();
    const name = language === 'ar' ? `${idea.ar} – ${MONTHS_AR[month]}` : `${idea.en} – ${MONTHS_EN[month]}`;
    // The merchant's customers plus, for some campaigns, a list bought at an event (CSV).
    const csv = rng.chance(0.4)
      ? Array.from({ length: rng.int(10, 160) }, () => `+9665${rng.pick(spec.phonePrefixes)}${rng.digits(7)}`)
      : [];
    const audience = { from_database: true, csv: [...new Set(csv)] };
    const size = customers.length + audience.csv.length;
    const dailyLimit = rng.int(1, 8) * 50;
    const buttons = [{ text: language === 'ar' ? 'تسوق الآن' : 'Shop now', url: `https://${spec.domain}/offers` }];
    const created = new Date(Math.min(now.getTime() - HOUR, start.getTime() - rng.int(2, 10) * DAY));
    const startHour = rng.int(9, 21);
    plans.push({
      status,
      trashed: trashed.has(i),
      audience,
      buttons,
      startDate: isoDay(start),
      startHour,
      duration,
      dailyLimit,
      pausedShare: 0.2 + rng.next() * 0.5,
      failedPm: rng.int(10, 50),
      seenPm: rng.int(600, 900),
      clickShare: 0.02 + rng.next() * 0.08,
    });
    campaignRows.push([
      merchantId,
      name,
      status,
      language,
      isoDay(start),
      startHour,
      duration,
      dailyLimit,
      '',
      language === 'ar' ? idea.contentAr : idea.contentEn,
      buttons,
      `https://${spec.domain}`,
      // Every seeded campaign's audience was attested (PDPL): the wizard requires it to send.
      { ...audience, size, consent: true },
      size,
      size,
      created,
      new Date(Math.min(now.getTime(), created.getTime() + rng.int(1, 48) * HOUR)),
      trashed.has(i) ? ago(rng.int(1, 25) * DAY) : null,
    ]);
  });
  const campaignIds = await insertRows(
    q,
    'campaigns',
    [
      'merchant_id',
      'name',
      'status',
      'language',
      'start_date',
      'start_hour',
      'duration_days',
      'daily_limit',
      'image',
      'content',
      'buttons',
      'website',
      'audience',
      'target',
      'total_cost',
      'created_at',
      'updated_at',
      'deleted_at',
    ],
    campaignRows,
    { casts: { buttons: 'jsonb', audience: 'jsonb', start_date: 'date' }, returning: 'id' },
  );
  add('campaigns', campaignRows.length);

  // Orders by phone: a customer who ordered soon after a campaign reached them often clicked first.
  const ordersByPhone = new Map<string, Date[]>();
  for (const o of orders) ordersByPhone.set(o.customer.phone, [...(ordersByPhone.get(o.customer.phone) ?? []), o.date]);

  let recipients = 0;
  let links = 0;
  let clicks = 0;
  for (const [i, plan] of plans.entries()) {
    if (!SUBMITTED.has(plan.status)) continue;
    const id = (campaignIds[i] as { id: number }).id;
    // Approval: the recipients, as submit makes them.
    const size = await materializeRecipients(q, merchantId, id, plan.audience);
    recipients += size;
    await q.query('UPDATE campaigns SET target = $2, run_epoch = 1 WHERE id = $1', [id, size]);
    const start = await campaignStart(q, merchantId, { start_date: plan.startDate, start_hour: plan.startHour });
    // The attestation, per recipient, as submit records it (before the start).
    await recordAttestedOptIns(q, merchantId, id, new Date(Math.min(now.getTime(), start.getTime()) - HOUR));
    // Whole days the campaign has run: each sent up to its daily limit (the worker's rule).
    const daysRun = Math.max(0, Math.min(plan.duration, Math.floor((now.getTime() - start.getTime()) / DAY)));
    let sent = Math.min(size, daysRun * plan.dailyLimit);
    if (plan.status === 'paused') sent = Math.min(sent, Math.round(size * plan.pausedShare));
    if (plan.status === 'scheduled') sent = 0;
    if (sent > 0) {
      // Sends of day d at the start hour + up to ~10 h; delivery seconds later; reads over the next hours;
      // a share refused by the provider (failed, coin returned). Fixed hashes of the position spread them.
      await q.query(
        `UPDATE campaign_recipients r SET status = s.status,
                rank = CASE s.status WHEN 'failed' THEN 2 WHEN 'delivered' THEN 3 ELSE 4 END,
                day = s.day, provider_message_id = 'seed.' || r.campaign_id || '.' || r.position, charged = s.status <> 'failed',
                failure_reason = CASE WHEN s.status = 'failed' THEN (ARRAY['invalid_number', 'not_on_whatsapp', 'marketing_cap', 'other'])[1 + r.position % 4] END,
                error_code = CASE WHEN s.status = 'failed' THEN (ARRAY['131026', '131026', '131049', '131000'])[1 + r.position % 4] END,
                sent_at = s.at,
                delivered_at = CASE WHEN s.status IN ('delivered', 'seen') THEN s.at + interval '2 seconds' END,
                seen_at = CASE WHEN s.status = 'seen' THEN s.at + ((r.position * 104729) % 300 + 1) * interval '1 minute' END,
                failed_at = CASE WHEN s.status = 'failed' THEN s.at + interval '1 second' END,
                updated_at = s.at
         FROM (SELECT position, (position - 1) / $4 AS day,
                      $5::timestamptz + ((position - 1) / $4) * interval '1 day' + ((position * 7919) % 600) * interval '1 minute' AS at,
                      CASE WHEN (position * 7919) % 1000 < $6 THEN 'failed' WHEN (position * 104729) % 1000 < $7 THEN 'seen' ELSE 'delivered' END AS status
               FROM campaign_recipients WHERE campaign_id = $1 AND position <= $3) s
         WHERE r.campaign_id = $1 AND r.merchant_id = $2 AND r.position = s.position`,
        [id, merchantId, sent, plan.dailyLimit, start, plan.failedPm, plan.seenPm],
      );
    }
    // Coins: what is not sent yet stays reserved while the campaign can still send; a completed or
    // trashed campaign gave it back.
    const queued = size - sent;
    const live = !plan.trashed && plan.status !== 'completed';
    await q.query('UPDATE campaigns SET coins_reserved = $2 WHERE id = $1', [id, live ? queued : 0]);
    if (sent === 0) {
      if (live && (plan.status === 'scheduled' || plan.status === 'ongoing'))
        await scheduleRun(q, { id, merchant_id: merchantId, run_epoch: 1 }, now);
      continue;
    }
    // The links each recipient got, then the clicks, through the same code as the live path.
    const buttonLinks = await mintLinks(
      q,
      merchantId,
      id,
      plan.buttons,
      Array.from({ length: sent }, (_, k) => k + 1),
    );
    links += [...buttonLinks.values()].reduce((n, l) => n + l.length, 0);
    const reached = (
      await q.query<{ position: number; phone: string; delivered_at: Date }>(
        `SELECT position, phone, delivered_at FROM campaign_recipients WHERE campaign_id = $1 AND delivered_at IS NOT NULL ORDER BY position`,
        [id],
      )
    ).rows;
    for (const r of reached) {
      const token = buttonLinks.get(r.position)?.[0]?.token;
      if (!token) continue;
      const delivered = new Date(r.delivered_at).getTime();
      const ordered = (ordersByPhone.get(r.phone) ?? []).find((d) => d.getTime() > delivered && d.getTime() - delivered < 5 * DAY);
      let at: number | null = null;
      if (ordered && rng.chance(0.45)) at = Math.max(delivered + MINUTE, ordered.getTime() - rng.int(5, 90) * MINUTE);
      else if (rng.chance(plan.clickShare)) at = delivered + rng.int(1, 600) * MINUTE;
      if (at === null || at >= now.getTime()) continue;
      await recordClick(q, token, new Date(at));
      clicks += 1;
      // Some open it again later (counted as a click, once as a unique click).
      if (rng.chance(0.15) && at + HOUR < now.getTime()) {
        await recordClick(q, token, new Date(at + rng.int(10, 60) * MINUTE));
        clicks += 1;
      }
    }
    if (live && plan.status === 'ongoing') await scheduleRun(q, { id, merchant_id: merchantId, run_epoch: 1 }, now);
  }
  add('campaign_recipients', recipients);
  add('campaign_links', links);
  add('campaign_clicks', clicks);
}
