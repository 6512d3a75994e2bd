/**
 * Every SQL statement of the subscription calls, over the merchant's tenant (db/tenant.ts: `$1` is
 * the merchant's id, the statement's own parameters start at `$2`).
 */
import { PAGE_SIZE } from '@wasl/api';
import { isoDate, offsetOf } from '../../db/queries.ts';
import type { Tenant, TenantDb } from '../../db/tenant.ts';
import { conflict } from '../../middleware/http.ts';
import type { ChargeResult } from '../../providers/index.ts';
import { newOwnedAddon, paymentFailureReason, renewalFailed, renewed, type OwnedAddon } from '@wasl/api/models';
import { addonById, planById } from '../../providers/catalogue.ts';
import type { SubRow, TxRow } from './mapping.ts';
import { CLAIM_STALE_SECONDS, type Priced, type PurchaseItem } from './rules.ts';

const TX_COLUMNS = 'id, package, package_type, quantity, cost, currency, status, failure_reason, created_at';

export const subscription = (t: Tenant) => t.one<SubRow>('SELECT * FROM subscriptions WHERE merchant_id = $1');

export const agentsUsed = async (t: Tenant) =>
  (await t.one<{ n: number }>(`SELECT count(*) AS n FROM agents WHERE merchant_id = $1 AND status <> 'removed'`))?.n ?? 0;

/**
 * Claims (merchant, key) for one purchase. `{}`: claimed, go on. `{replay}`: this key already
 * completed — answer its transaction. Throws 409 while another purchase of the merchant is in
 * flight, or when the key was used for a different purchase.
 */
export async function claimPurchase(t: Tenant, key: string, request: Record<string, unknown>): Promise<{ replay?: TxRow }> {
  await t.query(
    `UPDATE purchase_attempts SET state = 'abandoned'
     WHERE merchant_id = $1 AND state = 'pending' AND created_at < now() - make_interval(secs => $2)`,
    [CLAIM_STALE_SECONDS],
  );
  const inserted = await t.query(
    `INSERT INTO purchase_attempts (merchant_id, idempotency_key, request) VALUES ($1, $2, $3::jsonb) ON CONFLICT DO NOTHING RETURNING 1`,
    [key, JSON.stringify(request)],
  );
  if (inserted.rows.length > 0) return {};
  const existing = await t.one<{ state: string; same: boolean; transaction_id: number | null }>(
    `SELECT state, request = $3::jsonb AS same, transaction_id FROM purchase_attempts WHERE merchant_id = $1 AND idempotency_key = $2`,
    [key, JSON.stringify(request)],
  );
  if (!existing) throw conflict('errors:purchaseInProgress'); // another key of this merchant is in flight
  if (!existing.same) throw conflict('errors:idempotencyKeyReused');
  if (existing.state === 'done' && existing.transaction_id !== null) {
    const tx = await t.one<TxRow>(`SELECT ${TX_COLUMNS} FROM transactions WHERE merchant_id = $1 AND id = $2`, [existing.transaction_id]);
    if (tx) return { replay: tx };
  }
  if (existing.state === 'abandoned') {
    try {
      const again = await t.query(
        `UPDATE purchase_attempts SET state = 'pending', created_at = now()
         WHERE merchant_id = $1 AND idempotency_key = $2 AND state = 'abandoned' RETURNING 1`,
        [key],
      );
      if (again.rows.length > 0) return {};
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error; // another purchase took the slot
    }
  }
  throw conflict('errors:purchaseInProgress');
}

/** Frees a claim that ended before any payment (refused, or the provider call threw). */
export async function releasePurchase(t: Tenant, key: string): Promise<void> {
  await t.query(`DELETE FROM purchase_attempts WHERE merchant_id = $1 AND idempotency_key = $2 AND state = 'pending'`, [key]);
}

/**
 * Changes the owned add-ons under the subscription's row lock (a purchase and the renewal run never
 * interleave on one merchant's add-ons); false when the merchant has no subscription.
 */
export async function updateOwnedAddons(t: Tenant, change: (addons: OwnedAddon[]) => OwnedAddon[]): Promise<boolean> {
  const sub = await t.one<{ addons: OwnedAddon[] | null }>('SELECT addons FROM subscriptions WHERE merchant_id = $1 FOR UPDATE');
  if (!sub) return false;
  await t.query('UPDATE subscriptions SET addons = $2::jsonb WHERE merchant_id = $1', [JSON.stringify(change(sub.addons ?? []))]);
  return true;
}

/** What a payment for add-on `id` does to the owned add-ons: adds it, renews it, or records a failed renewal. */
export function addonsAfterPayment(addons: OwnedAddon[], id: string, charge: ChargeResult, today: string): OwnedAddon[] {
  const owned = addons.some((a) => a.id === id);
  if (charge.status === 'success')
    return owned ? addons.map((a) => (a.id === id ? renewed(a, today) : a)) : [...addons, newOwnedAddon(id, today)];
  const failure = paymentFailureReason(charge.reason) ?? 'card_declined';
  return owned ? addons.map((a) => (a.id === id ? renewalFailed(a, today, failure) : a)) : addons;
}

