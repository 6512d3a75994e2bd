/**
 * One inbound WhatsApp message as the conversation stores it, from Meta's "messages" webhook
 * (`entry[].changes[].value.messages[]` with `value.contacts[]`). Pure: the webhook route parses
 * the body with the zod shapes below, then `toInbound` builds what the `whatsapp.inbound` job gets.
 *
 * Meta's shapes (Cloud API webhook reference, "messages"):
 * - text `{text: {body}}`;
 * - a reply button / list row tapped in our interactive message: `{type: 'interactive',
 *   interactive: {type: 'button_reply', button_reply: {id, title}}}` or `list_reply: {id, title,
 *   description}`;
 * - a template's quick-reply button: `{type: 'button', button: {payload, text}}`;
 * - media `{image|video|audio|document|sticker: {id, mime_type, sha256, caption?, filename?}}`;
 * - `{location: {latitude, longitude, name?, address?}}`, `{reaction: {message_id, emoji}}`,
 *   `{contacts: [...]}`, anything else (`unsupported`, `order`, `system`, …) kept by its type;
 * - `context: {id}` when the customer replied to one of our messages.
 * The customer: `from` (phone digits, = `wa_id` so far) and, from 2026, the business-scoped user id
 * (`contacts[].user_id`, `messages[].from_user_id`) and `contacts[].profile.username`; a
 * username-only customer may come without a phone.
 */
import { z } from 'zod';

const str = (max: number) => z.string().max(max);
const Media = z
  .object({ id: str(200), mime_type: str(200).optional(), caption: str(65_536).optional(), filename: str(2048).optional() })
  .loose();

/** One `messages[]` entry (the fields we read are bounded; the rest is ignored). */
export const WebhookMessage = z
  .object({
    from: z
      .string()
      .regex(/^\d{6,20}$/)
      .optional(),
    from_user_id: str(200).optional(),
    id: z.string().min(1).max(200),
    timestamp: z.string().regex(/^\d{1,12}$/),
    type: str(30),
    context: z
      .object({ id: str(200).optional() })
      .loose()
      .optional(),
    text: z
      .object({ body: str(65_536) })
      .loose()
      .optional(),
    button: z
      .object({ text: str(4096).optional(), payload: str(4096).optional() })
      .loose()
      .optional(),
    interactive: z
      .object({
        type: str(30),
        button_reply: z
          .object({ id: str(256), title: str(256) })
          .loose()
          .optional(),
        list_reply: z
          .object({ id: str(256), title: str(256), description: str(1024).optional() })
          .loose()
          .optional(),
      })
      .loose()
      .optional(),
    image: Media.optional(),
    video: Media.optional(),
    audio: Media.optional(),
    document: Media.optional(),
    sticker: Media.optional(),
    location: z
      .object({ latitude: z.number(), longitude: z.number(), name: str(1024).optional(), address: str(2048).optional() })
      .loose()
      .optional(),
    reaction: z
      .object({ message_id: str(200).optional(), emoji: str(64).optional() })
      .loose()
      .optional(),
  })
  .loose();
export type WebhookMessage = z.infer<typeof WebhookMessage>;

/** One `contacts[]` entry: who wrote. */
export const WebhookContact = z
  .object({
    wa_id: str(30).optional(),
    user_id: str(200).optional(),
    profile: z
      .object({ name: str(1024).optional(), username: str(200).optional() })
      .loose()
      .optional(),
  })
  .loose();
export type WebhookContact = z.infer<typeof WebhookContact>;

export const INBOUND_TYPES = [
  'text',
  'button_reply',
  'list_reply',
  'quick_reply',
  'image',
  'video',
  'audio',
  'document',
  'sticker',
  'location',
  'contacts',
  'reaction',
  'unsupported',
] as const;
export type InboundType = (typeof INBOUND_TYPES)[number];

