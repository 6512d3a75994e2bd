/** Campaigns in every status (some in the trash) and a sample of each sent campaign's messages. */
import { DAY, HOUR, isoDay, MINUTE, round2, type SeedContext } from './context.ts';
import type { Customer } from './customers.ts';
import { CAMPAIGN_IDEAS } from './data.ts';
import { insertRows } from './insert.ts';
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
    campaignRows.push([
      merchantId,
      name,
      status,
      language,
      isoDay(start),
      rng.int(9, 21),
      duration,
      rng.int(5, 50) * 100,
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
  await insertRows(
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
    { casts: { buttons: 'jsonb', audience: 'jsonb', extra: 'jsonb', start_date: 'date' } },
  );
  add('campaigns', campaignRows.length);
}
