/**
 * Table benchmark: builds scripts/bench-table/ (the virtualised Table with 10,000 rows) with Vite,
 * serves it on loopback, opens it in headless Debian Chromium and measures
 *   - first render: from the start of React's first render to the first frame painted after it;
 *   - scrolling: requestAnimationFrame deltas while a script scrolls the table 200 px per frame.
 * Exits non-zero if the first render takes 300 ms or more, or any frame takes more than 50 ms.
 * Usage: node scripts/bench-table.mjs [--runs=3]
 */
/* global window, document, performance, requestAnimationFrame -- these run inside the page (page.evaluate). */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, 'bench-table');
const outDir = path.join(here, '..', 'node_modules', '.cache', 'bench-table');
const budget = { firstRender: 300, frame: 50 };
const runs = Number(/^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 3);

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [vanillaExtractPlugin(), react()],
  build: { outDir, emptyOutDir: true },
});

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.json': 'application/json' };
const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const file = path.join(outDir, url.pathname === '/' ? 'index.html' : path.normalize(url.pathname));
  if (!file.startsWith(outDir)) return response.writeHead(403).end();
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs],
});

const results = [];
try {
  for (const locale of ['en', 'ar']) {
    for (let run = 1; run <= runs; run += 1) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      // Main-thread task time from the DevTools protocol (TaskDuration). It is still wall time
      // inside tasks, so a loaded machine inflates it too; it shows how much of a frame is ours.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      const taskSeconds = async () =>
        (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
      await page.goto(`http://127.0.0.1:${port}/?locale=${locale}`);
      await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 60_000 });
      const { firstRender } = await page.evaluate(() => window.__bench);
      const loadTask = await taskSeconds();
      const scroll = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const grid = document.querySelector('[role="grid"]');
            const deltas = [];
            let last = performance.now();
            let frames = 0;
            const step = (now) => {
              deltas.push(now - last);
              last = now;
              grid.scrollTop += 200;
              frames += 1;
              if (frames < 180) requestAnimationFrame(step);
              else resolve({ deltas: deltas.slice(1), domRows: grid.querySelectorAll('[role="row"]').length, scrollTop: grid.scrollTop });
            };
            requestAnimationFrame((now) => {
              last = now;
              requestAnimationFrame(step);
            });
          }),
      );
      const scrollTask = (await taskSeconds()) - loadTask;
      const sorted = [...scroll.deltas].sort((a, b) => a - b);
      const result = {
        locale,
        run,
        firstRenderMs: Math.round(firstRender),
        loadMainThreadMs: Math.round(loadTask * 1000),
        scrollMainThreadMsPerFrame: +((scrollTask * 1000) / scroll.deltas.length).toFixed(1),
        frames: scroll.deltas.length,
        medianFrameMs: +sorted[Math.floor(sorted.length / 2)].toFixed(1),
        p95FrameMs: +sorted[Math.floor(sorted.length * 0.95)].toFixed(1),
        maxFrameMs: +sorted[sorted.length - 1].toFixed(1),
        rowsInDom: scroll.domRows,
        scrolledPx: Math.round(scroll.scrollTop),
      };
      results.push(result);
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}

const { loadavg, cpus } = await import('node:os');
console.log(
  `Table benchmark: 10,000 rows, virtualised, ${await chromiumVersion()}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}`,
);
console.table(results);
const worstRender = Math.max(...results.map((result) => result.firstRenderMs));
const worstFrame = Math.max(...results.map((result) => result.maxFrameMs));
console.log(
  `worst first render ${worstRender} ms (budget < ${budget.firstRender}); worst frame ${worstFrame} ms (budget ≤ ${budget.frame})`,
);
if (worstRender >= budget.firstRender || worstFrame > budget.frame) {
  console.error('Table benchmark: over budget');
  process.exit(1);
}

async function chromiumVersion() {
  const probe = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs],
  });
  const version = probe.version();
  await probe.close();
  return `Chromium ${version}`;
}
