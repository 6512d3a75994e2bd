/**
 * The built dashboard (STATIC_DIR) with SPA fallback, and /locales/{lng}/{ns}.json from
 * packages/i18n/locales. API prefixes never fall back to index.html: an unknown API path stays 404 JSON.
 *
 * The public and docs pages are pre-rendered at build time in both languages
 * (STATIC_DIR/prerendered/<lang>/<path>/index.html, scripts/prerender.mjs): their paths answer the
 * visitor's language (`?lang=`, else the `i18next` cookie, else Accept-Language, else English).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { AGENT_HOME } from '@wasl/api/models';
import { matchPath } from '@wasl/api/pagePaths';
import { getCookie } from 'hono/cookie';
import { clearedSessionCookies, companionOf } from '../auth/cookies.ts';
import type { AppEnv } from '../context.ts';
import type { Config } from '../config.ts';
import { escapeText } from '../lib/escape.ts';
import { compressResponse } from './compression.ts';
import { contentSecurityPolicy, createNonce, inlineScriptHashes, inlineStyleHashes, styleAttributeHashes, withNonceMeta } from './csp.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const API_PREFIXES = ['/merchant/', '/public/v1.0/', '/integration/'];

async function fileIn(root: string, relative: string): Promise<string | undefined> {
  const resolved = path.resolve(root, '.' + path.posix.normalize('/' + relative));
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return undefined;
  try {
    return (await stat(resolved)).isFile() ? resolved : undefined;
  } catch {
    return undefined;
  }
}

/** HTML pages read once per modification time, with the hashes of their inline scripts and styles. */
interface HtmlPage {
  html: string;
  scriptHashes: string[];
  styleHashes: string[];
  styleAttributeHashes: string[];
}
const pages = new Map<string, HtmlPage & { mtimeMs: number }>();

async function page(file: string): Promise<HtmlPage> {
  const { mtimeMs } = await stat(file);
  const cached = pages.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached;
  const html = await readFile(file, 'utf8');
  const fresh = {
    mtimeMs,
    html,
    scriptHashes: inlineScriptHashes(html),
    styleHashes: inlineStyleHashes(html),
    styleAttributeHashes: styleAttributeHashes(html),
  };
  pages.set(file, fresh);
  return fresh;
}

/** Absolute URLs of the pre-rendered pages, sitemap and robots.txt carry this; we answer with PUBLIC_URL. */
const ORIGIN_PLACEHOLDER = /__WASL_ORIGIN__/g;
const withOrigin = (text: string, config: Config) => text.replace(ORIGIN_PLACEHOLDER, config.publicUrl.replace(/\/+$/, ''));

/** Every HTML answer: a fresh style nonce in the page and a strict CSP (middleware/csp.ts). */
async function sendHtml(
  file: string,
  config: Config,
  headers: Record<string, string> = {},
  transform: (html: string) => string | Promise<string> = (html) => html,
): Promise<Response> {
  const { html, scriptHashes, styleHashes, styleAttributeHashes } = await page(file);
  const nonce = createNonce();
  return new Response(withNonceMeta(withOrigin(await transform(html), config), nonce), {
    headers: {
      'content-type': TYPES['.html']!,
      'cache-control': 'no-cache',
      'content-security-policy': contentSecurityPolicy({
        scriptHashes,
        nonce,
        thirdParty: config.thirdParty,
        styleHashes,
        styleAttributeHashes,
      }),
      ...headers,
    },
  });
}

/** Namespace files of LOCALES_DIR, read once per modification time. */
const localeFiles = new Map<string, { mtimeMs: number; strings: unknown }>();

async function localeFile(file: string): Promise<unknown> {
  try {
    const { mtimeMs } = await stat(file);
    const cached = localeFiles.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.strings;
    const strings: unknown = JSON.parse(await readFile(file, 'utf8'));
    localeFiles.set(file, { mtimeMs, strings });
    return strings;
  } catch {
    return undefined;
  }
}

/** The app's index.html names the shell's namespaces here (app/build/inlineStringsMarker.ts). */
const STRINGS_MARKER = /<!--wasl-strings:([\w,-]*)-->/;
/** The element the app reads them from (app/src/i18n.ts). */
export const INLINE_STRINGS_ID = 'wasl-strings';

/** Where the app's page takes its boot splash (app/index.html). */
const BOOT_MARKER = '<!--wasl-boot-->';

