/**
 * Labels the server writes into messages to customers, read from the app's own catalogue
 * (@wasl/i18n locales/{en,ar}/data.json) so a status reads the same in a message and on screen.
 */
import { orderStatuses, type OrderStatusName } from '@wasl/api';
import { translate } from '@wasl/i18n/catalogue';

export type MessageLanguage = 'en' | 'ar';

export const isOrderStatus = (value: string): value is OrderStatusName => (orderStatuses as readonly string[]).includes(value);

/** The order status as the dashboard shows it (`data:status.order.*`). */
export function orderStatusLabel(language: MessageLanguage, status: OrderStatusName): string {
  return translate(language, `data:status.order.${status}`);
}
