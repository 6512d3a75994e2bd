/**
 * Meta's webhooks on the real app: the subscribe challenge, X-Hub-Signature-256 before parsing,
 * status events applied forward-only through the queue, inbound messages opening the 74-hour
 * window and STOP (English or Arabic) opting the number out of marketing.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { runDueJobs } from '../messaging/handlers.ts';
import { inboundTextWebhook, metaSignature, statusWebhook } from '../providers/whatsapp/fake.ts';

const APP_SECRET = 'meta-app-secret';
const PHONE_NUMBER_ID = '106540352242922';
const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/whatsapp/${name}.json`, import.meta.url), 'utf8');
const WAMID = 'wamid.HBgMOTY2NTAxMjM0NTY3FQIAERgSQjYzRUVGQjlBNkU5RjZCNUE3AA==';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      whatsapp: { ...loadConfig({}).whatsapp, appSecret: APP_SECRET, verifyToken: 'verify-me-2026', phoneNumberId: PHONE_NUMBER_ID },
    },
  });
}, 60_000);
afterAll(() => t.close());

const URL_PATH = '/integration/webhooks/whatsapp';
/** `signature: null` sends no X-Hub-Signature-256 header at all. */
const send = (body: string, signature: string | null = metaSignature(APP_SECRET, body)) =>
  t.post(URL_PATH, {
    body,
    headers: { 'content-type': 'application/json', ...(signature !== null ? { 'x-hub-signature-256': signature } : {}) },
  });
const jobCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs')).rows[0]!.n;

async function merchantWithNumber() {
  const m = await t.merchant({ plan: 'pro', wallet: 10 });
  await t.db.query(`DELETE FROM contact_numbers WHERE phone_id = $1`, [PHONE_NUMBER_ID]);
  await t.db.query(`INSERT INTO contact_numbers (merchant_id, phone, phone_id, status) VALUES ($1, $2, $3, 'approved')`, [
    m.id,
    `9665${String(m.id).padStart(8, '0')}`,
    PHONE_NUMBER_ID,
  ]);
  return m;
}

describe('subscribe challenge', () => {
  it('answers hub.challenge as text for our verify token, 403 otherwise', async () => {
    const ok = await t.get(`${URL_PATH}?hub.mode=subscribe&hub.verify_token=verify-me-2026&hub.challenge=1158201444`);
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('1158201444');
    for (const q of [
      'hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1',
      'hub.mode=unsubscribe&hub.verify_token=verify-me-2026&hub.challenge=1',
      'hub.mode=subscribe&hub.challenge=1',
      '',
    ]) {
      const res = await t.get(`${URL_PATH}?${q}`);
      expect(res.status, q).toBe(403);
      expect(res.body.message).toBe('errors:webhookVerifyToken');
    }
  });
});

describe('signature before parsing', () => {
  it('unsigned, wrongly signed or tampered bodies are 401; signed junk is 400; nothing is queued', async () => {
    const body = fixture('status-delivered');
    const before = await jobCount();
    expect((await send(body, null)).status).toBe(401);
    expect((await send(body, 'sha256=' + '0'.repeat(64))).status).toBe(401);
    expect((await send(body, metaSignature('other-secret', body))).status).toBe(401);
    expect((await send(body.replace('delivered', 'read'), metaSignature(APP_SECRET, body))).status).toBe(401);
    expect((await send(body, metaSignature(APP_SECRET, body).replace('sha256=', 'sha1='))).status).toBe(401);
    const junk = await send('{"object": "whatsapp_business_account", "entry": ');
    expect(junk.status).toBe(400);
    expect(junk.body.message).toBe('errors:webhookMalformed');
    expect((await send('{"object":"page","entry":[]}')).status).toBe(400);
    expect((await send('\xff\xfe')).status).toBe(400);
    expect(await jobCount()).toBe(before);
  });
});

