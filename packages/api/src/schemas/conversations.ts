/**
 * Conversations (issue 19): a customer's WhatsApp thread — what the customer sent (typed entries)
 * and what the business sent them (bot, agent, order updates, campaigns, surveys) with its
 * delivery status. The inbox and the agents' side come later; this is the server's read of one thread.
 */
import { z } from 'zod';

/** E.164 digits of the customer, with or without `+` (the `/inspect/{phone}` form). */
export const ThreadPath = z.strictObject({
  phone: z
    .string()
    .max(20)
    .regex(/^\+?\d{6,15}$/, 'validation:phoneInvalid'),
});

export const ThreadEntry = z.object({
  direction: z.enum(['in', 'out']),
  /** Who wrote it: the customer, the bot, an agent, or the system (order updates, campaigns, surveys). */
  sender: z.enum(['customer', 'bot', 'agent', 'system']),
  /** Inbound: text, button_reply, list_reply, quick_reply, image, video, audio, document, sticker, location, reaction, contacts, unsupported; outbound: the message kind. */
  kind: z.string(),
  /** As sent (render as text). */
  text: z.string(),
  /** Inbound: replyId, mediaId, mimeType, caption, filename, latitude, longitude, name, address, contextId; outbound: a bot reply's {kind, choices}. */
  payload: z.record(z.string(), z.unknown()),
  /** Outbound: queued, sending, sent, delivered, seen, failed. */
  status: z.string().nullable(),
  /** Outbound failures: the reason class (data:failureReason.*). */
  failure_reason: z.string().nullable(),
  at: z.string(),
  provider_message_id: z.string().nullable(),
});

export const ThreadCustomer = z.object({
  phone: z.string().nullable(),
  wa_id: z.string().nullable(),
  /** Meta's business-scoped user id. */
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  /** The WhatsApp profile name. */
  profile_name: z.string(),
  language: z.enum(['en', 'ar']),
  /** 'waiting' once the bot handed the conversation over ($AGENT). */
  handover: z.enum(['none', 'waiting']),
  section_id: z.number().int().nullable(),
});

/** The customer (null when they never wrote) and the last 500 entries, oldest first. */
export const Thread = z.object({ customer: ThreadCustomer.nullable(), entries: z.array(ThreadEntry) });
