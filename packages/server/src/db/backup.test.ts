/**
 * Backups and upgrades (issue 23; docs/adr/012-backups-and-upgrades.md), on PGlite here and on
 * PostgreSQL in `npm test`'s postgres step (test-postgres.ts runs this file with WASL_TEST_DATABASE_URL).
 *
 * - Upgrade: test/fixtures/release-db.jsonl.gz is a dump of a demo database made by the previous
 *   release's code (scripts/upgrade-fixture.ts); restored at its migration level and migrated to the
 *   latest, it keeps every row and the app reads it.
 * - Round trips: that database dumped and restored into a fresh one is equal table by table (rows
 *   in primary-key order, compared as PostgreSQL's text form of the whole row); one merchant dumped,
 *   erased and restored is equal to before, and the other merchants are untouched.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDb, openTestDbAt } from '../../test/harness.ts';
import { SEED_PASSWORD } from '../seed/index.ts';
import {
  BackupError,
  EXCLUDED_TABLES,
  PARTIAL_TABLES,
  deleteMerchant,
  dump,
  merchantFilter,
  readDumpLines,
  readHeader,
  readPlan,
  restore,
  type BackupHeader,
  type BackupScope,
  type Plan,
} from './backup.ts';
import type { Db } from './db.ts';
import { appliedMigrations, migrate } from './migrate.ts';
import { migrations } from './migrations.ts';

const FIXTURE = fileURLToPath(new URL('../../test/fixtures/release-db.jsonl.gz', import.meta.url));

async function dumpLines(db: Db, scope?: BackupScope): Promise<string[]> {
  const lines: string[] = [];
  await dump(db, (line) => void lines.push(line), scope);
  return lines;
}

async function* each(lines: readonly string[]): AsyncIterable<string> {
  for (const line of lines) yield line;
}

const keys = new Map<string, string>();
/** A table's rows as PostgreSQL's text form of each whole row, in primary-key order. */
async function rowsOf(db: Db, table: string, where = '', params: unknown[] = []): Promise<string[]> {
  if (keys.size === 0) for (const t of (await readPlan(db)).tables) keys.set(t.name, t.primaryKey.map((k) => `"${k}"`).join(', ') || '1');
  const order = keys.get(table) ?? '1';
  const { rows } = await db.query<{ r: string }>(
    `SELECT x::text AS r FROM "${table}" x ${where ? `WHERE ${where}` : ''} ORDER BY ${order}`,
    params,
  );
  return rows.map((r) => r.r);
}

async function count(db: Db, table: string): Promise<number> {
  return Number((await db.query<{ n: number }>(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n);
}

let fixture: BackupHeader;
/** The fixture restored at its level and migrated to the latest. */
let upgraded: Db;
const opened: Db[] = [];

beforeAll(async () => {
  fixture = await readHeader(FIXTURE);
  upgraded = await openTestDbAt(fixture.migrations.level);
  opened.push(upgraded);
  await restore(upgraded, readDumpLines(FIXTURE));
  await migrate(upgraded);
}, 180_000);

afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
}, 60_000);

