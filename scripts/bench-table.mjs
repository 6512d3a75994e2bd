/**
 * Table benchmark: builds scripts/bench-table/ (the virtualised Table with 10,000 rows) with Vite,
 * serves it on loopback, opens it in headless Debian Chromium and measures
 *   - first render: from the start of React's first render to the first frame painted after it;
 *   - scrolling: requestAnimationFrame deltas while a script scrolls the table 200 px per frame.
 * Exits non-zero if the first render takes 300 ms or more, or any frame takes more than 50 ms.
 * Usage: node scripts/bench-table.mjs [--runs=3]
 */
/* global window, document, performance, requestAnimationFrame -- these run inside the page (page.evaluate). */
import { machineLine, openPage, runsArg, startBench } from './bench-page.mjs';

const budget = { firstRender: 300, frame: 50 };
const runs = runsArg();
const bench = await startBench('bench-table');

const results = [];
try {
  for (const locale of ['en', 'ar']) {
    for (let run = 1; run <= runs; run += 1) {
      const page = await openPage(bench.browser, bench.url(`locale=${locale}`), { width: 1280, height: 800 });
      const { firstRender } = await page.evaluate(() => window.__bench);
      const loadTask = await page.taskMs();
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
      const scrollTask = (await page.taskMs()) - loadTask;
      const sorted = [...scroll.deltas].sort((a, b) => a - b);
      const result = {
        locale,
        run,
        firstRenderMs: Math.round(firstRender),
        loadMainThreadMs: Math.round(loadTask),
        scrollMainThreadMsPerFrame: +(scrollTask / scroll.deltas.length).toFixed(1),
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
  console.log(machineLine('Table benchmark: 10,000 rows, virtualised', bench.browser));
  await bench.close();
}

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
