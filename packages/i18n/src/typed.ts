/**
 * Typed translation keys (issue 18, ADR 015). A package opts in with one declaration file
 * (`src/i18next.d.ts`, see packages/ui) that augments i18next's `CustomTypeOptions` with
 * `WaslTypeOptions`: its `t` then checks each key against the English catalogue
 * (`locales/en/*.json`, namespace by namespace), so `t('missing.key')` does not compile.
 */
import { useTranslation } from 'react-i18next';
import type { CatalogueKey, EnglishCatalogue, Namespace, NamespaceKey } from './catalogue';

export type { CatalogueKey, Namespace, NamespaceKey } from './catalogue';

/**
 * The ids of a closed list whose texts sit under one path of a namespace (`KeysUnder<'navigation',
 * 'sidebar.items'>`: `'dashboard' | 'contacts' | …`). An id typed with it has a text, so a list entry
 * without one fails tsc, and `t(\`sidebar.items.${id}\`)` is checked.
 */
export type KeysUnder<NS extends Namespace, Prefix extends string> =
  NamespaceKey<NS> extends infer Key ? (Key extends `${Prefix}.${infer Id}` ? Id : never) : never;

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

/** `t` over full `ns:key`s of the English catalogue, whatever namespaces the caller's hook names. */
export type KeyTranslator = (key: CatalogueKey, options?: Record<string, unknown>) => string;

/**
 * For a key chosen from a closed, typed list that spans namespaces (a validator's
 * `validation:…`, an outcome's `errors:…` or `agents:…`): i18next's own types accept a `ns:` prefix
 * only for the namespaces given to `useTranslation`, and naming more there would make the hook
 * wait for namespaces a route never loads (ADR 015, decision 5). The key is still checked at
 * compile time, against the whole catalogue; at run time it is i18next's `t` of the default
 * namespace, which resolves a prefixed key from any loaded namespace. `namespaces`, as for
 * `useTranslation`, are the ones the component waits for (loads) before it renders.
 */
export function useKeyTranslator(namespaces?: Namespace | readonly Namespace[]): KeyTranslator {
  const { t } = useTranslation(namespaces as string | string[] | undefined);
  return t as unknown as KeyTranslator;
}

/**
 * A key the server chose (a failure's `message`, a step's reason): data, so not checked at compile
 * time. Its text, or the generic failure text for a key this build does not know (a newer server):
 * never the raw key.
 */
export function useServerMessage(): (key: string, options?: Record<string, unknown>) => string {
  const { i18n } = useTranslation();
  return (key, options) => translateData(i18n, key, options) ?? i18n.t('errors:somethingWentWrong');
}
