/**
 * Subscription, purchases through the sandbox payment provider (plan, add-on, coins) and the
 * transactions list. A purchase always records a transaction, success or failed (SPEC §4).
 */
import { PAGE_SIZE, routes } from '@wasl/api';
import type { RouteModule } from '../middleware/route.ts';
import { many, one, type Queryable } from '../db/db.ts';
import { isoDate, isoTime, merchantFeatures, offsetOf, pageCount } from '../db/queries.ts';
import { randomUUID } from 'node:crypto';
import { badRequest, conflict, HttpError } from '../middleware/http.ts';
import type { ChargeResult } from '../providers/index.ts';
import { addonById, planById, PLANS } from '../providers/catalogue.ts';

interface SubRow {
  plan_id: string;
  status: string;
  since: Date;
  start_at: Date;
  expiry: Date;
  upcoming_plan: string | null;
  wallet: number;
  coins: number;
  free_sessions: number;
  paid_sessions: number;
  agents: number;
  addons: { id: string; since: string }[];
}

interface TxRow {
  id: number;
  package: string;
  package_type: 'plan' | 'addon' | 'coins';
  cost: number;
  currency: string;
  status: 'success' | 'failed';
  created_at: Date;
}

const toTransaction = (t: TxRow) => ({
  id: t.id,
  package: t.package,
  package_type: t.package_type,
  date: isoDate(t.created_at),
  time: isoTime(t.created_at),
  cost: t.cost,
  currency: t.currency,
  status: t.status,
});

const planRef = (id: string) => {
  const plan = planById(id) ?? PLANS[0]!;
  return { id: plan.id, name: plan.name, name_ar: plan.name_ar };
};

/** An in-flight claim older than this is taken as left by a crash; the provider's key still prevents a second charge. */
const CLAIM_STALE_SECONDS = 120;

/**
 * Claims (merchant, key) for one purchase. `{}`: claimed, go on. `{replay}`: this key already
 * completed — answer its transaction. Throws 409 while another purchase of the merchant is in
 * flight, or when the key was used for a different purchase.
 */
async function claimPurchase(
  db: Queryable,
  merchantId: number,
  key: string,
  request: Record<string, unknown>,
): Promise<{ replay?: TxRow }> {
  await db.query(
    `UPDATE purchase_attempts SET state = 'abandoned'
     WHERE merchant_id = $1 AND state = 'pending' AND created_at < now() - make_interval(secs => $2)`,
    [merchantId, CLAIM_STALE_SECONDS],
  );
  const inserted = await db.query(
    `INSERT INTO purchase_attempts (merchant_id, idempotency_key, request) VALUES ($1, $2, $3::jsonb) ON CONFLICT DO NOTHING RETURNING 1`,
    [merchantId, key, JSON.stringify(request)],
  );
  if (inserted.rows.length > 0) return {};
  const existing = await one<{ state: string; same: boolean; transaction_id: number | null }>(
    db,
    `SELECT state, request = $3::jsonb AS same, transaction_id FROM purchase_attempts WHERE merchant_id = $1 AND idempotency_key = $2`,
    [merchantId, key, JSON.stringify(request)],
  );
  if (!existing) throw conflict('errors:purchaseInProgress'); // another key of this merchant is in flight
  if (!existing.same) throw conflict('errors:idempotencyKeyReused');
  if (existing.state === 'done' && existing.transaction_id !== null) {
    const tx = await one<TxRow>(
      db,
      'SELECT id, package, package_type, cost, currency, status, created_at FROM transactions WHERE id = $1 AND merchant_id = $2',
      [existing.transaction_id, merchantId],
    );
    if (tx) return { replay: tx };
  }
  if (existing.state === 'abandoned') {
    try {
      const again = await db.query(
        `UPDATE purchase_attempts SET state = 'pending', created_at = now()
         WHERE merchant_id = $1 AND idempotency_key = $2 AND state = 'abandoned' RETURNING 1`,
        [merchantId, key],
      );
      if (again.rows.length > 0) return {};
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error; // another purchase took the slot
    }
  }
  throw conflict('errors:purchaseInProgress');
}

/** Frees a claim that ended before any payment (refused, or the provider call threw). */
async function releasePurchase(db: Queryable, merchantId: number, key: string): Promise<void> {
  await db.query(`DELETE FROM purchase_attempts WHERE merchant_id = $1 AND idempotency_key = $2 AND state = 'pending'`, [merchantId, key]);
}

