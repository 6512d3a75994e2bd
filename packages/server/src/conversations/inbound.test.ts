/**
 * Inbound to thread and the deployed bot, on the real app: signed Meta webhooks → the
 * `whatsapp.inbound` job → the customer's thread (each message type, idempotent on the wamid,
 * hostile text verbatim, one merchant never sees another's) → the deployed flow's answer through
 * the messaging engine (interactive buttons, $ORDER, $LANG, $AGENT, the fallback), with the status
 * webhooks moving the bot's messages in the thread.
 */
import { readFileSync } from 'node:fs';
import { validateFlow, type Flow, type FlowNode } from '@wasl/api/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { runDueJobs } from '../messaging/handlers.ts';
import { metaSignature, statusWebhook } from '../providers/whatsapp/fake.ts';
import { chatbotFlow } from '../seed/chatbot.ts';
import { DEMO, DEMO2 } from '../seed/data.ts';
import { findThread, readThread, type ThreadEntry } from './thread.ts';

const APP_SECRET = 'meta-app-secret-threads';
const URL_PATH = '/integration/webhooks/whatsapp';
const hostile = JSON.parse(
  readFileSync(new URL('../../../../stories/support/fixtures/hostile-strings.json', import.meta.url), 'utf8'),
) as Record<string, string[] | string>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { whatsapp: { ...loadConfig({}).whatsapp, appSecret: APP_SECRET, verifyToken: 'v', phoneNumberId: 'unused' } },
  });
}, 60_000);
afterAll(() => t.close());

let counter = 0;
const wamid = () => `wamid.test-${Date.now().toString(36)}-${++counter}`;
const nowSeconds = () => Math.floor(t.clock.now / 1000);

type Msg = Record<string, unknown> & { id?: string; type: string };
/** A webhook in Meta's envelope from `from` to the number `phoneNumberId`, with the sender's contact entry. */
function webhook(phoneNumberId: string, from: string, messages: Msg[], contact: Record<string, unknown> = {}) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Customer' }, wa_id: from, ...contact }],
              messages: messages.map((m) => ({ from, id: m.id ?? wamid(), timestamp: String(nowSeconds()), ...m })),
            },
          },
        ],
      },
    ],
  };
}
const post = (payload: unknown, secret = APP_SECRET) => {
  const body = JSON.stringify(payload);
  return t.post(URL_PATH, { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(secret, body) } });
};
/** Every due job, twice: the inbound job queues the bot's sends, which run next. */
const drain = async () => {
  await runDueJobs(t.deps);
  await runDueJobs(t.deps);
};

