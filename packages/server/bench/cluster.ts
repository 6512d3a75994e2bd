/**
 * `npm run bench:cluster -w @wasl/server` (issue 23): the same load through nginx (deploy/nginx.conf)
 * in front of one and of two `npm start` processes on one throwaway PostgreSQL, side by side in one
 * run, and the ratio two/one. Not a test: it prints figures (bench/RESULTS.md).
 * Calls: GET header, the orders page's call (GET section/orders?page=1), and WhatsApp webhook intake
 * (POST integration/webhooks/whatsapp: each request a new customer's message, signed with the app
 * secret like Meta signs, so each is verified, stored and queued — the workers run inline and answer
 * them meanwhile, as under `npm start`).
 */
import { loadavg } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { MERCHANT_BASE } from '@wasl/api';
import { openDb } from '../src/db/db.ts';
import { signedInboundText } from './metaWebhook.ts';
import { startCluster } from '../scripts/pg-cluster.ts';
import { startTopology } from '../scripts/test-cluster.ts';
import { SessionJar } from '../test/session-jar.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? '8');
const APP_SECRET = 'bench-cluster-whatsapp-secret';
let sequence = 0;

/** The demo merchant's WhatsApp number id (seed), which the webhooks are addressed to. */
async function demoPhoneId(databaseUrl: string): Promise<string> {
  const db = await openDb({ databaseUrl, migrate: false });
  try {
    const { rows } = await db.query<{ phone_id: string }>(
      `SELECT n.phone_id FROM contact_numbers n JOIN merchants m ON m.id = n.merchant_id
       WHERE m.email = 'demo@wasl.dev' AND n.phone_id <> '' ORDER BY n.id LIMIT 1`,
    );
    if (!rows[0]) throw new Error('the demo merchant has no WhatsApp number (seed)');
    return rows[0].phone_id;
  } finally {
    await db.close();
  }
}

/** Waits until no WhatsApp inbound job is queued or running (at most 10 minutes). */
async function drained(databaseUrl: string): Promise<void> {
  const db = await openDb({ databaseUrl, migrate: false });
  try {
    for (const until = Date.now() + 600_000; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM jobs WHERE kind = 'whatsapp.inbound' AND status IN ('queued', 'running')`,
      );
      if (rows[0]!.n === 0) return;
    }
    throw new Error('inbound jobs still waiting after 10 minutes');
  } finally {
    await db.close();
  }
}

/** Inbound jobs that went dead (none expected). */
async function deadInbound(databaseUrl: string): Promise<number> {
  const db = await openDb({ databaseUrl, migrate: false });
  try {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = 'whatsapp.inbound' AND status = 'dead'`,
    );
    return rows[0]!.n;
  } finally {
    await db.close();
  }
}

/** A new customer's text message as Meta posts it, and its signature. */
function inboundWebhook(phoneId: string): { body: string; signature: string } {
  const i = ++sequence;
  const phone = `96656${String(i).padStart(7, '0')}`;
  return signedInboundText(APP_SECRET, {
    phoneId,
    phone,
    messageId: `wamid.cluster-${Date.now()}-${i}`,
    profileName: `Cluster ${i}`,
    text: 'hello',
  });
}

interface Figure {
  rate: number;
  p99: number;
  /** Non-2xx answers, connection errors and timeouts: reported, not hidden. */
  failed: number;
}
const figureOf = (result: Result): Figure => ({
  rate: result.requests.average,
  p99: result.latency.p99,
  failed: result.non2xx + result.errors + result.timeouts,
});

async function measure(processes: number, databaseUrl: string): Promise<Record<string, Figure>> {
  const topology = await startTopology(databaseUrl, processes, { CACHE_TTL_SECONDS: '5', WHATSAPP_APP_SECRET: APP_SECRET });
  try {
    const login = await fetch(`${topology.url}${MERCHANT_BASE}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${processes}.1` },
      body: JSON.stringify({ email: 'demo@wasl.dev', password: 'Demo@2026' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const jar = new SessionJar();
    const headers = jar.headers(jar.keep(login, token), true);
    const figures: Record<string, Figure> = {};
    for (const [name, path] of [
      ['header', `${MERCHANT_BASE}/header`],
      ['orders page', `${MERCHANT_BASE}/section/orders?page=1`],
    ] as const) {
      await autocannon({ url: topology.url + path, connections: 10, duration: 1, headers }); // warm-up
      const result = await autocannon({ url: topology.url + path, connections: 20, duration: SECONDS, headers });
      figures[name] = figureOf(result);
      console.log(
        `${processes} process(es), ${name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${figures[name].failed} failed (load ${loadavg()[0]!.toFixed(2)})`,
      );
    }
    const phoneId = await demoPhoneId(databaseUrl);
    const webhook = [
      {
        method: 'POST' as const,
        path: '/integration/webhooks/whatsapp',
        setupRequest: (req: Record<string, unknown>) => {
          const { body, signature } = inboundWebhook(phoneId);
          return { ...req, body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } };
        },
      },
    ];
    await autocannon({ url: topology.url, connections: 10, duration: 1, requests: webhook }); // warm-up
    await drained(databaseUrl);
    const intakeStart = performance.now();
    const intake = await autocannon({ url: topology.url, connections: 20, duration: SECONDS, requests: webhook });
    figures['WhatsApp webhook intake'] = figureOf(intake);
    // The messages taken in are answered by the processes' workers (thread, window, bot reply):
    // how long until none is left, from the start of the intake, gives the rate they are answered at.
    const jobs = intake.requests.total;
    await drained(databaseUrl);
    const seconds = (performance.now() - intakeStart) / 1000;
    figures['inbound messages answered (workers)'] = { rate: jobs / seconds, p99: NaN, failed: await deadInbound(databaseUrl) };
    console.log(`${processes} process(es): ${jobs} inbound messages answered in ${seconds.toFixed(1)} s`);
    console.log(
      `${processes} process(es), WhatsApp webhook intake: ${intake.requests.average.toFixed(0)} req/s, p99 ${intake.latency.p99} ms, ${figures['WhatsApp webhook intake'].failed} failed (load ${loadavg()[0]!.toFixed(2)})`,
    );
    return figures;
  } finally {
    topology.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const pg = await startCluster();
try {
  // BENCH_ORDER=21 measures two processes first (to see what the order of the runs costs).
  const twoFirst = process.env.BENCH_ORDER === '21';
  const first = await measure(twoFirst ? 2 : 1, pg.url);
  const second = await measure(twoFirst ? 1 : 2, pg.url);
  const [one, two] = twoFirst ? [second, first] : [first, second];
  console.log('\n| call | 1 process (req/s) | 2 processes (req/s) | ratio | p99 1 → 2 (ms) | failed 1 / 2 |\n|---|---|---|---|---|---|');
  for (const [name, a] of Object.entries(one)) {
    const b = two[name]!;
    console.log(
      `| ${name} | ${a.rate.toFixed(0)} | ${b.rate.toFixed(0)} | ${(b.rate / a.rate).toFixed(2)} | ${Number.isNaN(a.p99) ? '–' : `${a.p99} → ${b.p99}`} | ${a.failed} / ${b.failed} |`,
    );
  }
} finally {
  pg.stop();
}
process.exit(0);
