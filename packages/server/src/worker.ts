/**
 * `WASL_WORKER=only` (or `node --import tsx src/worker.ts`): the delivery worker without the HTTP
 * server, for running API and workers as separate processes on one PostgreSQL (DATABASE_URL).
 * Migrations are applied like the API does (advisory lock); nothing is seeded. SIGINT/SIGTERM stop
 * claiming, wait for the jobs in flight, close the database.
 */
import { createDeps } from './deps.ts';
import { loadConfig } from './config.ts';
import { startDeliveryWorker, workerSettings } from './messaging/worker.ts';

const config = loadConfig();
const deps = await createDeps(config);
const settings = workerSettings({ ...process.env, WASL_WORKER: 'only' });
const running = startDeliveryWorker(deps, settings);
deps.log.info(
  `Wasl worker ${running.worker.id} running (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}; concurrency ${settings.concurrency}, lease ${settings.leaseMs} ms)`,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.log.info(`${signal}: worker stopping`);
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  await running.stop();
  await deps.db.close().catch(() => undefined);
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
