/**
 * Orders (SPEC §3 display order): the month's list (20 per page, search over order id, phone and
 * customer name), detail, status update along @wasl/api's allowed transitions, invoice resend
 * through the (sandbox) messaging provider, and the message templates init / commit / push.
 */
import { canTransition, PAGE_SIZE, routes, type OrderStatusName } from '@wasl/api';
import type { RouteModule } from '../middleware/route.ts';
import { many, one, type Queryable } from '../db/db.ts';
import { iso, monthRange, offsetOf, pageCount } from '../db/queries.ts';
import { conflict, notFound } from '../middleware/http.ts';
import { queueMessage } from '../messaging/messages.ts';
import { sendSurvey } from '../messaging/survey.ts';

export interface OrderRow {
  id: number;
  order_id: string;
  phone: string;
  customer_name: string;
  order_date: Date;
  updated_at: Date;
  status: OrderStatusName;
  currency: string;
  total: number;
  subtotal: number;
  shipping: number;
  discount: number;
  tax: number;
  payment_method: string;
  lang: string;
  billing_address: Record<string, string>;
  shipping_address: Record<string, string>;
  invoice: string;
}

const ORDER_COLUMNS = `id, order_id, phone, customer_name, order_date, updated_at, status, currency, total, subtotal, shipping,
  discount, tax, payment_method, lang, billing_address, shipping_address, invoice`;

const address = (a: Record<string, string> | undefined) => ({
  Address_line1: a?.Address_line1 ?? '',
  Address_line2: a?.Address_line2 ?? '',
  Address_line3: a?.Address_line3 ?? '',
});

interface ItemRow {
  order_pk: number;
  product_name: string;
  quantity: number;
  unit_price: number;
  discount: number;
  tax: number;
  total: number;
  sku: string;
}

/** Display orders (items and last message status included) for rows of one merchant. */
export async function toDisplayOrders(q: Queryable, merchantId: number, rows: OrderRow[]) {
  if (rows.length === 0) return [];
  const pks = rows.map((o) => o.id);
  const refs = rows.map((o) => o.order_id);
  const [items, messages] = await Promise.all([
    many<ItemRow>(
      q,
      `SELECT order_pk, product_name, quantity, unit_price, discount, tax, total, sku FROM order_items
       WHERE merchant_id = $1 AND order_pk = ANY($2::int[]) ORDER BY id`,
      [merchantId, pks],
    ),
    many<{ ref: string; status: string }>(
      q,
      `SELECT DISTINCT ON (ref) ref, status FROM outbound_messages
       WHERE merchant_id = $1 AND ref = ANY($2::text[]) AND kind IN ('invoice', 'order_status') AND rank > 0 ORDER BY ref, id DESC`,
      [merchantId, refs],
    ),
  ]);
  return display(rows, items, messages);
}

function display(rows: OrderRow[], items: ItemRow[], messages: { ref: string; status: string }[]) {
  const itemsBy = new Map<number, typeof items>();
  for (const item of items) {
    const list = itemsBy.get(item.order_pk) ?? [];
    list.push(item);
    itemsBy.set(item.order_pk, list);
  }
  const messageBy = new Map(messages.map((m) => [m.ref, m.status]));
  return rows.map((o) => ({
    id: o.id,
    order_id: o.order_id,
    contact: o.phone,
    customer_name: o.customer_name,
    order_date: iso(o.order_date),
    last_updated: iso(o.updated_at),
    total: o.total,
    status: o.status,
    invoice: o.invoice || null,
    lang: o.lang === 'ar' ? 'ar' : 'en',
    items: (itemsBy.get(o.id) ?? []).map((i) => ({
      product_name: i.product_name,
      quantity: i.quantity,
      unit_price: i.unit_price,
      discount: i.discount,
      tax: i.tax,
      total: i.total,
      sku: i.sku || null,
    })),
    billing_address: address(o.billing_address),
    shipping_address: address(o.shipping_address),
    finance: {
      total: o.total,
      currency: o.currency,
      subtotal: o.subtotal,
      tax: o.tax,
      discount: o.discount,
      shipping: o.shipping,
      payment_method: (['none', 'prepaid', 'postpaid'].includes(o.payment_method) ? o.payment_method : 'none') as
        'none' | 'prepaid' | 'postpaid',
    },
    message_status: (messageBy.get(o.order_id) ?? null) as 'sent' | 'delivered' | 'seen' | 'failed' | null,
  }));
}

export async function orderByPk(q: Queryable, merchantId: number, id: number) {
  const row = await one<OrderRow>(q, `SELECT ${ORDER_COLUMNS} FROM orders WHERE merchant_id = $1 AND id = $2`, [merchantId, id]);
  if (!row) return undefined;
  return (await toDisplayOrders(q, merchantId, [row]))[0];
}

