/**
 * Add-on monthly billing (SPEC §9 "add-ons never expire, billed monthly from the add-on date";
 * ADR 024; the rules in @wasl/api models/addonBilling.ts). The daily `addons.renew` job, for each
 * merchant with an add-on due (paid_until ≤ today, UTC):
 *
 * - `charge`: charges the card on file (the sealed source of the last paid purchase) the add-on's
 *   price with VAT, as a purchase the worker makes: the same claim (purchase_attempts, one purchase
 *   of a merchant at a time, so a "Renew now" and the run never both charge), the same provider
 *   idempotency key scheme, the same transaction record (success or failed, on /transactions). Paid:
 *   the next period. Failed, or no card on file (nothing charged, no transaction): past due, retried
 *   every ADDON_RETRY_DAYS days, the merchant e-mailed on the first failure;
 * - `lapse`: ADDON_GRACE_DAYS after the first failure, still unpaid, the add-on is removed (its
 *   feature stops), recorded in the audit log (`addon.lapsed`) and the merchant e-mailed.
 *
 * Scheduling is the retention job's (jobs/retention.ts): one job per UTC day, key
 * `addons.renew:YYYY-MM-DD`, due at 03:00 UTC (06:00 in Riyadh); each run enqueues tomorrow's first.
 * Idempotent: a second run the same day finds every add-on paid, or attempted today (`last_attempt`),
 * and a crash between the charge and its record replays the provider's answer for the same key.
 */
import { paidUntilOf, renewalFailed, renewalStep, lapsesOn, type OwnedAddon, type RenewalFailure } from '@wasl/api/models';
import { recordAudit } from '../audit/record.ts';
import type { Db } from '../db/db.ts';
import { isoDate } from '../db/queries.ts';
import { tenant, type TenantDb } from '../db/tenant.ts';
import { languageOf, text } from '../lib/labels.ts';
import type { SecretBox } from '../lib/secretBox.ts';
import type { ChargeResult, EmailProvider, PaymentProvider } from '../providers/index.ts';
import { addonById } from '../providers/catalogue.ts';
import { claimPurchase, recordPurchase, releasePurchase, subscription, updateOwnedAddons } from '../routes/subscription/queries.ts';
import { chargeFor, priceOf } from '../routes/subscription/rules.ts';
import { enqueue, type Job, type JobContext, type JobHandler } from './queue.ts';
import type { Queryable } from '../db/types.ts';

export const RENEWAL_JOB = 'addons.renew';

/** When the day's run is due (UTC hour): after the retention run. */
export const RENEWAL_HOUR_UTC = 3;

const DAY_MS = 86_400_000;

/** Enqueues the run of the UTC day of `now` (a no-op when it exists). */
export function scheduleRenewals(q: Queryable, now: Date) {
  const runAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RENEWAL_HOUR_UTC));
  const day = isoDate(runAt);
  return enqueue(q, { kind: RENEWAL_JOB, payload: { day }, idempotencyKey: `${RENEWAL_JOB}:${day}`, runAt });
}

export interface RenewalDeps {
  db: Db;
  payments: PaymentProvider;
  email?: EmailProvider | undefined;
  secrets: SecretBox;
  /** The dashboard's address, for the e-mails' link to /subscription. */
  publicUrl: string;
}

export interface RenewalOutcome {
  merchantId: number;
  addonId: string;
  result: 'renewed' | 'failed' | 'lapsed';
  reason?: RenewalFailure;
}

/** Renews, retries or lapses every add-on due today; one merchant's failure does not stop the others. */
export async function runRenewals(deps: RenewalDeps, now: Date, log?: (message: string) => void): Promise<RenewalOutcome[]> {
  const today = isoDate(now);
  // The owner's query across merchants (a system job, ADR 018); each merchant's work runs as its tenant.
  const { rows } = await deps.db.query<{ merchant_id: number }>(
    `SELECT merchant_id FROM subscriptions
     WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(addons) a WHERE coalesce(a->>'paid_until', '') <= $1)
     ORDER BY merchant_id`,
    [today],
  );
  const outcomes: RenewalOutcome[] = [];
  for (const { merchant_id: merchantId } of rows) {
    try {
      outcomes.push(...(await renewMerchant(deps, merchantId, now)));
    } catch (error) {
      log?.(`add-on renewal of merchant ${merchantId}: ${String(error)}`);
    }
  }
  return outcomes;
}

