// Serves the built dashboard (and locale files) until the reference API server takes over.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const port = Number(process.env.PORT ?? 3000);
const staticDir = process.env.STATIC_DIR;
const localesDir = process.env.LOCALES_DIR;
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

function resolveFile(urlPath) {
  const clean = path.posix.normalize(decodeURIComponent(urlPath.split('?')[0] ?? '/'));
  if (clean.startsWith('/locales/') && localesDir) return path.join(localesDir, clean.slice('/locales/'.length));
  const candidate = path.join(staticDir, clean);
  if (candidate.startsWith(staticDir) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return path.join(staticDir, 'index.html');
}

createServer((request, response) => {
  try {
    const file = resolveFile(request.url ?? '/');
    if (!existsSync(file)) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false,"message":"Not found"}');
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  } catch {
    response.writeHead(400, { 'content-type': 'application/json' }).end('{"success":false,"message":"Bad request"}');
  }
}).listen(port, () => console.log(`Wasl is running at http://localhost:${port}`));
