import { performance } from 'node:perf_hooks';
import { createTestApp } from '../test/harness.ts';
import { handleInbound } from '../src/conversations/inbound.ts';
import { chatbotFlow } from '../src/seed/chatbot.ts';
import { DEMO } from '../src/seed/data.ts';

import { startCluster } from '../scripts/pg-cluster.ts';
const cluster = process.argv.includes('--postgres') ? await startCluster(['max_connections=50']) : undefined;
if (cluster) process.env.WASL_TEST_DATABASE_URL = cluster.url;
const t = await createTestApp();
const db = t.db;
const bot = await t.merchant({ plan: 'pro', wallet: 100_000 });
await t.post('section/chatbot/update', { token: bot.token, json: chatbotFlow(DEMO) });
await db.query('UPDATE settings SET botflow = true WHERE merchant_id = $1', [bot.id]);
const stats = new Map<string, { n: number; ms: number }>();
let record = false;
const wrap = (obj: any) => {
  for (const name of ['query']) {
    const orig = obj[name].bind(obj);
    obj[name] = async (sql: string, params?: unknown[]) => {
      const at = performance.now();
      try { return await orig(sql, params); } finally {
        if (record) { const k = sql.replace(/\s+/g, ' ').slice(0, 110); const s = stats.get(k) ?? { n: 0, ms: 0 }; s.n++; s.ms += performance.now() - at; stats.set(k, s); }
      }
    };
  }
};
const origTx = db.transaction.bind(db);
(db as any).transaction = (fn: any) => origTx(async (q: any) => { wrap(q); return fn(q); });
wrap(db);
const run = async (i: number) => {
  const phone = `96655${String(i).padStart(7, '0')}`;
  const now = new Date();
  const message = { id: `wamid.bench-in-${i}`, timestamp: Math.floor(now.getTime() / 1000), phone, waId: phone, userId: null, username: null, profileName: `Bench ${i}`, type: 'text' as const, text: 'hello', payload: {} };
  await handleInbound({ db, now: () => new Date() }, { phoneNumberId: '', from: phone, text: 'hello', timestamp: message.timestamp, message, merchantId: bot.id });
};
for (let i = 0; i < 50; i++) await run(i);
record = true;
const at = performance.now();
for (let i = 50; i < 250; i++) await run(i);
const total = performance.now() - at;
console.log(`200 jobs ${total.toFixed(0)} ms = ${(total / 200).toFixed(1)} ms/job`);
const rows = [...stats].sort((a, b) => b[1].ms - a[1].ms);
let sum = 0;
for (const [k, s] of rows) { sum += s.ms; console.log(`${(s.ms / 200).toFixed(2)} ms/job  n/job=${(s.n / 200).toFixed(1)}  ${k}`); }
console.log(`sum ${(sum / 200).toFixed(1)} ms/job`);
await t.close();
cluster?.stop();
process.exit(0);
