/**
 * Logical backups (issue 23, "Backups and upgrades"; docs/adr/012-backups-and-upgrades.md): the whole
 * database or one merchant's rows as gzip JSONL, on PGlite and PostgreSQL alike.
 *
 * The file: line 1 is the header (format, version, migration level, created_at, scope, every table
 * with its columns, types and row count, and — for the whole database — the sequences), then one line
 * per row `{"t": table, "v": [values]}`, tables in dependency order (parents first, read from the
 * catalogue's foreign keys), rows in primary-key order. Every value is PostgreSQL's own text form
 * of the column (what COPY writes: `\x…` for bytea, the JSON text for json/jsonb, ISO timestamps
 * with the offset and microseconds, `{…}` for arrays, numerics as written) or null, and is read
 * back with the column type's input function, so every type round-trips exactly.
 *
 * What is left out: `sessions` (token hashes: everyone signs in again after a restore),
 * `rate_limits` (minutes-long throttle windows) and finished jobs (`done`/`dead`); `schema_migrations`
 * is the header's migration level. A dump is still sensitive: password hashes, API key hashes and
 * sealed store tokens are in it.
 *
 * Restore: the whole database into an empty one at the dump's migration level; one merchant into a
 * database at the same level where that merchant does not exist (`replace` deletes it first, in the
 * same transaction). Ids are kept; a row whose key is taken refuses the restore (nothing is
 * written); sequences are moved past the restored ids. A foreign-key cycle (customer_threads ⇄
 * conversations) is broken at a nullable column, filled in by an UPDATE once every table is loaded;
 * user triggers are off during the load (the rows carry what they computed).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { appliedMigrations } from './migrate.ts';
import type { Db, Queryable } from './types.ts';

export const BACKUP_FORMAT = 'wasl-backup';
export const BACKUP_VERSION = 1;

/** Tables never dumped, and why (documented in the ADR and the README). */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  schema_migrations: 'the migration level is in the header; the target is migrated to it before the load',
  sessions: 'session token hashes: a restore signs everyone out',
  rate_limits: 'login/demo throttle windows of a few minutes',
};

/** Rows of a dumped table that are left out (a WHERE clause on its own columns), and why. */
export const PARTIAL_TABLES: Readonly<Record<string, { where: string; why: string }>> = {
  jobs: {
    where: `status IN ('queued', 'running')`,
    why: 'finished jobs (done, dead) are history; queued and running ones are work still to do',
  },
};

export class BackupError extends Error {
  override name = 'BackupError';
}

export type BackupScope = { kind: 'database' } | { kind: 'merchant'; merchantId: number };

export interface BackupColumn {
  name: string;
  type: string;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  scope: BackupScope;
  /** The migration ids applied to the database dumped (level = the last). */
  migrations: { level: number; ids: number[] };
  /** In load order, with the rows each holds in this file. */
  tables: { name: string; columns: BackupColumn[]; rows: number }[];
  /** The whole database's sequences as they were (a merchant dump leaves them out). */
  sequences?: { name: string; lastValue: string; isCalled: boolean }[];
  excluded: string[];
}

interface TableInfo {
  name: string;
  columns: (BackupColumn & { notNull: boolean; identity: boolean; generated: boolean })[];
  primaryKey: string[];
}

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  childColumns: string[];
  parentColumns: string[];
}

