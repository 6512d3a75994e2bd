/**
 * Delivery benchmark (issue 12): sustained sends per second through the job queue and the sandbox
 * provider. Not a test: it prints figures for bench/RESULTS.md.
 *
 *   node --import tsx packages/server/bench/sends.ts [--campaigns 4] [--recipients 5000] [--messages 2000]
 *        [--workers 1] [--status-events] [--keep DIR]
 *   DATABASE_URL=postgres://… node --import tsx packages/server/bench/sends.ts --workers 2
 *
 * 1. A fresh database (PGlite in a temporary DATA_DIR, or a new database on DATABASE_URL's server)
 *    with one merchant, `--campaigns` campaigns of `--recipients` recipients each (started an hour
 *    ago, daily limit above the audience), and `--messages` order messages queued (message.send jobs).
 * 2. `--workers` worker loops (each its own Db: on PostgreSQL its own pool, as separate processes
 *    would have; PGlite allows one) with concurrency = campaigns + 4 run until every campaign
 *    recipient and every order message was accepted by the sandbox.
 * 3. Prints sends/s for the campaign recipients (batched `campaign.run` jobs) and for the order
 *    messages (one job per message), and checks that the sandbox saw each message exactly once.
 * `--status-events` keeps the sandbox's emulated status webhooks (3 more jobs per message) on.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '../src/db/db.ts';
import type { Db } from '../src/db/types.ts';
import { startWorker } from '../src/jobs/queue.ts';
import { startCampaign } from '../src/messaging/campaigns.ts';
import { deliveryHandlers } from '../src/messaging/handlers.ts';
import { queueMessage } from '../src/messaging/messages.ts';
import { SecretBox } from '../src/lib/secretBox.ts';
import { SandboxMessaging } from '../src/providers/index.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const CAMPAIGNS = Number(option('campaigns', '4'));
const RECIPIENTS = Number(option('recipients', '5000'));
const MESSAGES = Number(option('messages', '2000'));
const WORKERS = Number(option('workers', '1'));
const STATUS_EVENTS = args.includes('--status-events');
const keep = option('keep', '');

const admin = process.env.DATABASE_URL;

const dataDir = admin ? '' : keep || mkdtempSync(path.join(tmpdir(), 'wasl-bench-sends-'));
let dbName = '';
let url = '';
if (admin) {
  const a = await openDb({ databaseUrl: admin, migrate: false });
  dbName = `wasl_bench_sends_${Date.now().toString(36)}`;
  await a.query(`CREATE DATABASE ${dbName}`);
  await a.close();
  const u = new URL(admin);
  u.pathname = `/${dbName}`;
  url = u.toString();
}
const open = () => (admin ? openDb({ databaseUrl: url }) : openDb({ dataDir }));
const db = await open();

/* ---------------------------------------------------------------- data */
const merchantId = (
  await db.query<{ id: number }>(`INSERT INTO merchants (email, password_hash, level) VALUES ('bench@wasl.dev', 'x', 2) RETURNING id`)
).rows[0]!.id;
await db.query(`INSERT INTO settings (merchant_id, time_zone) VALUES ($1, 'UTC')`, [merchantId]);
await db.query(`INSERT INTO subscriptions (merchant_id, status, coins, wallet) VALUES ($1, 'active', $2, $3)`, [
  merchantId,
  CAMPAIGNS * RECIPIENTS,
  MESSAGES,
]);
await db.query(`INSERT INTO clients (merchant_id, phone) SELECT $1, '+96655' || lpad(n::text, 7, '0') FROM generate_series(1, $2::int) n`, [
  merchantId,
  RECIPIENTS,
]);
const now = new Date();
const startAt = new Date(now.getTime() - 3_600_000);
const campaignIds: number[] = [];
for (let i = 0; i < CAMPAIGNS; i++) {
  const id = (
    await db.query<{ id: number }>(
      `INSERT INTO campaigns (merchant_id, name, status, content, start_date, start_hour, duration_days, daily_limit, target, total_cost, audience)
       VALUES ($1, $2, 'pending', 'Bench offer', $3::date, $4, 2, $5::int, $5::int, $5::int, '{"from_database": true, "csv": []}'::jsonb) RETURNING id`,
      [merchantId, `bench ${i}`, startAt.toISOString().slice(0, 10), startAt.getUTCHours(), RECIPIENTS],
    )
  ).rows[0]!.id;
  campaignIds.push(id);
}
const prepared = performance.now();
for (let i = 0; i < MESSAGES; i++) {
  await db.transaction((tx) =>
    queueMessage(tx, {
      merchantId,
      to: `+96656${String(i).padStart(7, '0')}`,
      kind: 'invoice',
      body: `Your order B-${i} is confirmed.`,
      ref: `B-${i}`,
      idempotencyKey: `bench:${i}`,
      now,
    }),
  );
}
const queueMs = performance.now() - prepared;
for (const id of campaignIds) {
  await db.transaction((tx) =>
    startCampaign(
      tx,
      merchantId,
      { id, start_date: startAt.toISOString().slice(0, 10), start_hour: startAt.getUTCHours(), audience: { from_database: true, csv: [] } },
      now,
      new SecretBox(randomBytes(32)),
    ),
  );
}

