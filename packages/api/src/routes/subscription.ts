/** The subscription, purchases and the wallet's transactions. */
import { MERCHANT_BASE as M } from '../paths';
import { z } from 'zod';
import { AlertsBody, PurchaseBody, PurchaseHeaders, Subscription, Transaction, TransactionList } from '../schemas/account';
import { TrashQuery } from '../schemas/campaigns';
import { routeGroup } from './define';

/** CSV downloads arrive as a Blob so the UTF-8 BOM reaches the saved file (as the dashboard exports). */
const Csv = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob);

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
  setAlerts: route({
    method: 'POST',
    path: `${M}/subscription/alerts`,
    summary: 'The low-balance alert: below these conversations left or coins, the dashboard warns (null turns one off)',
    body: AlertsBody,
    response: Subscription,
  }),
  listTransactions: route({
    method: 'GET',
    path: `${M}/subscription/transactions`,
    summary: 'Transactions, newest first',
    query: TrashQuery,
    response: TransactionList,
  }),
  exportTransactionsCsv: route({
    method: 'GET',
    path: `${M}/subscription/transactions/csv`,
    summary: 'Every transaction as CSV (UTF-8 BOM, formula cells neutralised), newest first',
    response: Csv,
    responseKind: 'csv',
  }),
};