async function merchantWithNumber(options: { bot?: boolean; flow?: Flow } = {}) {
  const m = await t.merchant({ plan: 'pro', wallet: 50 });
  const phoneId = `pid-${m.id}`;
  await t.db.query(`INSERT INTO contact_numbers (merchant_id, phone, phone_id, status) VALUES ($1, $2, $3, 'approved')`, [
    m.id,
    `9665${String(m.id).padStart(8, '0')}`,
    phoneId,
  ]);
  if (options.flow) {
    const res = await t.post('section/chatbot/update', { token: m.token, json: options.flow });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  if (options.bot) await t.db.query('UPDATE settings SET botflow = true WHERE merchant_id = $1', [m.id]);
  return { ...m, phoneId };
}

async function thread(merchantId: number, phone: string): Promise<ThreadEntry[]> {
  const head = await findThread(t.db, merchantId, { phone });
  return head ? readThread(t.db, merchantId, head.id) : [];
}
const botReplies = async (merchantId: number, phone: string) => (await thread(merchantId, phone)).filter((e) => e.sender === 'bot');

const node = (id: string, type: FlowNode['type'], enTitle: string, arTitle: string, enText: string, arText: string): FlowNode => ({
  id,
  type,
  data: { enTitle, arTitle, enText, arText },
  position: { x: 0, y: 0 },
});
/** A valid flow: Start → track ($ORDER) / care ($AGENT) / more → hours, language ($LANG). */
const flow: Flow = {
  nodes: [
    node('welcome', 'text', 'Main menu', 'القائمة الرئيسية', 'Welcome! How can we help?', 'أهلًا! كيف نساعدك؟'),
    node('track', 'order', 'Track my order', 'تتبع طلبي', '$ORDER', '$ORDER'),
    node('care', 'agent', 'Customer care', 'خدمة العملاء', '$AGENT', '$AGENT'),
    node('more', 'text', 'More options', 'خيارات أخرى', 'Anything else?', 'شيء آخر؟'),
    node('hours', 'text', 'Opening hours', 'ساعات العمل', 'We are open 9 to 9.', 'نعمل من ٩ إلى ٩.'),
    node('language', 'lang', 'Language', 'اللغة', '$LANG', '$LANG'),
  ],
  edges: [
    { id: 'a', source: 'welcome', target: 'track' },
    { id: 'b', source: 'welcome', target: 'care' },
    { id: 'c', source: 'welcome', target: 'more' },
    { id: 'd', source: 'more', target: 'hours' },
    { id: 'e', source: 'more', target: 'language' },
    { id: 'f', source: 'hours', target: 'welcome' },
  ],
};

describe('inbound to thread', () => {
  it('stores each message type as a typed entry, keeps the profile name, wa_id, user id and username', async () => {
    const m = await merchantWithNumber();
    const from = '966501110001';
    const contact = { profile: { name: 'سارة', username: '@sara.k' }, user_id: 'SA.1502576394655843' };
    const res = await post(
      webhook(
        m.phoneId,
        from,
        [
          { type: 'text', text: { body: 'مرحبا، متى يصل طلبي؟' } },
          { type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: 'track', title: 'Track my order' } } },
          {
            type: 'interactive',
            interactive: { type: 'list_reply', list_reply: { id: 'hours', title: 'Opening hours', description: 'd' } },
          },
          { type: 'button', button: { payload: 'STOP_PROMOS', text: 'Stop promotions' }, context: { id: 'wamid.template-1' } },
          { type: 'image', image: { id: '1479537139650973', mime_type: 'image/jpeg', sha256: 'x', caption: 'the box arrived broken' } },
          { type: 'document', document: { id: '98765', mime_type: 'application/pdf', filename: 'invoice.pdf' } },
          { type: 'audio', audio: { id: '55555', mime_type: 'audio/ogg; codecs=opus', voice: true } },
          { type: 'sticker', sticker: { id: '44444', mime_type: 'image/webp', animated: false } },
          { type: 'location', location: { latitude: 24.7136, longitude: 46.6753, name: 'Home', address: 'Riyadh' } },
          { type: 'unsupported', errors: [{ code: 131051, title: 'Message type unknown' }] },
        ],
        contact,
      ),
    );
    expect(res.status).toBe(200);
    await drain();
    const head = await findThread(t.db, m.id, { phone: `+${from}` });
    expect(head).toMatchObject({
      phone: from,
      wa_id: from,
      user_id: 'SA.1502576394655843',
      username: '@sara.k',
      profile_name: 'سارة',
      language: 'ar',
    });
    expect((await findThread(t.db, m.id, { userId: 'SA.1502576394655843' }))?.id).toBe(head!.id);
    const entries = await thread(m.id, from);
    expect(entries.map((e) => [e.direction, e.sender, e.kind, e.text])).toEqual([
      ['in', 'customer', 'text', 'مرحبا، متى يصل طلبي؟'],
      ['in', 'customer', 'button_reply', 'Track my order'],
      ['in', 'customer', 'list_reply', 'Opening hours'],
      ['in', 'customer', 'quick_reply', 'Stop promotions'],
      ['in', 'customer', 'image', 'the box arrived broken'],
      ['in', 'customer', 'document', ''],
      ['in', 'customer', 'audio', ''],
      ['in', 'customer', 'sticker', ''],
      ['in', 'customer', 'location', 'Home\nRiyadh'],
      ['in', 'customer', 'unsupported', ''],
    ]);
    expect(entries.map((e) => e.payload)).toEqual([
      {},
      { replyId: 'track' },
      { replyId: 'hours' },
      { replyId: 'STOP_PROMOS', contextId: 'wamid.template-1' },
      { mediaId: '1479537139650973', mimeType: 'image/jpeg', caption: 'the box arrived broken' },
      { mediaId: '98765', mimeType: 'application/pdf', filename: 'invoice.pdf' },
      { mediaId: '55555', mimeType: 'audio/ogg; codecs=opus' },
      { mediaId: '44444', mimeType: 'image/webp' },
      { latitude: 24.7136, longitude: 46.6753, name: 'Home', address: 'Riyadh' },
      { rawType: 'unsupported' },
    ]);
    // The bot-flow switch is off: nothing was answered.
    expect(entries.some((e) => e.direction === 'out')).toBe(false);
    // A template's quick-reply "STOP" opts out of marketing, like typed STOP.
    await post(webhook(m.phoneId, from, [{ type: 'button', button: { payload: 'stop', text: 'STOP' } }]));
    await drain();
    expect((await t.db.query('SELECT 1 FROM opt_outs WHERE merchant_id = $1 AND phone = $2', [m.id, from])).rows).toHaveLength(1);
  });

  it('a customer known only by Meta’s user id (no phone) still gets a thread; a later message with the phone joins it', async () => {
    const m = await merchantWithNumber();
    const payload = webhook(m.phoneId, '0', [{ type: 'text', text: { body: 'hi' } }], {
      user_id: 'SA.777',
      wa_id: undefined,
      profile: { name: 'Noor' },
    });
    const msg = (payload.entry[0]!.changes[0]!.value.messages as Record<string, unknown>[])[0]!;
    delete msg.from;
    msg.from_user_id = 'SA.777';
    expect((await post(payload)).status).toBe(200);
    await drain();
    const head = await findThread(t.db, m.id, { userId: 'SA.777' });
    expect(head).toMatchObject({ phone: null, user_id: 'SA.777', profile_name: 'Noor' });
    await post(webhook(m.phoneId, '966501110077', [{ type: 'text', text: { body: 'me again' } }], { user_id: 'SA.777' }));
    await drain();
    const again = await findThread(t.db, m.id, { userId: 'SA.777' });
    expect(again).toMatchObject({ id: head!.id, phone: '966501110077' });
    expect((await readThread(t.db, m.id, head!.id)).map((e) => e.text)).toEqual(['hi', 'me again']);
  });

  it('is idempotent on the provider’s message id: Meta’s retries and replays store one entry and answer once', async () => {
    const m = await merchantWithNumber({ bot: true, flow });
    const from = '966501110002';
    const payload = webhook(m.phoneId, from, [{ id: 'wamid.replayed-1', type: 'text', text: { body: 'hello' } }]);
    for (let i = 0; i < 3; i++) expect((await post(payload)).status).toBe(200);
    await drain();
    await post(payload); // a replay after the job ran (a new job key cannot be made: same wamid)
    await t.db.query(`DELETE FROM jobs WHERE idempotency_key = 'inbound:wamid.replayed-1'`);
    await post(payload); // even a second job for the same wamid stores and answers nothing new
    await drain();
    const entries = await thread(m.id, from);
    expect(entries.filter((e) => e.direction === 'in')).toHaveLength(1);
    expect(entries.filter((e) => e.sender === 'bot')).toHaveLength(1);
  });

  it('refuses a bad signature before parsing: nothing is queued or stored', async () => {
    const m = await merchantWithNumber();
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs')).rows[0]!.n;
    const payload = webhook(m.phoneId, '966501110003', [{ type: 'text', text: { body: 'forged' } }]);
    expect((await post(payload, 'not-the-app-secret')).status).toBe(401);
    const body = '{"object": "whatsapp_business_account", "entry": [';
    const unsigned = await t.post(URL_PATH, { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' } });
    expect(unsigned.status).toBe(401); // broken JSON is never parsed without a valid signature
    await drain();
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs')).rows[0]!.n).toBe(before);
    expect(await findThread(t.db, m.id, { phone: '966501110003' })).toBeUndefined();
  });

  it('keeps each merchant’s threads apart, even for the same customer', async () => {
    const a = await merchantWithNumber();
    const b = await merchantWithNumber();
    const from = '966501110004';
    await post(webhook(a.phoneId, from, [{ type: 'text', text: { body: 'to A' } }]));
    await post(webhook(b.phoneId, from, [{ type: 'text', text: { body: 'to B' } }]));
    await drain();
    const headA = await findThread(t.db, a.id, { phone: from });
    const headB = await findThread(t.db, b.id, { phone: from });
    expect(headA!.id).not.toBe(headB!.id);
    expect((await thread(a.id, from)).map((e) => e.text)).toEqual(['to A']);
    expect((await thread(b.id, from)).map((e) => e.text)).toEqual(['to B']);
    expect(await readThread(t.db, b.id, headA!.id)).toEqual([]); // another merchant's thread id: nothing
    // Over HTTP: each merchant reads its own thread by phone, `+` optional.
    const viaA = await t.get<{ customer: { phone: string; profile_name: string }; entries: { text: string }[] }>(
      `section/conversations/%2B${from}`,
      { token: a.token },
    );
    expect(viaA.status).toBe(200);
    expect(viaA.body.data!.customer).toMatchObject({ phone: from, profile_name: 'Customer', handover: 'waiting' }); // no bot: the inbox's queue;
    expect(viaA.body.data!.entries.map((e) => e.text)).toEqual(['to A']);
    const viaB = await t.get<{ entries: { text: string }[] }>(`section/conversations/${from}`, { token: b.token });
    expect(viaB.body.data!.entries.map((e) => e.text)).toEqual(['to B']);
    expect((await t.get('section/conversations/12ab', { token: a.token })).status).toBe(400);
    expect((await t.get(`section/conversations/${from}`)).status).toBe(403);
    const foreign = await t.db.query('SELECT 1 FROM thread_messages WHERE merchant_id = $1 AND thread_id = $2', [b.id, headA!.id]);
    expect(foreign.rows).toHaveLength(0);
  });

  it('stores hostile text and profile names verbatim', async () => {
    const m = await merchantWithNumber();
    const strings = Object.values(hostile).flatMap((v) => (Array.isArray(v) ? v : []));
    expect(strings.length).toBeGreaterThan(10);
    const from = '966501110005';
    await post(
      webhook(
        m.phoneId,
        from,
        strings.map((s) => ({ type: 'text', text: { body: s } })),
        { profile: { name: strings[0] } },
      ),
    );
    await drain();
    // Stored verbatim: compared in the database, every string is there exactly once.
    const same = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM thread_messages WHERE merchant_id = $1 AND text = ANY($2::text[])',
      [m.id, strings],
    );
    expect(same.rows[0]!.n).toBe(strings.length);
    // Read back the same (PGlite's result decoder drops a value's leading BOM; PostgreSQL keeps it).
    const noBom = (s: string) => s.replace(/^\uFEFF/, '');
    expect((await thread(m.id, from)).map((e) => noBom(e.text))).toEqual(strings.map(noBom));
    expect((await findThread(t.db, m.id, { phone: from }))?.profile_name).toBe(strings[0]);
  });

  it('shows the business’s messages to the customer in the same thread, with their delivery status', async () => {
    const m = await merchantWithNumber();
    const from = '966501110006';
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'where is my order?' } }]));
    await drain();
    const later = new Date(t.clock.now + 60_000);
    await t.db.query(
      `INSERT INTO outbound_messages (merchant_id, to_phone, kind, ref, language, body, status, rank, provider_message_id, idempotency_key, created_at)
       VALUES ($1, $2, 'order_status', 'WS-1', 'en', 'Your order WS-1 is shipped.', 'sent', 1, $3, $4, $5)`,
      [m.id, `+${from}`, `wamid.order-${m.id}`, `test:order:${m.id}`, later],
    );
    let entries = await thread(m.id, from);
    expect(entries.at(-1)).toMatchObject({ direction: 'out', sender: 'system', kind: 'order_status', status: 'sent' });
    const at = nowSeconds() + 120;
    await post(
      statusWebhook(m.phoneId, [{ id: `wamid.order-${m.id}`, status: 'failed', recipient: from, timestamp: at, errorCode: 131026 }]),
    );
    await drain();
    entries = await thread(m.id, from);
    expect(entries.at(-1)).toMatchObject({ status: 'failed', failure_reason: 'not_on_whatsapp' });
  });
});

