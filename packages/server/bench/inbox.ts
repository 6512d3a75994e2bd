/**
 * The inbox's figures (issue 19), in process on in-memory PGlite (or DATABASE_URL): not a test, it
 * prints figures for bench/RESULTS.md.
 *
 *   node --import tsx packages/server/bench/inbox.ts [--conversations 10000] [--clients 200] [--postgres] [--explain] [--no-inbound]
 *
 * `npm run bench` (bench/run.ts) runs 1 and 2 through `inboxFigures` and reports them with the budgets.
 *
 * 1. List: a merchant with N customer threads, each with a conversation record and an inbound entry
 *    (bulk SQL), then `GET /section/conversations` through the app 300 times (random filter, page,
 *    sometimes a search): p50/p99 against ≤ 50 ms. VACUUM ANALYZE after the bulk load (what
 *    PGlite's maintenance and PostgreSQL's autovacuum do after such writes).
 * 2. Fan-out: `clients` SSE streams of that merchant open; one event published; the time until
 *    every stream has it (p50/p99 over 20 events) against ≤ 250 ms.
 * 3. Inbound to bot reply queued: 200 simulated customer messages through the `whatsapp.inbound`
 *    job's function, one after the other: p50/p99 per message.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { Db, Queryable } from '../src/db/db.ts';
import { foldInboxCounts, listConversations, type ListInput } from '../src/conversations/inbox.ts';
import type { Actor } from '../src/conversations/records.ts';
import { numberView } from '../src/conversations/numbers.ts';
import { SecretBox } from '../src/lib/secretBox.ts';
import { startCluster } from '../scripts/pg-cluster.ts';
import { createTestApp } from '../test/harness.ts';
import { handleInbound } from '../src/conversations/inbound.ts';
import { publishEvent } from '../src/conversations/events.ts';
import { chatbotFlow } from '../src/seed/chatbot.ts';
import { DEMO } from '../src/seed/data.ts';

export const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const fmt = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(1)} ms, p99 ${pct(xs, 99).toFixed(1)} ms (n=${xs.length})`;

export interface InboxFigures {
  /** Milliseconds per `GET /section/conversations` over the N conversations. */
  list: number[];
  /** Milliseconds from one event's publication to its arrival at the last of the SSE streams. */
  fanOut: number[];
}

/** Figures 1 and 2 (list, fan-out) in process; `log` gets progress lines. */
export async function inboxFigures(
  options: { conversations?: number; clients?: number; explain?: boolean; log?: (line: string) => void } = {},
): Promise<InboxFigures> {
  const N = options.conversations ?? 10_000;
  const CLIENTS = options.clients ?? 200;
  const log = options.log ?? (() => undefined);
  const t = await createTestApp();
  try {
    const m = await t.merchant({ plan: 'pro', wallet: 100_000 });
    const db = t.db;
    let at = performance.now();
    await db.query(
      `INSERT INTO customer_threads (merchant_id, phone, profile_name, language, last_inbound_at, last_at, created_at, updated_at)
       SELECT $1, '9665' || lpad(g::text, 8, '0'), 'Customer ' || g, CASE WHEN g % 2 = 0 THEN 'ar' ELSE 'en' END,
              now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval, now(), now()
       FROM generate_series(1, $2) g`,
      [m.id, N],
    );
    await db.query(
      `INSERT INTO conversations (merchant_id, phone, client_name, kind, status, started_at, thread_id, state, last_message_at)
       SELECT t.merchant_id, t.phone, t.profile_name, 'user', CASE WHEN t.id % 4 = 3 THEN 'closed' ELSE 'open' END, t.last_at, t.id,
              (ARRAY['bot', 'waiting', 'assigned', 'closed'])[t.id % 4 + 1], t.last_at
       FROM customer_threads t WHERE t.merchant_id = $1`,
      [m.id],
    );
    await db.query(
      `UPDATE customer_threads t SET conversation_id = c.id FROM conversations c WHERE c.merchant_id = $1 AND c.thread_id = t.id AND t.merchant_id = $1`,
      [m.id],
    );
    await db.query(
      `INSERT INTO thread_messages (merchant_id, thread_id, provider_message_id, type, text, sent_at, received_at)
       SELECT $1, t.id, 'wamid.bench-' || t.id, 'text', 'مرحبا، أين طلبي؟ ' || t.id, t.last_at, t.last_at FROM customer_threads t WHERE t.merchant_id = $1`,
      [m.id],
    );
    await db.query('VACUUM ANALYZE');
    log(`prepared ${N} conversations in ${((performance.now() - at) / 1000).toFixed(1)} s`);
    if (options.explain) {
      // The steady state: the worker folds the counts' +1 rows of the bulk load within a minute.
      await foldInboxCounts(db);
      await explainList(db, m.id, log);
    }
    const filters = ['open', 'waiting', 'mine', 'closed', 'all'];
    const list: number[] = [];
    for (let i = 0; i < 300; i++) {
      const filter = filters[i % filters.length]!;
      const page = 1 + (i % 7 === 0 ? Math.floor(Math.random() * 50) : 0);
      const search = i % 5 === 0 ? `&search=${i % 10 === 0 ? '12' : 'Customer%2099'}` : '';
      at = performance.now();
      const res = await t.get(`section/conversations?filter=${filter}&page=${page}${search}`, { token: m.token });
      list.push(performance.now() - at);
      if (res.status !== 200) throw new Error(`list answered ${res.status}`);
    }
    log(`list over ${N} conversations: ${fmt(list)} (target p99 ≤ 50 ms)`);

    // 2. Fan-out to CLIENTS SSE streams.
    const ticket = (await t.post<{ ticket: string }>('section/conversations/events/ticket', { token: m.token })).body.data!.ticket;
    const readers = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const res = await t.app.request(`/merchant/v1.0/section/conversations/events?ticket=${ticket}`);
        return res.body!.getReader();
      }),
    );
    const decoder = new TextDecoder();
    // Let every stream finish connecting (connection set-up is not the fan-out).
    await new Promise((r) => setTimeout(r, 500));
    const waitFor = (reader: ReadableStreamDefaultReader<Uint8Array>, id: string) =>
      (async () => {
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) throw new Error('stream ended');
          buffer += decoder.decode(value, { stream: true });
          if (buffer.includes(`"phone":"${id}"`)) return performance.now();
        }
      })();
    const fan: number[] = [];
    for (let e = 0; e < 20; e++) {
      const phone = `96650000${String(e).padStart(4, '0')}`;
      const arrivals = readers.map((r) => waitFor(r, phone));
      const start = performance.now();
      await db.transaction((tx) => publishEvent(tx, m.id, { type: 'message', phone, at: new Date() }));
      const times = await Promise.all(arrivals);
      fan.push(Math.max(...times) - start);
    }
    log(`fan-out samples: ${fan.map((x) => x.toFixed(0)).join(' ')}`);
    log(`one event to ${CLIENTS} SSE streams (last arrival): ${fmt(fan)} (target p99 ≤ 250 ms)`);
    await Promise.all(readers.map((r) => r.cancel().catch(() => undefined)));

    return { list, fanOut: fan };
  } finally {
    await t.close();
  }
}