export interface Plan {
  /** Every dumped table, parents first. */
  tables: TableInfo[];
  /** Columns loaded as NULL and set once every table is in (a foreign-key cycle broken there). */
  deferred: Map<string, string[]>;
  foreignKeys: ForeignKey[];
  /** Sequence → the columns that draw from it. */
  sequences: Map<string, { table: string; column: string }[]>;
  /** Tables with user triggers (turned off during a load). */
  triggers: string[];
}

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Reads the catalogue (tables, columns, keys, sequences, triggers) and orders the tables for a load. */
export async function readPlan(q: Queryable): Promise<Plan> {
  const tableRows = (
    await q.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
    )
  ).rows.map((r) => r.name);
  const columnRows = (
    await q.query<{ table: string; name: string; type: string; notnull: boolean; identity: string; generated: string }>(
      `SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS notnull,
              a.attidentity::text AS identity, a.attgenerated::text AS generated
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
       ORDER BY c.relname, a.attnum`,
    )
  ).rows;
  const keyRows = (
    await q.query<{
      name: string;
      kind: string;
      child: string;
      parent: string | null;
      child_columns: string[];
      parent_columns: string[] | null;
    }>(
      `SELECT con.conname AS name, con.contype::text AS kind, c.relname AS child, p.relname AS parent,
              ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(n, i)
                    JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n ORDER BY k.i) AS child_columns,
              ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(n, i)
                    JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n ORDER BY k.i) AS parent_columns
       FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_class p ON p.oid = con.confrelid
       WHERE n.nspname = current_schema() AND con.contype IN ('p', 'f') ORDER BY c.relname, con.conname`,
    )
  ).rows;
  // Sequences a column draws from: owned ones (identity and serial columns) and nextval() defaults.
  const owned = (
    await q.query<{ seq: string; table: string; column: string }>(
      `SELECT s.relname AS seq, t.relname AS table, a.attname AS column
       FROM pg_depend d JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
       JOIN pg_class t ON t.oid = d.refobjid JOIN pg_namespace n ON n.oid = t.relnamespace
       JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
       WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
         AND n.nspname = current_schema()`,
    )
  ).rows;
  const defaults = (
    await q.query<{ table: string; column: string; expr: string }>(
      `SELECT c.relname AS table, a.attname AS column, pg_get_expr(d.adbin, d.adrelid) AS expr
       FROM pg_attrdef d JOIN pg_class c ON c.oid = d.adrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
       WHERE n.nspname = current_schema() AND pg_get_expr(d.adbin, d.adrelid) LIKE 'nextval(%'`,
    )
  ).rows;
  const triggerRows = (
    await q.query<{ table: string }>(
      `SELECT DISTINCT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND NOT t.tgisinternal ORDER BY 1`,
    )
  ).rows;

  const dumped = tableRows.filter((t) => !(t in EXCLUDED_TABLES));
  const info = new Map<string, TableInfo>(
    dumped.map((name) => [
      name,
      {
        name,
        columns: columnRows
          .filter((c) => c.table === name)
          .map((c) => ({
            name: c.name,
            type: c.type,
            notNull: c.notnull,
            identity: c.identity !== '',
            generated: c.generated !== '',
          })),
        primaryKey: keyRows.find((k) => k.kind === 'p' && k.child === name)?.child_columns ?? [],
      },
    ]),
  );
  const foreignKeys: ForeignKey[] = keyRows
    .filter((k) => k.kind === 'f' && info.has(k.child) && k.parent && info.has(k.parent))
    .map((k) => ({
      name: k.name,
      child: k.child,
      parent: k.parent!,
      childColumns: k.child_columns,
      parentColumns: k.parent_columns ?? [],
    }));

  // Topological order; a cycle (or a self-reference) is broken at a nullable foreign key.
  const deferred = new Map<string, string[]>();
  const isDeferred = (fk: ForeignKey) => fk.childColumns.every((c) => deferred.get(fk.child)?.includes(c));
  const nullable = (fk: ForeignKey) => fk.childColumns.every((c) => !info.get(fk.child)!.columns.find((col) => col.name === c)!.notNull);
  const ordered: TableInfo[] = [];
  const left = new Set(info.keys());
  while (left.size > 0) {
    const ready = [...left].filter((t) => foreignKeys.every((fk) => fk.child !== t || !left.has(fk.parent) || isDeferred(fk)));
    if (ready.length > 0) {
      for (const t of ready.sort()) {
        ordered.push(info.get(t)!);
        left.delete(t);
      }
      continue;
    }
    const breakable = foreignKeys.find((fk) => left.has(fk.child) && left.has(fk.parent) && !isDeferred(fk) && nullable(fk));
    if (!breakable)
      throw new BackupError(`the foreign keys among ${[...left].join(', ')} form a cycle without a nullable column to break it at`);
    deferred.set(breakable.child, [...(deferred.get(breakable.child) ?? []), ...breakable.childColumns]);
  }
  for (const [table, columns] of deferred)
    if (info.get(table)!.primaryKey.length === 0)
      throw new BackupError(`${table} needs a primary key to set ${columns.join(', ')} after the load`);

  const sequences = new Map<string, { table: string; column: string }[]>();
  const uses = [
    ...owned,
    ...defaults.map((d) => ({ seq: /nextval\('([^']+)'::regclass\)/.exec(d.expr)?.[1] ?? '', table: d.table, column: d.column })),
  ];
  for (const use of uses) {
    const seq = use.seq.replace(/^.*\./, '').replace(/"/g, '');
    if (!seq || !info.has(use.table)) continue;
    const list = sequences.get(seq) ?? [];
    if (!list.some((c) => c.table === use.table && c.column === use.column)) list.push({ table: use.table, column: use.column });
    sequences.set(seq, list);
  }
  return {
    tables: ordered,
    deferred,
    foreignKeys,
    sequences,
    triggers: triggerRows.map((r) => r.table).filter((t) => info.has(t)),
  };
}

/**
 * The WHERE clause that selects one merchant's rows of a table ($1 = the merchant's id), or
 * undefined when the table holds nothing of a merchant's (jobs, demo requests, newsletter
 * subscribers: they are in whole-database dumps only). A table without merchant_id belongs to the
 * merchant through a foreign key to a table that does.
 */
export function merchantFilter(plan: Plan, table: string, seen = new Set<string>()): string | undefined {
  if (table === 'merchants') return 'id = $1';
  const info = plan.tables.find((t) => t.name === table);
  if (!info) return undefined;
  if (info.columns.some((c) => c.name === 'merchant_id')) return 'merchant_id = $1';
  seen.add(table);
  for (const fk of plan.foreignKeys.filter((k) => k.child === table && !seen.has(k.parent))) {
    const parent = merchantFilter(plan, fk.parent, seen);
    if (parent)
      return `(${fk.childColumns.map(ident).join(', ')}) IN (SELECT ${fk.parentColumns.map(ident).join(', ')} FROM ${ident(fk.parent)} WHERE ${parent})`;
  }
  return undefined;
}

/** Every dumped table's WHERE (undefined: the whole table; null: not part of this scope). */
function filterOf(plan: Plan, table: string, scope: BackupScope): string | null | undefined {
  const partial = PARTIAL_TABLES[table]?.where;
  if (scope.kind === 'database') return partial;
  const merchant = merchantFilter(plan, table);
  if (merchant === undefined) return null;
  return partial ? `(${merchant}) AND (${partial})` : merchant;
}

/** Text forms that read back the same on both servers, whatever the session's defaults. */
const TEXT_SETTINGS = [
  `SET LOCAL bytea_output = 'hex'`,
  `SET LOCAL DateStyle = 'ISO, YMD'`,
  `SET LOCAL IntervalStyle = 'postgres'`,
  `SET LOCAL extra_float_digits = 3`,
];

const PAGE = 2000;

/**
 * Writes a dump, line by line, to `write` (one consistent snapshot: a REPEATABLE READ, read-only
 * transaction). Returns the header.
 */
export async function dump(
  db: Db,
  write: (line: string) => Promise<void> | void,
  scope: BackupScope = { kind: 'database' },
): Promise<BackupHeader> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    for (const sql of TEXT_SETTINGS) await tx.query(sql);
    const ids = await appliedMigrations(tx);
    if (ids.length === 0) throw new BackupError('the database has no migrations applied: nothing to dump');
    const plan = await readPlan(tx);
    const params = scope.kind === 'merchant' ? [scope.merchantId] : [];
    if (scope.kind === 'merchant') {
      const found = await tx.query('SELECT 1 FROM merchants WHERE id = $1', params);
      if (found.rows.length === 0) throw new BackupError(`merchant ${scope.merchantId} does not exist`);
    }
    const tables: { info: TableInfo; where: string | undefined; rows: number }[] = [];
    for (const info of plan.tables) {
      const where = filterOf(plan, info.name, scope);
      if (where === null) continue;
      const { rows } = await tx.query<{ n: number }>(
        `SELECT count(*) AS n FROM ${ident(info.name)}${where ? ` WHERE ${where}` : ''}`,
        where?.includes('$1') ? params : [],
      );
      tables.push({ info, where, rows: Number(rows[0]?.n ?? 0) });
    }
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      scope,
      migrations: { level: ids[ids.length - 1]!, ids },
      tables: tables.map((t) => ({
        name: t.info.name,
        columns: t.info.columns.map((c) => ({ name: c.name, type: c.type })),
        rows: t.rows,
      })),
      excluded: Object.keys(EXCLUDED_TABLES),
    };
    if (scope.kind === 'database') {
      header.sequences = [];
      for (const name of [...plan.sequences.keys()].sort()) {
        const { rows } = await tx.query<{ last_value: string; is_called: boolean }>(
          `SELECT last_value::text AS last_value, is_called FROM ${ident(name)}`,
        );
        header.sequences.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
      }
    }
    await write(JSON.stringify(header));
    for (const { info, where, rows: expected } of tables) {
      if (expected === 0) continue;
      const values = `array_to_json(ARRAY[${info.columns.map((c) => `${ident(c.name)}::text`).join(', ')}])::text AS v`;
      const key = info.primaryKey;
      const keyTypes = key.map((k) => info.columns.find((c) => c.name === k)!.type);
      const order = key.length > 0 ? key.map(ident).join(', ') : info.columns.map((_, i) => String(i + 1)).join(', ');
      const prefix = `{"t":${JSON.stringify(info.name)},"v":`;
      let after: string[] | undefined;
      let written = 0;
      for (;;) {
        const conditions = where ? [`(${where})`] : [];
        const args: unknown[] = where?.includes('$1') ? [...params] : [];
        if (after && key.length > 0) {
          args.push(JSON.stringify(after));
          const n = args.length;
          conditions.push(`(${key.map(ident).join(', ')}) > (${key.map((_, i) => `($${n}::jsonb->>${i})::${keyTypes[i]}`).join(', ')})`);
        }
        const keyValues = key.length > 0 ? `, array_to_json(ARRAY[${key.map((k) => `${ident(k)}::text`).join(', ')}])::text AS k` : '';
        const { rows } = await tx.query<{ v: string; k?: string }>(
          `SELECT ${values}${keyValues} FROM ${ident(info.name)}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}
           ORDER BY ${order}${key.length > 0 ? ` LIMIT ${PAGE}` : ''}`,
          args,
        );
        for (const row of rows) await write(`${prefix}${row.v}}`);
        written += rows.length;
        if (key.length === 0 || rows.length < PAGE) break;
        after = JSON.parse(rows[rows.length - 1]!.k!) as string[];
      }
      if (written !== expected) throw new BackupError(`${info.name}: counted ${expected} rows, read ${written}`);
    }
    return header;
  });
}

