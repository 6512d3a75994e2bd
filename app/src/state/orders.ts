import { atom } from 'jotai';
import type { OrderStatusName } from '@wasl/api/models';
import type { Order, OrderList, OrderStatusChange, OrderUpdateStatus } from '@wasl/api/types';
import { api } from './api';
import { resource, type Resource } from './resource';
import { signedOut, tokenAtom } from './token';

/** What the orders screen lists: a month (`2026-11`, SPEC §9), a page from 1, a search, a status or all. */
export interface OrdersQuery {
  month: string;
  page: number;
  search: string;
  status: OrderStatusName | null;
}

/** One key per distinct list: the search trimmed (the server trims it too), page at least 1. */
export const ordersQueryKey = ({ month, page, search, status }: OrdersQuery): string =>
  JSON.stringify([month, Math.max(1, Math.trunc(page) || 1), search.trim(), status]);

/**
 * Bumped by every write below: each list and order read after it refetches, so a status change
 * shows in the list, the modal's timeline and the last-message column at once.
 */
const ordersVersionAtom = atom(0);

/** One resource per parameter value (jotai's atomFamily is deprecated); the oldest go past `limit`. */
function family<P, T>(keyOf: (param: P) => string, create: (param: P) => Resource<T>, limit = 50) {
  const atoms = new Map<string, Resource<T>>();
  return (param: P): Resource<T> => {
    const key = keyOf(param);
    let found = atoms.get(key);
    if (!found) {
      found = create(param);
      atoms.set(key, found);
      for (const oldest of atoms.keys()) {
        if (atoms.size <= limit) break;
        atoms.delete(oldest);
      }
    }
    return found;
  };
}

/** GET /section/orders?month&page&search&status: one page of the month's orders (20, newest first). */
export const ordersListAtom = family<OrdersQuery, OrderList>(ordersQueryKey, (query) =>
  resource(async (get) => {
    if (!get(tokenAtom)) return signedOut; // a new session is a new merchant: refetch
    get(ordersVersionAtom);
    const search = query.search.trim();
    return (await api()).listOrders({
      query: {
        month: query.month,
        page: Math.max(1, Math.trunc(query.page) || 1),
        ...(search ? { search } : {}),
        ...(query.status ? { status: query.status } : {}),
      },
    });
  }),
);

/** GET /section/orders/{id}: one order with its status history (the modal and the invoice page). */
export const orderAtom = family<number, Order>(String, (id) =>
  resource(async (get) => {
    if (!get(tokenAtom)) return signedOut;
    get(ordersVersionAtom);
    return (await api()).getOrder({ params: { id } });
  }),
);

/**
 * POST /section/orders/{id}/status along the allowed transitions. Answers the changed order and
 * whether the customer was messaged (`notification`: an empty wallet no longer blocks the change).
 */
export const updateOrderStatusAtom = atom(null, async (_get, set, id: number, status: OrderUpdateStatus): Promise<OrderStatusChange> => {
  const change = await (await api()).updateOrderStatus({ params: { id }, body: { status } });
  set(ordersVersionAtom, (version) => version + 1);
  return change;
});

/** POST /section/orders/{id}/resend: the current status message again (its last-message status changes). */
export const resendOrderStatusAtom = atom(null, async (_get, set, id: number): Promise<void> => {
  await (await api()).resendOrder({ params: { id } });
  set(ordersVersionAtom, (version) => version + 1);
});

/** POST /section/orders/{id}/invoice/resend: the invoice message again (SPEC §2 "resend invoice"). */
export const resendOrderInvoiceAtom = atom(null, async (_get, set, id: number): Promise<void> => {
  await (await api()).resendOrderInvoice({ params: { id } });
  set(ordersVersionAtom, (version) => version + 1);
});
