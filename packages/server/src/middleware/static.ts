/**
 * The built dashboard (STATIC_DIR) with SPA fallback, and /locales/{lng}/{ns}.json from
 * packages/i18n/locales. API prefixes never fall back to index.html: an unknown API path stays 404 JSON.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import type { Config } from '../config.ts';
import { contentSecurityPolicy, createNonce, inlineScriptHashes, withNonceMeta } from './csp.ts';

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

/** HTML pages read once per modification time, with the hashes of their inline scripts. */
const pages = new Map<string, { mtimeMs: number; html: string; scriptHashes: string[] }>();

async function page(file: string): Promise<{ html: string; scriptHashes: string[] }> {
  const { mtimeMs } = await stat(file);
  const cached = pages.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached;
  const html = await readFile(file, 'utf8');
  const fresh = { mtimeMs, html, scriptHashes: inlineScriptHashes(html) };
  pages.set(file, fresh);
  return fresh;
}

/** Every HTML answer: a fresh style nonce in the page and a strict CSP (middleware/csp.ts). */
async function sendHtml(file: string, config: Config): Promise<Response> {
  const { html, scriptHashes } = await page(file);
  const nonce = createNonce();
  return new Response(withNonceMeta(html, nonce), {
    headers: {
      'content-type': TYPES['.html']!,
      'cache-control': 'no-cache',
      'content-security-policy': contentSecurityPolicy({ scriptHashes, nonce, thirdParty: config.thirdParty }),
    },
  });
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

export function serveFrontend(app: Hono<AppEnv>, config: Config): void {
  const locales = config.localesDir;
  if (locales) {
    app.get('/locales/:lng/:file', async (c) => {
      const { lng, file } = c.req.param();
      if (!/^[a-z]{2}$/.test(lng) || !/^[a-zA-Z0-9_-]+\.json$/.test(file)) return c.notFound();
      const found = await fileIn(locales, `${lng}/${file}`);
      return found ? send(found, false, config) : c.notFound();
    });
  }
  const root = config.staticDir;
  if (!root) return;
  app.get('*', async (c, next) => {
    const pathname = decodeURIComponent(c.req.path);
    if (API_PREFIXES.some((p) => pathname.startsWith(p))) return next();
    // Dot folders of the build (.vite/manifest.json) are build metadata, not part of the site.
    const hidden = pathname.split('/').some((segment) => segment.startsWith('.'));
    const found = hidden ? undefined : await fileIn(root, pathname);
    if (found) return send(found, pathname.startsWith('/assets/'), config);
    // SPA fallback: client-side routes get index.html; missing files with an extension stay 404,
    // unless a browser navigates there (an agent's page is /agents/<email>, which has a dot).
    const navigates = c.req.header('sec-fetch-mode') === 'navigate' || (c.req.header('accept') ?? '').includes('text/html');
    if (path.extname(pathname) !== '' && !navigates) return next();
    const index = await fileIn(root, 'index.html');
    return index ? sendHtml(index, config) : next();
  });
}
