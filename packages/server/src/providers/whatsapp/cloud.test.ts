import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { withConfiguredMessaging } from '../../deps.ts';
import { WhatsAppCloudApi, WhatsAppCloudMessaging } from './cloud.ts';
import { classifyGraphError, ProviderError } from './errors.ts';
import { FakeGraphApi } from './fake.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../test/fixtures/whatsapp/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

let fake: FakeGraphApi;
let api: WhatsAppCloudApi;
beforeAll(async () => {
  fake = await new FakeGraphApi({ token: 'EAAG-test', phoneNumberId: '106540352242922' }).start();
  api = new WhatsAppCloudApi({ token: 'EAAG-test', phoneNumberId: '106540352242922', apiBase: fake.url });
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.reset();
  fake.messagesPerSecond = Infinity;
  fake.throttleStatus = 429;
  // The numbers below wrote in the last 24 h: free text reaches them (window tests: messaging/window.test.ts).
  for (const n of ['966501234567', '966501230000', '966501234500', '966501234501', '966501234502', '966501234503']) fake.customerWrote(n);
  for (const n of ['966501234504', '966501234505', '966501234506', '966501234507']) fake.customerWrote(n);
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('WhatsApp Cloud API adapter against the fake Graph API', () => {
  it('sends a text message in the documented request shape and returns the wamid', async () => {
    const sent = await api.sendText('+966 50 123 4567', 'Your order WS-1001 has shipped.');
    expect(sent.providerMessageId).toMatch(/^wamid\./);
    expect(sent.waId).toBe('966501234567');
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]!.body).toEqual(fixture('send-text-request'));
  });

  it('sends a template message in the documented request shape', async () => {
    const components = [{ type: 'body', parameters: [{ type: 'text', text: 'WS-1001' }] }];
    await api.sendTemplate('966501234567', { name: 'order_update', language: 'ar', components });
    expect(fake.sent[0]!.body).toEqual(fixture('send-template-request'));
  });

  it('sends a bot reply with choices as Meta’s interactive reply buttons or list, within WhatsApp’s limits', async () => {
    const messaging = new WhatsAppCloudMessaging(api);
    const base = { merchantId: 1, to: '+966501234567', kind: 'bot' as const, idempotencyKey: 'k', format: 'text' as const };
    await messaging.send({
      ...base,
      body: 'أهلًا! كيف نساعدك؟',
      interactive: {
        kind: 'buttons',
        choices: [
          { id: 'track', title: 'تتبع طلبي' },
          { id: 'care', title: 'خدمة العملاء' },
        ],
      },
    });
    expect(fake.sent[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '966501234567',
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'أهلًا! كيف نساعدك؟' },
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'track', title: 'تتبع طلبي' } },
            { type: 'reply', reply: { id: 'care', title: 'خدمة العملاء' } },
          ],
        },
      },
    });
    const rows = Array.from({ length: 5 }, (_, i) => ({ id: `n${i}`, title: `Option number ${i} with a long title` }));
    await messaging.send({ ...base, body: 'Choose', interactive: { kind: 'list', choices: rows, listButton: 'Choose' } });
    expect(fake.sent[1]!.body).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'list',
        action: { button: 'Choose', sections: [{ rows: rows.map((r) => ({ id: r.id, title: r.title.slice(0, 24) })) }] },
      },
    });
    // The fake refuses what Meta refuses: four reply buttons.
    const four = {
      type: 'interactive',
      interactive: { type: 'button', body: { text: 'x' }, action: { buttons: rows.slice(0, 4).map((r) => ({ type: 'reply', reply: r })) } },
    };
    const res = await fetch(`${fake.url}/106540352242922/messages`, {
      method: 'POST',
      headers: { Authorization: 'Bearer EAAG-test', 'Content-Type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', to: '966501234567', ...four }),
    });
    expect(res.status).toBe(400);
  });

  it('reads the documented success answer (fixture) served by any server', async () => {
    const answer = fixture('send-response');
    const fetchFixture = (async () => new Response(JSON.stringify(answer), { status: 200 })) as typeof fetch;
    const viaFixture = new WhatsAppCloudApi({ token: 't', phoneNumberId: '1', fetch: fetchFixture });
    expect(await viaFixture.sendText('966501234567', 'x')).toEqual({
      providerMessageId: 'wamid.HBgMOTY2NTAxMjM0NTY3FQIAERgSQjYzRUVGQjlBNkU5RjZCNUE3AA==',
      waId: '966501234567',
    });
  });

  it('maps the documented error envelope (fixture 131049) to marketing_cap, not retryable', async () => {
    const fetchFixture = (async () => new Response(JSON.stringify(fixture('error-response')), { status: 400 })) as typeof fetch;
    const error = await failure(
      new WhatsAppCloudApi({ token: 't', phoneNumberId: '1', fetch: fetchFixture }).sendText('966501234567', 'x'),
    );
    expect(error).toMatchObject({ code: '131049', reason: 'marketing_cap', retryable: false, retryAfterMs: undefined });
  });

  it.each([
    [131026, 'not_on_whatsapp', false],
    [131049, 'marketing_cap', false],
    [131050, 'marketing_cap', false],
    [131009, 'invalid_number', false],
    [100, 'invalid_number', false],
    [131056, 'rate_limited', true],
    [131000, 'other', true],
  ] as const)('recipient refused with %i → %s (retryable %s)', async (code, reason, retryable) => {
    fake.failures.set('966501230000', code);
    const error = await failure(api.sendText('966501230000', 'hello'));
    expect(error).toMatchObject({ code: String(code), reason, retryable });
    expect(fake.sent).toHaveLength(0);
  });

  it('templates: unknown (132001) and paused (132015) → template_paused, final', async () => {
    fake.templates.set('eid_offer', 'PAUSED');
    expect(await failure(api.sendTemplate('966501234567', { name: 'eid_offer', language: 'ar' }))).toMatchObject({
      code: '132015',
      reason: 'template_paused',
      retryable: false,
    });
    expect(await failure(api.sendTemplate('966501234567', { name: 'nope', language: 'en' }))).toMatchObject({
      code: '132001',
      reason: 'template_paused',
    });
  });

  it('a malformed number is refused by the API as 131009 → invalid_number', async () => {
    expect(await failure(api.sendText('12', 'x'))).toMatchObject({ code: '131009', reason: 'invalid_number', retryable: false });
  });

  it('rate limiting: HTTP 429 + Retry-After → rate_limited with retryAfterMs from the header', async () => {
    fake.messagesPerSecond = 3;
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => api.sendText(`96650123450${i}`, 'x')));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as ProviderError);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const error of refused)
      expect(error).toMatchObject({ code: '130429', reason: 'rate_limited', retryable: true, retryAfterMs: 1000 });
  });

  it('rate limiting: error 130429 in an HTTP 400 (Meta’s usual form) → the default backoff', async () => {
    fake.messagesPerSecond = 1;
    fake.throttleStatus = 400;
    await api.sendText('966501234500', 'x');
    const error = await failure(api.sendText('966501234501', 'x'));
    expect(error).toMatchObject({ code: '130429', reason: 'rate_limited', retryable: true });
    expect(error.retryAfterMs).toBeGreaterThan(0);
  });

  it('a wrong token is 190 → other, final; a wrong phone-number id is 100', async () => {
    const wrong = new WhatsAppCloudApi({ token: 'stale', phoneNumberId: '106540352242922', apiBase: fake.url });
    expect(await failure(wrong.sendText('966501234567', 'x'))).toMatchObject({ code: '190', reason: 'other', retryable: false });
    const otherNumber = new WhatsAppCloudApi({ token: 'EAAG-test', phoneNumberId: '999', apiBase: fake.url });
    expect(await failure(otherNumber.sendText('966501234567', 'x'))).toMatchObject({ code: '100', retryable: false });
  });

  it('network failures and 5xx without a body are transient', async () => {
    const down = new WhatsAppCloudApi({ token: 't', phoneNumberId: '1', apiBase: 'http://127.0.0.1:1/v21.0', timeoutMs: 2000 });
    expect(await failure(down.sendText('966501234567', 'x'))).toMatchObject({ code: 'network', reason: 'other', retryable: true });
    const html = (async () => new Response('<html>bad gateway</html>', { status: 502 })) as typeof fetch;
    expect(
      await failure(new WhatsAppCloudApi({ token: 't', phoneNumberId: '1', fetch: html }).sendText('966501234567', 'x')),
    ).toMatchObject({
      code: 'http_502',
      retryable: true,
    });
  });
});