describe('the deployed bot answers', () => {
  it('greets with the start node as WhatsApp reply buttons, follows taps and typed titles, and statuses reach the thread', async () => {
    const m = await merchantWithNumber({ bot: true, flow });
    const from = '966501120001';
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'Hello' } }]));
    await drain();
    let bot = await botReplies(m.id, from);
    expect(bot).toHaveLength(1);
    expect(bot[0]).toMatchObject({
      kind: 'bot',
      text: 'Welcome! How can we help?',
      payload: {
        kind: 'buttons',
        choices: [
          { id: 'track', title: 'Track my order' },
          { id: 'care', title: 'Customer care' },
          { id: 'more', title: 'More options' },
        ],
      },
    });
    // The sandbox accepted it (status events follow): sent, then delivered after a second.
    expect(bot[0]!.status).toBe('sent');
    t.clock.advance(2_000);
    await drain();
    expect((await botReplies(m.id, from))[0]!.status).toBe('delivered');
    // A tap (its id) and a typed title with other case and diacritics.
    await post(
      webhook(m.phoneId, from, [
        { type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: 'more', title: 'More options' } } },
      ]),
    );
    await drain();
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'OPENING hours!' } }]));
    await drain();
    bot = await botReplies(m.id, from);
    expect(bot.map((e) => e.text)).toEqual(['Welcome! How can we help?', 'Anything else?', 'We are open 9 to 9.']);
    expect(bot[2]!.payload).toMatchObject({ kind: 'buttons', choices: [{ id: 'welcome', title: 'Main menu' }] });
    // What went to the provider: the interactive message with its buttons.
    const sent = await t.db.query<{ body: string; interactive: unknown }>(
      'SELECT body, interactive FROM sandbox_messages WHERE merchant_id = $1 ORDER BY created_at',
      [m.id],
    );
    expect(sent.rows.map((r) => r.body)).toEqual(bot.map((e) => e.text));
    expect(sent.rows.map((r) => r.interactive)).toEqual(bot.map((e) => e.payload));
  });

  it('typed titles match in the other language and without diacritics; anything else gets the fallback, never silence', async () => {
    const m = await merchantWithNumber({ bot: true, flow });
    const from = '966501120002';
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'hi' } }]));
    await drain();
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'خيارات اخري' } }])); // "More options" in Arabic, أ/ى folded
    await drain();
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'what is the weather?' } }]));
    await drain();
    await post(webhook(m.phoneId, from, [{ type: 'image', image: { id: '1', mime_type: 'image/jpeg' } }]));
    await drain();
    const bot = await botReplies(m.id, from);
    expect(bot.map((e) => e.text)).toEqual([
      'Welcome! How can we help?',
      'Anything else?',
      "Sorry, I didn't understand that. Please choose one of the options.",
      "Sorry, I didn't understand that. Please choose one of the options.",
    ]);
    expect(bot[2]!.payload).toMatchObject({ choices: [{ id: 'hours' }, { id: 'language' }] });
  });

  it('$ORDER answers the customer’s latest order and its status, looked up by phone', async () => {
    const m = await merchantWithNumber({ bot: true, flow });
    const from = '966501120003';
    await t.db.query(
      `INSERT INTO orders (merchant_id, order_id, phone, status, order_date) VALUES
         ($1, 'WS-100', $2, 'delivered', now() - interval '9 days'), ($1, 'WS-200', $2, 'shipped', now() - interval '1 day'),
         ($1, 'WS-300', '+966509999999', 'packed', now())`,
      [m.id, `+${from}`],
    );
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'hi' } }]));
    await drain();
    await post(
      webhook(m.phoneId, from, [
        { type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: 'track', title: 'Track my order' } } },
      ]),
    );
    await drain();
    expect((await botReplies(m.id, from)).at(-1)?.text).toBe('Order WS-200: Shipped.');
    // A customer without orders is told so.
    const other = '966501120033';
    await post(webhook(m.phoneId, other, [{ type: 'text', text: { body: 'hi' } }]));
    await drain();
    await post(webhook(m.phoneId, other, [{ type: 'text', text: { body: 'track my order' } }]));
    await drain();
    expect((await botReplies(m.id, other)).at(-1)?.text).toBe('We found no order for this number.');
  });

  it('$LANG asks for the language; the choice is kept and the bot answers in it from then on', async () => {
    const m = await merchantWithNumber({ bot: true, flow });
    const from = '966501120004';
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'hello' } }]));
    await drain();
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'more options' } }]));
    await drain();
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'language' } }]));
    await drain();
    let bot = await botReplies(m.id, from);
    expect(bot.at(-1)).toMatchObject({
      text: 'Which language would you like?',
      payload: {
        kind: 'buttons',
        choices: [
          { id: '$LANG:en', title: 'English' },
          { id: '$LANG:ar', title: 'العربية' },
        ],
      },
    });
    await post(
      webhook(m.phoneId, from, [
        { type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: '$LANG:ar', title: 'العربية' } } },
      ]),
    );
    await drain();
    bot = await botReplies(m.id, from);
    expect(bot.slice(-2).map((e) => e.text)).toEqual(['تم تغيير اللغة إلى العربية.', 'أهلًا! كيف نساعدك؟']);
    expect((await findThread(t.db, m.id, { phone: from }))?.language).toBe('ar');
  });

  it('$AGENT hands the conversation over (state stored, section routed) and the bot falls silent', async () => {
    const m = await merchantWithNumber({ bot: true, flow });
    const section = await t.post<{ id: number }>('section/agent/sections', {
      token: m.token,
      json: { name: 'Customer care', color: '#2F6FDE', start: '00:00', end: '00:00' }, // all day: outside support time the customer also gets a notice (inbox.test.ts),
    });
    const from = '966501120005';
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'hi' } }]));
    await drain();
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'customer CARE' } }]));
    await drain();
    expect((await botReplies(m.id, from)).at(-1)?.text).toBe('An agent from Customer care will join the chat shortly.');
    const head = await t.db.query<{ handover: string; handover_section_id: number; bot_node: string | null }>(
      'SELECT handover, handover_section_id, bot_node FROM customer_threads WHERE merchant_id = $1 AND phone = $2',
      [m.id, from],
    );
    expect(head.rows[0]).toEqual({ handover: 'waiting', handover_section_id: section.body.data!.id, bot_node: null });
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'hello? anyone?' } }]));
    await drain();
    expect(await botReplies(m.id, from)).toHaveLength(2);
    expect((await thread(m.id, from)).at(-1)).toMatchObject({ direction: 'in', text: 'hello? anyone?' });
  });

  it("the flow's choices come before the 'asks for a human' shortcut: a $AGENT button titled with such a word goes to its section", async () => {
    const titled: Flow = {
      ...flow,
      nodes: flow.nodes.map((n) => (n.id === 'care' ? { ...n, data: { ...n.data, enTitle: 'Talk to an agent', arTitle: 'كلم موظف' } } : n)),
    };
    const m = await merchantWithNumber({ bot: true, flow: titled });
    for (const name of ['Sales', 'Talk to an agent']) {
      const res = await t.post('section/agent/sections', {
        token: m.token,
        json: { name, color: '#2F6FDE', start: '00:00', end: '00:00' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const sectionOf = async (name: string) =>
      (await t.db.query<{ id: number }>('SELECT id FROM sections WHERE merchant_id = $1 AND name = $2', [m.id, name])).rows[0]!.id;
    const handover = async (phone: string) =>
      (
        await t.db.query<{ handover: string; handover_section_id: number | null }>(
          'SELECT handover, handover_section_id FROM customer_threads WHERE merchant_id = $1 AND phone = $2',
          [m.id, phone],
        )
      ).rows[0];
    // Typing the button's title (it contains "agent"): the button's section, like a tap.
    const typed = '966501120011';
    await post(webhook(m.phoneId, typed, [{ type: 'text', text: { body: 'hi' } }]));
    await drain();
    await post(webhook(m.phoneId, typed, [{ type: 'text', text: { body: 'talk to an AGENT' } }]));
    await drain();
    expect(await handover(typed)).toEqual({ handover: 'waiting', handover_section_id: await sectionOf('Talk to an agent') });
    // The Arabic title too.
    const arabic = '966501120012';
    await post(webhook(m.phoneId, arabic, [{ type: 'text', text: { body: 'السلام عليكم' } }]));
    await drain();
    await post(webhook(m.phoneId, arabic, [{ type: 'text', text: { body: 'كلم موظف' } }]));
    await drain();
    expect(await handover(arabic)).toEqual({ handover: 'waiting', handover_section_id: await sectionOf('Talk to an agent') });
    // Words the flow does not offer still hand over (the general queue), and the bot sends no fallback.
    const words = '966501120013';
    await post(webhook(m.phoneId, words, [{ type: 'text', text: { body: 'hi' } }]));
    await drain();
    const before = (await botReplies(m.id, words)).length;
    await post(webhook(m.phoneId, words, [{ type: 'text', text: { body: 'I want a real person please' } }]));
    await drain();
    expect(await handover(words)).toEqual({ handover: 'waiting', handover_section_id: null });
    expect((await botReplies(m.id, words)).slice(before).map((e) => e.text)).not.toContain(
      "Sorry, I didn't understand that. Please choose one of the options.",
    );
  });

  it('a conversation in progress continues on the flow version it started on; a stale session restarts on the new one', async () => {
    const m = await merchantWithNumber({ bot: true, flow });
    const from = '966501120006';
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'hi' } }]));
    await drain();
    const v2: Flow = {
      nodes: [node('start2', 'text', 'Start', 'البداية', 'Version two here.', 'النسخة الثانية.'), node('x', 'text', 'X', 'س', 'x', 'س')],
      edges: [{ id: 'x', source: 'start2', target: 'x' }],
    };
    expect((await t.post('section/chatbot/update', { token: m.token, json: v2 })).status).toBe(200);
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'More options' } }]));
    await drain();
    expect((await botReplies(m.id, from)).at(-1)?.text).toBe('Anything else?'); // still version 1
    t.clock.advance(25 * 3_600_000);
    await post(webhook(m.phoneId, from, [{ type: 'text', text: { body: 'More options' } }]));
    await drain();
    expect((await botReplies(m.id, from)).at(-1)?.text).toBe('Version two here.');
  });

  it('sends no free text to a message delivered over 24 hours late (Meta would refuse it): it waits for a person, who can send a template', async () => {
    const m = await merchantWithNumber({ bot: true, flow });
    const from = '966501120019';
    const dayAndAHour = 25 * 3600;
    await post(
      webhook(m.phoneId, from, [{ type: 'text', text: { body: 'hi, yesterday' }, timestamp: String(nowSeconds() - dayAndAHour) }]),
    );
    await drain();
    expect((await thread(m.id, from)).filter((e) => e.sender === 'customer').map((e) => e.text)).toEqual(['hi, yesterday']);
    expect(await botReplies(m.id, from)).toEqual([]);
    const head = await t.db.query<{ handover: string }>('SELECT handover FROM customer_threads WHERE merchant_id = $1 AND phone = $2', [
      m.id,
      from,
    ]);
    expect(head.rows[0]).toEqual({ handover: 'waiting' });
  });

  it('stays silent with the bot-flow switch off or without a deployed flow', async () => {
    const off = await merchantWithNumber({ bot: false, flow });
    const none = await merchantWithNumber({ bot: true });
    for (const m of [off, none]) {
      await post(webhook(m.phoneId, '966501120007', [{ type: 'text', text: { body: 'hi' } }]));
    }
    await drain();
    expect(await botReplies(off.id, '966501120007')).toEqual([]);
    expect(await botReplies(none.id, '966501120007')).toEqual([]);
  });
});

