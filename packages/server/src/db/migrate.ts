import type { Db, Queryable } from './types.ts';
import { migrations } from './migrations.ts';

/**
 * Applies pending migrations in order, each in its own transaction, and records them in
 * `schema_migrations`. The same list runs on PGlite and PostgreSQL. A lock (advisory on
 * PostgreSQL) keeps two servers starting at once from applying the same migration twice.
 *
 * Forward only: there are no down migrations. `through` stops after that migration id, so a test
 * (or `npm run db:restore`) can build a database at an older level and migrate it forward later
 * (docs/adr/012-backups-and-upgrades.md).
 */
export async function migrate(db: Db, options: { through?: number } = {}): Promise<number> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await db.query<{ id: number }>('SELECT id FROM schema_migrations');
  const done = new Set(rows.map((r) => r.id));
  let applied = 0;
  for (const migration of migrations) {
    if (options.through !== undefined && migration.id > options.through) break;
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(72001)');
      const again = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (again.rows.length > 0) return;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
      applied += 1;
    });
  }
  return applied;
}

/** The ids of the migrations applied to a database, ascending ([] when it was never migrated). */
export async function appliedMigrations(db: Queryable): Promise<number[]> {
  const exists = await db.query<{ r: string | null }>(`SELECT to_regclass('schema_migrations')::text AS r`);
  if (!exists.rows[0]?.r) return [];
  const { rows } = await db.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id');
  return rows.map((r) => Number(r.id));
}

/** Our migrations never put ';' inside literals or bodies, so a plain split is enough. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/--[^\n]*/g, '').trim())
    .filter((s) => s.length > 0);
}