/* ---------------------------------------------------------------- templates */

export const TEMPLATE_DEFAULTS = {
  init: {
    en: 'Hello {name}, thank you for your order {order_id}. Total: {total} {currency}. We will let you know when it ships.',
    ar: 'مرحبًا {name}، شكرًا لطلبك {order_id}. الإجمالي: {total} {currency}. سنخبرك عند شحنه.',
  },
  commit: {
    en: 'Your order {order_id} is confirmed. Invoice: {invoice}',
    ar: 'تم تأكيد طلبك {order_id}. الفاتورة: {invoice}',
  },
  push: {
    en: 'Update on your order {order_id}: {status}.',
    ar: 'تحديث على طلبك {order_id}: {status}.',
  },
} as const;

export type TemplateKindName = keyof typeof TEMPLATE_DEFAULTS;

const STATUS_TEXT: Record<OrderStatusName, { en: string; ar: string }> = {
  placed: { en: 'placed', ar: 'تم الطلب' },
  packed: { en: 'packed', ar: 'تم التغليف' },
  shipped: { en: 'shipped', ar: 'تم الشحن' },
  reached_nearest_hub: { en: 'reached the nearest hub', ar: 'وصل إلى أقرب مركز' },
  out_for_delivery: { en: 'out for delivery', ar: 'خرج للتوصيل' },
  delivered: { en: 'delivered', ar: 'تم التوصيل' },
  cancelled: { en: 'cancelled', ar: 'أُلغي' },
  returned: { en: 'returned', ar: 'أُعيد' },
  replaced: { en: 'replaced', ar: 'استُبدل' },
  refunded: { en: 'refunded', ar: 'استُرد المبلغ' },
};

export async function templateText(q: Queryable, merchantId: number, kind: TemplateKindName, lang: 'en' | 'ar'): Promise<string> {
  const row = await one<{ en_text: string; ar_text: string; enabled: boolean }>(
    q,
    'SELECT en_text, ar_text, enabled FROM order_templates WHERE merchant_id = $1 AND kind = $2',
    [merchantId, kind],
  );
  const text = row ? (lang === 'ar' ? row.ar_text : row.en_text) : '';
  return text || TEMPLATE_DEFAULTS[kind][lang];
}

