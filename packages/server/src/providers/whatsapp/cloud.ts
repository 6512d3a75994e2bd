/**
 * WhatsApp Cloud API adapter: `POST {apiBase}/{phone-number-id}/messages` with a Bearer token
 * (Meta's "Send messages" reference). Text messages (only inside a customer-service window) and
 * template messages (anywhere). A success answers the `wamid` that the status webhooks refer to;
 * a failure throws a ProviderError (errors.ts) so the queue knows whether and when to retry.
 */
import type { InteractiveChoices, MessagingProvider, OutboundMessage, SendResult } from '../index.ts';
import { classifyGraphError, DEFAULT_TRANSIENT_BACKOFF_MS, ProviderError } from './errors.ts';

export const DEFAULT_GRAPH_API_BASE = 'https://graph.facebook.com/v21.0';

export interface CloudApiConfig {
  token: string;
  phoneNumberId: string;
  /** @default DEFAULT_GRAPH_API_BASE */
  apiBase?: string;
  /** @default 10 s */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface TemplateMessage {
  name: string;
  /** Meta's language code of the approved template: `en`, `en_US`, `ar`. */
  language: string;
  /** `{type: 'body', parameters: [{type: 'text', text}]}` etc., passed as Meta documents them. */
  components?: unknown[];
}

export interface SentMessage {
  providerMessageId: string;
  /** The WhatsApp id Meta resolved the number to (digits). */
  waId: string | undefined;
}

interface SendAnswer {
  messaging_product?: string;
  contacts?: { input?: string; wa_id?: string }[];
  messages?: { id?: string; message_status?: string }[];
  error?: { code?: number; message?: string };
}

/** Meta takes the number with its country code; `+`, spaces and dashes are accepted but we send digits. */
export const toWhatsAppNumber = (phone: string) => phone.replace(/[^\d]/g, '');

export class WhatsAppCloudApi {
  private readonly base: string;
  private readonly fetch: typeof fetch;
  constructor(private readonly config: CloudApiConfig) {
    this.base = (config.apiBase ?? DEFAULT_GRAPH_API_BASE).replace(/\/+$/, '');
    this.fetch = config.fetch ?? globalThis.fetch;
  }

  sendText(to: string, body: string, options: { previewUrl?: boolean } = {}): Promise<SentMessage> {
    return this.post({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: toWhatsAppNumber(to),
      type: 'text',
      text: { preview_url: options.previewUrl ?? false, body },
    });
  }

  /**
   * An interactive message (Meta's "Interactive reply buttons" / "Interactive list" messages): reply
   * buttons `{type: 'button', action: {buttons: [{type: 'reply', reply: {id, title}}]}}` or a list
   * `{type: 'list', action: {button, sections: [{rows: [{id, title}]}]}}`. Titles are cut to
   * WhatsApp's limits (20 / 24 characters) as a last guard: deploy already refuses longer ones.
   */
  sendInteractive(to: string, body: string, choices: InteractiveChoices): Promise<SentMessage> {
    const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');
    const interactive =
      choices.kind === 'list'
        ? {
            type: 'list',
            body: { text: body },
            action: {
              button: cut(choices.listButton ?? '…', 20),
              sections: [{ rows: choices.choices.slice(0, 10).map((c) => ({ id: c.id, title: cut(c.title, 24) })) }],
            },
          }
        : {
            type: 'button',
            body: { text: body },
            action: { buttons: choices.choices.slice(0, 3).map((c) => ({ type: 'reply', reply: { id: c.id, title: cut(c.title, 20) } })) },
          };
    return this.post({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: toWhatsAppNumber(to),
      type: 'interactive',
      interactive,
    });
  }

  sendTemplate(to: string, template: TemplateMessage): Promise<SentMessage> {
    return this.post({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: toWhatsAppNumber(to),
      type: 'template',
      template: {
        name: template.name,
        language: { code: template.language },
        ...(template.components ? { components: template.components } : {}),
      },
    });
  }

  private async post(payload: Record<string, unknown>): Promise<SentMessage> {
    let response: Response;
    try {
      response = await this.fetch(`${this.base}/${encodeURIComponent(this.config.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${this.config.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      // Network failure or timeout: the message may or may not have left; the queue's idempotency
      // key keeps a retry from counting twice on our side.
      throw new ProviderError({
        code: 'network',
        reason: 'other',
        retryable: true,
        retryAfterMs: DEFAULT_TRANSIENT_BACKOFF_MS,
        message: (error as Error).message,
      });
    }
    let answer: SendAnswer = {};
    try {
      answer = (await response.json()) as SendAnswer;
    } catch {
      // Not JSON (a proxy's HTML error page): judged by the status alone below.
    }
    const id = answer.messages?.[0]?.id;
    if (response.ok && typeof id === 'string' && id !== '') {
      return { providerMessageId: id, waId: answer.contacts?.[0]?.wa_id };
    }
    throw classifyGraphError(answer.error, { status: response.status, retryAfter: response.headers.get('retry-after') });
  }
}

/**
 * The MessagingProvider over the Cloud API: a message with a template (business-initiated, allowed
 * outside the conversation window) goes as that template with its parameters as body parameters;
 * free-form text (inside a window only — the caller checks, Meta would refuse with 131047) as text.
 * Meta keeps no idempotency key: the queue's key protects our records, not a crash between Meta's
 * answer and our commit (see OutboundMessage.idempotencyKey).
 */
export class WhatsAppCloudMessaging implements MessagingProvider {
  constructor(readonly api: WhatsAppCloudApi) {}

  async send(message: OutboundMessage): Promise<SendResult> {
    const language = message.language ?? 'en';
    const sent =
      message.format !== 'text' && message.template
        ? await this.api.sendTemplate(message.to, {
            name: message.template.name,
            language,
            components: message.template.params.length
              ? [{ type: 'body', parameters: message.template.params.map((text) => ({ type: 'text', text })) }]
              : undefined,
          })
        : message.interactive && message.interactive.choices.length > 0
          ? await this.api.sendInteractive(message.to, message.body, message.interactive)
          : await this.api.sendText(message.to, message.body);
    return { providerMessageId: sent.providerMessageId };
  }
}
