/**
 * Row-level security (migration 32, ADR 018): below the `merchant_id = $1` check of db/tenant.ts,
 * the database itself keeps a tenant to its merchant's rows. These tests drop the filter on purpose
 * — on the tenant connection (`Db.asTenant`, what `tenant()` runs on, without its statement check)
 * and through `tenant()` with a filter that filters nothing — and nothing of another merchant
 * comes back or changes. They run on PGlite and, in `npm run test:postgres`, on PostgreSQL as a
 * non-superuser role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { tenant } from '../src/db/tenant.ts';
import { DEMO, DEMO2, seed } from '../src/seed/index.ts';
import { openTestDb } from './harness.ts';

let db: Db;
let demo: number;
let demo2: number;
/** Every table with a merchant_id column, from the catalogue. */
let merchantTables: string[];

/** Rolls back whatever fn did: a tenant transaction that must leave nothing behind. */
class Rollback extends Error {}
async function inRolledBackTenant<T>(merchantId: number, fn: Parameters<Db['asTenant']>[1]): Promise<T> {
  let value: T | undefined;
  await db
    .asTenant(merchantId, async (tx) => {
      value = (await fn(tx)) as T;
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return value as T;
}

const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: number }>(sql, params)).rows[0]!.n);

// The seed (three merchants' full demo data) takes a while on a shared machine, longest on PostgreSQL.
beforeAll(async () => {
  db = await openTestDb();
  const seeded = await seed(db);
  demo = seeded.merchants.find((m) => m.email === DEMO.email)!.id;
  demo2 = seeded.merchants.find((m) => m.email === DEMO2.email)!.id;
  merchantTables = (
    await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'merchant_id' AND NOT a.attisdropped
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
    )
  ).rows.map((r) => r.name);
}, 300_000);

afterAll(async () => {
  await db.close();
}, 60_000);

