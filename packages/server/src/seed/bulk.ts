/**
 * A merchant with many orders for the benchmark (issue 4: "a seeded merchant of 100,000 orders").
 * Written with INSERT … SELECT over generate_series, so 100,000 orders with items and invoice
 * messages take seconds, not minutes. Dates are spread evenly over the last 90 days.
 */
import type { OrderStatusName } from '@wasl/api';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/db.ts';
import { DEMO, FAMILY_NAMES, FIRST_NAMES, SEED_PASSWORD } from './data.ts';

export interface BulkOptions {
  email?: string;
  /** @default 100_000 */
  orders?: number;
  now?: Date;
  passwordHash?: string;
}

export interface BulkResult {
  merchantId: number;
  email: string;
  password: string;
  orders: number;
}

/** A weighted draw over @wasl/api's order statuses (delivered ×4), indexed by the order number. */
const STATUSES: readonly OrderStatusName[] = [
  'delivered',
  'delivered',
  'delivered',
  'delivered',
  'shipped',
  'out_for_delivery',
  'cancelled',
  'returned',
  'refunded',
  'packed',
  'placed',
  'reached_nearest_hub',
  'replaced',
];

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[]`;

export async function seedBulkMerchant(db: Db, options: BulkOptions = {}): Promise<BulkResult> {
  const email = options.email ?? 'bulk@wasl.dev';
  const count = Math.max(1, Math.floor(options.orders ?? 100_000));
  const now = options.now ?? new Date();
  const passwordHash = options.passwordHash ?? (await hashPassword(SEED_PASSWORD));
  const names = FIRST_NAMES.flatMap((f, i) => {
    const family = FAMILY_NAMES[i % FAMILY_NAMES.length] as readonly [string, string];
    return [`${f[0]} ${family[0]}`, `${f[1]} ${family[1]}`];
  });
  const products = DEMO.products;
  return db
    .transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO merchants (email, password_hash, level, business_name, business_name_ar, language, package_id)
       VALUES ($1, $2, 2, 'Bulk Benchmark Store', 'متجر قياس الأداء', 'en', 'enterprise') RETURNING id`,
        [email, passwordHash],
      );
      const merchantId = Number(rows[0]?.id);
      await tx.query(
        `INSERT INTO subscriptions (merchant_id, plan_id, status, since, start_at, expiry, wallet, coins, paid_sessions, agents)
       VALUES ($1, 'enterprise', 'active', $2::timestamptz - interval '90 days', $2::timestamptz - interval '5 days', $2::timestamptz + interval '25 days', 20000, 50000, 25000, 50)`,
        [merchantId, now.toISOString()],
      );
      await tx.query('INSERT INTO settings (merchant_id, time_zone) VALUES ($1, $2)', [merchantId, 'Asia/Riyadh']);
      const address = JSON.stringify({
        Address_line1: 'Building 1200, King Fahd Road',
        Address_line2: 'Al Olaya district',
        Address_line3: 'Riyadh 12214',
      });
      await tx.query(
        `INSERT INTO orders (merchant_id, order_id, phone, customer_name, order_date, updated_at, status, currency, total, subtotal, shipping, discount, tax,
                           payment_method, lang, billing_address, shipping_address, invoice, source)
       SELECT $1, 'BLK-' || (1000000 + g), '+96657' || lpad(((g::bigint * 7919) % 10000000)::text, 7, '0'),
              (${sqlArray(names)})[1 + g % ${names.length}],
              $2::timestamptz - make_interval(secs => g * (7776000.0 / $3)),
              $2::timestamptz - make_interval(secs => g * (7776000.0 / $3)) + interval '6 hours',
              (${sqlArray(STATUSES)})[1 + (g * 7) % ${STATUSES.length}],
              'SAR', p.price * 1.15 + 25, p.price, 25, 0, round(p.price * 0.15, 2),
              CASE WHEN g % 3 = 0 THEN 'postpaid' ELSE 'prepaid' END, CASE WHEN g % 2 = 0 THEN 'ar' ELSE 'en' END,
              $4::jsonb, $4::jsonb, 'https://bulk.example/invoices/BLK-' || (1000000 + g) || '.pdf', 'api'
       FROM generate_series(1, $3::int) AS g
       CROSS JOIN LATERAL (SELECT (ARRAY[${products.map((p) => p.price).join(', ')}]::numeric[])[1 + g % ${products.length}] AS price) p`,
        [merchantId, now.toISOString(), count, address],
      );
      await tx.query(
        `INSERT INTO order_items (order_pk, merchant_id, product_name, sku, quantity, unit_price, discount, tax, total)
       SELECT o.id, o.merchant_id, CASE WHEN o.lang = 'ar' THEN (${sqlArray(products.map((p) => p.name[0]))})[1 + o.id % ${products.length}]
                                        ELSE (${sqlArray(products.map((p) => p.name[1]))})[1 + o.id % ${products.length}] END,
              (${sqlArray(products.map((p) => p.sku))})[1 + o.id % ${products.length}], 1, o.subtotal, 0, o.tax, o.subtotal + o.tax
       FROM orders o WHERE o.merchant_id = $1`,
        [merchantId],
      );
      await tx.query(
        `INSERT INTO outbound_messages (merchant_id, to_phone, kind, ref, language, body, status, created_at, updated_at)
       SELECT merchant_id, phone, 'invoice', order_id, lang, 'Your order ' || order_id || ' is confirmed.',
              (ARRAY['sent', 'delivered', 'seen', 'seen', 'failed'])[1 + id % 5], order_date, order_date
       FROM orders WHERE merchant_id = $1`,
        [merchantId],
      );
      return { merchantId, email, password: SEED_PASSWORD, orders: count };
    })
    .then(async (result) => {
      // VACUUM sets the visibility map, so page queries can use index-only scans (PGlite has no
      // autovacuum); ANALYZE gives the planner the new row counts.
      await db.exec('VACUUM ANALYZE');
      return result;
    });
}