/**
 * Records the charge as a transaction (success or failed) and, when paid, what it bought: the plan
 * (validity, sessions, agents; the merchant's package), the coins or the add-on (new, or the
 * period's renewal; a failed payment of an owned add-on is a failed renewal); marks the claim done.
 * A paid purchase with a card keeps it on file (`cardOnFile`, sealed) for the add-ons' renewals.
 */
export function recordPurchase(
  t: TenantDb | Tenant,
  body: PurchaseItem,
  priced: Priced,
  charge: ChargeResult,
  key: string,
  now: Date,
  cardOnFile?: string,
): Promise<TxRow> {
  const inTransaction = <T>(fn: (q: Tenant) => Promise<T>) => ('transaction' in t ? t.transaction(fn) : fn(t));
  return inTransaction(async (q) => {
    const row = await q.one<TxRow>(
      `INSERT INTO transactions (merchant_id, package, package_type, quantity, cost, currency, status, provider_ref, failure_reason, coins)
       VALUES ($1, $2, $3, $4, $5, 'SAR', $6, $7, $8, $9) RETURNING ${TX_COLUMNS}`,
      [priced.label, body.item, priced.quantity, priced.amount, charge.status, charge.reference, charge.reason ?? '', priced.coins],
    );
    // The claim is done either way: a decline frees the merchant to try again (with a new key) at
    // once, and a replay of this key answers this failed transaction.
    await q.query(`UPDATE purchase_attempts SET state = 'done', transaction_id = $3 WHERE merchant_id = $1 AND idempotency_key = $2`, [
      key,
      row!.id,
    ]);
    const addon = body.item === 'addon' ? addonById(body.id) : undefined;
    if (addon && addon.coins === null) await updateOwnedAddons(q, (addons) => addonsAfterPayment(addons, addon.id, charge, isoDate(now)));
    if (charge.status !== 'success') return row!;
    if (body.item === 'plan') {
      const plan = planById(body.id)!;
      await q.query(
        `INSERT INTO subscriptions (merchant_id, plan_id, status, since, start_at, expiry, wallet, paid_sessions, agents)
         VALUES ($1, $2, 'active', now(), now(), now() + make_interval(days => $3), $4, $4, $5)
         ON CONFLICT (merchant_id) DO UPDATE SET
           plan_id = EXCLUDED.plan_id, status = 'active', start_at = now(), upcoming_plan = NULL,
           since = CASE WHEN subscriptions.plan_id = EXCLUDED.plan_id THEN subscriptions.since ELSE now() END,
           expiry = GREATEST(subscriptions.expiry, now()) + make_interval(days => $3),
           wallet = GREATEST(subscriptions.wallet, 0) + EXCLUDED.wallet,
           paid_sessions = subscriptions.paid_sessions + EXCLUDED.paid_sessions,
           agents = EXCLUDED.agents`,
        [plan.id, plan.validity, plan.sessions, plan.agents],
      );
      await q.query('UPDATE merchants SET package_id = $2 WHERE id = $1', [plan.id]);
    } else if (body.item === 'coins') {
      await q.query('UPDATE subscriptions SET coins = coins + $2 WHERE merchant_id = $1', [priced.coins]);
    }
    if (cardOnFile) await q.query('UPDATE subscriptions SET card_on_file = $2 WHERE merchant_id = $1', [cardOnFile]);
    return row!;
  });
}

/** One page of transactions, newest first; and how many there are. */
export async function transactionsPage(t: Tenant, page: number) {
  const [count, rows] = await Promise.all([
    t.one<{ n: number }>('SELECT count(*) AS n FROM transactions WHERE merchant_id = $1'),
    t.many<TxRow>(
      `SELECT ${TX_COLUMNS} FROM transactions WHERE merchant_id = $1
       ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(page)}`,
    ),
  ]);
  return { total: count?.n ?? 0, rows };
}

/** Sets the low-balance alert; false when the merchant has no subscription yet. */
export async function setAlerts(t: Tenant, wallet: number | null, coins: number | null): Promise<boolean> {
  const done = await t.query('UPDATE subscriptions SET alert_wallet = $2, alert_coins = $3 WHERE merchant_id = $1 RETURNING 1', [
    wallet,
    coins,
  ]);
  return done.rows.length > 0;
}

/** Every transaction of the merchant, newest first (the CSV export; bounded like any export). */
export const allTransactions = (t: Tenant) =>
  t.many<TxRow>(`SELECT ${TX_COLUMNS} FROM transactions WHERE merchant_id = $1 ORDER BY created_at DESC, id DESC LIMIT 100000`);
