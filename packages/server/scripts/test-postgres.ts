/**
 * `npm run test:postgres -w @wasl/server`: runs the server test suite against a real PostgreSQL.
 *
 * - With DATABASE_URL set, it uses that server (the role must be allowed to CREATE DATABASE; each
 *   test file gets its own database, dropped afterwards).
 * - Without it, it starts a throwaway cluster with the local PostgreSQL binaries (Debian's
 *   postgresql package: /usr/lib/postgresql/<version>/bin) in a temporary folder, on a free port,
 *   runs the tests, and removes the cluster. As root it runs the cluster as the `postgres` user.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from './pg-cluster.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const extra = process.argv.slice(2);

function runTests(url: string): number {
  const args = ['vitest', 'run', '--project', 'unit', 'packages/server', '--exclude', '**/durability.test.ts', ...extra];
  console.log(`Running the server tests on ${url.replace(/:[^:@/]*@/, ':***@')}`);
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, WASL_TEST_DATABASE_URL: url } });
  return result.status ?? 1;
}

/** Two `npm start` processes behind nginx on one PostgreSQL (scripts/test-cluster.ts); fails when nginx is missing. */
function runClusterTest(): number {
  console.log('Running the cluster test (two processes behind nginx, one PostgreSQL)');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/scripts/test-cluster.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

async function suite(): Promise<number> {
  if (process.env.DATABASE_URL) return runTests(process.env.DATABASE_URL);
  const cluster = await startCluster(['fsync=on']);
  try {
    return runTests(cluster.url);
  } finally {
    cluster.stop();
  }
}

async function main(): Promise<number> {
  const tests = await suite();
  const clusterTest = extra.length === 0 ? runClusterTest() : 0;
  return tests || clusterTest;
}

process.exit(await main());
