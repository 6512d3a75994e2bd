/**
 * Meta's webhooks for the WhatsApp Cloud API, at `/integration/webhooks/whatsapp`:
 * - GET: the subscribe challenge — `hub.mode=subscribe` with our `hub.verify_token` answers
 *   `hub.challenge` as plain text; anything else 403.
 * - POST: `X-Hub-Signature-256` (HMAC-SHA256 of the raw body with the app secret) is checked,
 *   timing-safe, before the body is parsed (401 otherwise). Status events become `message.status`
 *   jobs (messaging/status.ts applies them, forward-only); inbound messages become
 *   `whatsapp.inbound` jobs (the customer's thread, conversation window, STOP opt-out, the bot:
 *   conversations/inbound.ts), typed by conversations/inbound-message.ts. Every job has an idempotency key
 *   (the wamid and status, or the inbound wamid), so Meta's retries and duplicates change nothing.
 *   Template reviews (`message_template_status_update`, cloud mode) are applied at once, mapped
 *   to the merchant by the WABA id (webhooks/templates.ts), idempotent and newest-wins; so are a
 *   number's messaging-limit and quality changes (`phone_number_quality_update`).
 */
import { z } from 'zod';
import type { RouteModule } from '../middleware/route.ts';
import { badRequest, HttpError } from '../middleware/http.ts';
import { STATUS_EVENT_JOB } from '../providers/index.ts';
import { jobsAdded, NOTIFY_JOBS } from '../jobs/queue.ts';
import { classifyGraphError } from '../providers/whatsapp/errors.ts';
import { toInbound, WebhookContact, WebhookMessage } from '../conversations/inbound-message.ts';
import { WEBHOOK_ERRORS, WHATSAPP_INBOUND_JOB } from './names.ts';
import {
  applyNumberQuality,
  applyTemplateStatus,
  NUMBER_QUALITY_FIELD,
  NumberQualityValue,
  TEMPLATE_STATUS_FIELD,
  TemplateStatusValue,
} from './templates.ts';
import { safeEqual, verifyMeta } from './verify.ts';

