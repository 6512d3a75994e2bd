/**
 * The `postgres` step's cluster test (issue 23, "Several processes, one database"): two `npm start`
 * processes on one throwaway PostgreSQL behind nginx (deploy/nginx.conf, templated here), and checks
 * THROUGH the balancer that sessions, revocations and the login throttle hold across processes.
 * nginx missing is a failure, never a skip.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SessionJar } from '../test/session-jar.ts';
import { freePort, startCluster } from './pg-cluster.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const M = '/merchant/v1.0';
const CACHE_TTL_SECONDS = 1;

export function findNginx(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  throw new Error('nginx is missing: run .ci/run, or apt-get install -y nginx-light (the cluster test needs it).');
}

/** deploy/nginx.conf with its placeholders filled: one source for the README, the test and the bench. */
export function nginxConfig(prefix: string, listen: number, upstreams: number[]): string {
  return readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('__PREFIX__', prefix)
    .replaceAll('__LISTEN__', `127.0.0.1:${listen}`)
    .replaceAll('__UPSTREAMS__', upstreams.map((port) => `server 127.0.0.1:${port};`).join('\n    '));
}

async function waitFor(url: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not answer in ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface Topology {
  url: string;
  processes: ChildProcess[];
  stop: () => void;
}

/** PostgreSQL, `count` npm start processes and nginx in front of them; the first one seeds. */
export async function startTopology(databaseUrl: string, count: number, env: Record<string, string> = {}): Promise<Topology> {
  const nginx = findNginx();
  const prefix = mkdtempSync(path.join(tmpdir(), 'wasl-nginx-'));
  const processes: ChildProcess[] = [];
  const ports: number[] = [];
  const stopAll = () => {
    for (const child of processes) child.kill('SIGTERM');
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const child = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          SKIP_BUILD: '1',
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          TRUST_PROXY: '1',
          CACHE_TTL_SECONDS: String(CACHE_TTL_SECONDS),
          LOG_LEVEL: 'warn',
          ...(i > 0 ? { SEED: '0' } : {}),
          ...env,
        },
      });
      processes.push(child);
      ports.push(port);
      await waitFor(`http://127.0.0.1:${port}/`);
    }
    const listen = await freePort();
    for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir));
    const conf = path.join(prefix, 'nginx.conf');
    writeFileSync(conf, nginxConfig(prefix, listen, ports));
    const balancer = spawn(nginx, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
    processes.push(balancer);
    await waitFor(`http://127.0.0.1:${listen}/`);
    return { url: `http://127.0.0.1:${listen}`, processes, stop: stopAll };
  } catch (error) {
    stopAll();
    throw error;
  }
}

interface Answer {
  status: number;
  body: { data?: { token?: string } } & Record<string, unknown>;
}

/** The companion cookies the answers set (ADR 014). */
const jar = new SessionJar();