describe('WhatsAppCloudMessaging (the MessagingProvider)', () => {
  it('a templated message goes as the template with body parameters; format text as text', async () => {
    const messaging = new WhatsAppCloudMessaging(api);
    const base = { merchantId: 1, to: '+966501234567', kind: 'order_status' as const, body: 'rendered', language: 'ar' as const };
    const a = await messaging.send({ ...base, idempotencyKey: 'k1', template: { name: 'order_update', params: ['WS-1001', 'shipped'] } });
    expect(a.providerMessageId).toBe(fake.sent[0]!.id);
    expect(fake.sent[0]!.body.template).toEqual({
      name: 'order_update',
      language: { code: 'ar' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'WS-1001' },
            { type: 'text', text: 'shipped' },
          ],
        },
      ],
    });
    await messaging.send({ ...base, idempotencyKey: 'k2', format: 'text', template: { name: 'order_update', params: [] } });
    expect(fake.sent[1]!.body.text).toEqual({ preview_url: false, body: 'rendered' });
  });

  it('is selected by WHATSAPP_PROVIDER=cloud (and refuses to start without its settings); the sandbox is the default', () => {
    const sandbox = { messaging: { send: async () => ({ providerMessageId: 'x' }) } } as never;
    expect(withConfiguredMessaging(sandbox, loadConfig({}))).toBe(sandbox);
    expect(() => withConfiguredMessaging(sandbox, loadConfig({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_TOKEN: 't' }))).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN/,
    );
    const cloud = withConfiguredMessaging(
      sandbox,
      loadConfig({
        WHATSAPP_PROVIDER: 'cloud',
        WHATSAPP_TOKEN: 't',
        WHATSAPP_PHONE_NUMBER_ID: '1',
        WHATSAPP_APP_SECRET: 's',
        WHATSAPP_VERIFY_TOKEN: 'v',
      }),
    );
    expect((cloud as { messaging: unknown }).messaging).toBeInstanceOf(WhatsAppCloudMessaging);
  });
});

describe('classifyGraphError', () => {
  it('a Retry-After date is honoured; 132xxx are template problems; unknown codes are final "other"', () => {
    const at = new Date(Date.now() + 30_000).toUTCString();
    expect(classifyGraphError({ code: 4 }, { status: 400, retryAfter: at }).retryAfterMs).toBeGreaterThan(25_000);
    expect(classifyGraphError({ code: 132000 })).toMatchObject({ reason: 'template_paused', retryable: false });
    expect(classifyGraphError({ code: 131047 }, { status: 400 })).toMatchObject({ reason: 'template_not_approved', retryable: false });
    expect(classifyGraphError({ code: 135000 }, { status: 400 })).toMatchObject({ reason: 'other', retryable: false });
  });
});
