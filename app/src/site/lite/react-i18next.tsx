/**
 * The part of react-i18next the pre-rendered pages use (`I18nextProvider`, `useTranslation`,
 * `initReactI18next`), over ./i18next.ts; aliased in the site and pre-render builds only. A
 * namespace not loaded yet suspends (React `use`), as react-i18next does with useSuspense.
 */
import { createContext, use, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { LiteI18n } from './i18next';

const Context = createContext<LiteI18n | undefined>(undefined);
let initialised: LiteI18n | undefined;

export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: LiteI18n) {
    initialised = instance;
  },
};

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return <Context value={i18n}>{children}</Context>;
}

/** One subscription per instance: a language change or a loaded namespace re-renders readers. */
const versions = new WeakMap<LiteI18n, { version: number; subscribe: (listener: () => void) => () => void }>();
function tracker(i18n: LiteI18n) {
  let entry = versions.get(i18n);
  if (!entry) {
    const state = { version: 0, subscribe: (_listener: () => void) => () => undefined as void };
    state.subscribe = (listener) => {
      const bump = () => {
        state.version += 1;
        listener();
      };
      i18n.on('languageChanged', bump).on('loaded', bump);
      return () => {
        i18n.off('languageChanged', bump).off('loaded', bump);
      };
    };
    versions.set(i18n, state);
    entry = state;
  }
  return entry;
}

export function useTranslation(ns?: string | readonly string[], options: { lng?: string } = {}) {
  const i18n = useContext(Context) ?? initialised;
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider');
  const namespaces = ns === undefined ? [i18n.options.defaultNS] : ([] as string[]).concat(ns);
  const { subscribe } = tracker(i18n);
  const version = useSyncExternalStore(
    subscribe,
    () => tracker(i18n).version,
    () => tracker(i18n).version,
  );
  const lng = options.lng ?? i18n.language;
  // Always called (React wants the same `use` calls when a suspended render is retried); it returns at
  // once when the strings are loaded.
  use(i18n.ready(lng, namespaces));
  const key = namespaces.join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new t when the language or strings change
  const t = useMemo(() => i18n.getFixedT(options.lng ?? null, key.split('|')), [i18n, key, options.lng, version, lng]);
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
}
