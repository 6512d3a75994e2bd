/**
 * The built dashboard (STATIC_DIR) with SPA fallback, and /locales/{lng}/{ns}.json from
 * packages/i18n/locales. API prefixes never fall back to index.html: an unknown API path stays 404 JSON.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import type { Config } from '../config.ts';

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

async function send(file: string, immutable: boolean): Promise<Response> {
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
      return found ? send(found, false) : c.notFound();
    });
  }
  const root = config.staticDir;
  if (!root) return;
  app.get('*', async (c, next) => {
    const pathname = decodeURIComponent(c.req.path);
    if (API_PREFIXES.some((p) => pathname.startsWith(p))) return next();
    const found = await fileIn(root, pathname);
    if (found) return send(found, pathname.startsWith('/assets/'));
    // SPA fallback: client-side routes get index.html; missing files with an extension stay 404,
    // unless a browser navigates there (an agent's page is /agents/<email>, which has a dot).
    const navigates = c.req.header('sec-fetch-mode') === 'navigate' || (c.req.header('accept') ?? '').includes('text/html');
    if (path.extname(pathname) !== '' && !navigates) return next();
    const index = await fileIn(root, 'index.html');
    return index ? send(index, false) : next();
  });
}
