import { describe, expect, it } from 'vitest';
import { assertScoped, becomeTenantSql, tenant } from './tenant.ts';
import type { Db, Queryable } from './types.ts';

const recorder = () => {
  const calls: { sql: string; params: readonly unknown[] }[] = [];
  const q: Queryable = {
    query: <T>(sql: string, params: readonly unknown[] = []) => {
      calls.push({ sql, params });
      return Promise.resolve({ rows: [{ n: 1 }] as T[], rowCount: 1 });
    },
  };
  return { q, calls };
};

describe('tenant (the one owner of the merchant_id filter)', () => {
  it("passes the merchant's id as $1 and the query's own parameters from $2", async () => {
    const { q, calls } = recorder();
    const t = tenant(q, 42);
    await t.one('SELECT 1 FROM agents WHERE merchant_id = $1 AND id = $2', [7]);
    await t.many('SELECT id FROM sections WHERE merchant_id = $1');
    const own = calls.filter((c) => !c.sql.includes('set_config'));
    expect(own.map((c) => c.params)).toEqual([[42, 7], [42]]);
  });

  it('runs each statement on another transaction as the tenant, then gives the transaction its role back', async () => {
    const { q, calls } = recorder();
    await tenant(q, 42).one('SELECT 1 FROM agents WHERE merchant_id = $1');
    expect(calls.map((c) => c.sql)).toEqual([
      `SELECT set_config('role', 'wasl_tenant', true), set_config('wasl.merchant_id', '42', true)`,
      'SELECT 1 FROM agents WHERE merchant_id = $1',
      `SELECT set_config('role', 'none', true), set_config('wasl.merchant_id', '', true)`,
    ]);
    expect(() => becomeTenantSql(1.5)).toThrow(TypeError);
  });

  it('refuses a statement that does not filter on merchant_id with $1', async () => {
    const { q, calls } = recorder();
    const t = tenant(q, 42);
    await expect(t.query('SELECT * FROM agents WHERE id = $1', [7])).rejects.toThrow(/without merchant_id = \$1/);
    expect(() => assertScoped('SELECT * FROM agents WHERE merchant_id = $2')).toThrow();
    expect(() => assertScoped('SELECT * FROM agents WHERE merchant_id = $2 AND id = $1')).toThrow();
    expect(() => assertScoped('SELECT * FROM merchants WHERE email = $1')).toThrow();
    expect(() => assertScoped('DELETE FROM agents WHERE merchant_id = $10')).toThrow();
    expect(() => assertScoped('INSERT INTO sections (merchant_id, name) VALUES ($1, $2)')).not.toThrow();
    expect(() => assertScoped('SELECT email FROM merchants WHERE id = $1')).not.toThrow();
    expect(() => assertScoped('UPDATE merchants SET package_id = $2 WHERE id = $1')).not.toThrow();
    expect(() => assertScoped('SELECT 1 FROM agents a WHERE a.merchant_id = $1 AND a.id = $2')).not.toThrow();
    expect(calls).toHaveLength(0);
  });

  it('runs a transaction as the same tenant', async () => {
    const { q, calls } = recorder();
    const tenants: number[] = [];
    const db = {
      ...q,
      asTenant: <T>(merchantId: number, fn: (tx: Queryable) => Promise<T>) => {
        tenants.push(merchantId);
        return fn({ query: q.query });
      },
    } as unknown as Db;
    await tenant(db, 9).transaction(async (tx) => {
      await tx.query('UPDATE agents SET name = $3 WHERE merchant_id = $1 AND id = $2', [1, 'x']);
      await tx.query('DELETE FROM sections WHERE merchant_id = $1');
    });
    await tenant(db, 9).one('SELECT 1 FROM agents WHERE merchant_id = $1');
    // One tenant transaction each, made the tenant's by Db.asTenant: no settings statement of its own.
    expect(tenants).toEqual([9, 9]);
    expect(calls.map((c) => c.params)).toEqual([[9, 1, 'x'], [9], [9]]);
  });
});
