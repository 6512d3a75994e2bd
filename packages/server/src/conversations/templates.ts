/**
 * The templates the inbox may send outside the 24-hour window (issue 19). WhatsApp allows only
 * approved templates there; Wasl has no template library yet, so the inbox offers these two
 * utility templates, treated as approved (the sandbox approves them; with the Cloud API they must
 * exist under the same names in the merchant's WhatsApp account). Their words are the i18n
 * catalogue's (`chatbot:bot.template*`), in the customer's language, with their profile name.
 * Cost: sending opens a conversation when none is open and paid — one conversation from the wallet
 * (the messaging engine's rule, messages.ts `takeConversation`), else nothing.
 */
import { translate } from '@wasl/i18n/catalogue';
import type { Queryable } from '../db/db.ts';

export interface InboxTemplate {
  id: string;
  category: 'utility' | 'marketing';
  text: (language: 'en' | 'ar', name: string) => string;
}

const words = (key: string) => (language: 'en' | 'ar', name: string) =>
  translate(language, `chatbot:bot.${key}`, { name: name.trim() || translate(language, 'chatbot:bot.templateNameFallback') });

export const inboxTemplates: readonly InboxTemplate[] = [
  { id: 'follow_up', category: 'utility', text: words('templateFollowUp') },
  { id: 'order_help', category: 'utility', text: words('templateOrderHelp') },
];

/** Conversations a template to `phone` takes from the wallet now: 0 inside an open, paid window, else 1. */
export async function templateCost(q: Queryable, merchantId: number, phone: string, now: Date): Promise<number> {
  const { rows } = await q.query<{ open: boolean }>(
    'SELECT (expires_at > $3 AND charged) AS open FROM conversation_windows WHERE merchant_id = $1 AND phone = $2',
    [merchantId, phone, now],
  );
  return rows[0]?.open ? 0 : 1;
}
