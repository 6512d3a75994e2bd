/**
 * CSV audience benchmark: parses a 100,000-row audience file (1 % invalid, 1 % duplicates, 1 %
 * opted out) with `parseCsvAudience` in a worker thread, as the wizard does in a Web Worker, and
 * measures
 *   - parse: time inside the worker (read the text, validate, de-duplicate);
 *   - round trip: posting the text to the worker until the result is back on the main thread;
 *   - main-thread gap: the longest gap between 5 ms timer ticks on the main thread meanwhile.
 * Exits non-zero when the median round trip reaches 2 s. The same check runs in Chromium with a
 * real Web Worker: packages/widgets/src/campaigns/csvAudience/parseCsvInWorker.browser.test.ts.
 * Usage: node scripts/bench-csv.mjs [--runs=5] [--rows=100000]
 */
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';

const budgetMs = 2_000;

if (!isMainThread) {
  // tsx compiles the TypeScript model on the fly, as `npm start` does for the server.
  const { tsImport } = await import('tsx/esm/api');
  const { parseCsvAudience } = await tsImport('../packages/api/src/models/csvAudience.ts', import.meta.url);
  parentPort.on('message', ({ text, optedOut }) => {
    const started = performance.now();
    const result = parseCsvAudience(text, { optedOut });
    parentPort.postMessage({ result, parseMs: performance.now() - started });
  });
} else {
  const arg = (name, fallback) =>
    Number(new RegExp(`^--${name}=(\\d+)$`).exec(process.argv.find((a) => a.startsWith(`--${name}=`)) ?? '')?.[1] ?? fallback);
  const runs = arg('runs', 5);
  const rows = arg('rows', 100_000);

  const lines = ['name,phone'];
  const optedOut = [];
  for (let i = 0; i < rows; i++) {
    const phone = i % 100 === 7 ? 'n/a' : i % 100 === 8 ? `+9665${String(i - 2).padStart(8, '0')}` : `+9665${String(i).padStart(8, '0')}`;
    if (i % 100 === 9) optedOut.push(phone);
    lines.push(`Customer ${i},${phone}`);
  }
  const text = lines.join('\n');

  const worker = new Worker(new URL(import.meta.url));
  const once = () =>
    new Promise((resolve) => {
      let last = performance.now();
      let gap = 0;
      const timer = setInterval(() => {
        const now = performance.now();
        gap = Math.max(gap, now - last);
        last = now;
      }, 5);
      const started = performance.now();
      worker.once('message', ({ result, parseMs }) => {
        clearInterval(timer);
        resolve({ parseMs, roundTripMs: performance.now() - started, gapMs: gap, result });
      });
      worker.postMessage({ text, optedOut });
    });

  await once(); // warm-up: module load and JIT
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await once());
  await worker.terminate();

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const { result } = samples[0];
  const figures = {
    rows,
    accepted: result.numbers.length,
    rejected: result.counts,
    parseMs: Math.round(median(samples.map((s) => s.parseMs))),
    roundTripMs: Math.round(median(samples.map((s) => s.roundTripMs))),
    worstRoundTripMs: Math.round(Math.max(...samples.map((s) => s.roundTripMs))),
    mainThreadGapMs: Math.round(Math.max(...samples.map((s) => s.gapMs))),
    runs,
  };
  console.log(JSON.stringify(figures, null, 2));
  if (figures.roundTripMs >= budgetMs) {
    console.error(`CSV audience: median round trip ${figures.roundTripMs} ms ≥ ${budgetMs} ms`);
    process.exit(1);
  }
}
