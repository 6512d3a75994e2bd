/**
 * Durability: the real server (child process) on a temporary DATA_DIR acknowledges a write, is
 * killed with SIGKILL right after the 200/201, restarts on the same DATA_DIR and finds the write.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './db/db.ts';
import { SessionJar } from '../test/session-jar.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'wasl-durability-'));
const children: ChildProcess[] = [];
const jar = new SessionJar();

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server and resolves with its URL, the milliseconds until it listened and its output so far. */
function start(env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess; ms: number; output: () => string }> {
  const began = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      STATIC_DIR: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve({ url: match[1]!.replace('localhost', '127.0.0.1'), child, ms: Date.now() - began, output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('durability', () => {
  it('finds an acknowledged write after SIGKILL and restart on the same DATA_DIR', async () => {
    const first = await start();
    const email = `durable-${Date.now()}@test.wasl.dev`;
    const res = await fetch(`${first.url}/merchant/v1.0/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Durable#2026', Business_Name: 'متجر دائم' }),
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { token: string } };
    jar.keep(res, data.token);
    // Kill at once: no graceful shutdown, no flush.
    await killed(first.child);

    // Seeding allowed and debug logging on: an existing DATA_DIR must not be seeded, and nothing but
    // the database open and a seed check may run before listening (VACUUM comes after).
    const second = await start({ SEED: '', LOG_LEVEL: 'debug' });
    console.info(`restart on the existing DATA_DIR listened after ${second.ms} ms`);
    const listening = second
      .output()
      .split('\n')
      .find((line) => line.includes('listening on'))!;
    console.info(listening);
    expect(listening).toMatch(/code \d+ ms, database \d+ ms, seed check \d+ ms, app \d+ ms/);
    expect(second.output()).not.toContain('seeded the demo data');
    await expect.poll(() => second.output(), { timeout: 60_000, interval: 200 }).toMatch(/maintenance: VACUUM in \d+ ms/);
    expect(second.output().indexOf('maintenance: VACUUM')).toBeGreaterThan(second.output().indexOf('listening on'));
    const header = await fetch(`${second.url}/merchant/v1.0/header`, { headers: jar.headers(data.token) });
    expect(header.status).toBe(200);
    expect(((await header.json()) as { data: { Business_Name: string } }).data.Business_Name).toBe('متجر دائم');
    const login = await fetch(`${second.url}/merchant/v1.0/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Durable#2026' }),
    });
    expect(login.status).toBe(200);
    await killed(second.child);
  }, 240_000);

  it('a graceful stop (SIGTERM) answers the requests in flight before closing the database', async () => {
    // On PostgreSQL too when the suite runs there (npm run test:postgres): closing the pool under
    // requests in flight answered 500s ("Cannot use a pool after calling end on the pool").
    const admin = process.env.WASL_TEST_DATABASE_URL;
    let databaseUrl = '';
    const name = `wasl_graceful_${process.pid}`;
    if (admin) {
      const adminDb = await openDb({ databaseUrl: admin, migrate: false });
      await adminDb.query(`DROP DATABASE IF EXISTS ${name}`);
      await adminDb.query(`CREATE DATABASE ${name}`);
      await adminDb.close();
      const url = new URL(admin);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    const server = await start(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
    const login = await fetch(`${server.url}/merchant/v1.0/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `graceful-${Date.now()}@test.wasl.dev`, password: 'Graceful#2026', Business_Name: 'Graceful' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    jar.keep(login, data.token);
    const statuses: number[] = [];
    let stop = false;
    // Thirty clients on keep-alive connections, calling until the server is gone: PGlite serves one
    // query at a time, so at the SIGTERM a backlog of requests is waiting for the database.
    const clients = Array.from({ length: 30 }, async () => {
      while (!stop) {
        try {
          const res = await fetch(`${server.url}/merchant/v1.0/section/orders?search=graceful`, { headers: jar.headers(data.token) });
          statuses.push(res.status);
          await res.arrayBuffer();
        } catch {
          return; // refused or reset once it stopped listening: fine
        }
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    const code = await exited;
    stop = true;
    await Promise.all(clients);
    expect(code).toBe(0); // not the 10-second forced exit
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(server.output()).not.toContain('unhandled error');
    if (admin) {
      const adminDb = await openDb({ databaseUrl: admin, migrate: false });
      await adminDb.query(`DROP DATABASE IF EXISTS ${name}`);
      await adminDb.close();
    }
  }, 120_000);
});
