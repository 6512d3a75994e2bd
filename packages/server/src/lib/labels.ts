/**
 * Labels and texts the server writes into messages to people, read from the app's own catalogue
 * (@wasl/i18n locales/{en,ar}: data.json so a status reads the same in a message and on screen,
 * notify.json for e-mails and bot replies).
 */
import { orderStatuses, type OrderStatusName } from '@wasl/api';
import { translate, type CatalogueKey } from '@wasl/i18n/catalogue';

export type MessageLanguage = 'en' | 'ar';

/** A stored language column as a message language (English unless Arabic). */
export const languageOf = (value: string | null | undefined): MessageLanguage => (value === 'ar' ? 'ar' : 'en');

export const isOrderStatus = (value: string): value is OrderStatusName => (orderStatuses as readonly string[]).includes(value);

/** The order status as the dashboard shows it (`data:status.order.*`). */
export function orderStatusLabel(language: MessageLanguage, status: OrderStatusName): string {
  return translate(language, `data:status.order.${status}`);
}

/**
 * A text the server writes to a person (e-mails, bot replies, upload refusals), from the catalogue
 * (`notify:` and `errors:`) in the recipient's language. A key the catalogue lacks does not compile.
 */
export function text(
  language: MessageLanguage,
  key: CatalogueKey<'notify' | 'errors'>,
  vars: Record<string, string | number> = {},
): string {
  return translate(language, key, vars);
}
