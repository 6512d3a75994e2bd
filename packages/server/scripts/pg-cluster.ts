/** Shared by the benchmarks and `test:postgres`: a free loopback port and a throwaway PostgreSQL cluster (Debian's binaries). */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

/** The login role the server connects as on a throwaway cluster: not a superuser (ADR 018). */
export const APP_ROLE = 'wasl_app';

/**
 * A throwaway PostgreSQL cluster in a temporary folder on a free port (as the postgres user when
 * run as root); `settings` are extra `-c name=value` server settings. `url` connects as APP_ROLE,
 * a plain login role (NOSUPERUSER, no BYPASSRLS) with CREATEDB (the tests make a database per file)
 * and CREATEROLE (migration 32 creates wasl_tenant), owning the database `wasl`, as a production
 * server should connect; `superuserUrl` is the cluster's postgres superuser, for nothing the server does.
 */
export async function startCluster(settings: string[] = []): Promise<{ url: string; superuserUrl: string; stop: () => void }> {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base)
    ? readdirSync(base)
        .sort((a, b) => Number(b) - Number(a))
        .find((v) => existsSync(`${base}/${v}/bin/pg_ctl`))
    : undefined;
  if (!version) throw new Error('No PostgreSQL binaries: install the postgresql package or set DATABASE_URL.');
  const bin = `${base}/${version}/bin`;
  const dir = mkdtempSync(path.join(tmpdir(), 'wasl-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = userInfo().uid === 0;
  const run = (cmd: string, cmdArgs: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...cmdArgs], { stdio: 'ignore' })
      : execFileSync(cmd, cmdArgs, { stdio: 'ignore' });
  if (asRoot)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  chmodSync(dir, 0o700);
  run(`${bin}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  run(`${bin}/pg_ctl`, [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    [`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, ...settings.map((setting) => `-c ${setting}`)].join(' '),
    'start',
  ]);
  const psql = (sql: string) =>
    run(`${bin}/psql`, ['-h', dir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', sql]);
  psql(`CREATE ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS CREATEDB CREATEROLE`);
  psql(`CREATE DATABASE wasl OWNER ${APP_ROLE}`);
  return {
    url: `postgres://${APP_ROLE}@127.0.0.1:${port}/wasl`,
    superuserUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
