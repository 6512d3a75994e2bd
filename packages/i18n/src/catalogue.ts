/**
 * The translation catalogue without React, i18next or Vite: the same `locales/{lng}/{ns}.json`
 * files the app bundles, for code that is not a React tree — the server's messages to customers
 * (order status labels, …). `translate(locale, 'ns:key', vars)` follows the app's rules: nested
 * keys by dots, `{{name}}` interpolation, plural forms by `count` (`key_one`, `key_few`, …,
 * chosen by Intl.PluralRules), and the fallback locales of SPEC §9 (en, then ar); a key found
 * nowhere comes back as itself, as i18next does.
 */
import enAccount from '../locales/en/account.json' with { type: 'json' };
import enAnalytics from '../locales/en/analytics.json' with { type: 'json' };
import enActions from '../locales/en/actions.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enData from '../locales/en/data.json' with { type: 'json' };
import enDocs from '../locales/en/docs.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enForms from '../locales/en/forms.json' with { type: 'json' };
import enLayout from '../locales/en/layout.json' with { type: 'json' };
import enNavigation from '../locales/en/navigation.json' with { type: 'json' };
import enOrders from '../locales/en/orders.json' with { type: 'json' };
import enOverlays from '../locales/en/overlays.json' with { type: 'json' };
import enPickers from '../locales/en/pickers.json' with { type: 'json' };
import enShell from '../locales/en/shell.json' with { type: 'json' };
import enSite from '../locales/en/site.json' with { type: 'json' };
import enValidation from '../locales/en/validation.json' with { type: 'json' };
import arAccount from '../locales/ar/account.json' with { type: 'json' };
import arAnalytics from '../locales/ar/analytics.json' with { type: 'json' };
import arActions from '../locales/ar/actions.json' with { type: 'json' };
import arAuth from '../locales/ar/auth.json' with { type: 'json' };
import arCommon from '../locales/ar/common.json' with { type: 'json' };
import arData from '../locales/ar/data.json' with { type: 'json' };
import arDocs from '../locales/ar/docs.json' with { type: 'json' };
import arErrors from '../locales/ar/errors.json' with { type: 'json' };
import arForms from '../locales/ar/forms.json' with { type: 'json' };
import arLayout from '../locales/ar/layout.json' with { type: 'json' };
import arNavigation from '../locales/ar/navigation.json' with { type: 'json' };
import arOrders from '../locales/ar/orders.json' with { type: 'json' };
import arOverlays from '../locales/ar/overlays.json' with { type: 'json' };
import arPickers from '../locales/ar/pickers.json' with { type: 'json' };
import arShell from '../locales/ar/shell.json' with { type: 'json' };
import arSite from '../locales/ar/site.json' with { type: 'json' };
import arValidation from '../locales/ar/validation.json' with { type: 'json' };
import { fallbackLocales, type Locale } from './locales';

type Tree = { readonly [key: string]: string | Tree };

/** Every namespace of both locales (a new file in locales/ is added here; catalogue.test.ts checks). */
export const catalogue: Record<Locale, Record<string, Tree>> = {
  en: {
    account: enAccount,
    analytics: enAnalytics,
    actions: enActions,
    auth: enAuth,
    common: enCommon,
    data: enData,
    docs: enDocs,
    errors: enErrors,
    forms: enForms,
    layout: enLayout,
    navigation: enNavigation,
    orders: enOrders,
    overlays: enOverlays,
    pickers: enPickers,
    shell: enShell,
    site: enSite,
    validation: enValidation,
  },
  ar: {
    account: arAccount,
    analytics: arAnalytics,
    actions: arActions,
    auth: arAuth,
    common: arCommon,
    data: arData,
    docs: arDocs,
    errors: arErrors,
    forms: arForms,
    layout: arLayout,
    navigation: arNavigation,
    orders: arOrders,
    overlays: arOverlays,
    pickers: arPickers,
    shell: arShell,
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