/** EXPLAIN ANALYZE of the list's two statements (counts, page) for a few filters, pages and searches. */
async function explainList(db: Db, merchantId: number, log: (line: string) => void): Promise<void> {
  const cases: [string, ListInput][] = [
    ['open, page 1', { filter: 'open', page: 1 }],
    ['waiting, page 40', { filter: 'waiting', page: 40 }],
    ['all, page 50', { filter: 'all', page: 50 }],
    ['search "12"', { filter: 'open', page: 1, search: '12' }],
    ['search "Customer 99"', { filter: 'all', page: 1, search: 'Customer 99' }],
  ];
  // The merchant sees numbers: the key is never used, so a random one does.
  const merchantView = numberView(new SecretBox(randomBytes(32)), merchantId, true);
  for (const [name, input] of cases) {
    const statements: [string, readonly unknown[]][] = [];
    const spy: Queryable = {
      query: (sql, params = []) => {
        statements.push([sql, params]);
        return db.query(sql, params);
      },
    };
    await listConversations(spy, merchantId, { kind: 'merchant' } as Actor, input, merchantView);
    for (const [i, [sql, params]] of statements.entries()) {
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE) ${sql}`, params);
      const plan = rows.map((r) => r['QUERY PLAN']);
      const scans = plan.filter((l) => /Scan|Heap Fetches/.test(l)).map((l) => l.trim().replace(/\s*\(cost=.*$/, ''));
      const times = plan.filter((l) => /Planning Time|Execution Time/.test(l)).map((l) => l.trim());
      log(`${name} — ${i === 0 ? 'counts' : 'page'}: ${times.join(', ')}; ${[...new Set(scans)].join('; ')}`);
    }
  }
}

/** Figure 3 one message after the other, in process (the whole HTTP path at 200/s is in bench/run.ts). */
async function inboundOneByOne(): Promise<void> {
  const t = await createTestApp();
  const db = t.db;
  let at: number;
  // 3. Inbound → bot reply queued.
  const bot = await t.merchant({ plan: 'pro', wallet: 100_000 });
  await t.post('section/chatbot/update', { token: bot.token, json: chatbotFlow(DEMO) });
  await db.query('UPDATE settings SET botflow = true WHERE merchant_id = $1', [bot.id]);
  const inbound: number[] = [];
  for (let i = 0; i < 200; i++) {
    const phone = `96655${String(i).padStart(7, '0')}`;
    const now = new Date();
    const message = {
      id: `wamid.bench-in-${i}`,
      timestamp: Math.floor(now.getTime() / 1000),
      phone,
      waId: phone,
      userId: null,
      username: null,
      profileName: `Bench ${i}`,
      type: 'text' as const,
      text: 'hello',
      payload: {},
    };
    at = performance.now();
    await handleInbound(
      { db, now: () => new Date() },
      { phoneNumberId: '', from: phone, text: 'hello', timestamp: message.timestamp, message, merchantId: bot.id },
    );
    inbound.push(performance.now() - at);
  }
  const queued = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbound_messages WHERE merchant_id = $1 AND kind = 'bot'`, [
    bot.id,
  ]);
  console.log(`inbound → bot reply queued (one job's work): ${fmt(inbound)}; ${queued.rows[0]!.n} replies queued`);
  await t.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
  };
  // --postgres: a throwaway local cluster (or WASL_TEST_DATABASE_URL) instead of in-memory PGlite.
  const cluster = args.includes('--postgres') && !process.env.WASL_TEST_DATABASE_URL ? await startCluster() : undefined;
  if (cluster) process.env.WASL_TEST_DATABASE_URL = cluster.url;
  try {
    await inboxFigures({
      conversations: option('conversations', 10_000),
      clients: option('clients', 200),
      explain: args.includes('--explain'),
      log: console.log,
    });
    if (!args.includes('--no-inbound')) await inboundOneByOne();
  } finally {
    cluster?.stop();
  }
  process.exit(0);
}
