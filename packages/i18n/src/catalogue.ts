/**
 * The translation catalogue without React, i18next or Vite: the same `locales/{lng}/{ns}.json`
 * files the app bundles, for code that is not a React tree — the server's messages to customers
 * (order status labels, …). `translate(locale, 'ns:key', vars)` follows the app's rules: nested
 * keys by dots, `{{name}}` interpolation, plural forms by `count` (`key_one`, `key_few`, …,
 * chosen by Intl.PluralRules), and the fallback locales of SPEC §9 (en, then ar); a key found
 * nowhere comes back as itself, as i18next does.
 */
import enAccount from '../locales/en/account.json' with { type: 'json' };
import enAgents from '../locales/en/agents.json' with { type: 'json' };
import enAgentSettings from '../locales/en/agentSettings.json' with { type: 'json' };
import enAgentAccess from '../locales/en/agentAccess.json' with { type: 'json' };
import enAnalytics from '../locales/en/analytics.json' with { type: 'json' };
import enActions from '../locales/en/actions.json' with { type: 'json' };
import enAudit from '../locales/en/audit.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enChatbot from '../locales/en/chatbot.json' with { type: 'json' };
import enCampaigns from '../locales/en/campaigns.json' with { type: 'json' };
import enInsights from '../locales/en/insights.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enContacts from '../locales/en/contacts.json' with { type: 'json' };
import enData from '../locales/en/data.json' with { type: 'json' };
import enDocs from '../locales/en/docs.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enForms from '../locales/en/forms.json' with { type: 'json' };
import enInbox from '../locales/en/inbox.json' with { type: 'json' };
import enIntegration from '../locales/en/integration.json' with { type: 'json' };
import enLayout from '../locales/en/layout.json' with { type: 'json' };
import enNavigation from '../locales/en/navigation.json' with { type: 'json' };
import enNotify from '../locales/en/notify.json' with { type: 'json' };
import enOrders from '../locales/en/orders.json' with { type: 'json' };
import enOrderMessages from '../locales/en/orderMessages.json' with { type: 'json' };
import enOverlays from '../locales/en/overlays.json' with { type: 'json' };
import enPickers from '../locales/en/pickers.json' with { type: 'json' };
import enShell from '../locales/en/shell.json' with { type: 'json' };
import enSupport from '../locales/en/support.json' with { type: 'json' };
import enSubscription from '../locales/en/subscription.json' with { type: 'json' };
import enSurvey from '../locales/en/survey.json' with { type: 'json' };
import enWebsiteWidget from '../locales/en/websiteWidget.json' with { type: 'json' };
import enSite from '../locales/en/site.json' with { type: 'json' };
import enValidation from '../locales/en/validation.json' with { type: 'json' };
import arAccount from '../locales/ar/account.json' with { type: 'json' };
import arAgents from '../locales/ar/agents.json' with { type: 'json' };
import arAgentSettings from '../locales/ar/agentSettings.json' with { type: 'json' };
import arAgentAccess from '../locales/ar/agentAccess.json' with { type: 'json' };
import arAnalytics from '../locales/ar/analytics.json' with { type: 'json' };
import arActions from '../locales/ar/actions.json' with { type: 'json' };
import arAudit from '../locales/ar/audit.json' with { type: 'json' };
import arAuth from '../locales/ar/auth.json' with { type: 'json' };
import arChatbot from '../locales/ar/chatbot.json' with { type: 'json' };
import arCampaigns from '../locales/ar/campaigns.json' with { type: 'json' };
import arInsights from '../locales/ar/insights.json' with { type: 'json' };
import arCommon from '../locales/ar/common.json' with { type: 'json' };
import arContacts from '../locales/ar/contacts.json' with { type: 'json' };
import arData from '../locales/ar/data.json' with { type: 'json' };
import arDocs from '../locales/ar/docs.json' with { type: 'json' };
import arErrors from '../locales/ar/errors.json' with { type: 'json' };
import arForms from '../locales/ar/forms.json' with { type: 'json' };
import arInbox from '../locales/ar/inbox.json' with { type: 'json' };
import arIntegration from '../locales/ar/integration.json' with { type: 'json' };
import arLayout from '../locales/ar/layout.json' with { type: 'json' };
import arNavigation from '../locales/ar/navigation.json' with { type: 'json' };
import arNotify from '../locales/ar/notify.json' with { type: 'json' };
import arOrders from '../locales/ar/orders.json' with { type: 'json' };
import arOrderMessages from '../locales/ar/orderMessages.json' with { type: 'json' };
import arOverlays from '../locales/ar/overlays.json' with { type: 'json' };
import arPickers from '../locales/ar/pickers.json' with { type: 'json' };
import arShell from '../locales/ar/shell.json' with { type: 'json' };
import arSupport from '../locales/ar/support.json' with { type: 'json' };
import arSubscription from '../locales/ar/subscription.json' with { type: 'json' };
import arSurvey from '../locales/ar/survey.json' with { type: 'json' };
import arWebsiteWidget from '../locales/ar/websiteWidget.json' with { type: 'json' };
import arSite from '../locales/ar/site.json' with { type: 'json' };
import arValidation from '../locales/ar/validation.json' with { type: 'json' };
import { fallbackLocales, type Locale } from './locales';

