/** The subscription, purchases and the wallet's transactions. */
import { MERCHANT_BASE as M } from '../paths';
import { PurchaseBody, Subscription, Transaction, TransactionList } from '../schemas/account';
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
    summary: 'Buy a plan, an add-on or coins (sandbox payments); answers the transaction',
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