describe('upgrade from the previous release', () => {
  it('the fixture is a whole-database dump of the released migrations with rows in every table it holds', async () => {
    expect(fixture.scope).toEqual({ kind: 'database' });
    expect(fixture.migrations.ids).toEqual(fixture.migrations.ids.map((_, i) => i + 1));
    expect(fixture.migrations.level).toBeLessThanOrEqual(migrations.length);
    expect(fixture.tables.filter((t) => t.rows === 0).map((t) => t.name)).toEqual([]);
    expect(fixture.tables.length).toBeGreaterThanOrEqual(50);
    expect(await appliedMigrations(upgraded)).toEqual(migrations.map((m) => m.id));
  });

  it('loses no row: every table has the count the release wrote', async () => {
    const counts: Record<string, number> = {};
    for (const table of fixture.tables) counts[table.name] = await count(upgraded, table.name);
    expect(counts).toEqual(Object.fromEntries(fixture.tables.map((t) => [t.name, t.rows])));
  });

  it('keeps the key values (accounts, passwords, money, bytes, JSON, times)', async () => {
    const lines: { t: string; v: (string | null)[] }[] = [];
    for await (const line of readDumpLines(FIXTURE)) if (line.startsWith('{"t":')) lines.push(JSON.parse(line) as (typeof lines)[number]);
    const column = (table: string, name: string) => fixture.tables.find((t) => t.name === table)!.columns.findIndex((c) => c.name === name);
    const released = (table: string, ...names: string[]) =>
      lines.filter((l) => l.t === table).map((l) => names.map((n) => l.v[column(table, n)]));
    const now = async (table: string, ...names: string[]) =>
      (
        await upgraded.query<{ v: (string | null)[] }>(
          `SELECT ARRAY[${names.map((n) => `"${n}"::text`).join(', ')}] AS v FROM "${table}" ORDER BY id`,
        )
      ).rows.map((r) => r.v);
    expect(await now('merchants', 'id', 'email', 'password_hash', 'created_at')).toEqual(
      released('merchants', 'id', 'email', 'password_hash', 'created_at'),
    );
    expect(await now('orders', 'id', 'order_id', 'total', 'order_date', 'shipping_address')).toEqual(
      released('orders', 'id', 'order_id', 'total', 'order_date', 'shipping_address'),
    );
    expect(await now('uploads', 'id', 'data')).toEqual(released('uploads', 'id', 'data'));
    expect(released('merchants', 'email').flat()).toEqual(['demo@wasl.dev', 'demo2@wasl.dev', 'new@wasl.dev']);
  });
});

describe('whole database round trip', () => {
  it('restores into a fresh database equal table by table, sequences included', async () => {
    const lines = await dumpLines(upgraded);
    const target = await openTestDb();
    opened.push(target);
    const result = await restore(target, each(lines));
    const plan = await readPlan(upgraded);
    expect(plan.tables.length).toBeGreaterThanOrEqual(50);
    for (const { name } of plan.tables) {
      const partial = PARTIAL_TABLES[name]?.where ?? '';
      expect(await rowsOf(target, name), name).toEqual(await rowsOf(upgraded, name, partial));
    }
    for (const name of Object.keys(EXCLUDED_TABLES)) if (name !== 'schema_migrations') expect(await count(target, name), name).toBe(0);
    expect(Object.values(result.rows).reduce((a, b) => a + b, 0)).toBeGreaterThan(500);
    for (const name of plan.sequences.keys()) {
      const read = async (db: Db) =>
        (await db.query<{ v: string }>(`SELECT last_value::text || is_called::text AS v FROM "${name}"`)).rows[0]!.v;
      expect(await read(target), name).toBe(await read(upgraded));
    }
    // The next id continues after the restored ones.
    const next = await target.query<{ id: number }>(`INSERT INTO newsletter_subscribers (email) VALUES ('next@example.com') RETURNING id`);
    expect(next.rows[0]!.id).toBeGreaterThan(
      Number((await upgraded.query<{ m: number }>('SELECT max(id) AS m FROM newsletter_subscribers')).rows[0]!.m),
    );

    await expect(restore(target, each(lines))).rejects.toThrow(/not empty/);
  }, 120_000);

  it('refuses a database at another migration level, a cut-off file and a file that is not a backup, writing nothing', async () => {
    const lines = await dumpLines(upgraded);
    const header = JSON.parse(lines[0]!) as BackupHeader;
    const newer = JSON.stringify({
      ...header,
      migrations: { level: migrations.length + 1, ids: [...header.migrations.ids, migrations.length + 1] },
    });
    const fresh = await openTestDb();
    opened.push(fresh);
    const refused = await restore(fresh, each([newer, ...lines.slice(1)])).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toMatch(
      new RegExp(`the dump is at migration ${migrations.length + 1} and the database at ${migrations.length}`),
    );
    expect(await count(fresh, 'merchants')).toBe(0);

    await expect(restore(fresh, each(lines.slice(0, -3)))).rejects.toThrow(/the header says \d+ rows, the file has \d+/);
    expect(await count(fresh, 'merchants')).toBe(0);
    await expect(restore(fresh, each(['{"hello":1}']))).rejects.toThrow(/not a Wasl backup/);
  }, 120_000);

  it('round-trips every type exactly: bytea, json, jsonb, timestamps, arrays, numerics, floats', async () => {
    const probe = `CREATE TABLE backup_probe (
      id bigint PRIMARY KEY, b bytea, j json, jb jsonb, ts timestamptz, t timestamp, d date, i interval,
      n numeric, f float8, r real, arr text[], grid int[][], big bigint[], flag boolean, u uuid, tx text)`;
    const source = await openTestDb();
    const target = await openTestDb();
    opened.push(source, target);
    await source.query(probe);
    await target.query(probe);
    await source.query(
      `INSERT INTO backup_probe VALUES
       (9007199254740993, (SELECT decode(string_agg(lpad(to_hex(g), 2, '0'), '' ORDER BY g), 'hex') FROM generate_series(0, 255) g),
        '{"b": 1,  "a": [1, 2.50, "x"], "a": "dup"}', '{"ar": "مرحبا \\"بك\\"", "emoji": "🙂", "n": 12345678901234567890.5}',
        '2026-11-29 12:34:56.123456+03', '2026-02-28 23:59:59.999999', '2024-02-29', '1 year 2 mons 3 days 04:05:06.789',
        '12345678901234567890.123456789', '-0', 'NaN', ARRAY['a,b', 'c"d', NULL, 'e\\f', '', 'عربي ‏'], '{{1,2},{3,4}}',
        '{-9223372036854775808,9223372036854775807}', true, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', E'line\\nnext\\ttab')
       , (2, '\\x', 'null', '[]', 'infinity', '-infinity', 'infinity', '0', 'Infinity', '1e-300', '-Infinity', '{}', '{}', NULL, false, NULL, NULL)`,
    );
    expect(await rowsOf(source, 'backup_probe')).toHaveLength(2);
    await restore(target, each(await dumpLines(source)));
    expect(await rowsOf(target, 'backup_probe')).toEqual(await rowsOf(source, 'backup_probe'));
    const bytes = await target.query<{ hex: string }>(`SELECT encode(b, 'hex') AS hex FROM backup_probe WHERE id = 9007199254740993`);
    expect(bytes.rows[0]!.hex).toBe(Buffer.from(Array.from({ length: 256 }, (_, i) => i)).toString('hex'));
    const json = await target.query<{ j: string }>(`SELECT j::text AS j FROM backup_probe WHERE id = 9007199254740993`);
    expect(json.rows[0]!.j).toBe('{"b": 1,  "a": [1, 2.50, "x"], "a": "dup"}');
  }, 120_000);
});

