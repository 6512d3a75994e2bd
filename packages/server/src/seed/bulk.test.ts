import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openMigratedPglite } from '../../test/harness.ts';
import { seedBulkMerchant } from './bulk.ts';

const NOW = new Date('2026-11-23T09:30:00Z');
let db: Db;

beforeAll(async () => {
  db = await openMigratedPglite();
}, 300_000);
afterAll(() => db?.close());

describe('bulk merchant for the benchmark', () => {
  it('creates the requested number of orders with items and invoice messages over 90 days', async () => {
    const result = await seedBulkMerchant(db, { orders: 3_000, now: NOW, passwordHash: 'unused' });
    const q = async (sql: string) =>
      Number(Object.values((await db.query<Record<string, number>>(sql, [result.merchantId])).rows[0] ?? {})[0]);
    expect(result.orders).toBe(3_000);
    expect(await q('SELECT count(*) FROM orders WHERE merchant_id = $1')).toBe(3_000);
    expect(await q('SELECT count(DISTINCT order_id) FROM orders WHERE merchant_id = $1')).toBe(3_000);
    expect(await q('SELECT count(*) FROM order_items WHERE merchant_id = $1')).toBe(3_000);
    expect(await q(`SELECT count(*) FROM outbound_messages WHERE merchant_id = $1 AND kind = 'invoice'`)).toBe(3_000);
    expect(await q('SELECT count(DISTINCT status) FROM orders WHERE merchant_id = $1')).toBe(10);
    expect(await q(`SELECT count(*) FROM orders WHERE merchant_id = $1 AND NOT phone ~ '^\\+9665[0-9]{8}$'`)).toBe(0);
    const days = await q(`SELECT extract(epoch FROM max(order_date) - min(order_date)) / 86400 FROM orders WHERE merchant_id = $1`);
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThan(90.1);
    expect(await q(`SELECT count(*) FROM orders WHERE merchant_id = $1 AND order_date > '${NOW.toISOString()}'`)).toBe(0);
    expect(await q('SELECT level FROM merchants WHERE id = $1')).toBe(2);
  }, 300_000);
});
