import { describe, expect, it } from 'vitest';
import { assertScoped, tenant } from './tenant.ts';
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
    expect(calls.map((c) => c.params)).toEqual([[42, 7], [42]]);
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
    const db = { ...q, transaction: <T>(fn: (tx: Queryable) => Promise<T>) => fn(q) } as unknown as Db;
    await tenant(db, 9).transaction((tx) => tx.query('UPDATE agents SET name = $3 WHERE merchant_id = $1 AND id = $2', [1, 'x']));
    expect(calls[0]!.params).toEqual([9, 1, 'x']);
  });
});
