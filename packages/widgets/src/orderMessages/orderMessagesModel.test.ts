import { describe, expect, it } from 'vitest';
import { orderUpdateStatuses, type OrderMessageSetting } from '@wasl/api/models';
import { initialOrderMessages, isOrderMessagesDirty, orderMessagesBody, orderMessagesReducer, selectedMessage } from './orderMessagesModel';

const saved: OrderMessageSetting[] = orderUpdateStatuses.map((status) => ({
  status,
  enabled: true,
  en: `Order {order_id} is ${status}`,
  ar: `طلبك {order_id} ${status}`,
}));

describe('orderMessagesModel', () => {
  it('starts on the first status, clean', () => {
    const s = initialOrderMessages(saved);
    expect(s.selected).toBe('packed');
    expect(isOrderMessagesDirty(s, saved)).toBe(false);
  });

  it('toggles, moves and edits the selected message; dirty until reset', () => {
    let s = initialOrderMessages(saved);
    s = orderMessagesReducer(s, { type: 'toggle', status: 'packed', enabled: false });
    s = orderMessagesReducer(s, { type: 'move', status: 'shipped', by: -1 });
    s = orderMessagesReducer(s, { type: 'select', status: 'delivered' });
    s = orderMessagesReducer(s, { type: 'edit', language: 'ar', text: '  وصل {order_id}  ' });
    expect(s.messages.slice(0, 2).map((m) => m.status)).toEqual(['shipped', 'packed']);
    expect(s.messages.find((m) => m.status === 'packed')!.enabled).toBe(false);
    expect(selectedMessage(s).ar).toBe('  وصل {order_id}  ');
    expect(orderMessagesBody(s).find((m) => m.status === 'delivered')!.ar).toBe('وصل {order_id}');
    expect(isOrderMessagesDirty(s, saved)).toBe(true);
    // Moving past either end changes nothing.
    expect(orderMessagesReducer(s, { type: 'move', status: 'shipped', by: -1 }).messages).toEqual(s.messages);
    s = orderMessagesReducer(s, { type: 'reset', saved });
    expect(isOrderMessagesDirty(s, saved)).toBe(false);
    expect(s.selected).toBe('delivered');
  });

  it('submit refuses an unknown variable, selects the first message with a problem, and clears it once fixed', () => {
    let s = initialOrderMessages(saved);
    s = orderMessagesReducer(s, { type: 'select', status: 'refunded' });
    s = orderMessagesReducer(s, { type: 'edit', language: 'en', text: 'Hi {password}' });
    s = orderMessagesReducer(s, { type: 'select', status: 'packed' });
    s = orderMessagesReducer(s, { type: 'submit' });
    expect(s.submitting).toBe(false);
    expect(s.selected).toBe('refunded');
    expect(s.errors.refunded).toEqual({ en: 'validation:templateVariableUnknown' });
    s = orderMessagesReducer(s, { type: 'edit', language: 'en', text: 'Hi {name}' });
    expect(s.errors.refunded).toBeUndefined();
    s = orderMessagesReducer(s, { type: 'submit' });
    expect(s.submitting).toBe(true);
    // While saving nothing changes; the answer ends it.
    expect(orderMessagesReducer(s, { type: 'toggle', status: 'packed', enabled: false })).toBe(s);
    s = orderMessagesReducer(s, { type: 'submitFailed', reason: 'errors:featureNotInPlan' });
    expect(s).toMatchObject({ submitting: false, failure: 'errors:featureNotInPlan' });
  });
});
