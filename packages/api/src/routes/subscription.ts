/** The subscription, purchases and the wallet's transactions. */
import { MERCHANT_BASE as M } from '../paths';
import { PurchaseBody, PurchaseHeaders, Subscription, Transaction, TransactionList } from '../schemas/account';
import { TrashQuery } from '../schemas/campaigns';
import { routeGroup } from './define';

const route = routeGroup({ tag: 'subscription', source: 'ours' });

export const subscriptionRoutes = {
  getSubscription: route({
    method: 'GET',
    path: `${M}/subscription`,
    summary: 'Current plan, validity, wallet, coins, sessions, agents',
    response: Subscription,
  }),
  purchase: route({
    method: 'POST',
    path: `${M}/subscription/purchase`,
    summary:
      'Buy a plan, an add-on or coins (sandbox payments); answers the transaction. An owned add-on is 409 before any payment; one purchase per merchant at a time (409 while one is in flight); Idempotency-Key replays answer the first transaction',
    headers: PurchaseHeaders,
    body: PurchaseBody,
    response: Transaction,
  }),
  listTransactions: route({
    method: 'GET',
    path: `${M}/subscription/transactions`,
    summary: 'Transactions, newest first',
    query: TrashQuery,
    response: TransactionList,
  }),
};
