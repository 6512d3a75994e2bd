/**
 * `node --import tsx packages/server/src/main.ts` (npm start runs it): opens the database
 * (PGlite in DATA_DIR, or PostgreSQL with DATABASE_URL), applies migrations, seeds an empty
 * database, serves the API (and the built dashboard from STATIC_DIR) on PORT, and shuts down
 * gracefully on SIGINT/SIGTERM.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createDeps } from './deps.ts';
import { sealStoredSecrets } from './webhooks/connections.ts';
import { loadConfig } from './config.ts';
import type { Db } from './db/db.ts';
import type { RunningWorker } from './jobs/queue.ts';
import { startDeliveryWorker, workerSettings } from './messaging/worker.ts';

// performance.now() counts from the process start: this is the time node + tsx took to load the code.
const started = performance.now();
const phases: string[] = [`code ${Math.round(started)} ms`];
const phase = (name: string, since: number) => {
  phases.push(`${name} ${Math.round(performance.now() - since)} ms`);
  return performance.now();
};
const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig();
if (config.staticDir && !existsSync(path.join(config.staticDir, 'index.html'))) config.staticDir = undefined;
config.localesDir ??= path.resolve(here, '../../i18n/locales');
if (!existsSync(config.localesDir)) config.localesDir = undefined;
if (!config.databaseUrl && config.dataDir) mkdirSync(config.dataDir, { recursive: true });

const workerConfig = workerSettings();
if (workerConfig.mode === 'only') {
  // Worker without HTTP (messaging/worker.ts): src/worker.ts runs until its signal handlers exit.
  await import('./worker.ts');
  await new Promise(() => undefined);
}

let at = performance.now();
const deps = await createDeps(config); // opens the database and applies pending migrations
const { log, db } = deps;
at = phase(`database${db.migrationsApplied ? ` + ${db.migrationsApplied} migrations` : ''}`, at);
// Store tokens written in plain text by an older version are sealed before anything reads them.
const sealed = await sealStoredSecrets(db, deps.secrets);
if (sealed > 0) log.info(`sealed the stored secrets of ${sealed} store connection(s)`);

/** Seeds the demo merchants on an empty database (SEED=0 skips it); the seed code loads only then. */
async function seedIfEmpty(database: Db): Promise<boolean> {
  if (process.env.SEED === '0') return false;
  const { rows } = await database.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM merchants) AS any');
  if (rows[0]?.any) return false;
  const t = performance.now();
  const { seed } = await import('./seed/index.ts');
  const result = await seed(database);
  if (!result.skipped) log.info(`seeded the demo data in ${Math.round(performance.now() - t)} ms`);
  return !result.skipped;
}

const seeded = await seedIfEmpty(db);
// PGlite has no autovacuum (db/maintenance.ts). A fresh seed is small: VACUUM ANALYZE it before
// listening, so the first queries are planned on real statistics.
if (seeded) await db.maintenance?.vacuumAll(true);
at = phase(seeded ? 'seed' : 'seed check', at);
const { app } = createApp(deps);
at = phase('app', at);
// Delivery jobs (campaigns, order and cart messages, status events) in this process unless
// WASL_WORKER=off — started one second after listening: on PGlite a live campaign's batches would
// otherwise share the one connection with the start (measured: "listen" 8.7 s instead of ms).
let worker: RunningWorker | undefined;
// Hourly housekeeping: dead sessions, used/expired reset links, request log older than 90 days.
const pruneTimer = setInterval(() => {
  void deps.sessions.prune().catch(() => undefined);
  void db.query("DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'").catch(() => undefined);
  void db.query("DELETE FROM request_log WHERE at < now() - interval '90 days'").catch(() => undefined);
}, 3600_000).unref();

const server = serve({ fetch: app.fetch, port: config.port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  phase('listen', at);
  log.info(
    `Wasl listening on http://localhost:${info.port} (${where}; ready ${Math.round(performance.now())} ms after the process started: ${phases.join(', ')})`,
  );
  if (db.maintenance) {
    // Off the start's critical path: VACUUM what the last process left unvacuumed (a crash, a
    // bulk import) — and ANALYZE as well after new migrations; then the periodic check.
    const analyze = !seeded && (db.migrationsApplied ?? 0) > 0;
    setTimeout(() => void db.maintenance?.vacuumAll(analyze).then(() => db.maintenance?.start()), 1000).unref();
  }
  if (workerConfig.mode === 'inline') {
    setTimeout(() => {
      if (!stopping) worker = startDeliveryWorker(deps, workerConfig);
    }, 1000).unref();
  }
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: shutting down`);
  clearInterval(pruneTimer);
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  // Stop accepting, and wait for the requests in flight to be answered before the database closes
  // (closing it under them answered 500s); idle keep-alive connections are closed at once.
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
  await deps.requestLog.flush().catch(() => undefined);
  await worker?.stop().catch(() => undefined);
  // PGlite: vacuum what changed since the last check, so the next start finds the visibility map set.
  db.maintenance?.stop();
  await db.maintenance?.tick(true);
  await db.close().catch(() => undefined);
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
