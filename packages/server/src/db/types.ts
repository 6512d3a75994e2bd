/**
 * The query interface route modules, the seed and migrations receive (implemented in db.ts over
 * PGlite and pg).
 */
import type { PgliteMaintenance } from './maintenance.ts';

export type Row = Record<string, unknown>;

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** What route modules and the seed receive: plain SQL with $1.. parameters. */
export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn in a transaction as the merchant's tenant: role wasl_tenant and wasl.merchant_id set
   * for the transaction only, so the row-level security policies (migration 32, ADR 018) show it
   * that merchant's rows and no other. Used by db/tenant.ts; everything else stays the owner.
   */
  asTenant<T>(merchantId: number, fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * A hot query as a named prepared statement, planned once instead of on every call (planning the
   * orders page costs PGlite ~0.9 ms of ~2). `types` are the parameters' SQL types; parameters may
   * only be integers and integer arrays (PGlite's EXECUTE takes them as literals, checked here).
   */
  prepared<T = Row>(
    name: string,
    sql: string,
    types: readonly ('int' | 'int[]')[],
    params: readonly (number | readonly number[])[],
  ): Promise<QueryResult<T>>;
  close(): Promise<void>;
  /** PGlite only (it has no autovacuum): VACUUM/ANALYZE driven by the rows written (db/maintenance.ts). */
  readonly maintenance?: PgliteMaintenance;
  /** Migrations applied when this Db was opened (0 on an up-to-date database). */
  migrationsApplied?: number;
  /** PGlite only: the whole data folder as an uncompressed tarball, to open copies from (`OpenOptions.image`). */
  readonly dumpImage?: () => Promise<Blob>;
}
