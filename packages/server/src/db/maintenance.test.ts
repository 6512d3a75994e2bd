import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { openMigratedPglite } from '../../test/harness.ts';
import { PgliteMaintenance, writtenTable } from './maintenance.ts';

let db: Db;
beforeAll(async () => {
  db = await openMigratedPglite();
}, 60_000);
afterAll(() => db.close());

describe('PGlite maintenance (no autovacuum in PGlite)', () => {
  it('knows which table a write statement changes', () => {
    expect(writtenTable('INSERT INTO orders (a) VALUES (1)')).toBe('orders');
    expect(writtenTable('  update "sessions" SET x = 1')).toBe('sessions');
    expect(writtenTable('DELETE FROM request_log WHERE at < now()')).toBe('request_log');
    expect(writtenTable('SELECT * FROM orders')).toBeUndefined();
    expect(writtenTable('WITH x AS (SELECT 1) SELECT * FROM x')).toBeUndefined();
  });

  it('counts the rows written through Db and vacuums the changed tables, analysing big changes', async () => {
    const maintenance = db.maintenance!;
    expect(maintenance).toBeInstanceOf(PgliteMaintenance);
    const { rows } = await db.query<{ id: number }>(
      "INSERT INTO merchants (email, password_hash, business_name) VALUES ('m@test.wasl.dev', 'x', 'M') RETURNING id",
    );
    const merchantId = rows[0]!.id;
    // 1,500 rows: due for VACUUM at the next tick (≥ 1,000) and for ANALYZE (> 50 + 20 % of the table).
    await db.query(
      `INSERT INTO clients (merchant_id, phone, name) SELECT $1, '9665' || lpad(g::text, 8, '0'), 'c' || g FROM generate_series(1, 1500) g`,
      [merchantId],
    );
    await maintenance.tick();
    expect(maintenance.history).toContain('VACUUM (ANALYZE) "clients"');
    // The merchants table changed by one row: neither due yet (5 minutes, or 1,000 rows)…
    expect(maintenance.history.some((s) => s.includes('"merchants"'))).toBe(false);
    // …but a forced run (shutdown) vacuums every changed table.
    await maintenance.tick(true);
    expect(maintenance.history).toContain('VACUUM "merchants"');
    const stats = await db.query<{ last_vacuum: Date | null; last_analyze: Date | null }>(
      "SELECT last_vacuum, last_analyze FROM pg_stat_user_tables WHERE relname = 'clients'",
    );
    expect(stats.rows[0]!.last_vacuum).not.toBeNull();
    expect(stats.rows[0]!.last_analyze).not.toBeNull();
    // The append-only request log is vacuumed, never analysed by the timer (an ANALYZE blocks PGlite).
    await db.query(
      `INSERT INTO request_log (merchant_id, method, route, status, duration_ms, kind, at)
       SELECT $1, 'GET', '/merchant/v1.0/header', 200, 0.1, 'dashboard', now() FROM generate_series(1, 2000)`,
      [merchantId],
    );
    await maintenance.tick();
    expect(maintenance.history).toContain('VACUUM "request_log"');
    expect(maintenance.history.some((s) => s.includes('ANALYZE') && s.includes('request_log'))).toBe(false);
    // Nothing changed since: a tick does nothing.
    const before = maintenance.history.length;
    await maintenance.tick(true);
    expect(maintenance.history.length).toBe(before);
  });

  it('a vacuumed table pages with an index-only scan (no heap fetches)', async () => {
    const { rows } = await db.query<{ id: number }>(
      "INSERT INTO merchants (email, password_hash, business_name) VALUES ('o@test.wasl.dev', 'x', 'O') RETURNING id",
    );
    const merchantId = rows[0]!.id;
    await db.query(
      `INSERT INTO orders (merchant_id, order_id, phone, order_date, status, currency, total, subtotal, shipping, discount, tax, payment_method, lang)
       SELECT $1, 'O-' || g, '9665' || lpad(g::text, 8, '0'), now() - make_interval(mins => g), 'placed', 'SAR', 10, 10, 0, 0, 0, 'prepaid', 'en'
       FROM generate_series(1, 3000) g`,
      [merchantId],
    );
    await db.maintenance!.tick();
    const plan = await db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      await tx.query('SET LOCAL enable_bitmapscan = off');
      const { rows: lines } = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, TIMING OFF, SUMMARY OFF) SELECT id FROM orders WHERE merchant_id = $1 ORDER BY order_date DESC, id DESC LIMIT 20 OFFSET 2000`,
        [merchantId],
      );
      return lines.map((l) => l['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Index Only Scan using orders_date_idx');
    expect(plan).toMatch(/Heap Fetches: 0\b/);
  });
});