async function renewMerchant(deps: RenewalDeps, merchantId: number, now: Date): Promise<RenewalOutcome[]> {
  const today = isoDate(now);
  const t = tenant(deps.db, merchantId);
  const sub = await subscription(t);
  const outcomes: RenewalOutcome[] = [];
  for (const addon of sub?.addons ?? []) {
    const step = renewalStep(addon, today);
    if (step === 'lapse') outcomes.push(await lapse(deps, t, addon, now));
    if (step !== 'charge') continue;
    const outcome = await charge(deps, t, addon, sub?.card_on_file ?? null, now);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

/** One renewal charge, claimed like a purchase; undefined when there was nothing to do after all. */
async function charge(
  deps: RenewalDeps,
  t: TenantDb,
  addon: OwnedAddon,
  cardOnFile: string | null,
  now: Date,
): Promise<RenewalOutcome | undefined> {
  const today = isoDate(now);
  const merchantId = t.merchantId;
  const item = { item: 'addon' as const, id: addon.id, quantity: 1 };
  const key = `renewal:${addon.id}:${paidUntilOf(addon, today)}:${today}`;
  // Throws 409 while a purchase of the merchant is in flight: the next run (or the merchant) pays it.
  const claim = await claimPurchase(t, key, item);
  if (claim.replay) return undefined;
  let result: ChargeResult;
  try {
    // Under the claim: a "Renew now" that completed meanwhile has paid the period.
    const current = (await subscription(t))?.addons.find((a) => a.id === addon.id);
    if (!current || renewalStep(current, today) !== 'charge') {
      await releasePurchase(t, key);
      return undefined;
    }
    if (!cardOnFile) {
      // Nothing to charge: no provider call, no transaction; the add-on is past due all the same.
      await releasePurchase(t, key);
      await t.transaction((tx) =>
        updateOwnedAddons(tx, (all) => all.map((a) => (a.id === addon.id ? renewalFailed(a, today, 'no_card') : a))),
      );
      if (!current.past_due_since)
        await notify(deps, merchantId, 'addonRenewalFailed', addon.id, {
          reason: 'no_card',
          date: lapsesOn(renewalFailed(current, today, 'no_card'))!,
        });
      return { merchantId, addonId: addon.id, result: 'failed', reason: 'no_card' };
    }
    const priced = priceOf(item);
    result = await chargeFor(deps.payments, merchantId, priced, key, deps.secrets.open(cardOnFile));
    await recordPurchase(t, item, priced, result, key, now);
    if (result.status === 'success') return { merchantId, addonId: addon.id, result: 'renewed' };
    const after = (await subscription(t))?.addons.find((a) => a.id === addon.id);
    const reason = after?.failure ?? 'card_declined';
    if (!current.past_due_since && after)
      await notify(deps, merchantId, 'addonRenewalFailed', addon.id, { reason, date: lapsesOn(after)! });
    return { merchantId, addonId: addon.id, result: 'failed', reason };
  } catch (error) {
    await releasePurchase(t, key);
    throw error;
  }
}

/** Removes an add-on unpaid past its grace: its feature stops at once. */
async function lapse(deps: RenewalDeps, t: TenantDb, addon: OwnedAddon, now: Date): Promise<RenewalOutcome> {
  const today = isoDate(now);
  let removed = false;
  await t.transaction((tx) =>
    updateOwnedAddons(tx, (all) => {
      // Re-checked under the row lock: a payment that landed meanwhile keeps it.
      const current = all.find((a) => a.id === addon.id);
      removed = current !== undefined && renewalStep(current, today) === 'lapse';
      return removed ? all.filter((a) => a.id !== addon.id) : all;
    }),
  );
  if (removed) {
    await recordAudit(deps.db, {
      merchantId: t.merchantId,
      actor: { kind: 'merchant' },
      action: 'addon.lapsed',
      target: `addon id=${addon.id}`,
      at: now,
    });
    await notify(deps, t.merchantId, 'addonLapsed', addon.id, {});
  }
  return { merchantId: t.merchantId, addonId: addon.id, result: 'lapsed' };
}

async function notify(
  deps: RenewalDeps,
  merchantId: number,
  kind: 'addonRenewalFailed' | 'addonLapsed',
  addonId: string,
  values: { reason?: RenewalFailure; date?: string },
): Promise<void> {
  if (!deps.email) return;
  const merchant = await tenant(deps.db, merchantId).one<{ email: string; language: string }>(
    'SELECT email, language FROM merchants WHERE id = $1',
  );
  if (!merchant) return;
  const language = languageOf(merchant.language);
  const addon = addonById(addonId);
  const name = addon ? (language === 'ar' ? addon.name_ar : addon.name) : addonId;
  const vars = {
    addon: name,
    link: `${deps.publicUrl.replace(/\/$/, '')}/subscription`,
    date: values.date ?? '',
    reason: values.reason ? text(language, `notify:email.renewalReason.${values.reason}`) : '',
  };
  await deps.email.send({
    merchantId,
    to: merchant.email,
    subject: text(language, `notify:email.${kind}.subject`, vars),
    body: text(language, `notify:email.${kind}.body`, vars),
  });
}

/** The job: schedules tomorrow's run first (a failing run does not break the chain), then runs today's. */
export function renewalHandler(
  deps: Omit<RenewalDeps, 'payments'> & { payments?: PaymentProvider | undefined },
  log?: (message: string) => void,
): JobHandler {
  return async (_job: Job, ctx: JobContext) => {
    const now = ctx.now();
    await scheduleRenewals(deps.db, new Date(now.getTime() + DAY_MS));
    if (!deps.payments) throw new Error('add-on renewals need a payment provider');
    await runRenewals({ ...deps, payments: deps.payments }, now, log);
  };
}
