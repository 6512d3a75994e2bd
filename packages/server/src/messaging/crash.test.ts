/**
 * A worker process (src/worker.ts) is SIGKILLed in the middle of a 1,000-recipient campaign; a new
 * worker on the same database finishes it: no recipient lost, none sent twice. On PostgreSQL
 * (`npm run test:postgres`) the restart is TWO worker processes sharing the queue.
 *
 * The sandbox answers in SANDBOX_LATENCY_MS (150 ms here) so the campaign takes a few seconds and the
 * kill lands mid-batch; leases are 1.5 s (WASL_JOB_LEASE_MS) so the takeover is quick.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { orderTemplateNames } from '@wasl/api/models';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/db.ts';
import type { Db } from '../db/types.ts';
import { startCampaign } from './campaigns.ts';
import { runDueJobs } from './handlers.ts';
import { queueMessage } from './messages.ts';
import { SecretBox } from '../lib/secretBox.ts';
import { SandboxMessaging } from '../providers/index.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const admin = process.env.WASL_TEST_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'wasl-crash-'));
const children: ChildProcess[] = [];
let adminDb: Db | undefined;
let dbName: string | undefined;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (adminDb && dbName) await adminDb.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await adminDb?.close();
});

/** The database both the test and the worker processes open: a fresh PostgreSQL database, or the PGlite folder. */
async function database(): Promise<{ env: Record<string, string>; open: () => Promise<Db> }> {
  if (!admin) return { env: { DATA_DIR: dataDir }, open: () => openDb({ dataDir }) };
  adminDb = await openDb({ databaseUrl: admin, migrate: false });
  dbName = `wasl_crash_${process.pid}_${Date.now().toString(36)}`;
  await adminDb.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(admin);
  url.pathname = `/${dbName}`;
  return { env: { DATABASE_URL: url.toString() }, open: () => openDb({ databaseUrl: url.toString() }) };
}

function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      SEED: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      SANDBOX_LATENCY_MS: '150',
      WASL_JOB_LEASE_MS: '1500',
      WASL_WORKER_POLL_MS: '50',
      WASL_WORKER_CONCURRENCY: '4',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker') && output.includes('running')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`worker exited (${code}):\n${output}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const sentCount = async (db: Db, campaignId: number) =>
  (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM campaign_recipients WHERE campaign_id = $1 AND status <> $2', [
      campaignId,
      'queued',
    ])
  ).rows[0]!.n;