export interface RestoreOptions {
  /** Merchant dumps: delete the merchant (and every row of theirs) first, in the same transaction. */
  replace?: boolean;
}

export interface RestoreResult {
  header: BackupHeader;
  /** Rows written per table. */
  rows: Record<string, number>;
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Checks a dump's header against the database it is about to be loaded into; throws a BackupError saying what to do. */
async function check(q: Queryable, header: BackupHeader, plan: Plan, options: RestoreOptions): Promise<void> {
  if (header.format !== BACKUP_FORMAT) throw new BackupError('not a Wasl backup (the first line is not its header)');
  if (header.version !== BACKUP_VERSION)
    throw new BackupError(`backup format version ${header.version}; this code reads version ${BACKUP_VERSION}`);
  const ids = await appliedMigrations(q);
  if (!sameList(ids, header.migrations.ids)) {
    const level = ids.length ? ids[ids.length - 1] : 0;
    throw new BackupError(
      `the dump is at migration ${header.migrations.level} and the database at ${level}: restore into a database at migration ` +
        `${header.migrations.level} (npm run db:restore does this for an empty DATA_DIR or a new PostgreSQL database), then migrate it forward`,
    );
  }
  const tables = new Map(plan.tables.map((t) => [t.name, t]));
  let previous = -1;
  for (const table of header.tables) {
    const info = tables.get(table.name);
    if (!info) throw new BackupError(`the dump has a table ${table.name} that this database does not have`);
    const want = info.columns.map((c) => `${c.name} ${c.type}`).join(', ');
    const got = table.columns.map((c) => `${c.name} ${c.type}`).join(', ');
    if (want !== got) throw new BackupError(`${table.name}: the dump's columns (${got}) are not the database's (${want})`);
    const position = plan.tables.indexOf(info);
    if (position < previous) throw new BackupError(`${table.name} comes before a table it depends on`);
    previous = position;
  }
  if (header.scope.kind === 'database') {
    for (const info of plan.tables) {
      const { rows } = await q.query<{ n: number }>(`SELECT count(*) AS n FROM ${ident(info.name)}`);
      const n = Number(rows[0]?.n ?? 0);
      if (n > 0)
        throw new BackupError(
          `the database is not empty (${info.name} has ${n} row${n === 1 ? '' : 's'}): a whole-database dump is restored into an empty database`,
        );
    }
  } else {
    const exists = await q.query('SELECT 1 FROM merchants WHERE id = $1', [header.scope.merchantId]);
    if (exists.rows.length > 0 && !options.replace)
      throw new BackupError(
        `merchant ${header.scope.merchantId} already exists: restore with --replace to delete it first (in the same transaction)`,
      );
  }
}

/** Deletes one merchant and every row of theirs (children first), e.g. before restoring them with `replace`. */
export async function deleteMerchant(q: Queryable, merchantId: number, plan?: Plan): Promise<void> {
  const p = plan ?? (await readPlan(q));
  for (const info of [...p.tables].reverse()) {
    const where = merchantFilter(p, info.name);
    if (where) await q.query(`DELETE FROM ${ident(info.name)} WHERE ${where}`, [merchantId]);
  }
  // The inbox counts (migration 29) get a -1 row per deleted thread, whichever table came first.
  if (p.tables.some((t) => t.name === 'inbox_counts')) await q.query('DELETE FROM inbox_counts WHERE merchant_id = $1', [merchantId]);
}

/**
 * Loads a dump (its lines, header first) in one transaction: nothing is written unless every row is.
 */
export async function restore(db: Db, lines: AsyncIterable<string>, options: RestoreOptions = {}): Promise<RestoreResult> {
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) throw new BackupError('the dump is empty');
  let header: BackupHeader;
  try {
    header = JSON.parse(first.value) as BackupHeader;
  } catch {
    throw new BackupError('not a Wasl backup (the first line is not JSON)');
  }
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const sql of TEXT_SETTINGS) await tx.query(sql);
    const plan = await readPlan(tx);
    await check(tx, header, plan, options);
    if (header.scope.kind === 'merchant' && options.replace) await deleteMerchant(tx, header.scope.merchantId, plan);
    for (const table of plan.triggers) await tx.query(`ALTER TABLE ${ident(table)} DISABLE TRIGGER USER`);

    const infos = new Map(plan.tables.map((t) => [t.name, t]));
    const expected = new Map(header.tables.map((t) => [t.name, t.rows]));
    const later: { table: string; rows: (string | null)[][] }[] = [];
    let batch: { table: string; rows: (string | null)[][] } | undefined;
    let bytes = 0;
    const flush = async () => {
      if (!batch || batch.rows.length === 0) return;
      const info = infos.get(batch.table)!;
      const deferred = plan.deferred.get(info.name) ?? [];
      const columns = info.columns.filter((c) => !c.generated);
      const index = new Map(info.columns.map((c, i) => [c.name, i]));
      const load = batch.rows.map((row) => columns.map((c) => (deferred.includes(c.name) ? null : row[index.get(c.name)!]!)));
      const identity = columns.some((c) => c.identity) ? ' OVERRIDING SYSTEM VALUE' : '';
      try {
        await tx.query(
          `INSERT INTO ${ident(info.name)} (${columns.map((c) => ident(c.name)).join(', ')})${identity}
           SELECT ${columns.map((c, i) => `(r->>${i})::${c.type}`).join(', ')} FROM jsonb_array_elements($1::jsonb) AS r`,
          [JSON.stringify(load)],
        );
      } catch (error) {
        const e = error as { code?: string; message?: string; detail?: string; constraint?: string };
        if (e.code === '23505')
          throw new BackupError(
            `${info.name}: a row with the same key is already in the database (${e.constraint ?? e.detail ?? e.message}); nothing was restored`,
          );
        if (e.code === '23503')
          throw new BackupError(
            `${info.name}: a row points at a row the database does not have (${e.constraint ?? e.message}); nothing was restored`,
          );
        throw error;
      }
      if (deferred.length > 0) {
        const keep = batch.rows.filter((row) => deferred.some((c) => row[index.get(c)!] !== null));
        if (keep.length > 0) later.push({ table: info.name, rows: keep });
      }
      counts[info.name] = (counts[info.name] ?? 0) + batch.rows.length;
      batch = undefined;
      bytes = 0;
    };
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      if (next.value.trim() === '') continue;
      const line = JSON.parse(next.value) as { t: string; v: (string | null)[] };
      if (!expected.has(line.t)) throw new BackupError(`a row of ${line.t}, a table the header does not list`);
      if (line.v.length !== infos.get(line.t)!.columns.length) throw new BackupError(`a row of ${line.t} with ${line.v.length} values`);
      if (batch && batch.table !== line.t) await flush();
      batch ??= { table: line.t, rows: [] };
      batch.rows.push(line.v);
      bytes += next.value.length;
      if (batch.rows.length >= 1000 || bytes > 4_000_000) {
        const table = batch.table;
        await flush();
        batch = { table, rows: [] };
      }
    }
    await flush();
    for (const [table, rows] of expected)
      if ((counts[table] ?? 0) !== rows)
        throw new BackupError(`${table}: the header says ${rows} rows, the file has ${counts[table] ?? 0} (a cut-off file?)`);

    // The columns of the broken cycle, now that their parents are in.
    for (const { table, rows } of later) {
      const info = infos.get(table)!;
      const index = new Map(info.columns.map((c, i) => [c.name, i]));
      const set = plan.deferred.get(table)!;
      const keyed = [...info.primaryKey, ...set];
      const typeOf = (name: string) => info.columns.find((c) => c.name === name)!.type;
      await tx.query(
        `UPDATE ${ident(table)} AS t SET ${set.map((c) => `${ident(c)} = (r->>${keyed.indexOf(c)})::${typeOf(c)}`).join(', ')}
         FROM jsonb_array_elements($1::jsonb) AS r
         WHERE ${info.primaryKey.map((k, i) => `t.${ident(k)} = (r->>${i})::${typeOf(k)}`).join(' AND ')}`,
        [JSON.stringify(rows.map((row) => keyed.map((c) => row[index.get(c)!]!)))],
      );
    }
    for (const table of plan.triggers) await tx.query(`ALTER TABLE ${ident(table)} ENABLE TRIGGER USER`);
    await resetSequences(tx, plan, header.scope.kind === 'database' ? header.sequences : undefined);
  });
  return { header, rows: counts };
}

