/**
 * Subscription, purchases through the sandbox payment provider (plan, add-on, coins) and the
 * transactions list. A purchase always records a transaction, success or failed (SPEC §4).
 * The handlers; SQL in queries.ts (over the merchant's tenant), prices and purchase rules in
 * rules.ts, row → answer shapes in mapping.ts.
 */
import { randomUUID } from 'node:crypto';
import { routes } from '@wasl/api';
import { featuresOf, isoDate, merchantTimeZone, pageCount } from '../../db/queries.ts';
import { tenant } from '../../db/tenant.ts';
import { csvHeaders, recordsToCsv, type CsvColumn } from '../../lib/csv.ts';
import { localDate } from '../../lib/zone.ts';
import { HttpError } from '../../middleware/http.ts';
import type { RouteModule } from '../../middleware/route.ts';
import type { ChargeResult } from '../../providers/index.ts';
import { toSubscription, toTransaction } from './mapping.ts';
import * as q from './queries.ts';
import { chargeFor, checkCanBuy, priceOf } from './rules.ts';

/**
 * The transactions CSV (SPEC §3 Transaction): package, type, date, time, cost, status, and why a
 * payment failed. Decision (issue 22): machine-readable in both languages, like its headers and
 * codes: the package is the English label stored with the charge, whatever the merchant's language.
 * Date and time are on the merchant's clock; `time_zone` names it, so the file reads alone.
 */
const TRANSACTION_COLUMNS: CsvColumn<ReturnType<typeof toTransaction> & { time_zone: string }>[] = [
  { header: 'package', value: (t) => t.package },
  { header: 'package_type', value: (t) => t.package_type },
  { header: 'date', value: (t) => t.date },
  { header: 'time', value: (t) => t.time },
  { header: 'cost', value: (t) => t.cost },
  { header: 'currency', value: (t) => t.currency },
  { header: 'status', value: (t) => t.status },
  { header: 'reason', value: (t) => t.reason ?? '' },
  { header: 'time_zone', value: (t) => t.time_zone },
];

export const register: RouteModule = (r, deps) => {
  const { db, providers } = deps;

  r.handle(routes.getSubscription, async ({ merchantId }) => {
    const t = tenant(db, merchantId);
    const [sub, agents, features] = await Promise.all([q.subscription(t), q.agentsUsed(t), featuresOf(t)]);
    return { data: toSubscription(sub, agents, features, deps.now()) };
  });

  r.handle(routes.purchase, async ({ c, merchantId, body, headers }) => {
    const priced = priceOf(body);
    const t = tenant(db, merchantId);
    // Claim the purchase before anything else: a replay of the key answers the first result, and
    // while one purchase of this merchant is in flight every other is refused (no second charge).
    const key = headers['idempotency-key'] ?? `auto_${randomUUID()}`;
    const claim = await q.claimPurchase(t, key, { item: body.item, id: body.id, quantity: priced.quantity });
    if (claim.replay) {
      c.header('Idempotent-Replayed', 'true');
      const transaction = toTransaction(claim.replay, await merchantTimeZone(db, merchantId));
      if (claim.replay.status !== 'success') throw new HttpError(402, 'errors:paymentFailed', { data: transaction });
      return { data: transaction, message: 'errors:success.paymentSucceeded' };
    }
    let charge: ChargeResult;
    try {
      // Checked under the claim, so a purchase completing meanwhile cannot slip past it.
      checkCanBuy(await q.subscription(t), body, isoDate(deps.now()));
      charge = await chargeFor(providers.payments, merchantId, priced, key, body.source);
    } catch (error) {
      await q.releasePurchase(t, key);
      throw error;
    }
    // A paid purchase's card is kept (sealed) for the add-ons' monthly renewals (ADR 024).
    const cardOnFile = charge.status === 'success' && body.source ? deps.secrets.seal(body.source) : undefined;
    const tx = await q.recordPurchase(t, body, priced, charge, key, deps.now(), cardOnFile);
    // The merchant's package changed (merchants.package_id): drop the cached header row with it.
    if (charge.status === 'success' && body.item === 'plan') deps.sessions.invalidateMerchant(merchantId);
    const transaction = toTransaction(tx, await merchantTimeZone(db, merchantId));
    if (charge.status !== 'success') throw new HttpError(402, 'errors:paymentFailed', { data: transaction });
    return { data: transaction, message: 'errors:success.paymentSucceeded' };
  });

  r.handle(routes.setAlerts, async ({ merchantId, body }) => {
    const t = tenant(db, merchantId);
    if (!(await q.setAlerts(t, body.wallet, body.coins))) throw new HttpError(409, 'errors:selectPackageFirst');
    const [sub, agents, features] = await Promise.all([q.subscription(t), q.agentsUsed(t), featuresOf(t)]);
    return { data: toSubscription(sub, agents, features, deps.now()), message: 'errors:success.dataUpdated' };
  });

  r.handle(routes.exportTransactionsCsv, async ({ c, merchantId }) => {
    const [rows, zone] = await Promise.all([q.allTransactions(tenant(db, merchantId)), merchantTimeZone(db, merchantId)]);
    const records = rows.map((row) => ({ ...toTransaction(row, zone), time_zone: zone }));
    return c.body(recordsToCsv(TRANSACTION_COLUMNS, records), 200, csvHeaders(`transactions-${localDate(deps.now(), zone)}.csv`));
  });

  r.handle(routes.listTransactions, async ({ merchantId, query }) => {
    const [page, zone] = await Promise.all([q.transactionsPage(tenant(db, merchantId), query.page), merchantTimeZone(db, merchantId)]);
    return {
      data: {
        transactions: page.rows.map((row) => toTransaction(row, zone)),
        total_pages: pageCount(page.total),
        current_page: query.page,
      },
    };
  });
};
