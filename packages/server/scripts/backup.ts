/**
 * `npm run db:dump -- [--merchant ID] [--out FILE]` and
 * `npm run db:restore -- [--replace] [--no-migrate] --in FILE` (issue 23; docs/adr/012-backups-and-upgrades.md).
 *
 * The database is the server's own: DATABASE_URL (PostgreSQL), else PGlite in DATA_DIR (default
 * `.data` at the repository root, as `npm start`). Stop a PGlite server before either command: PGlite
 * is one process's database. A dump never migrates the database it reads.
 *
 * Restore: into an empty database that was never migrated (an empty DATA_DIR, a new PostgreSQL
 * database) the command first migrates to the dump's level; it loads the rows in one transaction,
 * then migrates forward to this code's latest migration (unless --no-migrate).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BackupError, dumpToFile, readDumpLines, readHeader, restore, type BackupScope } from '../src/db/backup.ts';
import { openDb, type Db } from '../src/db/db.ts';
import { appliedMigrations, migrate } from '../src/db/migrate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function open(): Promise<Db> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? undefined : path.resolve(process.env.DATA_DIR ?? path.join(root, '.data'));
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  console.error(`Database: ${databaseUrl ? databaseUrl.replace(/:[^:@/]*@/, ':***@') : `PGlite in ${dataDir}`}`);
  return openDb({ databaseUrl, dataDir, migrate: false });
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      merchant: { type: 'string' },
      out: { type: 'string' },
      in: { type: 'string' },
      replace: { type: 'boolean', default: false },
      'no-migrate': { type: 'boolean', default: false },
    },
  });
  if (command === 'dump') {
    const merchantId = values.merchant === undefined ? undefined : Number(values.merchant);
    if (merchantId !== undefined && !(Number.isSafeInteger(merchantId) && merchantId > 0))
      throw new BackupError('--merchant takes a merchant id');
    const scope: BackupScope = merchantId === undefined ? { kind: 'database' } : { kind: 'merchant', merchantId };
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.resolve(values.out ?? `wasl-${merchantId === undefined ? 'database' : `merchant-${merchantId}`}-${stamp}.jsonl.gz`);
    const db = await open();
    try {
      const started = performance.now();
      const header = await dumpToFile(db, file, scope);
      const rows = header.tables.reduce((n, t) => n + t.rows, 0);
      console.log(
        `Dumped ${rows} rows of ${header.tables.length} tables at migration ${header.migrations.level} to ${file} ` +
          `(${((performance.now() - started) / 1000).toFixed(1)} s). The file holds password hashes and sealed store tokens: keep it private.`,
      );
    } finally {
      await db.close();
    }
    return;
  }
  if (command === 'restore') {
    if (!values.in) throw new BackupError('--in FILE is required');
    const file = path.resolve(values.in);
    const header = await readHeader(file);
    const db = await open();
    try {
      if ((await appliedMigrations(db)).length === 0) {
        await migrate(db, { through: header.migrations.level });
        console.log(`Migrated the new database to the dump's level, ${header.migrations.level}.`);
      }
      const started = performance.now();
      const result = await restore(db, readDumpLines(file), { replace: values.replace });
      const rows = Object.values(result.rows).reduce((n, r) => n + r, 0);
      const what = header.scope.kind === 'merchant' ? `merchant ${header.scope.merchantId}` : 'the whole database';
      console.log(`Restored ${what}: ${rows} rows (${((performance.now() - started) / 1000).toFixed(1)} s).`);
      if (!values['no-migrate']) {
        const applied = await migrate(db);
        if (applied > 0) console.log(`Migrated forward: ${applied} migration${applied === 1 ? '' : 's'}.`);
      }
    } finally {
      await db.close();
    }
    return;
  }
  throw new BackupError('usage: backup.ts dump [--merchant ID] [--out FILE] | restore [--replace] [--no-migrate] --in FILE');
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof BackupError) {
    console.error(`Refused: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
