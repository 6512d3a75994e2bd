/**
 * The orders API mocked for the Orders screen stories (msw): a month of orders in every status,
 * filtered, paged and changed as the reference server does (transitions from @wasl/api/models,
 * history entries, the `notification` of a status change).
 */
import { http, HttpResponse } from 'msw';
import { canTransition, orderStatuses, type OrderStatusName } from '@wasl/api/models';
import type { Order } from '@wasl/api/types';
import hostile from '../support/fixtures/hostile-strings.json';
import { hostileOrder, orderAr, orderEn } from '../support/orders';

const M = '/merchant/v1.0';
const PAGE_SIZE = 20;

/** Fixed clock for the changes a story makes, so screenshots do not move. */
const CHANGED_AT = '2026-11-20T10:00:00.000Z';

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour)).toISOString();

/** Ten orders of November 2026, one per status, newest first; English and Arabic customers. */
export const monthOrders: Order[] = orderStatuses.map((status, index) => {
  const base = index % 2 === 0 ? orderEn : orderAr;
  const day = 18 - index;
  return {
    ...base,
    id: 3000 + index,
    order_id: `NKH-${10450 - index}`,
    contact: index % 2 === 0 ? `+966 55 123 45${String(index).padStart(2, '0')}` : `+966 50 987 65${String(index).padStart(2, '0')}`,
    order_date: at(day),
    last_updated: at(day, 15),
    status,
    history: [
      { status: 'placed' as const, at: at(day), source: 'store' as const },
      ...(status === 'placed' ? [] : [{ status, at: at(day, 15), source: 'store' as const }]),
    ],
  };
});

/** Hostile rows: every hostile text as order id, phone and customer content, then 10,000 plain rows (virtualised). */
export const hostileOrders: Order[] = [
  ...[...hostile.markup, ...hostile.bidi, ...hostile.long].map((text, index) => ({
    ...hostileOrder,
    id: 5000 + index,
    order_id: text,
    contact: hostile.bidi[index % hostile.bidi.length]!,
    order_date: at(19),
    last_updated: at(19, 12),
  })),
  ...Array.from({ length: 10_000 }, (_, index) => ({
    ...orderEn,
    id: 10_000 + index,
    order_id: `BULK-${String(index + 1).padStart(5, '0')}`,
    order_date: at(1 + (index % 17)),
    last_updated: at(1 + (index % 17), 12),
  })),
];

const ok = (data: unknown, message?: string) => HttpResponse.json({ success: true, ...(message ? { message } : {}), data });
const fail = (status: number, message: string, data?: unknown) =>
  HttpResponse.json({ success: false, message, ...(data ? { data } : {}) }, { status });

interface OrdersMockOptions {
  orders?: Order[];
  /** The list answers 500 (the error state). */
  failList?: boolean;
  /** Rows per page (the server's 20; more to show the virtualised table). */
  pageSize?: number;
}

/** The orders calls; each story gets its own copy of the data, changed by its status updates. */
export function ordersHandlers({ orders = monthOrders, failList = false, pageSize = PAGE_SIZE }: OrdersMockOptions = {}) {
  const byId = new Map(orders.map((order) => [order.id, structuredClone(order)]));
  const find = (id: unknown) => byId.get(Number(id));
  return [
    http.get(`*${M}/section/orders`, ({ request }) => {
      if (failList) return fail(500, 'errors:server');
      const url = new URL(request.url);
      const month = url.searchParams.get('month') ?? '';
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page') ?? 1);
      const matching = [...byId.values()].filter(
        (order) =>
          order.order_date.startsWith(month) &&
          (!search ||
            order.order_id.toLowerCase().includes(search) ||
            order.contact.replace(/\D/g, '').includes(search.replace(/\D/g, '') || '\0')) &&
          (!status || order.status === status),
      );
      const list = matching.slice((page - 1) * pageSize, page * pageSize).map(({ history: _history, ...order }) => order);
      return ok({ orders: list, total_pages: Math.ceil(matching.length / pageSize), current_page: page });
    }),
    http.get(`*${M}/section/orders/:id`, ({ params }) => {
      const order = find(params.id);
      return order ? ok(order) : fail(404, 'errors:orderNotFound');
    }),
    http.post(`*${M}/section/orders/:id/status`, async ({ params, request }) => {
      const order = find(params.id);
      if (!order) return fail(404, 'errors:orderNotFound');
      const { status } = (await request.json()) as { status: OrderStatusName };
      if (!canTransition(order.status, status)) return fail(409, 'errors:orderTransitionNotAllowed');
      order.status = status;
      order.last_updated = CHANGED_AT;
      order.history = [...(order.history ?? []), { status, at: CHANGED_AT, source: 'dashboard' }];
      return ok({ ...order, notification: { sent: true, reason: null } }, 'errors:success.orderStatusUpdated');
    }),
    http.post(`*${M}/section/orders/:id/resend`, ({ params }) =>
      find(params.id) ? ok(undefined, 'errors:success.orderStatusResent') : fail(404, 'errors:orderNotFound'),
    ),
    http.post(`*${M}/section/orders/:id/invoice/resend`, ({ params }) =>
      find(params.id) ? ok(undefined, 'errors:success.invoiceResent') : fail(404, 'errors:orderNotFound'),
    ),
  ];
}