const Status = z.object({
  id: z.string().min(1).max(200),
  status: z.string().max(30),
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().max(30).optional(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() }).loose())
    .optional(),
});
const Payload = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.object({
        id: z.string().optional(),
        time: z.number().optional(),
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z
                .object({
                  metadata: z
                    .object({ phone_number_id: z.string().max(64) })
                    .loose()
                    .optional(),
                  statuses: z.array(Status).max(1000).optional(),
                  messages: z.array(WebhookMessage).max(1000).optional(),
                  contacts: z.array(WebhookContact).max(1000).optional(),
                })
                .loose(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);
const decoder = new TextDecoder('utf-8', { fatal: true });

export const register: RouteModule = (r, deps) => {
  const { db, config } = deps;

  r.route(
    {
      method: 'get',
      base: 'root',
      path: '/integration/webhooks/whatsapp',
      auth: 'none',
      summary: 'WhatsApp webhook subscribe challenge (hub.mode, hub.verify_token, hub.challenge); 403 on a wrong token',
      tags: ['webhooks'],
      query: z.object({
        'hub.mode': z.string().max(50).optional(),
        'hub.verify_token': z.string().max(512).optional(),
        'hub.challenge': z.string().max(512).optional(),
      }),
      produces: 'file',
      errors: [403],
    },
    ({ c, query }) => {
      const expected = config.whatsapp.verifyToken;
      const token = query['hub.verify_token'];
      if (query['hub.mode'] !== 'subscribe' || !expected || !token || !safeEqual(token, expected) || !query['hub.challenge']) {
        throw new HttpError(403, WEBHOOK_ERRORS.verifyToken);
      }
      return c.text(query['hub.challenge'], 200);
    },
  );

  r.route(
    {
      method: 'post',
      base: 'root',
      path: '/integration/webhooks/whatsapp',
      auth: 'none',
      summary: 'WhatsApp status and inbound-message webhook; X-Hub-Signature-256 checked on the raw body (401 otherwise)',
      tags: ['webhooks'],
      bodyKind: 'raw',
      bodyLimit: 3 * 1024 * 1024,
      errors: [400, 401, 413],
    },
    async ({ c, rawBody }) => {
      const raw = rawBody ?? new Uint8Array();
      if (!verifyMeta(config.whatsapp.appSecret, raw, c.req.header('x-hub-signature-256')))
        throw new HttpError(401, WEBHOOK_ERRORS.signature);
      let json: unknown;
      try {
        json = JSON.parse(decoder.decode(raw));
      } catch {
        throw badRequest(WEBHOOK_ERRORS.malformed);
      }
      const parsed = Payload.safeParse(json);
      if (!parsed.success) throw badRequest(WEBHOOK_ERRORS.malformed);
      const jobs: { kind: string; payload: unknown; key: string }[] = [];
      const reviews: { wabaId: string; value: TemplateStatusValue; at: Date }[] = [];
      const qualities: { wabaId: string; value: NumberQualityValue }[] = [];
      for (const entry of parsed.data.entry) {
        for (const change of entry.changes) {
          const value = change.value;
          if (change.field === TEMPLATE_STATUS_FIELD) {
            const review = TemplateStatusValue.safeParse(value);
            if (!review.success) throw badRequest(WEBHOOK_ERRORS.malformed);
            reviews.push({ wabaId: entry.id ?? '', value: review.data, at: entry.time ? new Date(entry.time * 1000) : deps.now() });
            continue;
          }
          if (change.field === NUMBER_QUALITY_FIELD) {
            const quality = NumberQualityValue.safeParse(value);
            if (!quality.success) throw badRequest(WEBHOOK_ERRORS.malformed);
            qualities.push({ wabaId: entry.id ?? '', value: quality.data });
            continue;
          }
          for (const s of value.statuses ?? []) {
            if (!STATUSES.has(s.status)) continue; // e.g. 'deleted', 'warning': nothing to apply
            const failure = s.status === 'failed' ? classifyGraphError(s.errors?.[0]) : undefined;
            jobs.push({
              kind: STATUS_EVENT_JOB,
              key: `status:${s.id}:${s.status}`,
              payload: {
                providerMessageId: s.id,
                status: s.status,
                timestamp: new Date(Number(s.timestamp) * 1000).toISOString(),
                ...(failure ? { errorCode: failure.code, reason: failure.reason } : {}),
              },
            });
          }
          for (const m of value.messages ?? []) {
            const message = toInbound(m, value.contacts ?? []);
            if (!message) continue; // neither a phone nor a user id: nobody to thread it to
            jobs.push({
              kind: WHATSAPP_INBOUND_JOB,
              key: `inbound:${m.id}`,
              payload: {
                phoneNumberId: value.metadata?.phone_number_id ?? '',
                from: message.phone ?? '',
                text: message.text,
                timestamp: message.timestamp,
                message,
              },
            });
          }
        }
      }
      if (reviews.length > 0 || qualities.length > 0) {
        await db.transaction(async (tx) => {
          for (const r of reviews) await applyTemplateStatus(tx, r.wabaId, r.value, r.at);
          for (const n of qualities) await applyNumberQuality(tx, n.wabaId, n.value);
        });
      }
      if (jobs.length > 0) {
        const params: unknown[] = [deps.now()];
        const values = jobs.map((j) => {
          params.push(j.kind, JSON.stringify(j.payload), j.key);
          const n = params.length;
          return `($${n - 2}, $${n - 1}::jsonb, $${n}, $1)`;
        });
        // Wakes the workers at once (this process's, and on PostgreSQL every LISTENing one): no idle poll.
        const added = await db.query(
          `INSERT INTO jobs (kind, payload, idempotency_key, run_at) VALUES ${values.join(', ')} ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${NOTIFY_JOBS}`,
          params,
        );
        if (added.rowCount > 0) jobsAdded(db);
      }
      return { data: { queued: jobs.length } };
    },
  );
};
