/**
 * The part of i18next the pre-rendered pages use, in ~2 KB instead of ~13 (issue 10's first-load
 * budget). Aliased for `i18next` by app/vite.config.ts, so in every Vite build of the app (app, site
 * entry, renderer) and in its dev server; Storybook and the tests keep i18next. Same results for what our code and locale files use: `ns:key` and nested keys,
 * namespace lists, `{{value}}` interpolation (no escaping, as configured), `defaultValue`, plurals by
 * `count` with CLDR forms from Intl.PluralRules (`_zero` first when count is 0), `lng`, `exists`,
 * a backend for namespaces and languages loaded later, and the `languageChanged`/`loaded` events.
 * lite.test.ts runs the same calls through i18next and this, and compares.
 */
import type { BackendModule } from 'i18next';

type Strings = Record<string, unknown>;
type Options = Record<string, unknown> & { ns?: string | readonly string[]; lng?: string; defaultValue?: unknown; count?: unknown };
type Listener = (...args: unknown[]) => void;
interface InitOptions {
  lng?: string;
  defaultNS?: string;
  ns?: string | readonly string[];
  resources?: Record<string, Record<string, Strings>>;
}

const lookup = (strings: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Strings)[part] : undefined), strings);

const interpolate = (text: string, options: Options) =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = lookup(options, name);
    return value === undefined || value === null ? whole : String(value as string | number);
  });

const fulfilled = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

export class LiteI18n {
  language = 'en';
  isInitialized = false;
  options: { defaultNS: string; ns: string[]; react: { useSuspense: boolean } } = {
    defaultNS: 'common',
    ns: [],
    react: { useSuspense: true },
  };
  private readonly data: Record<string, Record<string, Strings>> = {};
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly pending = new Map<string, Promise<void>>();
  private backend: BackendModule | undefined;
  /** getResource is where every read goes (render.tsx records the namespaces a page read). */
  readonly services = {
    resourceStore: { getResource: (lng: string, ns: string, key: string): unknown => lookup(this.data[lng]?.[ns], key) },
  };

  get languages(): string[] {
    return [this.language];
  }

  use(module: { type?: string }): this {
    if (module.type === 'backend') this.backend = module as BackendModule;
    return this;
  }

  init(options: InitOptions): Promise<unknown> {
    this.language = options.lng ?? 'en';
    this.options.defaultNS = options.defaultNS ?? 'common';
    this.options.ns = options.ns === undefined ? [] : [...([] as string[]).concat(options.ns)];
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) this.data[lng] = { ...namespaces };
    this.isInitialized = true;
    this.emit('initialized', options);
    return Promise.resolve(this.t);
  }

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  private emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  hasLoadedNamespace(ns: string, options: { lng?: string } = {}): boolean {
    return Boolean(this.data[options.lng ?? this.language]?.[ns]);
  }

  private load(lng: string, ns: string): Promise<void> {
    if (this.data[lng]?.[ns]) return Promise.resolve();
    const id = `${lng}|${ns}`;
    let loading = this.pending.get(id);
    if (!loading) {
      const backend = this.backend;
      loading = new Promise<void>((resolve) => {
        if (!backend) return resolve();
        backend.read(lng, ns, (error, strings) => {
          // A namespace that cannot be read shows its keys (i18next does the same) rather than hanging.
          (this.data[lng] ??= {})[ns] = error || !strings ? {} : (strings as Strings);
          this.pending.delete(id);
          this.emit('loaded', { [lng]: { [ns]: true } });
          resolve();
        });
      });
      this.pending.set(id, loading);
    }
    return loading;
  }

  private readonly waits = new Map<string, Promise<void>>();

  /** One promise per language and namespace list until they are loaded (React `use` needs a stable one). */
  ready(lng: string, ns: readonly string[]): Promise<void> {
    // Loaded: a promise React's `use` reads as fulfilled without suspending (its status fields).
    if (ns.every((name) => this.data[lng]?.[name])) return fulfilled;
    const id = `${lng}|${ns.join(',')}`;
    let wait = this.waits.get(id);
    if (!wait) {
      wait = Promise.all(ns.map((name) => this.load(lng, name))).then(() => undefined);
      this.waits.set(id, wait);
    }
    return wait;
  }

  loadNamespaces(ns: string | readonly string[]): Promise<void> {
    return Promise.all(([] as string[]).concat(ns).map((name) => this.load(this.language, name))).then(() => undefined);
  }

  /** The namespaces this page has, in another language (the language switch). */
  loadLanguages(lngs: string | readonly string[]): Promise<void> {
    const namespaces = Object.keys(this.data[this.language] ?? {});
    return Promise.all(([] as string[]).concat(lngs).flatMap((lng) => namespaces.map((ns) => this.load(lng, ns)))).then(() => undefined);
  }

  async changeLanguage(lng: string): Promise<unknown> {
    if (lng === this.language) return this.t;
    // Switch at once when the strings are here (WaslProviderBase relies on it), else after loading.
    if (!Object.keys(this.data[this.language] ?? {}).every((ns) => this.data[lng]?.[ns])) await this.loadLanguages(lng);
    this.language = lng;
    this.emit('languageChanged', lng);
    return this.t;
  }

  private resolve(key: string, options: Options, fallbackNs?: string | readonly string[]): unknown {
    const lng = options.lng ?? this.language;
    let namespaces = ([] as string[]).concat(options.ns ?? fallbackNs ?? this.options.defaultNS);
    let path = key;
    const separator = key.indexOf(':');
    if (separator > 0) {
      namespaces = [key.slice(0, separator)];
      path = key.slice(separator + 1);
    }
    const candidates = [path];
    if (typeof options.count === 'number') {
      const form = `${path}_${new Intl.PluralRules(lng).select(options.count)}`;
      candidates.unshift(...(options.count === 0 ? [`${path}_zero`, form] : [form]));
    }
    for (const ns of namespaces)
      for (const candidate of candidates) {
        const value = this.services.resourceStore.getResource(lng, ns, candidate);
        if (value !== undefined && value !== null) return value;
      }
    return undefined;
  }

  exists = (key: string, options: Options = {}): boolean => this.resolve(key, options) !== undefined;

  /** `t` with its own default namespaces and language (what useTranslation returns). */
  getFixedT = (lng?: string | null, ns?: string | readonly string[]) => {
    return (key: string | readonly string[], options: Options | string = {}): string => {
      const opts: Options = typeof options === 'string' ? { defaultValue: options } : { ...options };
      if (lng && !opts.lng) opts.lng = lng;
      for (const one of ([] as string[]).concat(key)) {
        const value = this.resolve(one, opts, ns);
        if (typeof value === 'string') return interpolate(value, opts);
      }
      if (typeof opts.defaultValue === 'string') return interpolate(opts.defaultValue, opts);
      const last = ([] as string[]).concat(key).at(-1) ?? '';
      const separator = last.indexOf(':');
      return separator > 0 ? last.slice(separator + 1) : last;
    };
  };

  t = this.getFixedT();
}

const i18next = { createInstance: () => new LiteI18n() };
export default i18next;
