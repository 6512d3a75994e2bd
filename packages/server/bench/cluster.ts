/**
 * `npm run bench:cluster -w @wasl/server` (issue 23): the same load through nginx (deploy/nginx.conf)
 * in front of one and of two `npm start` processes on one throwaway PostgreSQL, side by side in one
 * run, and the ratio two/one. Not a test: it prints figures (bench/RESULTS.md).
 * Calls: GET header, the orders page's call (GET section/orders?page=1). Webhook intake through the
 * balancer is not measured here yet (bench/webhooks.ts measures one process).
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { MERCHANT_BASE } from '@wasl/api';
import { startCluster } from '../scripts/pg-cluster.ts';
import { startTopology } from '../scripts/test-cluster.ts';
import { SessionJar } from '../test/session-jar.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? '8');

async function measure(processes: number, databaseUrl: string): Promise<Record<string, number>> {
  const topology = await startTopology(databaseUrl, processes, { CACHE_TTL_SECONDS: '5' });
  try {
    const login = await fetch(`${topology.url}${MERCHANT_BASE}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${processes}.1` },
      body: JSON.stringify({ email: 'demo@wasl.dev', password: 'Demo@2026' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const jar = new SessionJar();
    const headers = jar.headers(jar.keep(login, token), true);
    const figures: Record<string, number> = {};
    for (const [name, path] of [
      ['header', `${MERCHANT_BASE}/header`],
      ['orders page', `${MERCHANT_BASE}/section/orders?page=1`],
    ] as const) {
      await autocannon({ url: topology.url + path, connections: 10, duration: 1, headers }); // warm-up
      const result = await autocannon({ url: topology.url + path, connections: 20, duration: SECONDS, headers });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      figures[name] = result.requests.average;
      console.log(
        `${processes} process(es), ${name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms (load ${loadavg()[0]!.toFixed(2)})`,
      );
    }
    return figures;
  } finally {
    topology.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const pg = await startCluster();
try {
  const one = await measure(1, pg.url);
  const two = await measure(2, pg.url);
  console.log('\n| call | 1 process (req/s) | 2 processes (req/s) | ratio |\n|---|---|---|---|');
  for (const name of Object.keys(one))
    console.log(`| ${name} | ${one[name]!.toFixed(0)} | ${two[name]!.toFixed(0)} | ${(two[name]! / one[name]!).toFixed(2)} |`);
} finally {
  pg.stop();
}
process.exit(0);
