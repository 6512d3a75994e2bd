import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { openTestDb } from '../../test/harness.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
}, 60_000);
afterAll(() => db.close());

describe('prepared statements', () => {
  it('plan once and answer like the plain query, on PGlite and PostgreSQL', async () => {
    const sql = 'SELECT $1::int AS one, cardinality($2::int[]) AS n, $2::int[] AS ids';
    const plain = await db.query(sql, [7, [1, 2, 3]]);
    for (let i = 0; i < 3; i++) {
      const prepared = await db.prepared('test_prepared_echo', sql, ['int', 'int[]'], [7, [1, 2, 3]]);
      expect(prepared.rows).toEqual(plain.rows);
    }
    expect((await db.prepared('test_prepared_echo', sql, ['int', 'int[]'], [8, []])).rows).toEqual([{ one: 8, n: 0, ids: [] }]);
  });

  it('take integers and integer arrays only (PGlite inlines them into EXECUTE)', async () => {
    const sql = 'SELECT $1::int AS one';
    const hostile = ['1); DROP TABLE merchants; --', 1.5, Number.NaN, 2 ** 60] as unknown as number[];
    if (db.kind === 'pglite') {
      for (const value of hostile) await expect(db.prepared('test_prepared_int', sql, ['int'], [value])).rejects.toThrow(TypeError);
      await expect(
        db.prepared('test_prepared_ids', 'SELECT $1::int[] AS ids', ['int[]'], [['1}', 2] as unknown as number[]]),
      ).rejects.toThrow(TypeError);
      await expect(db.prepared('bad name;', sql, ['int'], [1])).rejects.toThrow(TypeError);
    }
    expect((await db.query<{ n: number }>('SELECT count(*) AS n FROM merchants')).rows[0]!.n).toBeGreaterThanOrEqual(0);
  });
});

describe('sharing the event loop', () => {
  it('a chain of awaited queries lets timers and I/O run between statements', async () => {
    // The worker awaits one statement after another; requests must still get in (db.ts, PGlite).
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    for (let i = 0; i < 300; i++) await db.query('SELECT $1::int AS n', [i]);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(10);
  });
});