describe('one merchant', () => {
  let db: Db;
  let demo: number;
  let demo2: number;
  let plan: Plan;
  const snapshot = async (merchantId: number) => {
    const out: Record<string, string[]> = {};
    for (const { name } of plan.tables) {
      const where = merchantFilter(plan, name);
      if (where) out[name] = await rowsOf(db, name, where, [merchantId]);
    }
    return out;
  };

  beforeAll(async () => {
    db = await openTestDb();
    opened.push(db);
    await restore(db, each(await dumpLines(upgraded)));
    plan = await readPlan(db);
    const ids = await db.query<{ id: number; email: string }>('SELECT id, email FROM merchants ORDER BY id');
    demo = ids.rows.find((r) => r.email === 'demo@wasl.dev')!.id;
    demo2 = ids.rows.find((r) => r.email === 'demo2@wasl.dev')!.id;
  }, 120_000);

  it('dumps only that merchant, erases and restores them equal, and leaves the other merchants untouched', async () => {
    const before = await snapshot(demo);
    const other = await snapshot(demo2);
    expect(before.orders!.length).toBeGreaterThan(0);
    expect(before.customer_threads!.length).toBeGreaterThan(0);
    const lines = await dumpLines(db, { kind: 'merchant', merchantId: demo });
    const header = JSON.parse(lines[0]!) as BackupHeader;
    expect(header.tables.map((t) => t.name)).not.toContain('jobs');
    expect(header.tables.map((t) => t.name)).not.toContain('demo_requests');
    expect(header.sequences).toBeUndefined();
    expect(lines.length - 1).toBe(Object.values(before).reduce((n, rows) => n + rows.length, 0));

    await db.transaction((tx) => deleteMerchant(tx, demo));
    expect(Object.values(await snapshot(demo)).flat()).toEqual([]);

    await restore(db, each(lines));
    expect(await snapshot(demo)).toEqual(before);
    expect(await snapshot(demo2)).toEqual(other);

    // Already there: refused unless --replace, which deletes and restores in one transaction.
    await expect(restore(db, each(lines))).rejects.toThrow(/already exists: restore with --replace/);
    await db.query(`UPDATE merchants SET business_name = 'changed' WHERE id = $1`, [demo]);
    await restore(db, each(lines), { replace: true });
    expect(await snapshot(demo)).toEqual(before);
    expect(await snapshot(demo2)).toEqual(other);
  }, 120_000);

  it('moves the sequences past the restored ids, and refuses when an id is taken, writing nothing', async () => {
    const lines = await dumpLines(db, { kind: 'merchant', merchantId: demo });
    await db.transaction((tx) => deleteMerchant(tx, demo));
    await restore(db, each(lines));
    const maxOrder = Number((await db.query<{ m: number }>('SELECT max(id) AS m FROM orders')).rows[0]!.m);
    const fresh = await db.query<{ id: number }>(
      `INSERT INTO merchants (email, password_hash) VALUES ('fresh@example.com', 'x') RETURNING id`,
    );
    const freshId = fresh.rows[0]!.id;
    const order = await db.query<{ id: number }>(
      `INSERT INTO orders (merchant_id, order_id, phone) VALUES ($1, 'F-1', '966500000009') RETURNING id`,
      [freshId],
    );
    expect(order.rows[0]!.id).toBeGreaterThan(maxOrder);

    // Erase the demo merchant, let another merchant take one of its order ids: the restore is refused.
    const before = await snapshot(demo2);
    const taken = Number((await db.query<{ id: number }>('SELECT min(id) AS id FROM orders WHERE merchant_id = $1', [demo])).rows[0]!.id);
    await db.transaction((tx) => deleteMerchant(tx, demo));
    await db.query(`INSERT INTO orders (id, merchant_id, order_id, phone) OVERRIDING SYSTEM VALUE VALUES ($1, $2, 'F-2', '966500000009')`, [
      taken,
      freshId,
    ]);
    await expect(restore(db, each(lines))).rejects.toThrow(/orders: a row with the same key is already in the database/);
    expect(await count(db, 'merchants')).toBe(3);
    expect((await db.query('SELECT 1 FROM merchants WHERE id = $1', [demo])).rows).toEqual([]);
    expect(await snapshot(demo2)).toEqual(before);
  }, 120_000);
});

