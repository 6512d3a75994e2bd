import type { OrderStatusName } from '@wasl/api/models';
import type { OrderUpdateStatus } from '@wasl/api/types';
import { mutation } from './mutation';
import { resourceFamily } from './resource';

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

/** GET /section/orders?month&page&search&status: one page of the month's orders (20, newest first). */
export const ordersListAtom = resourceFamily(
  (client, query: OrdersQuery) => {
    const search = query.search.trim();
    return client.listOrders({
      query: {
        month: query.month,
        page: Math.max(1, Math.trunc(query.page) || 1),
        ...(search ? { search } : {}),
        ...(query.status ? { status: query.status } : {}),
      },
    });
  },
  { keyOf: ordersQueryKey },
);

/** GET /section/orders/{id}: one order with its status history (the modal and the invoice page). */
export const orderAtom = resourceFamily((client, id: number) => client.getOrder({ params: { id } }));

/**
 * GET …/conversations/{phone}/orders: the contact panel's orders (the customer's latest, any month).
 * The merchant's and an agent's alike: an agent reads them for a conversation they may act on.
 */
export const conversationOrdersAtom = resourceFamily((client, phone: string) => client.listConversationOrders({ params: { phone } }));

/** Every write below refetches each list and order read (the contact panel's too): a status change shows in the list, the modal's timeline and the last-message column at once. */
const ordersChanged = [ordersListAtom.all, orderAtom.all, conversationOrdersAtom.all];

/**
 * POST /section/orders/{id}/status along the allowed transitions. Answers the changed order and
 * whether the customer was messaged (`notification`: an empty wallet no longer blocks the change).
 */
export const updateOrderStatusAtom = mutation(
  (client, id: number, status: OrderUpdateStatus) => client.updateOrderStatus({ params: { id }, body: { status } }),
  ordersChanged,
);

/** POST /section/orders/{id}/resend: the current status message again (its last-message status changes). */
export const resendOrderStatusAtom = mutation(
  async (client, id: number) => void (await client.resendOrder({ params: { id } })),
  ordersChanged,
);

/** POST /section/orders/{id}/invoice/resend: the invoice message again (SPEC §2 "resend invoice"). */
export const resendOrderInvoiceAtom = mutation(
  async (client, id: number) => void (await client.resendOrderInvoice({ params: { id } })),
  ordersChanged,
);
