/**
 * Tenant scoping in one place. Every tenant table has `merchant_id`, and a merchant must never see
 * or change another's rows: an id of someone else answers exactly like an id that does not exist.
 *
 * `tenant(q, merchantId)` is the query interface the route modules' queries use. The merchant's id
 * is always parameter `$1` — a query writes `WHERE merchant_id = $1` (or inserts `$1` into
 * `merchant_id`) and passes its own parameters from `$2` on — so a query cannot be handed another
 * merchant's id by mistake, and a statement that does not use the filter does not run: one that
 * never names `merchant_id` with `$1` throws (a programming error the first test to run it meets).
 */
import type { Db, QueryResult, Queryable, Row } from './types.ts';

export interface Tenant {
  readonly merchantId: number;
  /**
   * The unscoped connection (or transaction), only to hand to a module that takes
   * `(queryable, merchantId)` and filters on its own (messaging/campaigns.ts).
   */
  readonly connection: Queryable;
  /** `sql` uses `$1` for the merchant's id; `params` are `$2`, `$3`, … */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** First row or undefined. */
  one<T = Row>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** Every row. */
  many<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** A tenant over a Db: also runs a transaction as the same tenant. */
export interface TenantDb extends Tenant {
  transaction<T>(fn: (tx: Tenant) => Promise<T>): Promise<T>;
}

/**
 * The statement that makes a transaction the merchant's tenant (ADR 018), as PostgREST does: both
 * settings local to the transaction, so they end with it whatever happens. The id is inlined (a
 * checked safe integer) so PostgreSQL can send it in the same round trip as BEGIN.
 */
export function becomeTenantSql(merchantId: number): string {
  if (!Number.isSafeInteger(merchantId)) throw new TypeError(`bad merchant id ${String(merchantId)}`);
  return `SELECT set_config('role', 'wasl_tenant', true), set_config('wasl.merchant_id', '${merchantId}', true)`;
}

const checked = new Set<string>();

const ONE = String.raw`\$1(?!\d)`;
/** `… merchant_id = $1` (any table alias). */
const FILTERS = new RegExp(String.raw`\bmerchant_id\s*=\s*` + ONE);
/** `INSERT INTO t (merchant_id, …) VALUES ($1, …` */
const INSERTS = new RegExp(String.raw`^\s*INSERT\s+INTO\s+\w+\s*\(\s*merchant_id\b[^)]*\)\s*VALUES\s*\(\s*` + ONE, 'i');
/** The merchant's own row: `FROM merchants … WHERE id = $1` or `UPDATE merchants … WHERE id = $1`. */
const OWN_ROW = new RegExp(String.raw`\b(?:FROM|UPDATE)\s+merchants\b[\s\S]*\bWHERE\s+id\s*=\s*` + ONE, 'i');

/**
 * Throws unless the statement filters on `merchant_id = $1`, inserts `$1` as the first value of a
 * `merchant_id` column, or reads/updates the merchant's own row (`merchants … WHERE id = $1`).
 */
export function assertScoped(sql: string): void {
  if (checked.has(sql)) return;
  if (!FILTERS.test(sql) && !INSERTS.test(sql) && !OWN_ROW.test(sql))
    throw new Error(`tenant query without merchant_id = $1: ${sql.replace(/\s+/g, ' ').slice(0, 160)}`);
  if (checked.size < 10_000) checked.add(sql);
}

/** Transactions opened by `Db.asTenant` (tenant(db).transaction), and as which merchant. */
const tenantTransactions = new WeakMap<Queryable, number>();

/** Back to the transaction's own role (the owner) after a tenant statement in an owner transaction. */
const LEAVE = `SELECT set_config('role', 'none', true), set_config('wasl.merchant_id', '', true)`;

/** `merchantId`, `connection`, `query` and its `one`/`many` shorthands: both query paths' shape. */
function withRows(
  merchantId: number,
  connection: Queryable,
  query: <T = Row>(sql: string, params?: readonly unknown[]) => Promise<QueryResult<T>>,
): Tenant {
  return {
    merchantId,
    connection,
    query,
    one: async <T = Row>(sql: string, params?: readonly unknown[]) => (await query<T>(sql, params)).rows[0],
    many: async <T = Row>(sql: string, params?: readonly unknown[]) => (await query<T>(sql, params)).rows,
  };
}

function scoped(q: Queryable, merchantId: number): Tenant {
  const query = async <T = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> => {
    assertScoped(sql);
    const own = tenantTransactions.get(q);
    if (own === merchantId) return q.query<T>(sql, [merchantId, ...params]);
    // tenant(tx, id) on a transaction that is not this tenant's (the owner's: a seed, a job, a
    // signup): this statement alone runs as the tenant, then the transaction is what it was, so
    // the system statements after it (another merchant's rows, a lookup by e-mail) still work.
    // A failed statement aborts the transaction, which ends the settings with it.
    await q.query(becomeTenantSql(merchantId));
    const result = await q.query<T>(sql, [merchantId, ...params]);
    await q.query(own === undefined ? LEAVE : becomeTenantSql(own));
    return result;
  };
  return withRows(merchantId, q, query);
}

/**
 * Over a Db, each query is its own short transaction as the tenant (`Db.asTenant`: BEGIN and the
 * settings in one round trip on PostgreSQL) and `transaction` one longer one, wholly the tenant's
 * (what a module runs on its `connection` too). Over another transaction (`tenant(tx, id)`), each
 * tenant statement runs as the tenant between two settings statements (see `scoped`).
 */
export function tenant(db: Db, merchantId: number): TenantDb;
export function tenant(q: Queryable, merchantId: number): Tenant;
export function tenant(q: Queryable | Db, merchantId: number): Tenant | TenantDb {
  if (!('asTenant' in q)) return scoped(q, merchantId);
  const db = q;
  const asTenant = <T>(fn: (tx: Queryable) => Promise<T>) =>
    db.asTenant(merchantId, (tx) => {
      tenantTransactions.set(tx, merchantId);
      return fn(tx);
    });
  const query = <T = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> => {
    assertScoped(sql);
    return asTenant((tx) => tx.query<T>(sql, [merchantId, ...params]));
  };
  return {
    ...withRows(merchantId, db, query),
    transaction: (fn) => asTenant((tx) => fn(scoped(tx, merchantId))),
  };
}

/**
 * One transaction as the merchant's tenant, handed to a module that takes `(queryable, merchantId)`
 * and filters on its own (orders, messaging: shared with the webhooks, which run as the owner):
 * row-level security is its second guard.
 */
export function inTenantTransaction<T>(db: Db, merchantId: number, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return tenant(db, merchantId).transaction((t) => fn(t.connection));
}