/**
 * Moves every sequence past the ids in its columns: to the dumped value for a whole database (so
 * the next id is the one the original would have given), never back for a merchant's restore.
 */
async function resetSequences(q: Queryable, plan: Plan, recorded: BackupHeader['sequences']): Promise<void> {
  for (const [name, columns] of plan.sequences) {
    const max = columns.map((c) => `(SELECT max(${ident(c.column)})::bigint FROM ${ident(c.table)})`).join(', ');
    const { rows } = await q.query<{ used: string | null; last_value: string; is_called: boolean }>(
      `SELECT greatest(${max})::text AS used, last_value::text AS last_value, is_called FROM ${ident(name)}`,
    );
    const current = rows[0]!;
    const was = recorded?.find((s) => s.name === name);
    let value = current.is_called ? BigInt(current.last_value) : null;
    if (was?.isCalled) value = value === null || BigInt(was.lastValue) > value ? BigInt(was.lastValue) : value;
    if (current.used !== null && (value === null || BigInt(current.used) > value)) value = BigInt(current.used);
    if (value !== null) await q.query(`SELECT setval($1::regclass, $2::bigint, true)`, [ident(name), value.toString()]);
  }
}

/** Writes a dump to a gzip file. */
export async function dumpToFile(db: Db, file: string, scope: BackupScope = { kind: 'database' }): Promise<BackupHeader> {
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  const piped = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    gzip.on('error', reject);
  });
  gzip.pipe(out);
  const header = await dump(
    db,
    async (line) => {
      if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
    },
    scope,
  ).catch((error: unknown) => {
    gzip.destroy();
    out.destroy();
    throw error;
  });
  gzip.end();
  await piped;
  return header;
}

/** The lines of a gzip dump file. */
export function readDumpLines(file: string): AsyncIterable<string> {
  return createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
}

/** Reads a dump file's header only. */
export async function readHeader(file: string): Promise<BackupHeader> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return JSON.parse(line) as BackupHeader;
  }
  throw new BackupError('the dump is empty');
}