/* ---------------------------------------------------------------- run */
const dbs: Db[] = [db];
for (let i = 1; i < WORKERS && admin; i++) dbs.push(await open());
const load = loadavg().map((l) => l.toFixed(1));
const began = performance.now();
const workers = dbs.map((d) => {
  const messaging = new SandboxMessaging(d);
  messaging.statusEvents = STATUS_EVENTS;
  return startWorker(
    { db: d },
    {
      handlers: deliveryHandlers({ db: d, providers: { messaging }, secrets: new SecretBox(randomBytes(32)) }),
      concurrency: CAMPAIGNS + 4,
      pollMs: 20,
    },
  );
});
let campaignDoneMs = 0;
let messagesDoneMs = 0;
for (;;) {
  const left = (
    await db.query<{ recipients: number; messages: number }>(
      `SELECT (SELECT count(*) FROM campaign_recipients WHERE merchant_id = $1 AND provider_message_id IS NULL) AS recipients,
              (SELECT count(*) FROM outbound_messages WHERE merchant_id = $1 AND provider_message_id IS NULL) AS messages`,
      [merchantId],
    )
  ).rows[0]!;
  const t = performance.now() - began;
  if (!campaignDoneMs && left.recipients === 0) campaignDoneMs = t;
  if (!messagesDoneMs && left.messages === 0) messagesDoneMs = t;
  if (campaignDoneMs && messagesDoneMs) break;
  if (t > 600_000) throw new Error(`not done after 10 min: ${JSON.stringify(left)}`);
  await new Promise((r) => setTimeout(r, 50));
}
const totalMs = performance.now() - began;
await Promise.all(workers.map((w) => w.stop()));

const check = (
  await db.query<{ messages: number; max_calls: number }>(
    'SELECT count(*)::int AS messages, max(calls)::int AS max_calls FROM sandbox_messages WHERE merchant_id = $1',
    [merchantId],
  )
).rows[0]!;
const coins = (await db.query<{ coins: number }>('SELECT coins FROM subscriptions WHERE merchant_id = $1', [merchantId])).rows[0]!.coins;
const total = CAMPAIGNS * RECIPIENTS + MESSAGES;
const rate = (n: number, ms: number) => Math.round((n / ms) * 1000).toLocaleString('en');
console.log(
  [
    `backend: ${admin ? `PostgreSQL (${WORKERS} worker pool${WORKERS > 1 ? 's' : ''})` : 'PGlite (DATA_DIR on disk)'}; status events ${STATUS_EVENTS ? 'on' : 'off'}; load before ${load.join(' / ')}`,
    `queued ${MESSAGES} order messages in ${Math.round(queueMs)} ms (${rate(MESSAGES, queueMs)}/s, one transaction each)`,
    `campaign recipients: ${CAMPAIGNS} × ${RECIPIENTS} = ${CAMPAIGNS * RECIPIENTS} in ${(campaignDoneMs / 1000).toFixed(2)} s → ${rate(CAMPAIGNS * RECIPIENTS, campaignDoneMs)} sends/s`,
    `order messages (one job each): ${MESSAGES} done at ${(messagesDoneMs / 1000).toFixed(2)} s → ${rate(MESSAGES, messagesDoneMs)} sends/s (sharing the worker with the campaigns)`,
    `everything: ${total} in ${(totalMs / 1000).toFixed(2)} s → ${rate(total, totalMs)} sends/s`,
    `sandbox: ${check.messages} messages (expected ${total}), max calls per key ${check.max_calls}; coins left ${coins} (expected 0); load after ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`,
  ].join('\n'),
);
for (const d of dbs) await d.close();
if (admin) {
  const a = await openDb({ databaseUrl: admin, migrate: false });
  await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await a.close();
} else if (!keep) rmSync(dataDir, { recursive: true, force: true });