export function fillTemplate(
  text: string,
  order: { order_id: string; customer_name: string; total: number; currency: string; status: OrderStatusName; invoice: string },
  lang: 'en' | 'ar',
) {
  const values: Record<string, string> = {
    name: order.customer_name || (lang === 'ar' ? 'عميلنا العزيز' : 'there'),
    customer_name: order.customer_name || (lang === 'ar' ? 'عميلنا العزيز' : 'there'),
    order_id: order.order_id,
    total: order.total.toFixed(2),
    currency: order.currency,
    status: STATUS_TEXT[order.status][lang],
    invoice: order.invoice,
  };
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * Queues a template message about an order (messaging/messages.ts: conversation, wallet, job).
 * `key` names this one logical message (an order's init, one status change, one resend).
 */
export async function messageAboutOrder(
  q: Queryable,
  merchantId: number,
  order: OrderRow,
  kind: TemplateKindName,
  send: { key: string; now: Date },
): Promise<void> {
  const lang = order.lang === 'ar' ? 'ar' : 'en';
  const text = fillTemplate(await templateText(q, merchantId, kind, lang), order, lang);
  await queueMessage(q, {
    merchantId,
    to: order.phone,
    kind: kind === 'push' ? 'order_status' : 'invoice',
    ref: order.order_id,
    language: lang,
    body: text,
    idempotencyKey: `order:${merchantId}:${order.order_id}:${send.key}`,
    now: send.now,
  });
}

/**
 * Changes status with history and a push message; 409 when the transition is not allowed.
 * "delivered" also sends the satisfaction survey when the merchant's survey form is on (SPEC §9).
 */
export async function changeOrderStatus(
  q: Queryable,
  merchantId: number,
  order: OrderRow,
  status: OrderStatusName,
  source: 'dashboard' | 'store',
  now: Date,
): Promise<void> {
  if (!canTransition(order.status, status)) throw conflict('errors:orderTransitionNotAllowed');
  await q.query('UPDATE orders SET status = $3, updated_at = now() WHERE merchant_id = $1 AND id = $2', [merchantId, order.id, status]);
  const history = await one<{ id: number }>(
    q,
    'INSERT INTO order_status_history (order_pk, merchant_id, status, source) VALUES ($1, $2, $3, $4) RETURNING id',
    [order.id, merchantId, status, source],
  );
  await messageAboutOrder(q, merchantId, { ...order, status }, 'push', { key: `push:${history!.id}`, now });
  if (status === 'delivered') await sendSurvey(q, merchantId, order, now);
}

export async function lockOrder(q: Queryable, merchantId: number, where: { id: number } | { orderId: string }) {
  return 'id' in where
    ? one<OrderRow>(q, `SELECT ${ORDER_COLUMNS} FROM orders WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [merchantId, where.id])
    : one<OrderRow>(q, `SELECT ${ORDER_COLUMNS} FROM orders WHERE merchant_id = $1 AND order_id = $2 FOR UPDATE`, [
        merchantId,
        where.orderId,
      ]);
}

/**
 * The month's ordered order ids, cached per (merchant, month, search), so paging through a month
 * neither counts it again nor walks OFFSET rows of the index on every page: page N is a slice of
 * the list, and only its 20 rows are read (by primary key, fresh — statuses always current).
 * Only a new order changes a list (order id, date, customer and phone never change): a new order of
 * the merchant in this process drops its lists at once (`ordersChanged`); other processes sharing
 * PostgreSQL are seen within Config.cacheTtlMs (5 s). Lists longer than orderListLimits.maxListIds keep only their
 * count and page with OFFSET. Memory is bounded by MAX_CACHED_IDS ids (4 bytes each) in all.
 */
/** Longest list kept (longer: count only, pages by OFFSET); mutable for tests of that path. */
export const orderListLimits = { maxListIds: 100_000 };
const MAX_CACHED_IDS = 2_000_000;

interface OrderList {
  /** Ids newest first; undefined when the list is longer than orderListLimits.maxListIds. */
  ids: Int32Array | undefined;
  count: number;
  at: number;
}

class OrderListCache {
  private readonly entries = new Map<string, OrderList>();
  private readonly building = new Map<string, Promise<OrderList>>();
  private cachedIds = 0;
  /** Bumped by ordersChanged: a list built across a change is answered but not kept. */
  private generation = 0;

  async get(key: string, now: number, ttlMs: number, build: () => Promise<Omit<OrderList, 'at'>>): Promise<OrderList> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < ttlMs) {
      this.entries.delete(key); // LRU: back at the young end
      this.entries.set(key, hit);
      return hit;
    }
    if (hit) this.remove(key);
    // Concurrent requests for the same list share one build.
    const pending = this.building.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = build()
      .then((built) => {
        const list = { ...built, at: now };
        if (generation === this.generation) this.add(key, list);
        return list;
      })
      .finally(() => this.building.delete(key));
    this.building.set(key, promise);
    return promise;
  }

  private add(key: string, list: OrderList) {
    this.entries.set(key, list);
    this.cachedIds += list.ids?.length ?? 0;
    for (const oldest of this.entries.keys()) {
      if (this.cachedIds <= MAX_CACHED_IDS && this.entries.size <= 5_000) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const list = this.entries.get(key);
    if (!list) return;
    this.cachedIds -= list.ids?.length ?? 0;
    this.entries.delete(key);
  }

  dropMerchant(merchantId: number) {
    this.generation += 1;
    for (const key of [...this.entries.keys()]) if (key.startsWith(`${merchantId}|`)) this.remove(key);
    for (const key of [...this.building.keys()]) if (key.startsWith(`${merchantId}|`)) this.building.delete(key);
  }
}
const listCaches = new WeakMap<object, OrderListCache>();
function listCache(db: object): OrderListCache {
  let cache = listCaches.get(db);
  if (!cache) listCaches.set(db, (cache = new OrderListCache()));
  return cache;
}
/** Call after adding orders for a merchant. */
export function ordersChanged(db: object, merchantId: number): void {
  listCaches.get(db)?.dropMerchant(merchantId);
}

/** `%`, `_` and `\` are literal in a search. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export const register: RouteModule = (r, deps) => {
  const { db, config } = deps;

  r.handle(routes.listOrders, async ({ merchantId, query }) => {
    const { start, end } = monthRange(query, deps.now());
    const params: unknown[] = [merchantId, start, end];
    let where = 'o.merchant_id = $1 AND o.order_date >= $2 AND o.order_date < $3';
    const search = query.search?.trim() ?? '';
    if (search) {
      // Served by the trigram index orders_search_trgm_idx (migration 3) for 3+ characters.
      params.push(`%${likeEscape(search)}%`);
      const digits = search.replace(/\D/g, '').replace(/^0+/, '');
      const phoneClause = digits.length >= 3 ? ` OR o.phone LIKE $${params.push(`%${digits}%`)}` : '';
      where += ` AND (o.order_id ILIKE $4 OR o.customer_name ILIKE $4${phoneClause})`;
    }
    const list = await listCache(db).get(
      `${merchantId}|${start.toISOString()}|${search}`,
      deps.now().getTime(),
      config.cacheTtlMs,
      async () => {
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
      },
    );
    const offset = offsetOf(query.page);
    const SELECT = `SELECT ${ORDER_COLUMNS.split(',')
      .map((c) => `o.${c.trim()}`)
      .join(', ')},
       coalesce((SELECT json_agg(json_build_object('order_pk', i.order_pk, 'product_name', i.product_name, 'quantity', i.quantity,
          'unit_price', i.unit_price, 'discount', i.discount, 'tax', i.tax, 'total', i.total, 'sku', i.sku) ORDER BY i.id)
        FROM order_items i WHERE i.order_pk = o.id AND i.merchant_id = o.merchant_id), '[]'::json) AS items_json,
       (SELECT m.status FROM outbound_messages m WHERE m.merchant_id = o.merchant_id AND m.ref = o.order_id
          AND m.kind IN ('invoice', 'order_status') ORDER BY m.id DESC LIMIT 1) AS message_status`;
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
      // subqueries run for its 20 rows only, not for every row OFFSET skips.
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
    return { data: { orders: display(rows, items, messages), total_pages: pageCount(list.count), current_page: query.page } };
  });

  // Static paths before /section/orders/:id (the router tries routes in registration order).
  r.handle(routes.getOrderTemplates, async ({ merchantId }) => ({ data: await templates(merchantId) }));

  r.handle(routes.updateOrderTemplate, async ({ merchantId, params, body }) => {
    await db.query(
      `INSERT INTO order_templates (merchant_id, kind, en_text, ar_text, status, updated_at) VALUES ($1, $2, $3, $4, 'pending', $5)
       ON CONFLICT (merchant_id, kind) DO UPDATE SET en_text = EXCLUDED.en_text, ar_text = EXCLUDED.ar_text, status = 'pending', updated_at = EXCLUDED.updated_at`,
      [merchantId, params.kind, body.en, body.ar, deps.now()],
    );
    const all = await templates(merchantId);
    return { data: all[params.kind], message: 'Data updated successfully' };
  });

  r.handle(routes.getOrder, async ({ merchantId, params }) => {
    const order = await orderByPk(db, merchantId, params.id);
    if (!order) throw notFound('errors:orderNotFound');
    return { data: order };
  });

  r.handle(routes.updateOrderStatus, async ({ merchantId, params, body }) => {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, merchantId, { id: params.id });
      if (!order) throw notFound('errors:orderNotFound');
      await changeOrderStatus(tx, merchantId, order, body.status, 'dashboard', deps.now());
    });
    return { data: await orderByPk(db, merchantId, params.id), message: 'orders:statusUpdated' };
  });

  r.handle(routes.resendOrder, async ({ merchantId, params }) => {
    const order = await one<OrderRow>(db, `SELECT ${ORDER_COLUMNS} FROM orders WHERE merchant_id = $1 AND id = $2`, [
      merchantId,
      params.id,
    ]);
    if (!order) throw notFound('errors:orderNotFound');
    // A resend is a deliberate repeat: its own key (the time of the request).
    const now = deps.now();
    await db.transaction((tx) => messageAboutOrder(tx, merchantId, order, 'commit', { key: `commit:resend:${now.getTime()}`, now }));
    return { message: 'orders:invoiceResent' };
  });

  /** Sandbox review: a pending template is approved once it has waited contactApprovalSeconds. */
  async function templates(merchantId: number) {
    await db.query(`UPDATE order_templates SET status = 'approved' WHERE merchant_id = $1 AND status = 'pending' AND updated_at <= $2`, [
      merchantId,
      new Date(deps.now().getTime() - config.contactApprovalSeconds * 1000),
    ]);
    const rows = await many<{ kind: TemplateKindName; en_text: string; ar_text: string; status: string; updated_at: Date }>(
      db,
      'SELECT kind, en_text, ar_text, status, updated_at FROM order_templates WHERE merchant_id = $1',
      [merchantId],
    );
    const by = new Map(rows.map((t) => [t.kind, t]));
    const one_ = (kind: TemplateKindName) => {
      const t = by.get(kind);
      return {
        kind,
        en: t?.en_text || TEMPLATE_DEFAULTS[kind].en,
        ar: t?.ar_text || TEMPLATE_DEFAULTS[kind].ar,
        status: (t?.status ?? 'approved') as 'pending' | 'approved' | 'rejected',
        updated_at: iso(t?.updated_at ?? new Date(0)),
      };
    };
    return { init: one_('init'), commit: one_('commit'), push: one_('push') };
  }
};
