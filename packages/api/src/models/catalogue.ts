/**
 * The plans and add-ons Wasl sells: the one source of prices. The server serves it (GET /packages),
 * its seed bills from it and the public pricing page renders it at build time, so a price can
 * change in one place only. Pure data (no zod, no I/O); `catalogue.test.ts` checks it against the
 * `Packages` schema. Prices are in SAR, per 30-day period (SPEC §9), excluding VAT.
 */
import { CHATBOT_MAX_NODES, FLOW_NODE_FLAG_LIMIT } from './flowLimits';

/**
 * Plan-gated features (SPEC §6): each is enforced by the server (`packages/server/src/plan-features.test.ts`
 * maps every key to the test that proves its 402 outside the plan).
 */
export const featureKeys = [
  'invoice_links',
  'quick_replies',
  'agent_feedback',
  'survey_form',
  'cart_reminder',
  'campaigns',
  'special_agent_support',
  'order_updates',
  'new_order_notification',
  'widget',
  'data_export',
  'ai_analytics',
] as const;
export type FeatureKey = (typeof featureKeys)[number];

export interface CataloguePlan {
  id: string;
  name: string;
  name_ar: string;
  /** SAR per validity period, excluding VAT. */
  price: number;
  currency: string;
  /** days */
  validity: number;
  agents: number;
  sections: number;
  sessions: number;
  campaign_limit: number;
  /** Nodes the chatbot flow may have (SPEC §9 isGreaterThenTen: ten on the small plans). */
  flow_nodes: number;
  features: FeatureKey[];
}

export interface CatalogueAddon {
  id: string;
  name: string;
  name_ar: string;
  /** SAR, billed monthly from the add-on date; add-ons never expire (SPEC §9). */
  price: number;
  currency: string;
  feature: FeatureKey | null;
  /** Coins are sold in packs; one coin = one campaign message. */
  coins: number | null;
}

export const FREE_TRIAL_MONTHS = 2;

/** Saudi VAT (ZATCA standard rate), added on top of every listed price. */
export const VAT_RATE = 0.15;

/** Price including VAT, rounded to the halala. */
export const withVat = (price: number): number => Math.round(price * (1 + VAT_RATE) * 100) / 100;

/** Each plan has every feature of the one below it, and these more. */
const trialFeatures: FeatureKey[] = ['quick_replies', 'order_updates', 'new_order_notification'];
const basicFeatures: FeatureKey[] = [...trialFeatures, 'invoice_links', 'widget'];
const proFeatures: FeatureKey[] = [...basicFeatures, 'agent_feedback', 'survey_form', 'cart_reminder', 'campaigns', 'data_export'];
/**
 * SPEC §6 also lists "green tick" and "tech-provider validation": Meta grants both, so they are not
 * sold (docs/adr/009-what-each-plan-feature-does.md).
 */
const enterpriseFeatures: FeatureKey[] = [...proFeatures, 'special_agent_support', 'ai_analytics'];

export const PLANS: CataloguePlan[] = [
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
    flow_nodes: FLOW_NODE_FLAG_LIMIT,
    features: trialFeatures,
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
    flow_nodes: FLOW_NODE_FLAG_LIMIT,
    features: basicFeatures,
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
    flow_nodes: CHATBOT_MAX_NODES,
    features: proFeatures,
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
    flow_nodes: CHATBOT_MAX_NODES,
    features: enterpriseFeatures,
  },
];

export const ADDONS: CatalogueAddon[] = [
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

export const PACKAGES: { plans: CataloguePlan[]; addons: CatalogueAddon[]; free_trial_months: number } = {
  plans: PLANS,
  addons: ADDONS,
  free_trial_months: FREE_TRIAL_MONTHS,
};

export const planById = (id: string): CataloguePlan | undefined => PLANS.find((p) => p.id === id);
export const addonById = (id: string): CatalogueAddon | undefined => ADDONS.find((a) => a.id === id);
/** Price of one coin when bought loose (quantity of coins). */
export const COIN_PRICE = 0.05;

/** What a purchase costs (SAR): the catalogue price × quantity, its VAT and the total charged; null for nothing sold. */
export function purchasePrice(
  item: 'plan' | 'addon' | 'coins',
  id: string,
  quantity = 1,
): { subtotal: number; vat: number; total: number } | null {
  const unit = item === 'plan' ? planById(id)?.price : addonById(id)?.price;
  if (unit === undefined) return null;
  const subtotal = Math.round(unit * quantity * 100) / 100;
  const total = withVat(subtotal);
  return { subtotal, vat: Math.round((total - subtotal) * 100) / 100, total };
}