describe('row-level security', () => {
  it('is on, with the tenant policy, for merchants and every table with a merchant_id column', async () => {
    expect(merchantTables).toContain('orders');
    expect(merchantTables.length).toBeGreaterThan(30);
    const { rows } = await db.query<{ name: string; rls: boolean; forced: boolean; policies: string[] }>(
      `SELECT c.relname AS name, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
         coalesce((SELECT array_agg(p.polname::text ORDER BY p.polname) FROM pg_policy p WHERE p.polrelid = c.oid), '{}') AS policies
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relname = ANY($1::text[])`,
      [[...merchantTables, 'merchants']],
    );
    const missing = rows.filter((r) => !r.rls || !r.policies.includes('tenant_isolation')).map((r) => r.name);
    expect(missing, 'tables with merchant_id but no RLS or no tenant_isolation policy (add them in a migration)').toEqual([]);
    expect(rows).toHaveLength(merchantTables.length + 1);
    // Not forced: the owner (the server's system queries) is not subject to the policies.
    expect(rows.filter((r) => r.forced)).toEqual([]);
  });

  it('runs the server as the owner: a superuser only on PGlite (its one user), a plain role on PostgreSQL', async () => {
    const row = (
      await db.query<{ su: boolean; member: boolean }>(
        `SELECT rolsuper AS su, pg_has_role(current_user, 'wasl_tenant', 'MEMBER') AS member FROM pg_roles WHERE rolname = current_user`,
      )
    ).rows[0]!;
    expect(row).toEqual({ su: db.kind === 'pglite', member: true });
    const tenantRole = (
      await db.query<{ su: boolean; bypass: boolean; login: boolean }>(
        `SELECT rolsuper AS su, rolbypassrls AS bypass, rolcanlogin AS login FROM pg_roles WHERE rolname = 'wasl_tenant'`,
      )
    ).rows[0];
    expect(tenantRole).toEqual({ su: false, bypass: false, login: false });
  });

  it('an unfiltered SELECT * FROM orders on the tenant connection returns the merchant’s orders and no other', async () => {
    const all = await count('SELECT count(*) AS n FROM orders');
    const own = await count('SELECT count(*) AS n FROM orders WHERE merchant_id = $1', [demo]);
    expect(own).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(own);
    const rows = await db.asTenant(demo, async (tx) => (await tx.query<{ merchant_id: number }>('SELECT * FROM orders')).rows);
    expect(rows).toHaveLength(own);
    expect(new Set(rows.map((r) => r.merchant_id))).toEqual(new Set([demo]));
  });

  it('every merchant table, read without a filter, shows the tenant exactly its own rows (and nothing with no merchant set)', async () => {
    const problems: string[] = [];
    for (const table of merchantTables) {
      const own = await count(`SELECT count(*) AS n FROM ${table} WHERE merchant_id = $1`, [demo2]);
      const seen = await db.asTenant(demo2, async (tx) => {
        const r = await tx.query<{ n: number; others: number }>(
          `SELECT count(*) AS n, count(*) FILTER (WHERE merchant_id IS DISTINCT FROM $1) AS others FROM ${table}`,
          [demo2],
        );
        return r.rows[0]!;
      });
      if (Number(seen.n) !== own || Number(seen.others) !== 0)
        problems.push(`${table}: saw ${seen.n} (${seen.others} not theirs), owns ${own}`);
    }
    expect(problems).toEqual([]);
    // The role with no merchant set (a forgotten set_config) sees nothing at all.
    const unset = await inRolledBackTenant<number>(demo, async (tx) => {
      await tx.query(`SELECT set_config('wasl.merchant_id', '', true)`);
      return Number((await tx.query<{ n: number }>('SELECT count(*) AS n FROM orders')).rows[0]!.n);
    });
    expect(unset).toBe(0);
    const merchants = await db.asTenant(demo, async (tx) => (await tx.query<{ id: number }>('SELECT id FROM merchants')).rows);
    expect(merchants).toEqual([{ id: demo }]);
  });

  it('through tenant(), a filter that filters nothing still returns only the merchant’s rows', async () => {
    const own = await count('SELECT count(*) AS n FROM orders WHERE merchant_id = $1', [demo]);
    // Passes the statement check (it names merchant_id = $1), but the OR makes the filter void.
    const row = await tenant(db, demo).one<{ n: number; merchants: number }>(
      'SELECT count(*) AS n, count(DISTINCT merchant_id) AS merchants FROM orders WHERE merchant_id = $1 OR true',
    );
    expect(row).toEqual({ n: own, merchants: 1 });
    // The same inside tenant(db).transaction and on a tenant over an owner's transaction.
    const inTx = await tenant(db, demo).transaction((tx) =>
      tx.one<{ n: number }>('SELECT count(*) AS n FROM orders WHERE merchant_id = $1 OR true'),
    );
    expect(inTx?.n).toBe(own);
    const overOwner = await db.transaction(async (tx) => {
      const scoped = await tenant(tx, demo).one<{ n: number }>('SELECT count(*) AS n FROM orders WHERE merchant_id = $1 OR true');
      // …and the owner's transaction has its own role back for what follows.
      const after = await tx.query<{ n: number }>('SELECT count(*) AS n FROM orders');
      return { scoped: scoped?.n, after: after.rows[0]!.n };
    });
    expect(overOwner).toEqual({ scoped: own, after: await count('SELECT count(*) AS n FROM orders') });
  });

  it('refuses to write another merchant’s rows: an INSERT with their id, a move to them, and unfiltered UPDATE/DELETE reach none of theirs', async () => {
    const before = await count('SELECT count(*) AS n FROM sections WHERE merchant_id = $1', [demo2]);
    await expect(
      db.asTenant(demo, (tx) => tx.query(`INSERT INTO sections (merchant_id, name) VALUES ($1, 'planted')`, [demo2])),
    ).rejects.toThrow(/row-level security/);
    await expect(tenant(db, demo).query(`UPDATE sections SET merchant_id = $2 WHERE merchant_id = $1`, [demo2])).rejects.toThrow(
      /row-level security/,
    );
    const own = await count('SELECT count(*) AS n FROM orders WHERE merchant_id = $1', [demo]);
    const touched = await inRolledBackTenant<{ updated: number; deleted: number }>(demo, async (tx) => ({
      updated: (await tx.query('UPDATE orders SET status = status')).rowCount,
      deleted: (await tx.query('DELETE FROM order_items')).rowCount,
    }));
    expect(touched.updated).toBe(own);
    expect(touched.deleted).toBe(await count('SELECT count(*) AS n FROM order_items WHERE merchant_id = $1', [demo]));
    expect(await count('SELECT count(*) AS n FROM sections WHERE merchant_id = $1', [demo2])).toBe(before);
    expect(await count(`SELECT count(*) AS n FROM sections WHERE name = 'planted'`)).toBe(0);
  });
});
