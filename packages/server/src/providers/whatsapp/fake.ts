/**
 * A local stand-in for Meta's Graph API (`POST /{version}/{phone-number-id}/messages`), for tests
 * and the benchmark: request and answer shapes as Meta documents them (fixtures in
 * test/fixtures/whatsapp), its errors (OAuth 190, invalid parameter 100/131009, template 132001 /
 * 132015, scripted per-recipient codes such as 131026 or 131049), its throughput limit (error
 * 130429, as HTTP 429 with Retry-After or as Meta's HTTP 400) and its customer-service window:
 * free-form text (text or interactive) to a number that has not written in the last 24 hours
 * (`customerWrote`) is refused with 131047 "Re-engagement message"; templates pass. Never used by
 * the running product.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { phoneDigits } from '../../lib/phone.ts';

export interface FakeGraphOptions {
  token?: string;
  phoneNumberId?: string;
  /** Messages accepted per rolling second before 130429; Infinity = no limit. */
  messagesPerSecond?: number;
  /** How a throttle is answered: HTTP 429 + Retry-After (default) or Meta's usual HTTP 400. */
  throttleStatus?: 429 | 400;
  /** Templates by name: APPROVED, PAUSED or DISABLED. */
  templates?: Record<string, 'APPROVED' | 'PAUSED' | 'DISABLED'>;
  /** The clock of the 24-hour window (ms since epoch); default Date.now. */
  now?: () => number;
}

/** Meta's customer-service window: free-form messages only within 24 h of the customer's last message. */
export const FAKE_SERVICE_WINDOW_MS = 24 * 3_600_000;

export interface FakeSent {
  id: string;
  to: string;
  type: string;
  body: Record<string, unknown>;
}

const TITLES: Record<number, string> = {
  100: 'Invalid parameter',
  131009: 'Parameter value is not valid',
  131026: 'Message Undeliverable',
  131049: 'This message was not delivered to maintain healthy ecosystem engagement.',
  131050: 'User has stopped receiving marketing messages',
  130429: 'Rate limit hit',
  131056: '(Business Account, Consumer Account) pair rate limit hit',
  131047: 'Re-engagement message',
  132001: 'Template name does not exist in the translation',
  132015: 'Template is Paused',
  132016: 'Template is Disabled',
  101: 'Error validating application',
  131000: 'Something went wrong',
  190: 'Invalid OAuth access token - Cannot parse access token',
};

