/** Business numbers and order templates for the contacts and templates stories (fixed dates, no clock). */
import type { ContactNumber, OrderTemplates } from '@wasl/api/types';
import hostile from './fixtures/hostile-strings.json';

export const approvedNumber: ContactNumber = {
  id: 1,
  type: 'primary',
  phone: '+966920001234',
  phone_id: '106540352242922',
  business_account_id: '102290129340398',
  business_category: 'Food & beverages',
  template: 'order_updates_v1',
  status: 'approved',
  created_at: '2026-06-10T09:00:00.000Z',
  messaging_limit_tier: 'TIER_10K',
  quality_rating: 'GREEN',
  onboarding: { mode: 'sandbox', done: 5, error: null },
};

export const pendingNumber: ContactNumber = {
  ...approvedNumber,
  id: 2,
  type: 'secondary',
  phone: '+966501110020',
  template: null,
  status: 'pending',
  messaging_limit_tier: null,
  quality_rating: null,
  created_at: '2026-11-27T09:00:00.000Z',
  onboarding: { mode: 'sandbox', done: 2, error: null },
};

export const failedNumber: ContactNumber = {
  ...pendingNumber,
  id: 3,
  phone: '+966561110031',
  phone_id: '106540352249999',
  onboarding: { mode: 'cloud', done: 1, error: 'errors:onboardingFailed' },
};

export const yellowNumber: ContactNumber = {
  ...approvedNumber,
  id: 4,
  type: 'secondary',
  phone: '+966561110030',
  messaging_limit_tier: 'TIER_1K',
  quality_rating: 'YELLOW',
  onboarding: { mode: 'cloud', done: 5, error: null },
};

export const numbers: ContactNumber[] = [approvedNumber, yellowNumber, pendingNumber, failedNumber];

/** Hostile categories (markup, bidi controls, long Arabic, a CSV formula) on real-looking numbers. */
export const hostileNumbers: ContactNumber[] = [hostile.markup[0]!, hostile.bidi[1]!, hostile.long[0]!, hostile.csv_formulas[0]!].map(
  (category, k) => ({ ...approvedNumber, id: 10 + k, phone: `+96650000000${k}`, business_category: category, template: category }),
);

export const orderTemplates: OrderTemplates = {
  init: {
    kind: 'init',
    en: 'Hello {name}, thank you for your order {order_id}. Total: {total} {currency}. We will let you know when it ships.',
    ar: 'مرحبًا {name}، شكرًا لطلبك {order_id}. الإجمالي: {total} {currency}. سنخبرك عند شحنه.',
    status: 'approved',
    updated_at: '2026-11-20T10:00:00.000Z',
  },
  commit: {
    kind: 'commit',
    en: 'Your order {order_id} is confirmed. Invoice: {invoice}',
    ar: 'تم تأكيد طلبك {order_id}. الفاتورة: {invoice}',
    status: 'pending',
    updated_at: '2026-11-27T08:30:00.000Z',
  },
  push: {
    kind: 'push',
    en: 'Update on your order {order_id}: {status}.',
    ar: 'تحديث على طلبك {order_id}: {status}.',
    status: 'rejected',
    updated_at: '2026-11-26T14:00:00.000Z',
  },
};

export const hostileTemplates: OrderTemplates = {
  ...orderTemplates,
  init: { ...orderTemplates.init, en: `${hostile.markup[0]} {order_id}`, ar: `${hostile.bidi[1]} ${hostile.long[0]} {name}` },
};
