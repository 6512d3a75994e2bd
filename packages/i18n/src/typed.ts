/**
 * Typed translation keys (issue 18, ADR 015). A package opts in with one declaration file
 * (`src/i18next.d.ts`, see packages/ui) that augments i18next's `CustomTypeOptions` with
 * `WaslTypeOptions`: its `t` then checks each key against the English catalogue
 * (`locales/en/*.json`, namespace by namespace), so `t('missing.key')` does not compile.
 */
import type { EnglishCatalogue } from './catalogue';

export interface WaslTypeOptions {
  defaultNS: 'common';
  resources: EnglishCatalogue;
}

/** The i18next instance, as far as `translateData` needs it. */
interface Translator {
  exists(key: string): boolean;
  t(key: string, options?: Record<string, unknown>): string;
}

/**
 * A key built at run time from data (a status, an id from a list, a server's validation key):
 * the one checked way to translate it under typed keys. `key` is a full `ns:path`; the text comes
 * back when the catalogue has it, `undefined` when it does not (the caller decides what to show),
 * never the raw key.
 */
export function translateData(i18n: object, key: string, options?: Record<string, unknown>): string | undefined {
  const translator = i18n as Translator;
  return translator.exists(key) ? translator.t(key, options) : undefined;
}