const stringAt = (resources: Record<string, unknown>, ns: string, key: string[]): string | undefined => {
  let value: unknown = resources[ns];
  for (const part of key) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/**
 * The boot splash: the product's name and "Loading…" in the page's language, painted from the HTML
 * before the app's script has loaded (the app's first render replaces it). Empty without the strings.
 */
function bootSplash(resources: Record<string, unknown>): string {
  const name = stringAt(resources, 'common', ['product', 'name']);
  const loading = stringAt(resources, 'shell', ['loading']);
  if (!name || !loading) return '';
  return `<div class="wasl-boot" role="status"><span class="wasl-boot-name">${escapeText(name)}</span><span class="wasl-boot-text">${escapeText(loading)}</span></div>`;
}

/**
 * The shell's namespaces and the requested route's (`routeNamespaces`, from appRouteNamespaces)
 * inlined into the app's page, so its first load fetches no strings before it paints: in the language the app will choose on arrival (the
 * `i18next` cookie, else English — SPEC §9's order without local storage, which the server cannot see;
 * on a mismatch the app ignores them and fetches), as a JSON script, which CSP does not execute.
 */
export async function inlineShellStrings(
  html: string,
  localesDir: string | undefined,
  cookieLanguage: string | undefined,
  routeNamespaces: readonly string[] = [],
): Promise<string> {
  const match = STRINGS_MARKER.exec(html);
  if (!match) return html;
  const lang: SiteLanguage = cookieLanguage === 'ar' ? 'ar' : 'en';
  const resources: Record<string, unknown> = {};
  if (localesDir) {
    const names = new Set([...(match[1] ?? '').split(','), ...routeNamespaces]);
    for (const ns of [...names].filter((name) => /^[\w-]+$/.test(name))) {
      const strings = await localeFile(path.join(localesDir, lang, `${ns}.json`));
      if (strings !== undefined) resources[ns] = strings;
    }
  }
  const withBoot = html.replace(BOOT_MARKER, () => bootSplash(resources));
  if (Object.keys(resources).length === 0) return withBoot.replace(match[0], '');
  // JSON inside <script>: nothing in it may close the element or open a comment.
  const json = JSON.stringify({ lang, resources }).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return withBoot.replace(match[0], () => `<script type="application/json" id="${INLINE_STRINGS_ID}">${json}</script>`);
}

export type SiteLanguage = 'en' | 'ar';

/**
 * The language of a pre-rendered page: an explicit `?lang=` (the address search engines know the
 * Arabic page by), else the `i18next` cookie (the visitor's choice, SPEC §3), else the first of en/ar
 * by Accept-Language quality, else English.
 */
export function negotiateLanguage(sources: {
  query?: string | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): SiteLanguage {
  for (const candidate of [sources.query, sources.cookie]) if (candidate === 'en' || candidate === 'ar') return candidate;
  let best: { lang: SiteLanguage; q: number } | undefined;
  for (const part of (sources.acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'en' && primary !== 'ar') continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'en';
}

/** An app route as scripts/prerender.mjs lists it (prerendered/routes.json): its pattern and namespaces. */
interface AppRouteStrings {
  path: string;
  ns: string[];
}

let appRoutesIndex: { file: string; mtimeMs: number; routes: AppRouteStrings[] } | undefined;

/**
 * The namespaces the app's route at `pathname` renders with (the first pattern of the route table
 * that matches, as the app's router decides), or none without the build's list.
 */
export async function appRouteNamespaces(root: string, pathname: string): Promise<string[]> {
  const file = path.join(root, 'prerendered', 'routes.json');
  try {
    const { mtimeMs } = await stat(file);
    if (appRoutesIndex?.file !== file || appRoutesIndex.mtimeMs !== mtimeMs) {
      const { routes } = JSON.parse(await readFile(file, 'utf8')) as { routes: AppRouteStrings[] };
      appRoutesIndex = { file, mtimeMs, routes };
    }
  } catch {
    return [];
  }
  return appRoutesIndex.routes.find((route) => matchPath(route.path, pathname))?.ns ?? [];
}

/** A pre-rendered page as scripts/prerender.mjs lists it (prerendered/pages.json). */
interface SitePage {
  path: string;
  /** SPEC §2: arriving here ends the session (/privacy, /sandbox). */
  logout: boolean;
  /** A signed-in visitor goes here instead (/ → /dashboard). */
  signedInTo?: string;
}

let siteIndex: { mtimeMs: number; pages: Map<string, SitePage> } | undefined;

async function sitePages(root: string): Promise<Map<string, SitePage>> {
  const file = path.join(root, 'prerendered', 'pages.json');
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return new Map();
  }
  if (siteIndex?.mtimeMs !== mtimeMs) {
    const { pages: list } = JSON.parse(await readFile(file, 'utf8')) as { pages: SitePage[] };
    siteIndex = { mtimeMs, pages: new Map(list.map((entry) => [entry.path, entry])) };
  }
  return siteIndex.pages;
}

/** How the server checks and ends a session (auth/sessions.ts), for / and the log-out pages. */
export interface SiteSessions {
  /** Whose the session is (token and companion cookie, ADR 014): an agent's goes to the inbox rather than the merchant's dashboard. */
  lookup(token: string | undefined, companion: string | undefined): Promise<{ agentId: number | null } | undefined>;
  revoke(token: string): Promise<void>;
}

const SESSION_COOKIE = 'access-token';
/** The answer depends on these request headers (a cache must not give an Arabic page to an English visitor). */
const VARY = 'Cookie, Accept-Language';

async function sendSitePage(c: Context<AppEnv>, root: string, entry: SitePage, config: Config, sessions: SiteSessions | undefined) {
  const token = getCookie(c, SESSION_COOKIE);
  if (token && entry.signedInTo && sessions) {
    // The companion is SameSite=Strict: a visit from another site's link does not carry it, so that
    // visit sees the public page and the app signs in from there (a same-site call carries it).
    const owner = await sessions.lookup(token, companionOf(c, config));
    // A signed-in agent's home is the inbox (README "Agents sign in"), not the merchant's dashboard.
    const location = owner?.agentId != null ? AGENT_HOME : entry.signedInTo;
    if (owner) return new Response(null, { status: 302, headers: { location, vary: VARY, 'cache-control': 'no-cache' } });
  }
  const headers: Record<string, string> = { vary: VARY };
  const companion = companionOf(c, config);
  const clear = (token || companion) && entry.logout;
  if (token && entry.logout) {
    // Revoked here and cleared in the browser before the page paints (the app's LogoutGate does the
    // same for client-side navigation).
    await sessions?.revoke(token).catch(() => undefined);
  }
  const lang = negotiateLanguage({
    query: c.req.query('lang'),
    cookie: getCookie(c, 'i18next'),
    acceptLanguage: c.req.header('accept-language'),
  });
  const file = await fileIn(root, path.posix.join('prerendered', lang, entry.path, 'index.html'));
  if (!file) return undefined;
  headers['content-language'] = lang;
  const response = await sendHtml(file, config, headers);
  // Both cookies: the access-token, and the HttpOnly companion the app cannot clear itself.
  if (clear) for (const cookie of clearedSessionCookies(config)) response.headers.append('set-cookie', cookie);
  return response;
}

async function send(file: string, immutable: boolean, config: Config): Promise<Response> {
  if (path.extname(file).toLowerCase() === '.html') return sendHtml(file, config);
  const body = await readFile(file);
  return new Response(body, {
    headers: {
      'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}

export function serveFrontend(app: Hono<AppEnv>, config: Config, sessions?: SiteSessions): void {
  const locales = config.localesDir;
  if (locales) {
    app.get('/locales/:lng/:file', async (c) => {
      const { lng, file } = c.req.param();
      if (!/^[a-z]{2}$/.test(lng) || !/^[a-zA-Z0-9_-]+\.json$/.test(file)) return c.notFound();
      const found = await fileIn(locales, `${lng}/${file}`);
      return found ? compressResponse(await send(found, false, config), c.req.header('accept-encoding')) : c.notFound();
    });
  }
  const root = config.staticDir;
  if (!root) return;
  app.get('*', async (c, next) => {
    const answer = await frontendAnswer(root, c, next);
    if (!answer) return;
    // Hashed assets (immutable) never change under their path: compressed once.
    const immutable = answer.headers.get('cache-control')?.includes('immutable') ? c.req.path : undefined;
    return compressResponse(answer, c.req.header('accept-encoding'), immutable);
  });

  async function frontendAnswer(root: string, c: Context<AppEnv>, next: () => Promise<void>): Promise<Response | undefined> {
    const pathname = decodeURIComponent(c.req.path);
    if (API_PREFIXES.some((p) => pathname.startsWith(p))) return void (await next());
    const generated = pathname === '/sitemap.xml' || pathname === '/robots.txt' ? await fileIn(root, `prerendered${pathname}`) : undefined;
    if (generated) {
      const file = generated;
      const type = pathname.endsWith('.xml') ? 'application/xml; charset=utf-8' : TYPES['.txt']!;
      return new Response(withOrigin(await readFile(file, 'utf8'), config), {
        headers: { 'content-type': type, 'cache-control': 'no-cache' },
      });
    }
    const sitePage = (await sitePages(root)).get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    if (sitePage) {
      const served = await sendSitePage(c, root, sitePage, config, sessions);
      if (served) return served;
    }
    // Dot folders of the build (.vite/manifest.json) are build metadata, not part of the site.
    const hidden = pathname.split('/').some((segment) => segment.startsWith('.'));
    const found = hidden ? undefined : await fileIn(root, pathname);
    if (found) return send(found, pathname.startsWith('/assets/'), config);
    // SPA fallback: client-side routes get index.html; missing files with an extension stay 404,
    // unless a browser navigates there (an agent's page is /agents/<email>, which has a dot).
    const navigates = c.req.header('sec-fetch-mode') === 'navigate' || (c.req.header('accept') ?? '').includes('text/html');
    if (path.extname(pathname) !== '' && !navigates) return void (await next());
    const index = await fileIn(root, 'index.html');
    if (!index) return void (await next());
    // A page with inlined strings depends on the language cookie.
    const inlines = STRINGS_MARKER.test((await page(index)).html);
    const routeNamespaces = inlines ? await appRouteNamespaces(root, pathname) : [];
    return sendHtml(index, config, inlines ? { vary: 'Cookie' } : {}, (html) =>
      inlineShellStrings(html, locales, getCookie(c, 'i18next'), routeNamespaces),
    );
  }
}
