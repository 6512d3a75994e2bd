/**
 * Webhook intake benchmark (issue 12): how many signed store webhooks per second the real server
 * takes in, and how long each waits for its 2xx. Not a test: it prints figures (bench/RESULTS.md).
 *
 *   node --import tsx packages/server/bench/webhooks.ts [--seconds 10] [--rate 1000] [--worker off|inline]
 *   node --import tsx packages/server/bench/webhooks.ts --postgres   (a throwaway local cluster; or DATABASE_URL=…)
 *
 * A merchant with a WooCommerce connection is created in a fresh database (PGlite in a temporary
 * DATA_DIR, or DATABASE_URL); the real server (src/main.ts) serves it. Every request is a distinct
 * order event (a new order id), signed like WooCommerce signs (base64 HMAC-SHA256 of the raw body),
 * so each one is verified, stored and queued — no replay shortcut. Runs: as fast as it goes at 10
 * connections, then at a fixed --rate for p99 against the target (≥ 1,000 events/s, p99 ≤ 50 ms).
 * Afterwards the stored events and queued jobs are counted against the 2xx answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { openDb } from '../src/db/db.ts';
import { freePort, startCluster } from '../scripts/pg-cluster.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const SECONDS = Number(option('seconds', '10'));
const RATE = Number(option('rate', '1000'));
/** `off` (default): an API-only process, the intake alone; `inline`: the delivery worker runs beside it (orders, messages). */
const WORKER = option('worker', 'off');
const SECRET = 'bench-woo-secret';
const KEY = 'b'.repeat(32);

async function prepare(databaseUrl: string | undefined, dataDir: string | undefined): Promise<void> {
  const db = await openDb({ databaseUrl, dataDir });
  try {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO merchants (email, password_hash, level, business_name, business_name_ar, logo_link, language)
       VALUES ('webhook-bench-' || gen_random_uuid() || '@wasl.dev', 'x', 2, 'Bench Store', 'متجر', '', 'en') RETURNING id`,
    );
    const id = rows[0]!.id;
    await db.query(
      `INSERT INTO subscriptions (merchant_id, plan_id, status, expiry, wallet, agents) VALUES ($1, 'pro', 'active', now() + interval '60 days', 1000000, 10)
`,
      [id],
    );
    await db.query('DELETE FROM store_connections WHERE webhook_key = $1', [KEY]);
    await db.query(`INSERT INTO store_connections (merchant_id, platform, webhook_key, secret) VALUES ($1, 'woocommerce', $2, $3)`, [
      id,
      KEY,
      SECRET,
    ]);
  } finally {
    await db.close();
  }
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED: '0',
      WASL_WORKER: WORKER,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/merchant/v1.0/header`)).status === 403) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 25));
  }
  return { child, base };
}

const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

let counter = 0;
/** One new WooCommerce order event per request, signed. */
const requests = [
  {
    method: 'POST',
    path: `/integration/webhooks/woocommerce/${KEY}`,
    setupRequest: (request: Record<string, unknown>) => {
      counter += 1;
      const body = JSON.stringify({
        id: 100000 + counter,
        number: `B-${counter}`,
        status: 'processing',
        currency: 'SAR',
        total: '128.50',
        billing: { first_name: 'Sara', phone: `05${String(counter % 100000000).padStart(8, '0')}`, country: 'SA' },
        line_items: [{ name: 'Sukkari dates 500 g', quantity: 2, price: 45, total: '90.00', total_tax: '13.50', sku: 'SKR-500' }],
      });
      return {
        ...request,
        body,
        headers: {
          'content-type': 'application/json',
          'x-wc-webhook-topic': 'order.created',
          'x-wc-webhook-signature': createHmac('sha256', SECRET).update(body).digest('base64'),
        },
      };
    },
  },
];

const row = (name: string, r: Result, seconds: number) =>
  `| ${name} | ${Math.round(r.requests.total / seconds)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.non2xx} | ${r.errors + r.timeouts} |`;

async function main() {
  const cluster = args.includes('--postgres') && !process.env.DATABASE_URL ? await startCluster(['max_connections=50']) : undefined;
  const databaseUrl = process.env.DATABASE_URL ?? cluster?.url;
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'wasl-webhook-bench-'));
  await prepare(databaseUrl, dataDir);
  const server = await startServer(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir! });
  const pid = server.child.pid!;
  const lines: string[] = [];
  let accepted: number;
  try {
    const warm = await autocannon({ url: server.base, connections: 10, duration: 2, requests }); // warm-up (JIT, plans)
    const cpu0 = cpuMs(pid);
    const max = await autocannon({ url: server.base, connections: 10, duration: SECONDS, requests });
    const cpuMax = cpuMs(pid) - cpu0;
    const cpu1 = cpuMs(pid);
    // 50 connections, so a slow answer does not hold back the offered rate (each connection waits for its answer).
    const fixed = await autocannon({ url: server.base, connections: 50, duration: SECONDS, overallRate: RATE, requests });
    const cpuFixed = cpuMs(pid) - cpu1;
    accepted = warm['2xx'] + max['2xx'] + fixed['2xx'];
    lines.push(
      `webhook intake on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, worker ${WORKER}, ${SECONDS} s per run, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
      '',
      '| run | events/s | p50 ms | p99 ms | max ms | non-2xx | errors |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      row('10 connections, as fast as it goes', max, SECONDS),
      row(`fixed ${RATE}/s, 50 connections`, fixed, SECONDS),
      '',
      `server CPU per event: ${(cpuMax / Math.max(1, max.requests.total)).toFixed(2)} ms (max run), ${(cpuFixed / Math.max(1, fixed.requests.total)).toFixed(2)} ms (fixed run)`,
      `target (fixed run): ≥ ${RATE} events/s with p99 ≤ 50 ms → ${fixed.requests.total / SECONDS >= RATE * 0.98 && fixed.latency.p99 <= 50 && fixed.non2xx === 0 ? 'met' : 'NOT met'}`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  }
  const db = await openDb({ databaseUrl, dataDir, migrate: false });
  const counts = await db.query<{ events: number; jobs: number; orders: number }>(
    `SELECT (SELECT count(DISTINCT idempotency_key)::int FROM jobs WHERE kind = 'store.webhook') AS events, (SELECT count(*)::int FROM jobs WHERE kind = 'store.webhook') AS jobs,
            (SELECT count(*)::int FROM orders) AS orders`,
  );
  await db.close();
  // Requests still in flight when a run ends may be stored without their answer being counted: stored ≥ 2xx.
  lines.push(
    `2xx answers ${accepted}; distinct events queued ${counts.rows[0]!.events}, jobs ${counts.rows[0]!.jobs} (every acknowledged event is stored and queued once)`,
  );
  console.log(lines.join('\n'));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  cluster?.stop();
}

await main();
