/**
 * Subscription (issue 22): the plan, wallet and coins, the transactions, purchases through the
 * payment provider (sandbox test cards), the low-balance alert and the transactions CSV.
 */
import type { Subscription } from '@wasl/api/types';
import type { PurchaseRequest } from '@wasl/api/models';
import { headerAtom } from './header';
import { mutation } from './mutation';
import { resource, resourceFamily } from './resource';

/** GET /subscription. */
export const subscriptionAtom = resource((client) => client.getSubscription());

/** GET /subscription/transactions, one page, newest first. */
export const transactionsAtom = resourceFamily((client, page: number) => client.listTransactions({ query: { page } }));

/** One random key per purchase the merchant means to make: a double submit never charges twice. */
export const newPurchaseKey = (): string => `p_${crypto.randomUUID().replaceAll('-', '')}`;

/**
 * POST /subscription/purchase with the card's token. Success refetches the subscription, the
 * transactions and the header (a new plan changes the package); a decline is a 402 whose data is
 * the failed transaction (with its reason) — the screen goes to /failed with it.
 */
export const purchase = mutation(
  (client, request: PurchaseRequest, source: string, key: string) =>
    client.purchase({
      body:
        request.item === 'coins'
          ? { item: 'coins', id: request.id, quantity: request.quantity, source }
          : { item: request.item, id: request.id, source },
      headers: { 'idempotency-key': key },
    }),
  [subscriptionAtom, transactionsAtom.all, headerAtom],
);

/** POST /subscription/alerts. */
export const saveAlerts = mutation((client, alerts: Subscription['alerts']) => client.setAlerts({ body: alerts }), [subscriptionAtom]);

/** GET /subscription/transactions/csv as a Blob (UTF-8 with BOM, formula cells neutralised by the server). */
export const fetchTransactionsCsv = mutation((client) => client.exportTransactionsCsv());
