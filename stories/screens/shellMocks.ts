/**
 * The API and the locale files of the shell's screens, mocked in Storybook only (msw): the same
 * answers the reference server gives, so a screen story renders exactly what the app would.
 */
import { http, HttpResponse } from 'msw';
import type { BusinessDetails, Packages, Profile, Subscription } from '@wasl/api/types';
import { orderMessages } from '../support/orderMessages';

const M = '/merchant/v1.0';

// Every namespace file, served at /locales/{lng}/{ns}.json as the server does (SPEC §7).
const localeFiles = import.meta.glob<Record<string, unknown>>('../../packages/i18n/locales/*/*.json', { eager: true, import: 'default' });

export const localeHandler = http.get('*/locales/:lng/:file', ({ params }) => {
  const body = localeFiles[`../../packages/i18n/locales/${String(params.lng)}/${String(params.file)}`];
  return body ? HttpResponse.json(body) : new HttpResponse(null, { status: 404 });
});

export const header = (Level: number): BusinessDetails => ({
  Level,
  Business_Name: 'Nakheel Dates',
  Email: 'demo@wasl.dev',
  Logo_Link: '',
});

export const profile: Profile = {
  Business_Name: 'Nakheel Dates',
  Business_Name_ar: 'تمور النخيل',
  Business_Contact: '+966 55 123 4567',
  Business_Email: 'hello@nakheel.sa',
  VAT: '300012345600003',
  Links: { Website: 'https://nakheel.sa', Facebook: '', Instagram: 'https://instagram.com/nakheel', Twitter: '' },
  Business_Address: { Address_line1: '12 King Fahd Road', Address_line2: 'Al Olaya', Address_line3: 'Riyadh' },
  Business_Address_ar: { Address_line1: '١٢ طريق الملك فهد', Address_line2: 'العليا', Address_line3: 'الرياض' },
  Logo_Link: '',
  language: 'en',
};

export const packages: Packages = {
  free_trial_months: 2,
  plans: [
    {
      id: 'starter',
      name: 'Starter',
      name_ar: 'المبتدئة',
      price: 199,
      currency: 'SAR',
      validity: 30,
      agents: 2,
      sections: 2,
      sessions: 1000,
      campaign_limit: 2,
      flow_nodes: 10,
      features: ['quick_replies', 'order_updates'],
    },
    {
      id: 'growth',
      name: 'Growth',
      name_ar: 'النمو',
      price: 499,
      currency: 'SAR',
      validity: 30,
      agents: 5,
      sections: 5,
      sessions: 5000,
      campaign_limit: 10,
      flow_nodes: 200,
      features: ['quick_replies', 'order_updates', 'campaigns', 'cart_reminder', 'data_export'],
    },
  ],
  addons: [],
};

export const subscription: Subscription = {
  plan: { id: 'pro', name: 'Professional', name_ar: 'الاحترافية' },
  status: 'active',
  validity: 18,
  since: '2026-06-30',
  expiry: '2026-12-15',
  upcoming_plan: null,
  wallet: 2315,
  coins: 12400,
  free_sessions: 250,
  paid_sessions: 5000,
  agents: { used: 4, allowed: 10 },
  addons: [],
  card_on_file: true,
  features: ['quick_replies', 'campaigns', 'data_export'],
  alerts: { wallet: null, coins: null },
};

const ok = (data: unknown) => HttpResponse.json({ success: true, data });

/** The calls the shell makes, for a merchant at `level`. */
export function shellHandlers(level = 2) {
  return [
    localeHandler,
    http.get(`*${M}/header`, () => ok(header(level))),
    http.get(`*${M}/section/profile`, () => ok(profile)),
    http.get(`*${M}/packages`, () => ok(packages)),
    // The dashboard's low-balance notice reads the subscription: no alert set, so no notice.
    http.get(`*${M}/subscription`, () => ok(subscription)),
    // The signed-in layout's page (/api_integration/customise_order).
    http.get(`*${M}/section/orders/messages`, () => ok({ messages: orderMessages })),
  ];
}
