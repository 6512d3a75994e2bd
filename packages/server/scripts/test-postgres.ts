/**
 * `npm run test:postgres -w @wasl/server`: runs the server test suite against a real PostgreSQL.
 *
 * - With DATABASE_URL set, it uses that server (the role must be allowed to CREATE DATABASE; each
 *   test file gets its own database, dropped afterwards).
 * - Without it, it starts a throwaway cluster with the local PostgreSQL binaries (Debian's
 *   postgresql package: /usr/lib/postgresql/<version>/bin) in a temporary folder, on a free port,
 *   runs the tests, and removes the cluster. As root it runs the cluster as the `postgres` user.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const extra = process.argv.slice(2);

function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(`${base}/${v}/bin/pg_ctl`)) return `${base}/${v}/bin`;
  throw new Error('No PostgreSQL binaries found: install the postgresql package or set DATABASE_URL.');
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

function runTests(url: string): number {
  const args = ['vitest', 'run', '--project', 'unit', 'packages/server', '--exclude', '**/durability.test.ts', ...extra];
  console.log(`Running the server tests on ${url.replace(/:[^:@/]*@/, ':***@')}`);
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, WASL_TEST_DATABASE_URL: url } });
  return result.status ?? 1;
}

async function main(): Promise<number> {
  if (process.env.DATABASE_URL) return runTests(process.env.DATABASE_URL);
  const bin = pgBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'wasl-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = userInfo().uid === 0;
  const as = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'inherit' })
      : execFileSync(cmd, args, { stdio: 'inherit' });
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  chmodSync(dir, 0o700);
  try {
    as(`${bin}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    as(`${bin}/pg_ctl`, [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`,
      'start',
    ]);
    try {
      return runTests(`postgres://postgres@127.0.0.1:${port}/postgres`);
    } finally {
      as(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exit(await main());
