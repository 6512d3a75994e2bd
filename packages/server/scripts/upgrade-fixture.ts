/**
 * `npm run db:upgrade-fixture -- [--ref REF] [--out FILE]`: rebuilds the upgrade test's fixture
 * (packages/server/test/fixtures/release-db.jsonl.gz, test: src/db/upgrade.test.ts), a dump of a
 * demo database made by a released commit's own code (default `main`, the landed main).
 *
 * 1. The release's `packages/api`, `packages/i18n` and `packages/server` are taken from git
 *    (`git archive REF`) into a temporary folder whose node_modules links this checkout's third-party
 *    packages and the release's own @wasl packages.
 * 2. The release's openDb migrates an in-memory PGlite to the release's last migration, and the
 *    release's seed writes the demo data ("now" = the commit's date, so a ref gives the same rows).
 * 3. Tables the demo seed leaves empty get a few rows in SQL (below, written for the schema at
 *    migration 27), so every table the dump holds has rows; `sessions` and `rate_limits` get one too,
 *    to show they are left out.
 * 4. Trimmed to at most TRIM rows per merchant per table (parents first, in primary-key order;
 *    the foreign keys' ON DELETE keep the rest consistent), to stay well under 300 KB.
 * 5. Dumped with this checkout's dump (src/db/backup.ts), the format the tests read.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { dumpToFile, merchantFilter, readPlan } from '../src/db/backup.ts';
import type { Db } from '../src/db/types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TRIM = 24;

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    ref: { type: 'string', default: 'main' },
    out: { type: 'string', default: 'packages/server/test/fixtures/release-db.jsonl.gz' },
  },
});
const ref = values.ref!;
const out = path.resolve(root, values.out!);
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const commit = git('rev-parse', `${ref}^{commit}`);
const now = new Date(git('show', '-s', '--format=%cI', commit));

const release = mkdtempSync(path.join(os.tmpdir(), 'wasl-release-'));
try {
  execFileSync('sh', ['-c', `git archive ${commit} packages/api packages/i18n packages/server | tar -x -C '${release}'`], { cwd: root });
  // node_modules: this checkout's packages, except @wasl, which points at the release's.
  const modules = path.join(release, 'node_modules');
  mkdirSync(path.join(modules, '@wasl'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@wasl' || entry.startsWith('.')) continue;
    symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  for (const name of ['api', 'i18n', 'server']) symlinkSync(path.join(release, 'packages', name), path.join(modules, '@wasl', name));

  const from = (file: string) => pathToFileURL(path.join(release, 'packages/server/src', file)).href;
  const { openDb } = (await import(from('db/db.ts'))) as { openDb: (o?: object) => Promise<Db> };
  const { seed, SEED_PASSWORD } = (await import(from('seed/index.ts'))) as {
    seed: (db: Db, o: { now: Date; passwordHash: string }) => Promise<{ merchants: { email: string; id: number }[] }>;
    SEED_PASSWORD: string;
  };
  const { hashPassword } = (await import(from('auth/passwords.ts'))) as { hashPassword: (p: string) => Promise<string> };

  const db = await openDb({});
  try {
    const seeded = await seed(db, { now, passwordHash: await hashPassword(SEED_PASSWORD) });
    const [demo, demo2] = seeded.merchants.map((m) => m.id) as [number, number];
    await fillEmptyTables(db, demo, demo2, now);
    await trim(db);
    const header = await dumpToFile(db, out);
    const empty = header.tables.filter((t) => t.rows === 0).map((t) => t.name);
    console.log(
      `${path.relative(root, out)}: ${commit.slice(0, 12)} (${ref}) at migration ${header.migrations.level}, ` +
        `${header.tables.reduce((n, t) => n + t.rows, 0)} rows, ${(statSync(out).size / 1024).toFixed(1)} KB` +
        (empty.length ? `; empty: ${empty.join(', ')}` : ''),
    );
  } finally {
    await db.close();
  }
} finally {
  rmSync(release, { recursive: true, force: true });
}

/** A few rows in each table the demo seed leaves empty (schema of migration 27). */
async function fillEmptyTables(db: Db, demo: number, demo2: number, at: Date): Promise<void> {
  const one = async (sql: string, params: unknown[] = []) => (await db.query<Record<string, unknown>>(sql, params)).rows[0];
  const agent = (await one('SELECT id FROM agents WHERE merchant_id = $1 ORDER BY id LIMIT 1', [demo]))!.id;
  const thread = (await one('SELECT id FROM customer_threads WHERE merchant_id = $1 ORDER BY id LIMIT 1', [demo]))!.id;
  const transaction = (await one('SELECT id FROM transactions WHERE merchant_id = $1 ORDER BY id LIMIT 1', [demo]))!.id;
  const later = new Date(at.getTime() + 86_400_000);
  const statements: [string, unknown[]][] = [
    [
      `INSERT INTO demo_requests (first_name, last_name, email, phone, company, job_title, message, created_at)
       VALUES ('Huda', 'Al-Qahtani', 'huda@example.com', '+966500000001', 'متجر هدى', 'Owner', 'نريد تجربة', $1)`,
      [at],
    ],
    [`INSERT INTO newsletter_subscribers (email, created_at) VALUES ('reader@example.com', $1)`, [at]],
    [
      `INSERT INTO sandbox_messages (provider_message_id, idempotency_key, merchant_id, to_phone, body, created_at, interactive, form)
       VALUES ('sandbox.fixture.1', 'fixture:1', $1, '966500000002', 'مرحبا', $2, '{"buttons":["نعم","لا"]}', '{"kind":"text"}')`,
      [demo, at],
    ],
    [`INSERT INTO api_keys (merchant_id, key_hash, prefix, created_at) VALUES ($1, repeat('a', 64), 'wk_fixture', $2)`, [demo, at]],
    [
      `INSERT INTO audit_log (merchant_id, action, actor_kind, actor_id, actor_email, target, ip, user_agent, at)
       VALUES ($1, 'settings.update', 'merchant', $1, 'demo@wasl.dev', 'retention days=90', '203.0.113.7', 'Mozilla/5.0', $2),
              ($1, 'agents.invite', 'agent', $3, 'agent@wasl.dev', 'agent 1', '203.0.113.8', 'Mozilla/5.0', $2)`,
      [demo, at, agent],
    ],
    [
      `INSERT INTO consent_ledger (merchant_id, phone, kind, source, evidence, at)
       VALUES ($1, '966500000003', 'opt_in', 'store_checkout', 'checkout box', $2), ($1, '966500000003', 'opt_out', 'whatsapp_reply', 'إيقاف', $3)`,
      [demo, at, later],
    ],
    [`INSERT INTO opt_outs (merchant_id, phone, scope, created_at) VALUES ($1, '966500000003', 'marketing', $2)`, [demo, later]],
    [
      `INSERT INTO email_outbox (merchant_id, to_email, subject, body, created_at) VALUES ($1, 'demo@wasl.dev', 'Welcome', 'أهلا', $2), (NULL, 'ops@wasl.dev', 'Demo request', 'Huda', $2)`,
      [demo, at],
    ],
    [
      `INSERT INTO event_tickets (token_hash, merchant_id, agent_id, expires_at) VALUES (repeat('b', 64), $1, $2, $3)`,
      [demo, agent, later],
    ],
    [
      `INSERT INTO order_messages (merchant_id, messages, updated_at) VALUES ($1, '{"shipped":{"on":true,"en":"Shipped","ar":"تم الشحن"}}', $2)`,
      [demo, at],
    ],
    [
      `INSERT INTO store_connections (merchant_id, platform, webhook_key, secret, store_id, access_token, refresh_token, token_expires_at, connected_at)
       VALUES ($1, 'salla', 'whk_fixture', 'enc:v1:fixture', 'store-1', 'enc:v1:access', 'enc:v1:refresh', $2, $3)`,
      [demo2, later, at],
    ],
    [`INSERT INTO store_oauth_states (state, merchant_id, platform, expires_at) VALUES ('state-fixture', $1, 'zid', $2)`, [demo2, later]],
    [
      `INSERT INTO template_reviews (merchant_id, name, status, reason, updated_at) VALUES ($1, 'order_update', 'approved', NULL, $2)`,
      [demo, at],
    ],
    [
      `INSERT INTO webhook_events (merchant_id, platform, event_key, topic, payload, status, note, received_at, processed_at)
       VALUES ($1, 'salla', 'evt-1', 'order.created', '{"id":1,"customer":{"mobile":"+966500000004"}}', 'done', NULL, $2, $2)`,
      [demo2, at],
    ],
    [
      `INSERT INTO website_widgets (merchant_id, public_id, enabled, color, position, label_en, label_ar, message_en, message_ar, updated_at)
       VALUES ($1, 'AAAAAAAAAAAAAAAAAAAAAA', true, '#0A7A5C', 'end', 'Chat with us', 'تحدث معنا', 'Hello', 'مرحبا', $2)`,
      [demo, at],
    ],
    [
      `INSERT INTO purchase_attempts (merchant_id, idempotency_key, request, state, transaction_id, created_at)
       VALUES ($1, 'purchase-fixture', '{"coins":100}', 'done', $2, $3)`,
      [demo, transaction, at],
    ],
    [
      `INSERT INTO agent_invitations (token_hash, merchant_id, agent_id, created_at, expires_at) VALUES (repeat('c', 64), $1, $2, $3, $4)`,
      [demo, agent, at, later],
    ],
    [
      `INSERT INTO password_resets (token_hash, merchant_id, created_at, expires_at) VALUES (repeat('d', 64), $1, $2, $3)`,
      [demo2, at, later],
    ],
    [
      `INSERT INTO thread_notes (merchant_id, thread_id, kind, payload, created_at, seq)
       VALUES ($1, $2, 'transfer', '{"note":"للمتابعة"}', $3, nextval('thread_seq'))`,
      [demo, thread, at],
    ],
    [`INSERT INTO sessions (token_hash, merchant_id, expires_at) VALUES (repeat('e', 64), $1, $2)`, [demo, later]],
    [`INSERT INTO rate_limits (key, stamps, expires_at) VALUES ('login:fixture', '{1,2}', $1)`, [later]],
  ];
  for (const [sql, params] of statements) await db.query(sql, params);
}

/** At most TRIM rows per merchant (or in all, for tables without one) per table, parents first. */
async function trim(db: Db): Promise<void> {
  const plan = await readPlan(db);
  for (const table of plan.tables) {
    if (table.name === 'merchants' || table.primaryKey.length === 0) continue;
    const key = table.primaryKey.map((k) => `"${k}"`).join(', ');
    const owner = merchantFilter(plan, table.name) === 'merchant_id = $1' ? 'merchant_id' : 'NULL::int';
    await db.query(
      `DELETE FROM "${table.name}" WHERE (${key}) IN (
         SELECT ${key} FROM (SELECT ${key}, row_number() OVER (PARTITION BY ${owner} ORDER BY ${key}) AS n FROM "${table.name}") ranked
         WHERE n > ${TRIM})`,
    );
  }
}
