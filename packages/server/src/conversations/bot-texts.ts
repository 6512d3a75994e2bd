/**
 * The bot's own sentences for the flow engine (@wasl/api/models `runFlow`), read from the i18n
 * catalogues (`chatbot:bot.*` in locales/{en,ar}/chatbot.json) — the emulator and real
 * conversations say the same words; order statuses use the dashboard's labels (lib/labels.ts).
 */
import type { BotTexts } from '@wasl/api/models';
import { translate } from '@wasl/i18n/catalogue';
import { isOrderStatus, orderStatusLabel } from '../lib/labels.ts';

export const botTexts: BotTexts = {
  text: (key, language, values) => translate(language, `chatbot:bot.${key}`, values ?? {}),
  orderStatus: (status, language) => (isOrderStatus(status) ? orderStatusLabel(language, status) : status),
};

/** The label of the button that opens a list message. */
export const listButtonLabel = (language: 'en' | 'ar') => translate(language, 'chatbot:bot.listButton');