describe('status events', () => {
  it('the documented delivered and failed payloads move our message forward only; repeats change nothing', async () => {
    const m = await merchantWithNumber();
    await t.db.query(
      `INSERT INTO outbound_messages (merchant_id, to_phone, kind, ref, language, body, status, rank, provider_message_id, idempotency_key)
       VALUES ($1, '966501234567', 'order_status', 'WS-1', 'ar', 'x', 'sent', 1, $2, $3)`,
      [m.id, WAMID, `test:${m.id}`],
    );
    const status = async () =>
      (
        await t.db.query<{ status: string; failure_reason: string | null; error_code: string | null }>(
          'SELECT status, failure_reason, error_code FROM outbound_messages WHERE provider_message_id = $1',
          [WAMID],
        )
      ).rows[0];
    const delivered = fixture('status-delivered');
    expect((await send(delivered)).status).toBe(200);
    expect((await send(delivered)).status).toBe(200); // Meta retries: the same job key, nothing new
    await runDueJobs(t.deps);
    expect(await status()).toMatchObject({ status: 'delivered', failure_reason: null });
    // A late "failed" (another device) keeps the delivery and records the reason as information.
    expect((await send(fixture('status-failed'))).status).toBe(200);
    await runDueJobs(t.deps);
    expect(await status()).toMatchObject({ status: 'delivered', failure_reason: 'not_on_whatsapp', error_code: '131026' });
    // read → seen; a late "sent" changes nothing.
    const at = Math.floor(Date.now() / 1000);
    await send(JSON.stringify(statusWebhook(PHONE_NUMBER_ID, [{ id: WAMID, status: 'read', recipient: '966501234567', timestamp: at }])));
    await send(
      JSON.stringify(statusWebhook(PHONE_NUMBER_ID, [{ id: WAMID, status: 'sent', recipient: '966501234567', timestamp: at - 100 }])),
    );
    await runDueJobs(t.deps);
    expect((await status())?.status).toBe('seen');
  });

  it('a failure maps Meta’s code to the reason class (131049 → marketing_cap)', async () => {
    const m = await merchantWithNumber();
    const id = `wamid.cap-${m.id}`;
    await t.db.query(
      `INSERT INTO outbound_messages (merchant_id, to_phone, kind, ref, language, body, status, rank, provider_message_id, idempotency_key)
       VALUES ($1, '966501234568', 'campaign', 'c', 'en', 'x', 'sent', 1, $2, $3)`,
      [m.id, id, `test-cap:${m.id}`],
    );
    await send(
      JSON.stringify(
        statusWebhook(PHONE_NUMBER_ID, [{ id, status: 'failed', recipient: '966501234568', timestamp: 1_750_000_000, errorCode: 131049 }]),
      ),
    );
    await runDueJobs(t.deps);
    const row = (
      await t.db.query<{ status: string; failure_reason: string }>(
        'SELECT status, failure_reason FROM outbound_messages WHERE provider_message_id = $1',
        [id],
      )
    ).rows[0];
    expect(row).toEqual({ status: 'failed', failure_reason: 'marketing_cap' });
  });
});

describe('inbound messages', () => {
  it('open the 74-hour user window; STOP (fixture) and Arabic إيقاف / الغاء opt the number out of marketing', async () => {
    const m = await merchantWithNumber();
    const now = Math.floor(t.clock.now / 1000);
    const hello = JSON.stringify(inboundTextWebhook(PHONE_NUMBER_ID, '966501112223', 'مرحبا، متى يصل طلبي؟', now));
    expect((await send(hello)).status).toBe(200);
    expect((await send(fixture('inbound-text'))).status).toBe(200); // "STOP" from 966501234567
    expect((await send(fixture('inbound-text'))).status).toBe(200); // Meta's retry: one job
    for (const [from, text] of [
      ['966501112224', 'إيقاف'],
      ['966501112225', 'الغاء'],
      ['966501112226', ' stop! '],
    ] as const) {
      await send(JSON.stringify(inboundTextWebhook(PHONE_NUMBER_ID, from, text, now)));
    }
    await runDueJobs(t.deps);
    const optOuts = (await t.db.query<{ phone: string }>('SELECT phone FROM opt_outs WHERE merchant_id = $1 ORDER BY phone', [m.id])).rows;
    expect(optOuts.map((o) => o.phone)).toEqual(['966501112224', '966501112225', '966501112226', '966501234567']);
    const window = (
      await t.db.query<{ kind: string; opened_at: Date; expires_at: Date }>(
        'SELECT kind, opened_at, expires_at FROM conversation_windows WHERE merchant_id = $1 AND phone = $2',
        [m.id, '966501112223'],
      )
    ).rows[0];
    expect(window?.kind).toBe('user');
    expect(window!.expires_at.getTime() - window!.opened_at.getTime()).toBe(74 * 3600_000);
  });
});