describe('deploy', () => {
  it('refuses a flow with problems (the seed’s old 5-button Start) and keeps the deployed version', async () => {
    const m = await merchantWithNumber({ flow });
    const bad: Flow = {
      nodes: [...flow.nodes, node('extra1', 'text', 'E1', 'E1', 'e', 'e'), node('extra2', 'text', 'E2', 'E2', '', '')],
      edges: [...flow.edges, { id: 'g', source: 'welcome', target: 'extra1' }, { id: 'h', source: 'welcome', target: 'extra2' }],
    };
    const res = await t.post<unknown>('section/chatbot/update', { token: m.token, json: bad });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('errors:chatbotDeployRefused');
    const keys = (res.body.data as { problems: { key: string; node: string }[] }).problems.map((p) => `${p.key}:${p.node}`);
    expect(keys).toEqual(expect.arrayContaining(['tooManyButtons:welcome', 'noText:extra2']));
    const row = await t.db.query<{ version: number }>('SELECT version FROM chatbot_flows WHERE merchant_id = $1', [m.id]);
    expect(row.rows[0]?.version).toBe(1);
  });

  it('the seeded demo flows pass their own validator (the seed deploys through the same rule)', () => {
    for (const spec of [DEMO, DEMO2]) expect(validateFlow(chatbotFlow(spec)), spec.email).toEqual([]);
  });
});
