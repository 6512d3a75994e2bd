import { performance } from 'node:perf_hooks';
import { createTestApp } from '../test/harness.ts';
import { listConversations } from '../src/conversations/inbox.ts';
const N = 10000;
const t = await createTestApp();
const m = await t.merchant({ plan: 'pro', wallet: 100_000 });
const db = t.db;
await db.query(
  `INSERT INTO customer_threads (merchant_id, phone, profile_name, language, last_inbound_at, last_at, created_at, updated_at)
   SELECT $1, '9665' || lpad(g::text, 8, '0'), 'Customer ' || g, CASE WHEN g % 2 = 0 THEN 'ar' ELSE 'en' END,
          now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval, now(), now()
   FROM generate_series(1, $2) g`, [m.id, N]);
await db.query(
  `INSERT INTO conversations (merchant_id, phone, client_name, kind, status, started_at, thread_id, state, last_message_at)
   SELECT t.merchant_id, t.phone, t.profile_name, 'user', CASE WHEN t.id % 4 = 3 THEN 'closed' ELSE 'open' END, t.last_at, t.id,
          (ARRAY['bot', 'waiting', 'assigned', 'closed'])[t.id % 4 + 1], t.last_at
   FROM customer_threads t WHERE t.merchant_id = $1`, [m.id]);
await db.query(`UPDATE customer_threads t SET conversation_id = c.id FROM conversations c WHERE c.merchant_id = $1 AND c.thread_id = t.id AND t.merchant_id = $1`, [m.id]);
await db.query(
  `INSERT INTO thread_messages (merchant_id, thread_id, provider_message_id, type, text, sent_at, received_at)
   SELECT $1, t.id, 'wamid.bench-' || t.id, 'text', 'مرحبا، أين طلبي؟ ' || t.id, t.last_at, t.last_at FROM customer_threads t WHERE t.merchant_id = $1`, [m.id]);
await db.query('VACUUM ANALYZE');
// capture SQL
const real = db.query.bind(db);
const captured: [string, unknown[]][] = [];
const spy = { query: (sql: string, p: unknown[] = []) => { captured.push([sql, p]); return real(sql, p); } };
const cases: [string, any][] = [
  ['open p1', { filter: 'open', page: 1 }],
  ['waiting p40', { filter: 'waiting', page: 40 }],
  ['all p50', { filter: 'all', page: 50 }],
  ['search 12', { filter: 'open', page: 1, search: '12' }],
  ['search Customer 99', { filter: 'all', page: 1, search: 'Customer 99' }],
];
for (const [name, input] of cases) {
  captured.length = 0;
  for (let i = 0; i < 5; i++) await listConversations(spy as any, m.id, { kind: 'merchant' } as any, input);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) { const a = performance.now(); await listConversations(db, m.id, { kind: 'merchant' } as any, input); times.push(performance.now() - a); }
  times.sort((a, b) => a - b);
  console.log(`== ${name}: median ${times[10]!.toFixed(1)} max ${times[19]!.toFixed(1)}`);
  for (const [sql, p] of captured.slice(0, 2)) {
    const r = await real<any>(`EXPLAIN (ANALYZE, BUFFERS OFF) ${sql}`, p);
    console.log(r.rows.map((x: any) => x['QUERY PLAN']).filter((l: string) => /Planning|Execution|Index|Seq|Heap/.test(l)).join('\n'));
  }
}
await t.close();
process.exit(0);