export const register: RouteModule = (r, deps) => {
  const { db, providers } = deps;

  r.handle(routes.getSubscription, async ({ merchantId }) => {
    const [sub, agents, features] = await Promise.all([
      one<SubRow>(db, 'SELECT * FROM subscriptions WHERE merchant_id = $1', [merchantId]),
      one<{ n: number }>(db, `SELECT count(*) AS n FROM agents WHERE merchant_id = $1 AND status <> 'removed'`, [merchantId]),
      merchantFeatures(db, merchantId),
    ]);
    const now = deps.now();
    if (!sub) {
      return {
        data: {
          plan: planRef('trial'),
          status: 'inactive',
          validity: 0,
          since: isoDate(now),
          expiry: isoDate(now),
          upcoming_plan: null,
          wallet: 0,
          coins: 0,
          free_sessions: 0,
          paid_sessions: 0,
          agents: { used: agents?.n ?? 0, allowed: 0 },
          addons: [],
          features: [],
        },
      };
    }
    const active = sub.status === 'active' && sub.expiry.getTime() > now.getTime();
    return {
      data: {
        plan: planRef(sub.plan_id),
        status: active ? 'active' : 'inactive',
        validity: Math.max(0, Math.ceil((sub.expiry.getTime() - now.getTime()) / 86_400_000)),
        since: isoDate(sub.since),
        expiry: isoDate(sub.expiry),
        upcoming_plan: sub.upcoming_plan ? planRef(sub.upcoming_plan) : null,
        wallet: Math.max(0, sub.wallet),
        coins: Math.max(0, sub.coins),
        free_sessions: sub.free_sessions,
        paid_sessions: sub.paid_sessions,
        agents: { used: agents?.n ?? 0, allowed: sub.agents },
        addons: (sub.addons ?? []).flatMap((a) => {
          const addon = addonById(a.id);
          return addon ? [{ id: addon.id, name: addon.name, name_ar: addon.name_ar, since: a.since }] : [];
        }),
        features: [...features],
      },
    };
  });

  r.handle(routes.purchase, async ({ c, merchantId, body, headers }) => {
    const quantity = body.quantity ?? 1;
    let label: string;
    let amount: number;
    /** The coins this purchase buys (coin packs only): kept on the transaction for the price per coin. */
    let coins: number | null = null;
    if (body.item === 'plan') {
      const plan = planById(body.id);
      if (!plan || plan.price === 0) throw badRequest('errors:unknownPackage');
      if (quantity !== 1) throw badRequest('errors:planQuantity');
      label = plan.name;
      amount = plan.price;
    } else {
      const addon = addonById(body.id);
      if (!addon || (body.item === 'coins') !== (addon.coins !== null)) throw badRequest('errors:unknownPackage');
      if (addon.coins === null && quantity !== 1) throw badRequest('errors:planQuantity');
      label = addon.coins === null ? addon.name : `${addon.name} × ${quantity}`;
      amount = Math.round(addon.price * quantity * 100) / 100;
      coins = addon.coins === null ? null : addon.coins * quantity;
    }
    // Claim the purchase before anything else: a replay of the key answers the first result, and
    // while one purchase of this merchant is in flight every other is refused (no second charge).
    const key = headers['idempotency-key'] ?? `auto_${randomUUID()}`;
    const claim = await claimPurchase(db, merchantId, key, { item: body.item, id: body.id, quantity });
    if (claim.replay) {
      c.header('Idempotent-Replayed', 'true');
      const transaction = toTransaction(claim.replay);
      if (claim.replay.status !== 'success') throw new HttpError(402, 'subscription:paymentFailed', { data: transaction });
      return { data: transaction, message: 'subscription:paymentSucceeded' };
    }
    let charge: ChargeResult;
    try {
      // Checked under the claim, so a purchase completing meanwhile cannot slip past it.
      const current = await one<SubRow>(db, 'SELECT * FROM subscriptions WHERE merchant_id = $1', [merchantId]);
      if (!current && body.item !== 'plan') throw new HttpError(409, 'errors:selectPackageFirst');
      if (body.item === 'addon' && (current?.addons ?? []).some((a) => a.id === body.id)) throw conflict('errors:addonOwned');
      charge = await providers.payments.charge({
        merchantId,
        amount,
        currency: 'SAR',
        description: label,
        idempotencyKey: `wasl_${merchantId}_${key}`,
      });
    } catch (error) {
      await releasePurchase(db, merchantId, key);
      throw error;
    }
    const tx = await db.transaction(async (q) => {
      const row = await one<TxRow>(
        q,
        `INSERT INTO transactions (merchant_id, package, package_type, quantity, cost, currency, status, provider_ref, failure_reason, coins)
         VALUES ($1, $2, $3, $4, $5, 'SAR', $6, $7, $8, $9) RETURNING id, package, package_type, cost, currency, status, created_at`,
        [merchantId, label, body.item, quantity, amount, charge.status, charge.reference, charge.reason ?? '', coins],
      );
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
          [merchantId, plan.id, plan.validity, plan.sessions, plan.agents],
        );
        await q.query('UPDATE merchants SET package_id = $2 WHERE id = $1', [merchantId, plan.id]);
      } else {
        const addon = addonById(body.id)!;
        if (addon.coins !== null) {
          await q.query('UPDATE subscriptions SET coins = coins + $2 WHERE merchant_id = $1', [merchantId, coins]);
        } else {
          await q.query(
            `UPDATE subscriptions SET addons = addons || jsonb_build_array(jsonb_build_object('id', $2::text, 'since', $3::text))
             WHERE merchant_id = $1 AND NOT addons @> jsonb_build_array(jsonb_build_object('id', $2::text))`,
            [merchantId, addon.id, isoDate(deps.now())],
          );
        }
      }
      await q.query(`UPDATE purchase_attempts SET state = 'done', transaction_id = $3 WHERE merchant_id = $1 AND idempotency_key = $2`, [
        merchantId,
        key,
        row!.id,
      ]);
      return row!;
    });
    // The merchant's package changed (merchants.package_id): drop the cached header row with it.
    if (charge.status === 'success' && body.item === 'plan') deps.sessions.invalidateMerchant(merchantId);
    const transaction = toTransaction(tx);
    if (charge.status !== 'success') throw new HttpError(402, 'subscription:paymentFailed', { data: transaction });
    return { data: transaction, message: 'subscription:paymentSucceeded' };
  });

  r.handle(routes.listTransactions, async ({ merchantId, query }) => {
    const [count, rows] = await Promise.all([
      one<{ n: number }>(db, 'SELECT count(*) AS n FROM transactions WHERE merchant_id = $1', [merchantId]),
      many<TxRow>(
        db,
        `SELECT id, package, package_type, cost, currency, status, created_at FROM transactions WHERE merchant_id = $1
         ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(query.page)}`,
        [merchantId],
      ),
    ]);
    return { data: { transactions: rows.map(toTransaction), total_pages: pageCount(count?.n ?? 0), current_page: query.page } };
  });
};