type Tree = { readonly [key: string]: string | Tree };

/** The English catalogue's shape, namespace by namespace: the source of the typed keys below. */
const english = {
  account: enAccount,
  agents: enAgents,
  agentSettings: enAgentSettings,
  agentAccess: enAgentAccess,
  analytics: enAnalytics,
  actions: enActions,
  audit: enAudit,
  auth: enAuth,
  chatbot: enChatbot,
  campaigns: enCampaigns,
  insights: enInsights,
  common: enCommon,
  contacts: enContacts,
  data: enData,
  docs: enDocs,
  errors: enErrors,
  forms: enForms,
  inbox: enInbox,
  integration: enIntegration,
  layout: enLayout,
  navigation: enNavigation,
  notify: enNotify,
  orders: enOrders,
  orderMessages: enOrderMessages,
  overlays: enOverlays,
  pickers: enPickers,
  shell: enShell,
  support: enSupport,
  subscription: enSubscription,
  survey: enSurvey,
  websiteWidget: enWebsiteWidget,
  site: enSite,
  validation: enValidation,
};
export type EnglishCatalogue = typeof english;
export type Namespace = keyof EnglishCatalogue;

/** Dotted paths to the strings of a tree; plural forms (`key_one`, `key_other`, …) count as `key`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of one namespace, without its prefix (`NamespaceKey<'orders'>` = `invoice.title` | …). */
export type NamespaceKey<NS extends Namespace> = Leaves<EnglishCatalogue[NS]>;

/**
 * `ns:key` of a string the English catalogue has (`CatalogueKey<'errors'>` = `errors:…` only). A
 * literal sentence or a key of a namespace or entry that does not exist does not compile.
 */
export type CatalogueKey<NS extends Namespace = Namespace> = NS extends Namespace ? `${NS}:${Leaves<EnglishCatalogue[NS]>}` : never;

/** Every key of a string in the English catalogue, at run time (tests, the server's answer check). */
export function catalogueKeys(namespaces: readonly Namespace[] = Object.keys(english) as Namespace[]): Set<string> {
  const out = new Set<string>();
  const walk = (ns: string, node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') out.add(`${ns}:${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`);
      else walk(ns, value, `${prefix}${key}.`);
    }
  };
  for (const ns of namespaces) walk(ns, english[ns], '');
  return out;
}

/** Every namespace of both locales (a new file in locales/ is added here; catalogue.test.ts checks). */
export const catalogue: Record<Locale, Record<string, Tree>> = {
  en: english,
  ar: {
    account: arAccount,
    agents: arAgents,
    agentSettings: arAgentSettings,
    agentAccess: arAgentAccess,
    analytics: arAnalytics,
    actions: arActions,
    audit: arAudit,
    auth: arAuth,
    chatbot: arChatbot,
    campaigns: arCampaigns,
    insights: arInsights,
    common: arCommon,
    contacts: arContacts,
    data: arData,
    docs: arDocs,
    errors: arErrors,
    forms: arForms,
    inbox: arInbox,
    integration: arIntegration,
    layout: arLayout,
    navigation: arNavigation,
    notify: arNotify,
    orders: arOrders,
    orderMessages: arOrderMessages,
    overlays: arOverlays,
    pickers: arPickers,
    shell: arShell,
    support: arSupport,
    subscription: arSubscription,
    survey: arSurvey,
    websiteWidget: arWebsiteWidget,
    site: arSite,
    validation: arValidation,
  },
};

function lookup(locale: Locale, namespace: string, path: string): string | undefined {
  let node: string | Tree | undefined = catalogue[locale][namespace];
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `ns:key` → the string in `locale` (or a fallback locale), with `{{var}}` filled from `vars`. */
export function translate(locale: Locale, key: `${string}:${string}`, vars: Record<string, string | number> = {}): string {
  const colon = key.indexOf(':');
  const namespace = key.slice(0, colon);
  const path = key.slice(colon + 1);
  const count = vars.count;
  for (const candidate of [locale, ...fallbackLocales.filter((l) => l !== locale)]) {
    const plural =
      typeof count === 'number'
        ? (lookup(candidate, namespace, `${path}_${new Intl.PluralRules(candidate).select(count)}`) ??
          lookup(candidate, namespace, `${path}_other`))
        : undefined;
    const text = plural ?? lookup(candidate, namespace, path);
    if (text !== undefined) return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(vars[name] ?? whole));
  }
  return key;
}
