/** The integration's request log (the health page): the store calls behind the API orders and carts, and some errors. */
import { routes, toColonPath } from '@wasl/api';
import { momentAgo, type SeedContext } from './context.ts';
import { insertRows } from './insert.ts';
import type { OrderDraft } from './orders.ts';

/** The request log's route column holds Hono's path (`:Order_ID`). */
const ORDERS_ROUTE = routes.integrationCreateOrder.path;
const STATUS_ROUTE = toColonPath(routes.integrationUpdateOrderStatus.path);
const CART_ROUTE = routes.integrationAbandonedCart.path;

export async function seedRequestLog(ctx: SeedContext, drafts: OrderDraft[], carts: unknown[][]): Promise<void> {
  const { q, rng, now, merchantId, add } = ctx;
  const requests: unknown[][] = [];
  const request = (route: string, status: number, at: Date) =>
    requests.push([merchantId, 'POST', route, status, Math.round((4 + rng.next() * 40) * 10) / 10, 'integration', at]);
  drafts.forEach((d) => {
    if (d.source !== 'api') return;
    request(ORDERS_ROUTE, 200, d.date);
    for (const h of d.history.slice(1)) request(STATUS_ROUTE, 200, h.at);
  });
  for (const cart of carts) request(CART_ROUTE, 200, cart[cart.length - 1] as Date);
  for (let day = 0; day < 92; day++) {
    if (rng.chance(0.35)) request(ORDERS_ROUTE, rng.pick([400, 401, 409]), momentAgo(now, day, rng));
    if (rng.chance(0.04)) request(STATUS_ROUTE, 500, momentAgo(now, day, rng));
  }
  await insertRows(q, 'request_log', ['merchant_id', 'method', 'route', 'status', 'duration_ms', 'kind', 'at'], requests);
  add('request_log', requests.length);
}
