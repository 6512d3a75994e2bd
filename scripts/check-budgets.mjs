#!/usr/bin/env node
// Bundle budgets of the built dashboard (issue 9), from Vite's manifest (app/dist/.vite/manifest.json):
// - first-load JS of / and /auth: the entry, its static imports, the route's lazy screen chunk and
//   that chunk's static imports, gzip ≤ 120 KB;
// - every other lazy chunk (a screen, or a namespace of strings): itself plus what it imports beyond
//   the entry's first load, gzip ≤ 60 KB;
// - first-load CSS (the entry's and the two routes'), gzip ≤ 30 KB.
// Prints a table, exits non-zero on a miss. Run after `npm run build -w @wasl/app`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'app/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const KB = 1024;
export const budgets = { firstLoadJs: 120 * KB, routeChunk: 60 * KB, firstLoadCss: 30 * KB };
/** Lazy chunks allowed more than `routeChunk` (issue 11): the dashboard's charts (visx) ≤ 90 KB. */
const routeChunkBudgets = {
  'src/screens/dashboard/Dashboard.tsx': 90 * KB,
  'src/screens/health/Health.tsx': 90 * KB,
};
/** Lazy chunks only ever loaded from another lazy chunk: measured beyond that one (a chart's "View as table"). */
const loadedFrom = {
  '../packages/widgets/src/analytics/TimeSeriesChart/ChartTable.tsx': 'src/screens/dashboard/Dashboard.tsx',
};

/**
 * The screens that / and /auth render first (app/src/routes.tsx). Checked against routes.tsx below,
 * so a renamed screen fails loudly instead of measuring the wrong chunk.
 */
const firstLoadRoutes = [
  { route: '/', module: 'src/screens/public/PublicPage.tsx' },
  { route: '/auth', module: 'src/screens/auth/Login.tsx' },
  { route: '/docs', module: 'src/screens/docs/DocsIndex.tsx' },
];

if (!existsSync(manifestFile)) {
  console.error(
    `No ${path.relative(root, manifestFile)}: build the app first (npm run build -w @wasl/app; build.manifest in app/vite.config.ts).`,
  );
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

/** The chunk and every chunk it imports statically (what the browser loads with it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
const files = (keys, kind) => [...new Set([...keys].flatMap((key) => (kind === 'js' ? [manifest[key].file] : (manifest[key].css ?? []))))];
const total = (list) => list.reduce((sum, file) => sum + gzipSize(file), 0);

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
const [entryKey] = entries[0];
const entryKeys = closure(entryKey);

const routesSource = readFileSync(path.join(root, 'app/src/routes.tsx'), 'utf8');
const rows = [];
/** `parts`: the files behind a figure, listed (largest first) when it is over budget. */
const check = (what, size, budget, parts = []) => rows.push({ what, size, budget, ok: size <= budget, parts });
const firstLoadCss = new Set(files(entryKeys, 'css'));

for (const { route, module } of firstLoadRoutes) {
  const importPath = `./${path.posix.relative('src', module).replace(/\.tsx?$/, '')}`;
  if (!routesSource.includes(`'${route}'`) || !routesSource.includes(`import('${importPath}')`)) {
    throw new Error(`app/src/routes.tsx no longer maps ${route} to ${importPath}: update firstLoadRoutes in scripts/check-budgets.mjs`);
  }
  if (!manifest[module]?.isDynamicEntry) throw new Error(`${module} is not a lazy chunk of the build (routes must be code-split)`);
  const keys = closure(module, new Set(entryKeys));
  check(`first-load JS ${route}`, total(files(keys, 'js')), budgets.firstLoadJs, files(keys, 'js'));
  for (const css of files(keys, 'css')) firstLoadCss.add(css);
}
check('first-load CSS (entry + / + /auth)', total([...firstLoadCss]), budgets.firstLoadCss);

for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const loaded = loadedFrom[chunk.src ?? key] ? closure(loadedFrom[chunk.src ?? key], new Set(entryKeys)) : entryKeys;
  const own = [...closure(key)].filter((k) => !loaded.has(k));
  check(`lazy ${chunk.src ?? key}`, total(files(own, 'js')), routeChunkBudgets[chunk.src ?? key] ?? budgets.routeChunk);
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const width = Math.max(...rows.map((row) => row.what.length));
console.log(`${'budget check'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'budget'.padStart(9)}`);
for (const row of rows) {
  console.log(`${row.what.padEnd(width)}  ${kb(row.size).padStart(9)}  ${kb(row.budget).padStart(9)}  ${row.ok ? 'ok' : 'OVER'}`);
  if (row.ok) continue;
  for (const file of [...row.parts].sort((a, b) => gzipSize(b) - gzipSize(a)))
    console.log(`    ${kb(gzipSize(file)).padStart(9)}  ${file}`);
}
const misses = rows.filter((row) => !row.ok);
console.log(misses.length ? `\n${misses.length} budget(s) missed` : `\nall ${rows.length} budgets met`);
process.exit(misses.length ? 1 : 0);