/** What a thread entry keeps besides its text. */
export interface InboundPayload {
  /** The tapped button's / row's id (our node id) or a template quick reply's payload. */
  replyId?: string;
  mediaId?: string;
  mimeType?: string;
  caption?: string;
  filename?: string;
  latitude?: number;
  longitude?: number;
  name?: string;
  address?: string;
  /** The message this one answers (`context.id`). */
  contextId?: string;
  /** Meta's own type when it is not one we name (`unsupported`, `order`, `system`, …). */
  rawType?: string;
}

export interface InboundMessage {
  id: string;
  /** Unix seconds. */
  timestamp: number;
  /** The customer's phone (digits), when Meta shares it. */
  phone: string | null;
  waId: string | null;
  /** Meta's business-scoped user id (BSUID). */
  userId: string | null;
  username: string | null;
  profileName: string;
  type: InboundType;
  /** The text as sent: body, reply title, caption, location name — verbatim. */
  text: string;
  payload: InboundPayload;
}

const MEDIA = ['image', 'video', 'audio', 'document', 'sticker'] as const;

/** The stored form of one webhook message, with the sender's contact entry (matched by wa_id / user id). */
export function toInbound(m: WebhookMessage, contacts: readonly WebhookContact[]): InboundMessage | null {
  const contact =
    contacts.find((c) => (m.from && c.wa_id === m.from) || (m.from_user_id && c.user_id === m.from_user_id)) ??
    (contacts.length === 1 ? contacts[0] : undefined);
  const phone = m.from ?? (contact?.wa_id && /^\d{6,20}$/.test(contact.wa_id) ? contact.wa_id : null);
  const userId = m.from_user_id ?? contact?.user_id ?? null;
  if (!phone && !userId) return null; // nobody to thread it to
  const payload: InboundPayload = {};
  if (m.context?.id) payload.contextId = m.context.id;
  let type: InboundType = 'unsupported';
  let text = '';
  if (m.type === 'text' && m.text) {
    type = 'text';
    text = m.text.body;
  } else if (m.type === 'interactive' && m.interactive?.button_reply) {
    type = 'button_reply';
    text = m.interactive.button_reply.title;
    payload.replyId = m.interactive.button_reply.id;
  } else if (m.type === 'interactive' && m.interactive?.list_reply) {
    type = 'list_reply';
    text = m.interactive.list_reply.title;
    payload.replyId = m.interactive.list_reply.id;
  } else if (m.type === 'button' && m.button) {
    type = 'quick_reply';
    text = m.button.text ?? '';
    if (m.button.payload !== undefined) payload.replyId = m.button.payload;
  } else if ((MEDIA as readonly string[]).includes(m.type) && m[m.type as (typeof MEDIA)[number]]) {
    const media = m[m.type as (typeof MEDIA)[number]]!;
    type = m.type as InboundType;
    payload.mediaId = media.id;
    if (media.mime_type) payload.mimeType = media.mime_type;
    if (media.caption !== undefined) payload.caption = media.caption;
    if (media.filename !== undefined) payload.filename = media.filename;
    text = media.caption ?? '';
  } else if (m.type === 'location' && m.location) {
    type = 'location';
    payload.latitude = m.location.latitude;
    payload.longitude = m.location.longitude;
    if (m.location.name !== undefined) payload.name = m.location.name;
    if (m.location.address !== undefined) payload.address = m.location.address;
    text = [m.location.name, m.location.address].filter(Boolean).join('\n');
  } else if (m.type === 'reaction' && m.reaction) {
    type = 'reaction';
    text = m.reaction.emoji ?? '';
    if (m.reaction.message_id) payload.contextId = m.reaction.message_id;
  } else if (m.type === 'contacts') {
    type = 'contacts';
  } else {
    payload.rawType = m.type;
  }
  return {
    id: m.id,
    timestamp: Number(m.timestamp),
    phone,
    waId: contact?.wa_id ?? m.from ?? null,
    userId,
    username: contact?.profile?.username ?? null,
    profileName: contact?.profile?.name ?? '',
    type,
    text,
    payload,
  };
}
