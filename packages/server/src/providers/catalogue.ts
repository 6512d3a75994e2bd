/**
 * Plans and add-ons sold through the sandbox payment provider (prices in SAR, validity 30 days).
 * Plan-gated features follow SPEC §6.
 */
import type { z } from 'zod';
import type { Addon, Packages, Plan } from '@wasl/api';

type PlanT = z.output<typeof Plan>;
type AddonT = z.output<typeof Addon>;

export const PLANS: PlanT[] = [
  {
    id: 'trial',
    name: 'Free trial',
    name_ar: 'تجربة مجانية',
    price: 0,
    currency: 'SAR',
    validity: 60,
    agents: 2,
    sections: 2,
    sessions: 250,
    campaign_limit: 2,
    features: ['quick_replies', 'order_updates', 'new_order_notification'],
  },
  {
    id: 'basic',
    name: 'Basic',
    name_ar: 'الأساسية',
    price: 199,
    currency: 'SAR',
    validity: 30,
    agents: 3,
    sections: 3,
    sessions: 1000,
    campaign_limit: 5,
    features: ['quick_replies', 'order_updates', 'new_order_notification', 'invoice_links', 'widget'],
  },
  {
    id: 'pro',
    name: 'Professional',
    name_ar: 'الاحترافية',
    price: 499,
    currency: 'SAR',
    validity: 30,
    agents: 10,
    sections: 8,
    sessions: 5000,
    campaign_limit: 30,
    features: [
      'quick_replies',
      'order_updates',
      'new_order_notification',
      'invoice_links',
      'widget',
      'agent_feedback',
      'survey_form',
      'cart_reminder',
      'campaigns',
      'data_export',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    name_ar: 'المؤسسات',
    price: 1299,
    currency: 'SAR',
    validity: 30,
    agents: 50,
    sections: 30,
    sessions: 25000,
    campaign_limit: 200,
    features: [
      'quick_replies',
      'order_updates',
      'new_order_notification',
      'invoice_links',
      'widget',
      'agent_feedback',
      'survey_form',
      'cart_reminder',
      'campaigns',
      'data_export',
      'special_agent_support',
      'ai_analytics',
      'green_tick',
      'tech_provider_validation',
    ],
  },
];

export const ADDONS: AddonT[] = [
  { id: 'coins-1000', name: '1,000 coins', name_ar: '١٬٠٠٠ عملة', price: 50, currency: 'SAR', feature: null, coins: 1000 },
  { id: 'coins-10000', name: '10,000 coins', name_ar: '١٠٬٠٠٠ عملة', price: 450, currency: 'SAR', feature: null, coins: 10000 },
  { id: 'survey', name: 'Survey form', name_ar: 'نموذج الاستبيان', price: 49, currency: 'SAR', feature: 'survey_form', coins: null },
  { id: 'cart-reminder', name: 'Cart reminder', name_ar: 'تذكير السلة', price: 79, currency: 'SAR', feature: 'cart_reminder', coins: null },
  { id: 'data-export', name: 'Data export', name_ar: 'تصدير البيانات', price: 29, currency: 'SAR', feature: 'data_export', coins: null },
  {
    id: 'ai-analytics',
    name: 'AI analytics',
    name_ar: 'تحليلات الذكاء الاصطناعي',
    price: 149,
    currency: 'SAR',
    feature: 'ai_analytics',
    coins: null,
  },
];

export const PACKAGES: z.output<typeof Packages> = { plans: PLANS, addons: ADDONS, free_trial_months: 2 };

export const planById = (id: string): PlanT | undefined => PLANS.find((p) => p.id === id);
export const addonById = (id: string): AddonT | undefined => ADDONS.find((a) => a.id === id);
/** Price of one coin when bought loose (quantity of coins). */
export const COIN_PRICE = 0.05;
