/** Campaigns in every status (some in the trash) and a sample of each sent campaign's messages. */
import { DAY, HOUR, isoDay, MINUTE, round2, type SeedContext } from './context.ts';
import type { Customer } from './customers.ts';
import { CAMPAIGN_IDEAS } from './data.ts';
import { insertRows } from './insert.ts';
import { scheduleRun } from '../messaging/campaigns.ts';
import type { Outbox } from './messages.ts';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_AR = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

export async function seedCampaigns(ctx: SeedContext, outbox: Outbox, customers: Customer[]): Promise<void> {
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
  /** Per campaign: recipients, how many were sent, failure and seen shares (per mille) — recipient rows below. */
  const recipientPlans: { size: number; sent: number; failedPm: number; seenPm: number; dailyLimit: number; status: string }[] = [];
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
    const size = rng.int(20, 600) * 10;
    const sentShare =
      status === 'completed'
        ? 0.97 + rng.next() * 0.03
        : status === 'ongoing'
          ? Math.min(1, (1 - startOffset) / duration) * 0.9
          : status === 'paused'
            ? 0.2 + rng.next() * 0.5
            : 0;
    const sent = Math.round(size * sentShare);
    const failed = Math.round(sent * (0.01 + rng.next() * 0.04));
    const delivered = sent - failed;
    const seen = Math.round(delivered * (0.6 + rng.next() * 0.3));
    const reach = seen;
    const impressions = Math.round(reach * (1.1 + rng.next() * 0.5));
    const clicks = Math.round(impressions * (0.02 + rng.next() * 0.07));
    const conversions = Math.round(clicks * (0.05 + rng.next() * 0.15));
    const revenue = round2(conversions * (120 + rng.next() * 280));
    const created = new Date(Math.min(now.getTime() - HOUR, start.getTime() - rng.int(2, 10) * DAY));
    const csv = rng.chance(0.3) ? Array.from({ length: rng.int(2, 6) }, () => `9665${rng.pick(spec.phonePrefixes)}${rng.digits(7)}`) : [];
    const dailyLimit = rng.int(5, 50) * 100;
    recipientPlans.push({
      size,
      sent,
      failedPm: sent > 0 ? Math.round((failed / sent) * 1000) : 0,
      seenPm: delivered > 0 ? Math.round((seen / delivered) * 1000) : 0,
      dailyLimit,
      status,
    });
    campaignRows.push([
      merchantId,
      name,
      status,
      language,
      isoDay(start),
      rng.int(9, 21),
      duration,
      dailyLimit,
      '',
      language === 'ar' ? idea.contentAr : idea.contentEn,
      [{ text: language === 'ar' ? 'تسوق الآن' : 'Shop now', url: `https://${spec.domain}/offers` }],
      `https://${spec.domain}`,
      { from_database: true, csv, size },
      size,
      sent,
      reach,
      impressions,
      clicks,
      revenue,
      conversions,
      size,
      { delivered, seen, failed, rejection_reason: status === 'rejected' ? 'The image contains a phone number.' : undefined },
      created,
      new Date(Math.min(now.getTime(), created.getTime() + rng.int(1, 48) * HOUR)),
      trashed.has(i) ? ago(rng.int(1, 25) * DAY) : null,
    ]);
    // A sample of each sent campaign's messages, for the month's message statistics.
    for (let k = 0; k < Math.min(sent, 30); k++) {
      const c = rng.pick(customers);
      const at = new Date(Math.min(now.getTime() - MINUTE, start.getTime() + rng.int(0, Math.max(0, duration * 24 - 1)) * HOUR));
      outbox.message(c.phone, 'campaign', name, language, language === 'ar' ? idea.contentAr : idea.contentEn, at);
    }
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
      'sent',
      'reach',
      'impressions',
      'clicks',
      'revenue',
      'conversions',
      'total_cost',
      'extra',
      'created_at',
      'updated_at',
      'deleted_at',
    ],
    campaignRows,
    { casts: { buttons: 'jsonb', audience: 'jsonb', extra: 'jsonb', start_date: 'date' }, returning: 'id' },
  );
  add('campaigns', campaignRows.length);
  // Recipient records (the campaign figures are computed from them): the first `sent` positions
  // were accepted — a share failed, the rest delivered and a share of those seen, spread by a
  // fixed hash of the position — the rest still queued. One INSERT … generate_series per campaign.
  let recipients = 0;
  for (const [i, plan] of recipientPlans.entries()) {
    const id = (campaignIds[i] as { id: number }).id;
    const { rowCount } = await q.query(
      `INSERT INTO campaign_recipients (campaign_id, merchant_id, position, phone, status, rank, day, provider_message_id, charged, failure_reason,
                                        error_code, sent_at, delivered_at, seen_at, failed_at)
       SELECT $1, $2, n, '+9665' || lpad(((n * 7919 + $1 * 104729) % 100000000)::text, 8, '0'), s.status,
              CASE s.status WHEN 'queued' THEN 0 WHEN 'failed' THEN 2 WHEN 'delivered' THEN 3 ELSE 4 END,
              CASE WHEN n <= $4 THEN (n - 1) / $7 END,
              CASE WHEN n <= $4 THEN 'seed.' || $1 || '.' || n END,
              n <= $4 AND s.status <> 'failed',
              CASE WHEN s.status = 'failed' THEN (ARRAY['invalid_number', 'not_on_whatsapp', 'marketing_cap', 'other'])[1 + n % 4] END,
              CASE WHEN s.status = 'failed' THEN (ARRAY['131026', '131026', '131049', '131000'])[1 + n % 4] END,
              CASE WHEN n <= $4 THEN $8::timestamptz END,
              CASE WHEN s.status IN ('delivered', 'seen') THEN $8::timestamptz + interval '2 seconds' END,
              CASE WHEN s.status = 'seen' THEN $8::timestamptz + interval '40 minutes' END,
              CASE WHEN s.status = 'failed' THEN $8::timestamptz + interval '1 second' END
       FROM generate_series(1, $3::int) n,
       LATERAL (SELECT CASE WHEN n > $4 THEN 'queued' WHEN (n * 7919) % 1000 < $5 THEN 'failed'
                            WHEN (n * 104729) % 1000 < $6 THEN 'seen' ELSE 'delivered' END AS status) s
       ON CONFLICT DO NOTHING`,
      [id, merchantId, plan.size, plan.sent, plan.failedPm, plan.seenPm, plan.dailyLimit, ago(DAY)],
    );
    recipients += rowCount;
    // A live campaign continues in the worker (the sandbox sends the rest as its days come).
    if (plan.status === 'scheduled' || plan.status === 'ongoing') await scheduleRun(q, { id, merchant_id: merchantId, run_epoch: 0 }, now);
  }
  add('campaign_recipients', recipients);
}
