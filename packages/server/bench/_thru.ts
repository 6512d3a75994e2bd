import { performance } from 'node:perf_hooks';
import { createTestApp } from '../test/harness.ts';
import { startCluster } from '../scripts/pg-cluster.ts';
import { chatbotFlow } from '../src/seed/chatbot.ts';
import { DEMO } from '../src/seed/data.ts';
import { enqueue, Worker } from '../src/jobs/queue.ts';
import { handleInbound } from '../src/conversations/inbound.ts';

const cluster = process.argv.includes('--postgres') ? await startCluster(['max_connections=50']) : undefined;
if (cluster) process.env.WASL_TEST_DATABASE_URL = cluster.url;
const t = await createTestApp();
const db = t.db;
const bot = await t.merchant({ plan: 'pro', wallet: 100_000 });
await t.post('section/chatbot/update', { token: bot.token, json: chatbotFlow(DEMO) });
await db.query('UPDATE settings SET botflow = true WHERE merchant_id = $1', [bot.id]);
const N = 600;
let base = 0;
async function round(conc: number) {
  for (let i = base; i < base + N; i++) {
    const phone = `96655${String(i).padStart(7, '0')}`;
    const ts = Math.floor(Date.now() / 1000);
    const message = { id: `wamid.thru-${i}`, timestamp: ts, phone, waId: phone, userId: null, username: null, profileName: `B ${i}`, type: 'text', text: 'hello', payload: {} };
    await enqueue(db, { kind: 'whatsapp.inbound', payload: { phoneNumberId: '', from: phone, text: 'hello', timestamp: ts, message, merchantId: bot.id }, idempotencyKey: `thru-${i}` });
  }
  base += N;
  const worker = new Worker(db, { handlers: { 'whatsapp.inbound': (job) => handleInbound({ db, now: () => new Date() }, job.payload as any) } });
  const at = performance.now();
  const ran = await worker.runDue({ concurrency: conc });
  const ms = performance.now() - at;
  console.log(`concurrency ${conc}: ${ran} jobs in ${ms.toFixed(0)} ms = ${(ran / (ms / 1000)).toFixed(0)} jobs/s`);
}
const cs = (process.env.CS ?? "1,4,8").split(",").map(Number);
for (const c of cs) { const u0 = process.cpuUsage(); await round(c); const u = process.cpuUsage(u0); console.log(`  node cpu ${((u.user + u.system) / 1000 / N).toFixed(1)} ms/job`); }
await t.close();
cluster?.stop();
process.exit(0);