/** Meta's error envelope. */
export function graphError(code: number, details?: string) {
  return {
    error: {
      message: `(#${code}) ${TITLES[code] ?? 'Error'}`,
      type: code === 190 ? 'OAuthException' : 'OAuthException',
      code,
      error_data: { messaging_product: 'whatsapp', details: details ?? TITLES[code] ?? 'Error' },
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  };
}

export const wamid = () => `wamid.${randomBytes(24).toString('base64url')}`;

export class FakeGraphApi {
  readonly token: string;
  readonly phoneNumberId: string;
  readonly sent: FakeSent[] = [];
  /** Requests answered, including refused ones. */
  requests = 0;
  throttled = 0;
  /** Recipient digits → error code to answer (a number Meta refuses). */
  readonly failures = new Map<string, number>();
  readonly templates: Map<string, 'APPROVED' | 'PAUSED' | 'DISABLED'>;
  /** Recipient digits → when they last wrote to the business (ms): opens their 24-hour window. */
  readonly lastInbound = new Map<string, number>();
  now: () => number;
  messagesPerSecond: number;
  throttleStatus: 429 | 400;
  private window: number[] = [];
  private server: ServerType | undefined;
  url = '';

  constructor(options: FakeGraphOptions = {}) {
    this.token = options.token ?? 'fake-token';
    this.phoneNumberId = options.phoneNumberId ?? '106540352242922';
    this.messagesPerSecond = options.messagesPerSecond ?? Infinity;
    this.throttleStatus = options.throttleStatus ?? 429;
    this.templates = new Map(Object.entries(options.templates ?? { order_update: 'APPROVED', hello_world: 'APPROVED' }));
    this.now = options.now ?? Date.now;
  }

  /** The customer of `phone` wrote to the business at `at` (default now): their window is open for 24 h. */
  customerWrote(phone: string, at = this.now()) {
    this.lastInbound.set(phoneDigits(phone), at);
    return this;
  }

  readonly app = new Hono().post('/:version/:phoneNumberId/messages', async (c) => {
    this.requests += 1;
    if (c.req.header('authorization') !== `Bearer ${this.token}`) return c.json(graphError(190), 401);
    if (c.req.param('phoneNumberId') !== this.phoneNumberId) {
      return c.json(graphError(100, `Unsupported post request. Object with ID '${c.req.param('phoneNumberId')}' does not exist`), 400);
    }
    let body: Record<string, unknown>;
    try {
      body = (await c.req.json()) as Record<string, unknown>;
    } catch {
      return c.json(graphError(100, 'Invalid JSON'), 400);
    }
    if (body.messaging_product !== 'whatsapp') return c.json(graphError(100, 'The parameter messaging_product is required.'), 400);
    const to = typeof body.to === 'string' ? body.to : '';
    if (!/^\+?\d{8,15}$/.test(to)) return c.json(graphError(131009, `Invalid 'to' parameter: ${to}`), 400);
    // Throughput: a rolling one-second window.
    const now = Date.now();
    this.window = this.window.filter((t) => now - t < 1000);
    if (this.window.length >= this.messagesPerSecond) {
      this.throttled += 1;
      const headers: Record<string, string> = this.throttleStatus === 429 ? { 'Retry-After': '1' } : {};
      return c.json(graphError(130429, 'Cloud API message throughput has been reached.'), this.throttleStatus, headers);
    }
    this.window.push(now);
    const type = body.type;
    if (type === 'text') {
      const text = body.text as { body?: unknown } | undefined;
      if (typeof text?.body !== 'string' || text.body.length === 0 || text.body.length > 4096) {
        return c.json(graphError(100, 'text.body is required and at most 4096 characters'), 400);
      }
    } else if (type === 'template') {
      const template = body.template as { name?: unknown; language?: { code?: unknown } } | undefined;
      if (typeof template?.name !== 'string' || typeof template.language?.code !== 'string') {
        return c.json(graphError(100, 'template.name and template.language.code are required'), 400);
      }
      const state = this.templates.get(template.name);
      if (!state) return c.json(graphError(132001, `template name (${template.name}) does not exist in ${template.language.code}`), 404);
      if (state === 'PAUSED') return c.json(graphError(132015, `Template ${template.name} is paused due to low quality`), 400);
      if (state === 'DISABLED') return c.json(graphError(132016, `Template ${template.name} is disabled`), 400);
    } else if (type === 'interactive') {
      // Meta's limits of reply buttons (1–3, titles ≤ 20) and lists (1–10 rows, titles ≤ 24, button ≤ 20).
      const i = body.interactive as
        | {
            type?: unknown;
            body?: { text?: unknown };
            action?: {
              buttons?: { reply?: { id?: unknown; title?: unknown } }[];
              button?: unknown;
              sections?: { rows?: { id?: unknown; title?: unknown }[] }[];
            };
          }
        | undefined;
      const chars = (v: unknown) => (typeof v === 'string' ? Array.from(v).length : -1);
      const text = i?.body?.text;
      if (typeof text !== 'string' || text.length === 0 || chars(text) > 1024)
        return c.json(graphError(100, 'interactive.body.text is required (≤ 1024)'), 400);
      if (i?.type === 'button') {
        const buttons = i.action?.buttons ?? [];
        if (
          buttons.length < 1 ||
          buttons.length > 3 ||
          buttons.some((b) => chars(b.reply?.id) < 1 || chars(b.reply?.title) < 1 || chars(b.reply?.title) > 20)
        )
          return c.json(graphError(131009, 'Parameter value is not valid: buttons'), 400);
      } else if (i?.type === 'list') {
        const rows = (i.action?.sections ?? []).flatMap((s) => s.rows ?? []);
        if (
          chars(i.action?.button) < 1 ||
          chars(i.action?.button) > 20 ||
          rows.length < 1 ||
          rows.length > 10 ||
          rows.some((r) => chars(r.id) < 1 || chars(r.title) < 1 || chars(r.title) > 24)
        )
          return c.json(graphError(131009, 'Parameter value is not valid: list'), 400);
      } else return c.json(graphError(100, `Unsupported interactive type ${String(i?.type)}`), 400);
    } else {
      return c.json(graphError(100, `Unsupported message type ${String(type)}`), 400);
    }
    const digits = phoneDigits(to);
    if (type !== 'template') {
      // Meta's rule: free-form messages only inside the customer-service window.
      const wrote = this.lastInbound.get(digits);
      if (wrote === undefined || this.now() - wrote > FAKE_SERVICE_WINDOW_MS) {
        return c.json(
          graphError(
            131047,
            'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
          ),
          400,
        );
      }
    }
    const failure = this.failures.get(digits);
    if (failure !== undefined) return c.json(graphError(failure), failure === 130429 ? this.throttleStatus : 400);
    const id = wamid();
    this.sent.push({ id, to: digits, type: String(type), body });
    return c.json({
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: digits }],
      messages: [{ id, ...(type === 'template' ? { message_status: 'accepted' } : {}) }],
    });
  });

  /* -------------------------------------------------------------- embedded signup */

  /** Meta app the code exchange expects (`client_id`, `client_secret`). */
  appId = 'fake-app';
  appSecret = 'fake-app-secret';
  /** Embedded signups the "pop-up" finished: one-time code → ids. */
  readonly signups = new Map<string, { phone_number_id: string; waba_id: string }>();
  /** Business tokens issued by the code exchange → the WABA and number they may manage. */
  readonly businessTokens = new Map<string, { phone_number_id: string; waba_id: string }>();
  readonly subscribedWabas = new Set<string>();
  readonly registered = new Set<string>();
  /** How many reads of a registered number answer `PENDING_REVIEW` before `APPROVED`. */
  nameReviewReads = 0;
  private readonly reads = new Map<string, number>();

  /**
   * What Meta's embedded-signup pop-up would give the browser once the merchant has added and
   * verified a number: the `WA_EMBEDDED_SIGNUP` message's ids and `FB.login`'s one-time code.
   */
  embeddedSignup(): { code: string; phone_number_id: string; waba_id: string } {
    const ids = {
      phone_number_id: String(100_000_000_000_000 + this.signups.size + this.businessTokens.size + 1),
      waba_id: String(200_000_000_000_000 + this.signups.size + this.businessTokens.size + 1),
    };
    const code = `AQ${randomBytes(16).toString('base64url')}`;
    this.signups.set(code, ids);
    return { code, ...ids };
  }

  private business(c: { req: { header(name: string): string | undefined } }) {
    const auth = c.req.header('authorization') ?? '';
    return this.businessTokens.get(auth.replace(/^Bearer /, ''));
  }

  readonly signupApp = new Hono()
    // Meta's "Exchange the token code for a business token" (Embedded Signup, step 3).
    .get('/:version/oauth/access_token', (c) => {
      this.requests += 1;
      if (c.req.query('client_id') !== this.appId || c.req.query('client_secret') !== this.appSecret) {
        return c.json(graphError(101, 'Error validating client secret.'), 400);
      }
      const ids = this.signups.get(c.req.query('code') ?? '');
      if (!ids) return c.json(graphError(100, 'Invalid verification code format.'), 400);
      this.signups.delete(c.req.query('code')!); // one-time
      const token = `EAAB${randomBytes(24).toString('base64url')}`;
      this.businessTokens.set(token, ids);
      return c.json({ access_token: token, token_type: 'bearer' });
    })
    // "Subscribe to webhooks on the customer's WABA".
    .post('/:version/:wabaId/subscribed_apps', (c) => {
      this.requests += 1;
      const business = this.business(c);
      if (!business) return c.json(graphError(190), 401);
      if (business.waba_id !== c.req.param('wabaId')) return c.json(graphError(100, 'Unsupported post request.'), 400);
      this.subscribedWabas.add(business.waba_id);
      return c.json({ success: true });
    })
    // "Register the customer's phone number" with a 6-digit two-step-verification pin.
    .post('/:version/:phoneNumberId/register', async (c) => {
      this.requests += 1;
      const business = this.business(c);
      if (!business) return c.json(graphError(190), 401);
      if (business.phone_number_id !== c.req.param('phoneNumberId')) return c.json(graphError(100, 'Unsupported post request.'), 400);
      const body = (await c.req.json().catch(() => ({}))) as { messaging_product?: unknown; pin?: unknown };
      if (body.messaging_product !== 'whatsapp' || typeof body.pin !== 'string' || !/^\d{6}$/.test(body.pin)) {
        return c.json(graphError(100, 'The parameter pin is required (6 digits).'), 400);
      }
      this.registered.add(business.phone_number_id);
      return c.json({ success: true });
    })
    // The phone number node: `GET /{phone-number-id}?fields=…`.
    .get('/:version/:phoneNumberId', (c) => {
      this.requests += 1;
      const business = this.business(c);
      const id = c.req.param('phoneNumberId');
      if (!business) return c.json(graphError(190), 401);
      if (business.phone_number_id !== id) return c.json(graphError(100, `Object with ID '${id}' does not exist`), 400);
      const reads = (this.reads.get(id) ?? 0) + 1;
      this.reads.set(id, reads);
      const registered = this.registered.has(id);
      return c.json({
        id,
        display_phone_number: '+966 50 000 0000',
        verified_name: 'Fake Store',
        code_verification_status: 'VERIFIED',
        name_status: registered && reads > this.nameReviewReads ? 'APPROVED' : 'PENDING_REVIEW',
        quality_rating: registered ? 'GREEN' : 'UNKNOWN',
        messaging_limit_tier: 'TIER_250',
        platform_type: registered ? 'CLOUD_API' : 'NOT_APPLICABLE',
      });
    });

  /** Forgets what was sent, scripted failures and the throughput window. */
  reset(): void {
    this.sent.length = 0;
    this.failures.clear();
    this.lastInbound.clear();
    this.window = [];
    this.requests = 0;
    this.throttled = 0;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => {
      const both = new Hono().route('/', this.app).route('/', this.signupApp);
      this.server = serve({ fetch: both.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/v21.0`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise((resolve) => server.close(resolve));
  }
}

/* ------------------------------------------------------------------ webhooks Meta sends */

export interface StatusEventInput {
  id: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  recipient: string;
  timestamp: number;
  errorCode?: number;
}

const envelope = (phoneNumberId: string, value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
            ...value,
          },
          field: 'messages',
        },
      ],
    },
  ],
});

/** A status webhook as Meta sends it (sent/delivered/read/failed with `errors`). */
export function statusWebhook(phoneNumberId: string, events: StatusEventInput[]) {
  return envelope(phoneNumberId, {
    statuses: events.map((e) => ({
      id: e.id,
      status: e.status,
      timestamp: String(e.timestamp),
      recipient_id: e.recipient,
      ...(e.status === 'failed'
        ? {
            errors: [
              {
                code: e.errorCode ?? 131026,
                title: TITLES[e.errorCode ?? 131026] ?? 'Error',
                message: TITLES[e.errorCode ?? 131026] ?? 'Error',
                error_data: { details: TITLES[e.errorCode ?? 131026] ?? 'Error' },
              },
            ],
          }
        : {
            conversation: { id: 'CONVERSATION_ID', origin: { type: 'marketing' } },
            pricing: { billable: true, pricing_model: 'PMP', category: 'marketing', type: 'regular' },
          }),
    })),
  });
}

/** An inbound text message webhook. */
export function inboundTextWebhook(phoneNumberId: string, from: string, text: string, timestamp: number, name = 'Customer') {
  return envelope(phoneNumberId, {
    contacts: [{ profile: { name }, wa_id: from }],
    messages: [{ from, id: wamid(), timestamp: String(timestamp), type: 'text', text: { body: text } }],
  });
}

/** `X-Hub-Signature-256` Meta puts on every webhook: `sha256=` + HMAC-SHA256(app secret, raw body) in hex. */
export const metaSignature = (appSecret: string, raw: string | Uint8Array) =>
  `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;

/**
 * A `message_template_status_update` webhook as Meta sends it (webhook reference): the WABA id in
 * `entry[].id`, the time in `entry[].time` (seconds), the event and template in `changes[].value`.
 */
export function templateStatusWebhook(
  wabaId: string,
  update: { event: string; name: string; id?: number; language?: string; reason?: string; time: number },
) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: wabaId,
        time: update.time,
        changes: [
          {
            field: 'message_template_status_update',
            value: {
              event: update.event,
              message_template_id: update.id ?? 594425479261596,
              message_template_name: update.name,
              message_template_language: update.language ?? 'en',
              reason: update.reason ?? 'NONE',
            },
          },
        ],
      },
    ],
  });
}
