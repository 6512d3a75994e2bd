/** The month's orders page: search, the cached id list, and one JSON value per page. */
import { PAGE_SIZE, type Routes } from '@wasl/api';
import type { z } from 'zod';
import { one } from '../../db/db.ts';
import { merchantMonth, offsetOf, pageCount } from '../../db/queries.ts';
import type { Deps } from '../../deps.ts';
import { display } from './display.ts';
import { listCache, orderListLimits } from './list-cache.ts';
import { ORDER_COLUMNS, type ItemRow, type OrderRow } from './rows.ts';
import { phoneDigits } from '../../lib/phone.ts';

/** `%`, `_` and `\` are literal in a search. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

type ListQuery = z.output<Routes['listOrders']['query']>;

/**
 * Stays the owner's, with its own `merchant_id = $1` filter as the guard (ADR 018): the page query is
 * a prepared statement (`Db.prepared` has no tenant path), and the search's ILIKE/LIKE are not
 * leakproof, so under a row-level security policy PostgreSQL would not use them as index conditions
 * (the trigram index: a list build 3 → 22 ms on 8,600 orders in a month, measured 30 November).
 */
export async function listOrders(deps: Deps, merchantId: number, query: ListQuery) {
  const { db, config } = deps;
  // The month on the merchant's clock (settings' Time_Zone, lib/zone.ts).
  const { start, end } = await merchantMonth(db, merchantId, query, deps.now());
  const params: unknown[] = [merchantId, start, end];
  let where = 'o.merchant_id = $1 AND o.order_date >= $2 AND o.order_date < $3';
  const search = query.search?.trim() ?? '';
  if (search) {
    // Served by the trigram index orders_search_trgm_idx (migration 3) for 3+ characters.
    params.push(`%${likeEscape(search)}%`);
    const digits = phoneDigits(search).replace(/^0+/, '');
    const phoneClause = digits.length >= 3 ? ` OR o.phone LIKE $${params.push(`%${digits}%`)}` : '';
    where += ` AND (o.order_id ILIKE $4 OR o.customer_name ILIKE $4${phoneClause})`;
  }
  if (query.status) where += ` AND o.status = $${params.push(query.status)}`;
  const build = async () => {
    const row = await one<{ ids: string | null; n: number }>(
      db,
      `SELECT string_agg(id::text, ',') AS ids, count(*) AS n FROM (
         SELECT o.id FROM orders o WHERE ${where} ORDER BY o.order_date DESC, o.id DESC LIMIT ${orderListLimits.maxListIds + 1}) s`,
      params,
    );
    if ((row?.n ?? 0) <= orderListLimits.maxListIds) {
      const ids = row?.ids ? Int32Array.from(row.ids.split(','), Number) : new Int32Array(0);
      return { ids, count: ids.length };
    }
    const counted = await one<{ n: number }>(db, `SELECT count(*) AS n FROM orders o WHERE ${where}`, params);
    return { ids: undefined, count: counted?.n ?? 0 };
  };
  // A status filter is not cached: every status change moves orders in or out of its list.
  const list = query.status
    ? await build()
    : await listCache(db).get(`${merchantId}|${start.toISOString()}|${search}`, deps.now().getTime(), config.cacheTtlMs, build);
  const offset = offsetOf(query.page);
  const SELECT = `SELECT ${ORDER_COLUMNS.split(',')
    .map((c) => `o.${c.trim()}`)
    .join(', ')},
     coalesce((SELECT json_agg(json_build_object('order_pk', i.order_pk, 'product_name', i.product_name, 'quantity', i.quantity,
        'unit_price', i.unit_price, 'discount', i.discount, 'tax', i.tax, 'total', i.total, 'sku', i.sku) ORDER BY i.id)
      FROM order_items i WHERE i.order_pk = o.id AND i.merchant_id = o.merchant_id), '[]'::json) AS items_json,
     (SELECT m.status FROM outbound_messages m WHERE m.merchant_id = o.merchant_id AND m.ref = o.order_id
        AND m.kind IN ('invoice', 'order_status') AND m.rank > 0 ORDER BY m.id DESC LIMIT 1) AS message_status`;
  // The page comes back as ONE json value (not 20 rows of 20 columns): PGlite's row decoding in JS
  // costs more than the query itself, and one field instead of 400 saves about a quarter of the
  // page's CPU. Timestamps arrive as ISO strings, numerics as numbers, the addresses as objects.
  type PageRow = Omit<OrderRow, 'order_date' | 'updated_at'> & {
    order_date: string;
    updated_at: string;
    items_json: ItemRow[];
    message_status: string | null;
  };
  const asPage = (from: string) =>
    `SELECT coalesce(json_agg(p ORDER BY p.order_date DESC, p.id DESC), '[]'::json) AS page FROM (${SELECT} ${from}) p`;
  let json: PageRow[];
  if (list.ids) {
    const page = Array.from(list.ids.subarray(offset, offset + PAGE_SIZE));
    json =
      page.length === 0
        ? []
        : // The hot query: prepared, so it is planned once, not per page.
          ((
            await db.prepared<{ page: PageRow[] }>(
              'orders_page_by_ids',
              asPage('FROM orders o WHERE o.merchant_id = $1 AND o.id = ANY($2::int[])'),
              ['int', 'int[]'],
              [merchantId, page],
            )
          ).rows[0]?.page ?? []);
  } else {
    // A list too long to keep: the page's ids first (deferred join), so the item and message
    // subqueries run for its 20 rows only, not for every row OFFSET skips (page 600 of 100,000
    // orders: 770 ms → 11–15 ms). MATERIALIZED stops PostgreSQL ≥ 12 from inlining the CTE again.
    json =
      (
        await one<{ page: PageRow[] }>(
          db,
          `WITH page AS MATERIALIZED (
             SELECT o.id FROM orders o WHERE ${where}
             ORDER BY o.order_date DESC, o.id DESC LIMIT ${PAGE_SIZE} OFFSET ${offset}
           )
           ${asPage('FROM page JOIN orders o ON o.id = page.id')}`,
          params,
        )
      )?.page ?? [];
  }
  const rows = json.map((o) => ({ ...o, order_date: new Date(o.order_date), updated_at: new Date(o.updated_at) }));
  const items = rows.flatMap((o) => o.items_json);
  const messages = rows.flatMap((o) => (o.message_status ? [{ ref: o.order_id, status: o.message_status }] : []));
  return { orders: display(rows, items, messages), total_pages: pageCount(list.count), current_page: query.page };
}
