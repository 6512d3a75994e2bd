// @vitest-environment jsdom
// (app/src/i18n.ts reads the cookie and <html lang> at import, through token.ts)
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderList } from '@wasl/api/types';

const client = {
  listOrders: vi.fn(),
  getOrder: vi.fn(),
  updateOrderStatus: vi.fn(),
  resendOrder: vi.fn(),
  resendOrderInvoice: vi.fn(),
};
vi.mock('./api', () => ({ api: async () => client }));

const { ordersListAtom, orderAtom, ordersQueryKey, resendOrderInvoiceAtom, resendOrderStatusAtom, updateOrderStatusAtom } =
  await import('./orders');
const { tokenAtom } = await import('./token');

/** A store of a signed-in merchant: without a session the resources never fetch (token.ts signedOut). */
const signedInStore = () => {
  const store = createStore();
  store.set(tokenAtom, 'merchant-token');
  return store;
};

const page = (n: number): OrderList => ({ orders: [], total_pages: 3, current_page: n });
const query = { month: '2026-11', page: 1, search: '', status: null };

beforeEach(() => {
  for (const fn of Object.values(client)) fn.mockReset();
  client.listOrders.mockImplementation(async ({ query: q }: { query: { page: number } }) => page(q.page));
  client.getOrder.mockImplementation(async ({ params }: { params: { id: number } }) => ({ id: params.id }));
});

describe('orders state (the only code that calls the orders API)', () => {
  it('fetches nothing without a session (after logout the screen is leaving)', async () => {
    const store = createStore();
    const settled = await Promise.race([
      store.get(ordersListAtom(query)).then(() => 'settled'),
      new Promise((r) => setTimeout(() => r('pending'), 50)),
    ]);
    expect(settled).toBe('pending');
    expect(client.listOrders).not.toHaveBeenCalled();
  });

  it('lists with month, page, trimmed search and status; leaves out an empty search and "all statuses"', async () => {
    const store = signedInStore();
    await store.get(ordersListAtom(query));
    expect(client.listOrders).toHaveBeenLastCalledWith({ query: { month: '2026-11', page: 1 } });
    await store.get(ordersListAtom({ month: '2026-10', page: 2, search: '  NKH-1 ', status: 'shipped' }));
    expect(client.listOrders).toHaveBeenLastCalledWith({ query: { month: '2026-10', page: 2, search: 'NKH-1', status: 'shipped' } });
  });

  it('one atom per distinct list: the same query is fetched once, a padded search is the same list, page 0 is page 1', async () => {
    const store = signedInStore();
    expect(ordersListAtom(query)).toBe(ordersListAtom({ ...query, search: '  ' }));
    expect(ordersListAtom({ ...query, page: 0 })).toBe(ordersListAtom(query));
    expect(ordersListAtom({ ...query, page: 2 })).not.toBe(ordersListAtom(query));
    expect(ordersQueryKey({ ...query, status: 'packed' })).not.toBe(ordersQueryKey(query));
    await store.get(ordersListAtom(query));
    await store.get(ordersListAtom(query));
    expect(client.listOrders).toHaveBeenCalledTimes(1);
  });

  it('a status change refetches the lists and the order (history, last message) and answers the notification', async () => {
    const store = signedInStore();
    const list = ordersListAtom({ ...query, month: '2026-09' });
    const unsubscribe = [store.sub(list, () => {}), store.sub(orderAtom(7), () => {})];
    await store.get(list);
    await store.get(orderAtom(7));
    client.updateOrderStatus.mockResolvedValue({
      id: 7,
      status: 'packed',
      notification: { sent: false, reason: 'integration:insufficientBalance' },
    });
    const change = await store.set(updateOrderStatusAtom, 7, 'packed');
    expect(client.updateOrderStatus).toHaveBeenCalledWith({ params: { id: 7 }, body: { status: 'packed' } });
    expect(change.notification).toEqual({ sent: false, reason: 'integration:insufficientBalance' });
    await store.get(list);
    await store.get(orderAtom(7));
    expect(client.listOrders).toHaveBeenCalledTimes(2);
    expect(client.getOrder).toHaveBeenCalledTimes(2);
    for (const stop of unsubscribe) stop();
  });

  it('resend and resend invoice call their own routes and refetch; a failure rejects and refetches nothing', async () => {
    const store = signedInStore();
    const list = ordersListAtom({ ...query, month: '2026-08' });
    await store.get(list);
    await store.set(resendOrderStatusAtom, 3);
    expect(client.resendOrder).toHaveBeenCalledWith({ params: { id: 3 } });
    await store.get(list);
    expect(client.listOrders).toHaveBeenCalledTimes(2);
    await store.set(resendOrderInvoiceAtom, 3);
    expect(client.resendOrderInvoice).toHaveBeenCalledWith({ params: { id: 3 } });
    await store.get(list);
    expect(client.listOrders).toHaveBeenCalledTimes(3);
    client.resendOrder.mockRejectedValue(new Error('402'));
    await expect(store.set(resendOrderStatusAtom, 3)).rejects.toThrow('402');
    await store.get(list);
    expect(client.listOrders).toHaveBeenCalledTimes(3);
  });

  it('a new session refetches (another merchant)', async () => {
    const store = signedInStore();
    const list = ordersListAtom({ ...query, month: '2026-07' });
    await store.get(list);
    store.set(tokenAtom, 'another-merchant');
    await store.get(list);
    expect(client.listOrders).toHaveBeenCalledTimes(2);
  });
});