describe('worker crash', () => {
  it('SIGKILL mid-campaign, then restart: every recipient sent exactly once, coins exact', async () => {
    const { env, open } = await database();
    let db = await open();
    const merchantId = (
      await db.query<{ id: number }>(
        `INSERT INTO merchants (email, password_hash, level) VALUES ('crash@test.wasl.dev', 'x', 2) RETURNING id`,
      )
    ).rows[0]!.id;
    await db.query(`INSERT INTO settings (merchant_id, time_zone) VALUES ($1, 'UTC')`, [merchantId]);
    await db.query(`INSERT INTO subscriptions (merchant_id, status, coins, wallet) VALUES ($1, 'active', 1000, 0)`, [merchantId]);
    await db.query(
      `INSERT INTO clients (merchant_id, phone) SELECT $1, '+96655' || lpad(n::text, 7, '0') FROM generate_series(1, 1000) n`,
      [merchantId],
    );
    // Started an hour ago (real time: the worker processes use the real clock).
    const now = new Date();
    const startAt = new Date(now.getTime() - 3_600_000);
    const campaign = (
      await db.query<{ id: number }>(
        `INSERT INTO campaigns (merchant_id, name, status, content, start_date, start_hour, duration_days, daily_limit, target, total_cost, audience)
         VALUES ($1, 'crash', 'pending', 'hello', $2::date, $3, 2, 5000, 1000, 1000, '{"from_database": true, "csv": []}'::jsonb) RETURNING id`,
        [merchantId, startAt.toISOString().slice(0, 10), startAt.getUTCHours()],
      )
    ).rows[0]!;
    await db.transaction((tx) =>
      startCampaign(
        tx,
        merchantId,
        {
          id: campaign.id,
          start_date: startAt.toISOString().slice(0, 10),
          start_hour: startAt.getUTCHours(),
          audience: { from_database: true, csv: [] },
        },
        now,
        new SecretBox(randomBytes(32)),
      ),
    );

    let atKill: number;
    if (admin) {
      // PostgreSQL: watch the progress, kill after ~200 recipients.
      const first = await startWorker(env);
      for (let i = 0; i < 600 && (await sentCount(db, campaign.id)) < 200; i++) await new Promise((r) => setTimeout(r, 25));
      await killed(first);
      atKill = await sentCount(db, campaign.id);
      // Two workers share the queue from here on, with 300 order messages queued besides the campaign.
      await db.query('UPDATE subscriptions SET wallet = 300 WHERE merchant_id = $1', [merchantId]);
      for (let i = 1; i <= 300; i++) {
        await db.transaction((tx) =>
          queueMessage(tx, {
            merchantId,
            to: `+96656${String(i).padStart(7, '0')}`,
            kind: 'invoice',
            body: `Order ${i}`,
            // These customers never wrote: outside the 24-hour window an invoice goes as the approved
            // order template (messaging/form.ts), never as free text.
            template: { name: orderTemplateNames.init, params: [`O-${i}`] },
            ref: `O-${i}`,
            idempotencyKey: `order:${merchantId}:O-${i}:init`,
            now: new Date(),
          }),
        );
      }
      const [a, b] = await Promise.all([startWorker(env), startWorker(env)]);
      for (let i = 0; i < 1200; i++) {
        const left = await db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM campaign_recipients WHERE campaign_id = $1 AND provider_message_id IS NULL)
                + (SELECT count(*) FROM outbound_messages WHERE merchant_id = $2 AND provider_message_id IS NULL) AS n`,
          [campaign.id, merchantId],
        );
        if (left.rows[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await Promise.all([killed(a), killed(b)]);
    } else {
      // PGlite: one process owns the folder, so its progress cannot be watched: kill the worker
      // ~1.5 s in, then finish in this process. On a loaded machine a worker may send nothing in
      // that time: then run a new one a little longer (the kill must land mid-campaign).
      atKill = 0;
      for (const ms of [1_500, 3_000, 6_000]) {
        await db.close();
        const worker = await startWorker(env);
        await new Promise((r) => setTimeout(r, ms));
        await killed(worker);
        db = await open();
        atKill = await sentCount(db, campaign.id);
        if (atKill > 0) break;
      }
      await new Promise((r) => setTimeout(r, 1_600)); // the dead worker's lease runs out
      const messaging = new SandboxMessaging(db);
      messaging.statusEvents = false;
      await runDueJobs(
        { db, providers: { messaging }, now: () => new Date(), secrets: new SecretBox(randomBytes(32)) },
        { leaseMs: 1_500 },
      );
    }
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(1000);

    const recipients = await db.query<{ status: string; n: number }>(
      `SELECT CASE WHEN provider_message_id IS NOT NULL THEN 'accepted' ELSE status END AS status, count(*)::int AS n
       FROM campaign_recipients WHERE campaign_id = $1 GROUP BY 1`,
      [campaign.id],
    );
    expect(recipients.rows).toEqual([{ status: 'accepted', n: 1000 }]);
    const sandbox = await db.query<{ messages: number; phones: number; repeated_calls: number }>(
      `SELECT count(*)::int AS messages, count(DISTINCT to_phone)::int AS phones, coalesce(sum(calls - 1), 0)::int AS repeated_calls
       FROM sandbox_messages WHERE merchant_id = $1`,
      [merchantId],
    );
    // One message per recipient at the provider. A send in flight at the kill is repeated under its
    // idempotency key on restart (repeated_calls) and the provider answers the first message.
    const orderMessages = admin ? 300 : 0;
    expect(sandbox.rows[0]).toMatchObject({ messages: 1000 + orderMessages, phones: 1000 + orderMessages });
    const unsent = await db.query('SELECT 1 FROM outbound_messages WHERE merchant_id = $1 AND provider_message_id IS NULL', [merchantId]);
    expect(unsent.rows).toEqual([]);
    if (admin) {
      // Both processes took message jobs.
      const workers = await db.query<{ n: number }>(
        `SELECT count(DISTINCT locked_by)::int AS n FROM jobs WHERE kind = 'message.send' AND status = 'done'`,
      );
      expect(workers.rows[0]!.n).toBe(2);
    }
    expect(sandbox.rows[0]!.repeated_calls).toBeLessThanOrEqual(50 * 4);
    console.log(
      `crash test (${admin ? 'PostgreSQL, 2 workers after the kill' : 'PGlite'}): ${atKill} recipients done at the kill, repeated provider calls ${sandbox.rows[0]!.repeated_calls}`,
    );
    const coins = await db.query<{ coins: number }>('SELECT coins FROM subscriptions WHERE merchant_id = $1', [merchantId]);
    expect(coins.rows[0]!.coins).toBe(0);
    const status = await db.query<{ status: string }>('SELECT status FROM campaigns WHERE id = $1', [campaign.id]);
    expect(['ongoing', 'completed']).toContain(status.rows[0]!.status);
    await db.close();
  }, 240_000);
});
