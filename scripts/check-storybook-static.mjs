#!/usr/bin/env node
/* global document */ // page.evaluate callbacks run in the browser
// Opens every story of the built Storybook (storybook-static/) in all four modes in headless
// Debian Chromium, waits for it to render (play function included), runs axe (WCAG 2.2 AA) and
// checks <html lang dir data-theme>. Usage: npm run build-storybook && npm run check:storybook-static [-- <id part>]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const staticDir = path.join(root, 'storybook-static');
if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('storybook-static/ is missing: run `npm run build-storybook` first.');
  process.exit(1);
}
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const modes = [
  { locale: 'en', theme: 'light' },
  { locale: 'en', theme: 'dark' },
  { locale: 'ar', theme: 'light' },
  { locale: 'ar', theme: 'dark' },
];
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

const server = createServer((request, response) => {
  const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = path.join(staticDir, urlPath === '/' ? 'index.html' : urlPath);
  if (!file.startsWith(staticDir) || !existsSync(file) || !statSync(file).isFile()) return response.writeHead(404).end();
  response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const filter = process.argv[2] ?? '';
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.id.includes(filter));
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs],
});
const version = browser.version();
const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });

const failures = [];
let checked = 0;
const started = Date.now();
for (const story of stories) {
  for (const mode of modes) {
    const url = `${base}/iframe.html?id=${story.id}&viewMode=story&globals=locale:${mode.locale};theme:${mode.theme}`;
    const label = `${story.id} [${mode.locale}-${mode.theme}]`;
    try {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(
        () => ['completed', 'finished', 'errored', 'aborted', 'played'].includes(globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase),
        null,
        { timeout: 20_000 },
      );
      const phase = await page.evaluate(() => globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase);
      if (phase === 'errored' || phase === 'aborted') throw new Error(`render ${phase}`);
      await page.evaluate(() => document.fonts.ready);
      const root = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        theme: document.documentElement.dataset.theme,
        // Story-level globals (RTL twins) win over the URL's.
        storyGlobals: globalThis.__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals ?? {},
      }));
      const locale = root.storyGlobals.locale ?? mode.locale;
      const theme = root.storyGlobals.theme ?? mode.theme;
      if (root.lang !== locale || root.dir !== (locale === 'ar' ? 'rtl' : 'ltr')) {
        throw new Error(`<html lang=${root.lang} dir=${root.dir}> does not follow the locale ${locale}`);
      }
      if (root.theme !== theme) throw new Error(`<html data-theme=${root.theme}> is not ${theme}`);
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const result = await globalThis.axe.run(document.querySelector('#storybook-root') ?? document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        });
        return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
      });
      if (violations.length) throw new Error(`axe: ${violations.join(', ')}`);
    } catch (error) {
      failures.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
    checked += 1;
  }
}
await browser.close();
server.close();

for (const failure of failures) console.log(`FAIL ${failure}`);
console.log(`\n${stories.length} stories × ${modes.length} modes in ${((Date.now() - started) / 1000).toFixed(0)} s (Chromium ${version})`);
console.log(`${checked - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
