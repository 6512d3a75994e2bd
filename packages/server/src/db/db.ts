/**
 * One small query interface over embedded PGlite (default) and real PostgreSQL (`DATABASE_URL`).
 * Both speak PostgreSQL, so the same SQL and migrations serve both. Numbers come back as JS numbers
 * on both (int8 counts and numeric amounts are parsed with parseFloat/Number), timestamps as Date.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { PgliteMaintenance } from './maintenance.ts';
import { migrate } from './migrate.ts';
import { becomeTenantSql } from './tenant.ts';
import type { Db, Queryable, Row } from './types.ts';

// The interface lives in types.ts so migrate.ts can use it without importing this file back.
export type { Db, QueryResult, Queryable, Row } from './types.ts';

const INT8 = 20;
const NUMERIC = 1700;
const toNumber = (value: string): number => Number(value);

export interface OpenOptions {
  /** postgres://… → real PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined → in memory (tests). */
  dataDir?: string | undefined;
  /**
   * PGlite only: start from this data folder (`Db.dumpImage` of another database) instead of an
   * empty cluster. Loading an image skips PGlite's initdb, most of its start time: the tests open
   * ~60 databases from one migrated image (test/harness.ts).
   */
  image?: Blob | undefined;
  /** Apply migrations (default true). */
  migrate?: boolean;
}

export async function openDb(options: OpenOptions = {}): Promise<Db> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir, options.image);
  db.migrationsApplied = options.migrate !== false ? await migrate(db) : 0;
  return db;
}

async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<Db> {
  // Each driver is loaded only when used (start time: PGlite's module alone takes ~0.3 s to load).
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  const lite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(image ? { loadDataDir: image } : {}),
    parsers: { [INT8]: toNumber, [NUMERIC]: toNumber },
    // Trigram indexes for the orders search (migration 3); PostgreSQL ships pg_trgm in contrib.
    extensions: { pg_trgm },
  });
  await lite.waitReady;
  const exec = async (sql: string) => {
    await lite.exec(sql);
  };
  const maintenance = new PgliteMaintenance({ exec, query: (sql, params) => lite.query(sql, params as unknown[]) });
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      // PGlite runs each statement synchronously on this thread and resolves it as a microtask, so a
      // busy worker's chain of awaited queries would never let the event loop reach its I/O: after
      // a start with a live campaign, static files and API calls waited 12.9 s (the e2e suite's
      // first page load timed out). One macrotask turn per statement lets requests in between.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const result = await q.query<T>(sql, params as unknown[]);
      if (result.affectedRows) maintenance.noteWrite(sql, result.affectedRows);
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
    },
  });
  const base = wrap(lite);
  const preparedNames = new Set<string>();
  // PGlite's own transaction holds its mutex, so no other statement slips into it; `settings` (the
  // tenant's role and merchant, ADR 018) run first when given.
  async function inTransaction<T>(settings: string | undefined, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    let callbacks: (() => void)[] = [];
    const value = await lite.transaction(async (tx) => {
      if (settings) await tx.exec(settings);
      const q = wrap(tx);
      callbacks = [];
      commitCallbacks.set(q, callbacks);
      return fn(q);
    });
    for (const callback of callbacks) callback();
    return value;
  }
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (fn) => inTransaction(undefined, fn),
    asTenant: (merchantId, fn) => inTransaction(becomeTenantSql(merchantId), fn),
    exec,
    async prepared<T>(name: string, sql: string, types: readonly ('int' | 'int[]')[], params: readonly (number | readonly number[])[]) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name) || params.length !== types.length) throw new TypeError(`bad prepared statement ${name}`);
      const literals = params.map((value, i) => {
        const ints = types[i] === 'int[]' ? (Array.isArray(value) ? value : undefined) : [value];
        if (!ints || !ints.every((n) => Number.isSafeInteger(n)))
          throw new TypeError(`prepared ${name}: parameter ${i + 1} is not ${types[i]}`);
        return types[i] === 'int[]' ? `'{${ints.join(',')}}'::int[]` : String(ints[0]);
      });
      if (!preparedNames.has(name)) {
        await lite.exec(`PREPARE ${name} (${types.join(', ')}) AS ${sql}`);
        preparedNames.add(name);
      }
      return base.query<T>(`EXECUTE ${name}(${literals.join(', ')})`);
    },
    close: async () => {
      maintenance.stop();
      await lite.close();
    },
    maintenance,
    dumpImage: () => lite.dumpDataDir('none'),
  };
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const types = {
    getTypeParser: ((oid: number, format?: string) =>
      oid === INT8 || oid === NUMERIC ? toNumber : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 10), types });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => console.error('[db] idle client error', error.message));
  const client = await pool.connect();
  client.release();
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query(sql, params as unknown[]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    // pg prepares a named statement once per pooled connection, on its first use there.
    async prepared<T>(name: string, sql: string, _types: readonly ('int' | 'int[]')[], params: readonly (number | readonly number[])[]) {
      const result = await pool.query({ name, text: sql, values: params as unknown[] });
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    transaction: (fn) => inTransaction('BEGIN', fn),
    // BEGIN and the settings in one simple-protocol message: one round trip, not two.
    asTenant: (merchantId, fn) => inTransaction(`BEGIN; ${becomeTenantSql(merchantId)}`, fn),
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
  async function inTransaction<T>(begin: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const conn = await pool.connect();
    try {
      await conn.query(begin);
      const q = wrap(conn);
      const callbacks: (() => void)[] = [];
      commitCallbacks.set(q, callbacks);
      const value = await fn(q);
      await conn.query('COMMIT');
      for (const callback of callbacks) callback();
      return value;
    } catch (error) {
      await conn.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      conn.release();
    }
  }
}

/** Callbacks waiting for the commit of an open transaction, by the transaction's Queryable. */
const commitCallbacks = new WeakMap<Queryable, (() => void)[]>();

/**
 * Runs `fn` once what `q` wrote is committed: at the commit of the transaction `q` belongs to (never
 * after a rollback), or at once when `q` is the database itself (each statement commits on its own).
 * For wake-ups (the job worker), not for effects that must happen: a crash between the commit and
 * the call loses the call.
 */
export function afterCommit(q: Queryable, fn: () => void): void {
  const waiting = commitCallbacks.get(q);
  if (waiting) waiting.push(fn);
  else fn();
}

/** First row or undefined. */
export async function one<T = Row>(q: Queryable, sql: string, params: readonly unknown[] = []): Promise<T | undefined> {
  const { rows } = await q.query<T>(sql, params);
  return rows[0];
}

/** Rows of a query. */
export async function many<T = Row>(q: Queryable, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  return (await q.query<T>(sql, params)).rows;
}
