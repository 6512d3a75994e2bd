/** Fixed order status messages for the stories (the server's defaults, some customised or off). */
import { orderUpdateStatuses, type OrderMessageSetting } from '@wasl/api/models';
import hostile from './fixtures/hostile-strings.json';
import { orderTemplates } from './contacts';

export const orderMessages: OrderMessageSetting[] = orderUpdateStatuses.map((status) => ({
  status,
  enabled: status !== 'packed' && status !== 'replaced',
  en: status === 'shipped' ? 'Good news {name}: order {order_id} is on its way.' : orderTemplates.push.en,
  ar: status === 'shipped' ? 'أخبار سارة يا {name}: طلبك {order_id} في الطريق إليك.' : orderTemplates.push.ar,
}));

/** Markup, bidi controls, long Arabic and a CSV formula as message texts: shown as text. */
export const hostileOrderMessages: OrderMessageSetting[] = orderMessages.map((m, i) =>
  i === 0
    ? {
        ...m,
        enabled: true,
        en: `${hostile.markup[0]} ${hostile.csv_formulas[0]} {order_id}`,
        ar: `${hostile.bidi[1]} ${hostile.long[0]} {name}`,
      }
    : m,
);
