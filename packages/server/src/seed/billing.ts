/** The subscription, its transactions (plans, coins, add-ons) and the contact numbers. */
import { addMonths, addonById, nextRenewalAfter, onboardingSteps, planById, withVat } from '@wasl/api/models';
import { DAY, HOUR, isoDay, type SeedContext } from './context.ts';
import { insertRows } from './insert.ts';

export async function seedBilling(ctx: SeedContext): Promise<void> {
  const { q, spec, rng, now, merchantId, add, ago } = ctx;
  // Billed from the one catalogue with VAT, as the purchase call charges (the pricing page shows the same prices).
  const plan = planById(spec.plan);
  if (!plan) throw new Error(`seed: unknown plan ${spec.plan}`);
  const startAt = ago(12 * DAY);
  await insertRows(
    q,
    'subscriptions',
    [
      'merchant_id',
      'plan_id',
      'status',
      'since',
      'start_at',
      'expiry',
      'wallet',
      'coins',
      'free_sessions',
      'paid_sessions',
      'agents',
      'addons',
    ],
    [
      [
        merchantId,
        spec.plan,
        'active',
        ago(150 * DAY),
        startAt,
        new Date(startAt.getTime() + 30 * DAY),
        Math.round(plan.sessions * (0.35 + rng.next() * 0.3)),
        rng.int(40, 160) * 100,
        250,
        plan.sessions,
        plan.agents,
        // Paid for the running period, as the renewal run (jobs/renewals.ts) leaves them; no card on
        // file (the seed takes no card), so the next renewal asks the merchant to pay (ADR 024).
        spec.addons.map((id, k) => {
          const since = isoDay(ago((120 - k * 30) * DAY));
          return { id, since, paid_until: nextRenewalAfter(since, isoDay(now)) };
        }),
      ],
    ],
    { casts: { addons: 'jsonb' } },
  );
  add('subscriptions', 1);
  const transactions: unknown[][] = [];
  const tx = (
    pkg: string,
    type: string,
    quantity: number,
    cost: number,
    status: 'success' | 'failed',
    at: Date,
    coins: number | null = null,
  ) =>
    transactions.push([
      merchantId,
      pkg,
      type,
      quantity,
      cost,
      'SAR',
      status,
      `sbx_seed_${rng.hex(6)}`,
      status === 'failed' ? 'card_declined' : '',
      at,
      coins,
    ]);
  /** A coin pack bought `quantity` times, labelled and counted as the purchase call does. */
  const coinPack = (id: string, quantity: number, status: 'success' | 'failed', at: Date) => {
    const pack = addonById(id)!;
    tx(`${pack.name} × ${quantity}`, 'coins', quantity, withVat(pack.price * quantity), status, at, pack.coins! * quantity);
  };
  for (let m = 5; m >= 0; m--) {
    const at = new Date(startAt.getTime() - m * 30 * DAY);
    if (m === 2) tx(plan.name, 'plan', 1, withVat(plan.price), 'failed', new Date(at.getTime() - 2 * HOUR));
    tx(plan.name, 'plan', 1, withVat(plan.price), 'success', at);
  }
  coinPack('coins-1000', 5, 'success', ago(75 * DAY));
  coinPack('coins-10000', 1, 'success', ago(33 * DAY));
  coinPack('coins-10000', 30, 'failed', ago(20 * DAY));
  for (const [k, id] of spec.addons.entries()) {
    const addon = addonById(id);
    const name = addon?.name ?? id;
    const price = addon?.price ?? 0;
    const bought = ago((120 - k * 30) * DAY);
    tx(name, 'addon', 1, withVat(price), 'success', bought);
    // Billed monthly from the add-on date: each renewal day since, as the renewal run records it.
    for (let day = addMonths(isoDay(bought), 1), m = 2; day <= isoDay(now); day = addMonths(isoDay(bought), m++)) {
      tx(name, 'addon', 1, withVat(price), 'success', new Date(`${day}T03:00:00Z`));
    }
  }
  await insertRows(
    q,
    'transactions',
    [
      'merchant_id',
      'package',
      'package_type',
      'quantity',
      'cost',
      'currency',
      'status',
      'provider_ref',
      'failure_reason',
      'created_at',
      'coins',
    ],
    transactions,
  );
  add('transactions', transactions.length);
  await insertRows(
    q,
    'contact_numbers',
    [
      'merchant_id',
      'type',
      'phone',
      'phone_id',
      'business_account_id',
      'template',
      'business_category',
      'status',
      'created_at',
      'approved_at',
      'onboarding_done',
      'messaging_limit_tier',
      'quality_rating',
    ],
    spec.contactPhones.map((c, k) => {
      const approved = c.status === 'approved';
      const created = approved ? ago((160 - k * 20) * DAY) : now;
      return [
        merchantId,
        c.type,
        c.phone,
        approved ? rng.digits(15) : '',
        approved ? rng.digits(15) : '',
        approved ? 'order_updates_v1' : '',
        spec.orderPrefix === 'NKH' ? 'Food & beverages' : 'Beauty & perfumes',
        c.status,
        created,
        approved ? new Date(created.getTime() + 2 * HOUR) : null,
        approved ? onboardingSteps.length : 1,
        approved ? (k === 0 ? 'TIER_10K' : 'TIER_1K') : null,
        approved ? (k === 0 ? 'GREEN' : 'YELLOW') : null,
      ];
    }),
  );
  add('contact_numbers', spec.contactPhones.length);
}
