/**
 * `npm run bench -w @wasl/server`: load test with autocannon against the real server (child
 * process) holding a merchant with BENCH_ORDERS orders (default 100,000).
 *
 * - PGlite (default): a temporary DATA_DIR (or BENCH_DATA_DIR to keep it between runs).
 * - PostgreSQL: DATABASE_URL=postgres://… (the bench merchant is created there).
 *
 * Measures: server start on the existing data, GET /header at 10 connections, GET /section/orders
 * pages at a fixed rate (500 req/s PGlite, 1,000 PostgreSQL) with and without search, and the
 * server's resident memory. Not a test: it prints figures (see README "Figures").
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sha256 } from '../src/auth/tokens.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { openDb } from '../src/db/db.ts';

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = process.env.DATABASE_URL;
const keep = process.env.BENCH_DATA_DIR;
const dataDir = databaseUrl ? undefined : (keep ?? mkdtempSync(path.join(tmpdir(), 'wasl-bench-')));
const email = `bench-${ORDERS}@wasl.dev`;

async function prepare(): Promise<{ token: string; month: string }> {
  const db = await openDb({ databaseUrl, dataDir });
  let merchant = (await db.query<{ id: number }>('SELECT id FROM merchants WHERE email = $1', [email])).rows[0];
  if (!merchant) {
    const t = performance.now();
    merchant = (
      await db.query<{ id: number }>(
        `INSERT INTO merchants (email, password_hash, level, business_name, business_name_ar) VALUES ($1, $2, 2, 'Bench Store', 'متجر القياس') RETURNING id`,
        [email, await hashPassword('Bench#2026x')],
      )
    ).rows[0]!;
    const id = merchant.id;
    await db.query(
      `INSERT INTO subscriptions (merchant_id, plan_id, expiry, wallet) VALUES ($1, 'pro', now() + interval '60 days', 1000)`,
      [id],
    );
    await db.query(
      `INSERT INTO orders (merchant_id, order_id, phone, customer_name, order_date, updated_at, status, total, subtotal, tax, payment_method, lang, billing_address, shipping_address)
       SELECT $1, 'BN-' || g, '9665' || lpad((g * 7919 % 100000000)::text, 8, '0'),
              (ARRAY['نورة الشهري','Ahmed Ali','سارة القحطاني','Fahad Alharbi','ريم العتيبي'])[1 + g % 5],
              now() - g * interval '5 minutes', now() - g * interval '5 minutes',
              (ARRAY['placed','packed','shipped','reached_nearest_hub','out_for_delivery','delivered','cancelled','returned','replaced','refunded'])[1 + g % 10],
              (g % 500) + 9.99, (g % 500), 15, 'prepaid', CASE WHEN g % 2 = 0 THEN 'ar' ELSE 'en' END,
              '{"Address_line1":"King Fahd Road 1234","Address_line2":"Al Olaya","Address_line3":"Riyadh"}',
              '{"Address_line1":"King Fahd Road 1234","Address_line2":"Al Olaya","Address_line3":"Riyadh"}'
       FROM generate_series(1, $2::int) g`,
      [id, ORDERS],
    );
    await db.query(
      `INSERT INTO order_items (order_pk, merchant_id, product_name, sku, quantity, unit_price, tax, total)
       SELECT id, merchant_id, 'تمر سكري ١ كغ', 'SKU-1', 1, total - 15, 15, total FROM orders WHERE merchant_id = $1`,
      [id],
    );
    await db.query('ANALYZE');
    console.log(`prepared ${ORDERS} orders in ${Math.round(performance.now() - t)} ms`);
  }
  const token = `bench-token-${Date.now()}`;
  await db.query(`INSERT INTO sessions (token_hash, merchant_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
    sha256(token),
    merchant.id,
  ]);
  const month = (await db.query<{ m: string }>(`SELECT to_char(now() - interval '20 days', 'YYYY-MM') AS m`)).rows[0]!.m;
  await db.close();
  return { token, month };
}

function startServer(): Promise<{ url: string; pid: number; ms: number; stop: () => Promise<void> }> {
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      STATIC_DIR: '',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/localhost:\d+)/.exec(out);
      if (match)
        resolve({
          url: match[1]!.replace('localhost', '127.0.0.1'),
          pid: child.pid!,
          ms: Math.round(performance.now() - began),
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

/** Bare Hono answering a constant JSON: the machine's ceiling at the moment of the run. */
function startBaseline(): Promise<{ url: string; stop: () => void }> {
  const code = `import { serve } from '@hono/node-server'; import { Hono } from 'hono';
    const app = new Hono(); app.get('/', (c) => c.json({ success: true, data: { Level: 2 } }));
    serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (i) => console.log('port ' + i.port));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /port (\d+)/.exec(chunk.toString());
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}/`, stop: () => child.kill('SIGTERM') });
    });
  });
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

async function main() {
  const { default: autocannon } = (await import('autocannon' as string)) as { default: Autocannon };
  const { token, month } = await prepare();
  const baseline = await startBaseline();
  const bare = await autocannon({ url: baseline.url, connections: 10, duration: Math.min(DURATION, 5) });
  baseline.stop();
  const server = await startServer();
  console.log(`server listened ${server.ms} ms after spawn (${databaseUrl ? 'PostgreSQL' : `PGlite, ${dataDir}`})`);
  const headers = { authorization: token };
  const rate = databaseUrl ? 1000 : 500;
  const rows: Record<string, string | number>[] = [
    {
      scenario: 'baseline: bare Hono JSON, 10 connections',
      'req/s': Math.round(bare.requests.average),
      'p50 ms': bare.latency.p50,
      'p99 ms': bare.latency.p99,
      errors: bare.errors + bare.timeouts,
      non2xx: bare.non2xx,
    },
  ];
  const run = async (name: string, options: Record<string, unknown>) => {
    const r = await autocannon({ duration: DURATION, headers, ...options });
    rows.push({
      scenario: name,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
    });
  };
  try {
    // Warm up (JIT, caches).
    await autocannon({ url: `${server.url}/merchant/v1.0/header`, duration: 2, connections: 10, headers });
    await run('GET /header, 10 connections', { url: `${server.url}/merchant/v1.0/header`, connections: 10 });
    let page = 0;
    const pages = () => {
      page = (page % 400) + 1;
      return `/merchant/v1.0/section/orders?month=${month}&page=${page}`;
    };
    await run(`GET /section/orders?page=N at ${rate} req/s`, {
      url: server.url,
      connections: 10,
      overallRate: rate,
      requests: [{ method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: pages() }) }],
    });
    await run(`GET /section/orders?search=… at ${rate} req/s`, {
      url: server.url,
      connections: 10,
      overallRate: rate,
      requests: [
        {
          method: 'GET',
          setupRequest: (req: Record<string, unknown>) => ({
            ...req,
            path: `${pages()}&search=${encodeURIComponent(['BN-12', 'نورة', '0500', 'Ahmed'][page % 4]!)}`,
          }),
        },
      ],
    });
    console.table(rows);
    console.log(`server resident memory: ${rssMb(server.pid)} MB`);
  } finally {
    await server.stop();
    if (dataDir && !keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