async function call(
  base: string,
  method: string,
  route: string,
  options: { token?: string; body?: unknown; from?: string; withoutCompanion?: boolean } = {},
): Promise<Answer> {
  const session = options.token ? jar.headers(options.token, true) : {};
  if (options.withoutCompanion) delete session.cookie;
  const res = await fetch(base + route, {
    method,
    headers: {
      'content-type': 'application/json',
      ...session,
      ...(options.from ? { 'x-forwarded-for': options.from } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    /* not JSON */
  }
  // The companion cookie of a session this answer made (ADR 014), as a browser would keep it.
  jar.keep(res, body.data?.token);
  return { status: res.status, body };
}

async function main(): Promise<void> {
  const started = Date.now();
  const pg = await startCluster();
  let topology: Topology | undefined;
  try {
    topology = await startTopology(pg.url, 2);
    const base = topology.url;
    const login = async (from: string, password = 'Demo@2026') =>
      call(base, 'POST', `${M}/auth/login`, { body: { email: 'demo@wasl.dev', password }, from });

    // A session made through the balancer works on both processes (round-robin alternates them).
    const session = await login('10.1.0.1');
    assert.equal(session.status, 200, JSON.stringify(session.body));
    const token = session.body.data!.token!;
    for (let i = 0; i < 4; i++) assert.equal((await call(base, 'GET', `${M}/section/profile`, { token })).status, 200, `call ${i}`);
    // Token-bound (ADR 014): the token alone is refused on both processes.
    for (let i = 0; i < 2; i++)
      assert.equal((await call(base, 'GET', `${M}/section/profile`, { token, withoutCompanion: true })).status, 403, `no companion ${i}`);
    console.log('✓ a session made on one process works on the other');

    // Logout on one process: refused on both within CACHE_TTL_SECONDS.
    const second = (await login('10.1.0.2')).body.data!.token!;
    for (let i = 0; i < 2; i++) await call(base, 'GET', `${M}/section/profile`, { token: second }); // warm both caches
    assert.equal((await call(base, 'POST', `${M}/auth/logout`, { token: second })).status, 200);
    await new Promise((resolve) => setTimeout(resolve, CACHE_TTL_SECONDS * 1000 + 300));
    for (let i = 0; i < 4; i++)
      assert.equal((await call(base, 'GET', `${M}/section/profile`, { token: second })).status, 403, `after logout ${i}`);
    console.log(`✓ a logout on one process is refused on the other within CACHE_TTL_SECONDS (${CACHE_TTL_SECONDS} s)`);

    // A password change on one process ends the account's other sessions on both within the delay.
    const login2 = (from: string) =>
      call(base, 'POST', `${M}/auth/login`, { body: { email: 'demo2@wasl.dev', password: 'Demo@2026' }, from });
    const changer = (await login2('10.3.0.1')).body.data!.token!;
    const other = (await login2('10.3.0.2')).body.data!.token!;
    for (let i = 0; i < 2; i++) assert.equal((await call(base, 'GET', `${M}/section/profile`, { token: other })).status, 200);
    const changed = await call(base, 'POST', `${M}/auth/change-password`, {
      token: changer,
      body: { current_password: 'Demo@2026', password: 'Cluster@2027x' },
      from: '10.3.0.1',
    });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    await new Promise((resolve) => setTimeout(resolve, CACHE_TTL_SECONDS * 1000 + 300));
    for (let i = 0; i < 4; i++)
      assert.equal((await call(base, 'GET', `${M}/section/profile`, { token: other })).status, 403, `after change ${i}`);
    console.log('✓ a password change on one process ends the other sessions on both within CACHE_TTL_SECONDS');

    // A live inbox event made on either process reaches a stream held open on one of them
    // (round-robin spreads the four messages over both; LISTEN/NOTIFY carries them across).
    const ticket = await call(base, 'POST', `${M}/section/conversations/events/ticket`, { token });
    assert.equal(ticket.status, 200, JSON.stringify(ticket.body));
    const stream = await fetch(
      `${base}${M}/section/conversations/events?ticket=${encodeURIComponent((ticket.body.data as { ticket: string }).ticket)}`,
    );
    assert.equal(stream.status, 200);
    const reader = stream.body!.getReader();
    let received = '';
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        received += new TextDecoder().decode(value);
      }
    })();
    // Events carry the customer's phone (not the text): one phone per message.
    const texts = Array.from({ length: 4 }, (_, i) => `96650000${String(Date.now() % 10000).padStart(4, '0')}${i}`);
    for (const text of texts) {
      const sent = await call(base, 'POST', `${M}/section/conversations/simulate`, {
        token,
        body: { from: `+${text}`, text: 'cluster live event' },
      });
      assert.ok(sent.status < 300, `simulate ${sent.status} ${JSON.stringify(sent.body)}`);
    }
    const until = Date.now() + 10_000;
    while (!texts.every((text) => received.includes(text)) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    await reader.cancel();
    await reading.catch(() => undefined);
    assert.deepEqual(
      texts.filter((text) => !received.includes(text)),
      [],
      'live events missing from the stream',
    );
    console.log('✓ live inbox events made on either process reach a stream held on one');

    // The login throttle (5 per address per 5 minutes) holds across the two processes.
    const verdicts: number[] = [];
    for (let i = 0; i < 8; i++) verdicts.push((await login('10.2.0.1', 'wrong-password')).status);
    assert.deepEqual(
      verdicts.map((s) => s === 429),
      [false, false, false, false, false, true, true, true],
      `statuses ${verdicts.join(',')}`,
    );
    console.log('✓ the login throttle holds across processes (5 attempts, then 429 whichever process answers)');
  } finally {
    topology?.stop();
    pg.stop();
  }
  console.log(`cluster test passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
  process.exit(0);
}
