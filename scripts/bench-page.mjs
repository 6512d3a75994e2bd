/**
 * What the browser benchmarks share (scripts/bench-table.mjs, scripts/bench-flow.mjs): build a
 * benchmark page folder with Vite in production mode, serve it on loopback, open it in headless
 * Debian Chromium (path and flags from scripts/chromium.mjs), and the measuring helpers —
 * main-thread task time (CDP), main-thread CPU time per task (a Chrome trace's thread time, which a
 * loaded machine inflates far less than wall time), the `--runs=N` argument and the machine line
 * printed beside every figure.
 */
/* global window -- page.waitForFunction runs inside the page. */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.json': 'application/json' };

/** `--runs=N` from the command line (default `fallback`). */
export function runsArg(fallback = 3) {
  const arg = process.argv.find((value) => value.startsWith('--runs='));
  const runs = Number(/^--runs=(\d+)$/.exec(arg ?? '')?.[1] ?? fallback);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1 (got ${arg})`);
  return runs;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Builds `scripts/<name>/` (an index.html and its module) into node_modules/.cache/<name>, serves
 * it on a free loopback port and launches Chromium. `url(query)` is the page's address;
 * `close()` stops both.
 */
export async function startBench(name) {
  const root = path.join(here, name);
  const outDir = path.join(here, '..', 'node_modules', '.cache', name);
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [vanillaExtractPlugin(), react()],
    build: { outDir, emptyOutDir: true },
  });
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
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  return {
    browser,
    url: (query = '') => `http://127.0.0.1:${port}/${query ? `?${query}` : ''}`,
    async close() {
      await browser.close();
      server.close();
    },
  };
}

/**
 * Opens `url` in a new page of `viewport` and waits for the page's `window.__bench`. The page gets
 * `taskMs()`: main-thread task time so far from the DevTools protocol (TaskDuration) — still wall
 * time inside tasks, so a loaded machine inflates it too, but it shows how much is the page's work.
 */
export async function openPage(browser, url, viewport) {
  const page = await browser.newPage({ viewport });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  page.taskMs = async () =>
    ((await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
  await page.goto(url);
  await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 60_000 });
  return page;
}

/** Tasks and the timeline (script, style, layout, paint, layerise); `--trace` adds frames. */
const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];

/**
 * Runs `action` with a Chrome trace of `page` and returns its events and the key (`pid:tid`) of
 * the renderer's main thread: the one running the page's JavaScript.
 */
export async function traceAction(browser, page, action, categories = traceCategories) {
  await browser.startTracing(page, { categories });
  await action();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const calls = new Map();
  for (const event of traceEvents)
    if (event.name === 'FunctionCall') calls.set(`${event.pid}:${event.tid}`, (calls.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  const main = [...calls].sort((a, b) => b[1] - a[1])[0]?.[0];
  return { traceEvents, main };
}

/** The main thread's tasks of a trace: `{ cpuMs, wallMs }` each. */
export const mainThreadTasks = ({ traceEvents, main }) =>
  traceEvents
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && `${event.pid}:${event.tid}` === main)
    .map((event) => ({ cpuMs: (event.tdur ?? event.dur) / 1000, wallMs: event.dur / 1000 }));

/**
 * Runs `action` with a Chrome trace of `page` and returns the renderer main thread's tasks while
 * it ran: `{ cpuMs, wallMs }` each. CPU (thread) time is what the page itself cost; on a loaded
 * machine a task's wall time also holds the time other processes had the core.
 */
export async function traceMainThread(browser, page, action) {
  return mainThreadTasks(await traceAction(browser, page, action));
}

/** The line printed above every table of figures: what ran, on how many cores, at what load. */
export function machineLine(title, browser) {
  const [one, five] = loadavg();
  return `${title}: Chromium ${browser.version()}, ${cpus().length} cores, load average ${one.toFixed(1)} (5 min ${five.toFixed(1)})`;
}