// Last: signing in writes (audit log, request log), so the round trips above read the database first.
describe('upgrade from the previous release, read by the app', () => {
  it('serves the main reads to the demo merchant: sign-in, header, orders of a month', async () => {
    const t = await createTestApp({ db: upgraded });
    const login = await t.post<{ token: string }>('auth/login', { json: { email: 'demo@wasl.dev', password: SEED_PASSWORD } });
    expect(login.status, login.text).toBe(200);
    const token = login.body.data!.token;
    const header = await t.get<{ Email: string; Level: number }>('header', { token });
    expect(header.status, header.text).toBe(200);
    expect(header.body.data).toMatchObject({ Email: 'demo@wasl.dev', Level: 2 });
    const newest = (
      await upgraded.query<{ order_id: string; month: string; year: number }>(
        `SELECT order_id, to_char(order_date AT TIME ZONE 'UTC', 'YYYY-MM') AS month, extract(year FROM order_date AT TIME ZONE 'UTC')::int AS year
         FROM orders WHERE merchant_id = (SELECT id FROM merchants WHERE email = 'demo@wasl.dev') ORDER BY order_date DESC LIMIT 1`,
      )
    ).rows[0]!;
    const list = await t.get<{ orders: { order_id: string }[] }>(`section/orders?month=${newest.month}&year=${newest.year}`, { token });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data!.orders.map((o) => o.order_id)).toContain(newest.order_id);
    opened.splice(opened.indexOf(upgraded), 1);
    await t.close();
  }, 60_000);
});
