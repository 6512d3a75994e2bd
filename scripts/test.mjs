#!/usr/bin/env node
// `npm test`: every check, in order of cost, in two lanes that run side by side on our two cores —
// the story screenshots (four browser runs) and everything else. Prints each step's time and a
// closing summary line. WASL_TEST_LANES=1 runs the lanes one after the other (docs/performance.md).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectArgs, vitestSteps } from './vitest-steps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reportDir = `${root}node_modules/.cache/vitest-reports`;
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const only = process.argv.slice(2);
// Tests that passed only on a retry, one JSON line each (scripts/flaky-reporter.mjs).
const flakyReport = `${reportDir}/flaky.jsonl`;
/** Vitest's reporters for a step: the console, a JSON report for the summary, and the flaky list. */
const reporterArgs = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportDir}/${name}.json`,
  '--reporter=./scripts/flaky-reporter.mjs',
];
const appBuildSteps = [
  { name: 'build app', command: 'npm', args: ['run', 'build', '-w', '@wasl/app', '--silent'], buildsApp: true },
  { name: 'budgets (first-load JS/CSS, route chunks)', command: 'node', args: ['scripts/check-budgets.mjs'], needsAppBuild: true },
];
const steps = [
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'types', command: 'npx', args: ['tsc', '-b'] },
  // Layers point one way and no import loops (scripts/check-imports.mjs has the rules).
  { name: 'imports', command: 'node', args: ['scripts/check-imports.mjs'] },
  ...vitestSteps.flatMap((step, index) => [
    // One production build shared by the bundle budgets and the e2e step (npm start then skips its own).
    ...(step.needsAppBuild ? appBuildSteps : []),
    {
      name: step.name,
      lane: step.lane,
      alongside: step.alongside,
      tag: step.tag,
      needsAppBuild: step.needsAppBuild,
      command: 'npx',
      args: ['vitest', 'run', ...projectArgs(step.projects), ...reporterArgs(`${index}`)],
      report: `${reportDir}/${index}.json`,
    },
  ]),
  // The server's tests on Debian's PostgreSQL 15, in a throwaway cluster the step starts on a free
  // port and removes (packages/server/scripts/test-postgres.ts): two workers sharing one queue after
  // a SIGKILL, a graceful stop, tenant isolation and every route on a real server, the backups' round
  // trips and the upgrade from the previous release's database (src/db/backup.test.ts).
  {
    name: 'postgres',
    // Beside the e2e step: that one mostly waits on a browser and a server, this one on PostgreSQL.
    alongside: 'servers',
    tag: 'postgres',
    command: 'node',
    args: ['--import', 'tsx', 'packages/server/scripts/test-postgres.ts', ...reporterArgs('postgres')],
    report: `${reportDir}/postgres.json`,
  },
].filter((step) => only.length === 0 || only.some((word) => step.name.startsWith(word)));

const lanes = Number(process.env.WASL_TEST_LANES ?? 2) > 1;

/**
 * Runs a command with live output (each line tagged with its lane when lanes run side by side), and
 * keeps the output to look for Vite's optimiser reload.
 */
function run(command, args, env = {}, tag = '') {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', WASL_FLAKY_REPORT: flakyReport, ...env },
    });
    let output = '';
    const pending = { stdout: '', stderr: '' };
    const write = (text, stream) => {
      if (!tag) return stream.write(text);
      const lines = (pending[stream === process.stdout ? 'stdout' : 'stderr'] + text).split('\n');
      pending[stream === process.stdout ? 'stdout' : 'stderr'] = lines.pop();
      for (const line of lines) stream.write(`${tag} ${line}\n`);
    };
    const keep = (chunk, stream) => {
      write(chunk.toString(), stream);
      output = (output + chunk.toString()).slice(-200_000);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('close', (status) => {
      if (pending.stdout) process.stdout.write(`${tag} ${pending.stdout}\n`);
      if (pending.stderr) process.stderr.write(`${tag} ${pending.stderr}\n`);
      resolve({ status, output });
    });
  });
}

/**
 * A lane's browser runs get a Vite cache of their own: Vitest's browser projects share one
 * pre-bundled dependency folder per cache, and two processes optimising into it at once (a fresh
 * clone) would pull it from under each other.
 */
const laneEnv = (lane) => (lanes && lane ? { WASL_VITE_CACHE_DIR: `node_modules/.vite-${lane}` } : {});

const results = new Map();
/** Whether this run built the app: steps that need the build then use it instead of building again. */
let appBuilt;
async function runStep(step, lane = step.lane ?? 'checks') {
  const started = Date.now();
  const tag = lanes ? `[${step.tag ?? lane}]` : '';
  console.log(`\n${tag ? `${tag} ` : ''}▶ ${step.name}`);
  if (step.needsAppBuild && appBuilt === false) {
    console.log(`${tag} not run: the app build failed`);
    results.set(step, { name: step.name, ok: false, seconds: 0, report: step.report });
    return;
  }
  // A story mode drawn by the checks lane gets a cache apart from the components' (other config).
  const env = {
    ...laneEnv(step.lane === 'stories' && lane !== 'stories' ? `${lane}-stories` : lane),
    ...(step.needsAppBuild && appBuilt ? { WASL_E2E_BUILT: '1' } : {}),
  };
  let { status, output } = await run(step.command, step.args, env, tag);
  if (step.buildsApp) appBuilt = status === 0;
  // On a fresh clone Vite may discover a dependency mid-run and reload the browser, failing the
  // tests in flight. Run such a step once more (now with a warm cache) and say which dependency to
  // add to optimizeDeps.include in vitest.config.ts.
  if (status !== 0 && step.report && output.includes('optimized dependencies changed. reloading')) {
    const found = [...output.matchAll(/dependenc(?:y|ies) optimized: ([^\n]+)/g)].map((match) => match[1]).join(', ');
    console.log(`\n⚠ Vite re-optimised dependencies mid-run (${found}); add them to optimizeDeps.include. Running "${step.name}" again.`);
    ({ status } = await run(step.command, step.args, env, tag));
  }
  results.set(step, { name: step.name, ok: status === 0, seconds: (Date.now() - started) / 1000, report: step.report });
  console.log(`${tag ? `${tag} ` : ''}${status === 0 ? '✓' : '✗'} ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * Runs steps one after the other, except consecutive steps with the same `alongside` group, which
 * run side by side (the e2e and postgres steps: both mostly wait).
 */
const runChain = async (chain, lane, sideBySide = true) => {
  let i = 0;
  while (i < chain.length) {
    let j = i + 1;
    if (sideBySide && chain[i].alongside) while (j < chain.length && chain[j].alongside === chain[i].alongside) j += 1;
    await Promise.all(chain.slice(i, j).map((step) => runStep(step, lane)));
    i = j;
  }
};

const wallStarted = Date.now();
if (lanes) {
  // The story modes are a queue both lanes draw from: the story lane from the start, the checks
  // lane once its own steps are done, so neither core idles while a mode is left (docs/performance.md).
  const storyQueue = steps.filter((step) => step.lane === 'stories');
  const drain = async (lane) => {
    while (storyQueue.length > 0) await runStep(storyQueue.shift(), lane);
  };
  await Promise.all([
    drain('stories'),
    runChain(
      steps.filter((step) => step.lane !== 'stories'),
      'checks',
    ).then(() => drain('checks')),
  ]);
} else await runChain(steps, undefined, false);
// The summary lists the steps in the order they are declared, whichever lane finished first.
const ordered = steps.map((step) => results.get(step)).filter(Boolean);

let passed = 0;
let failed = 0;
let skipped = 0;
// Failed tests by name, with the first line of their error: CI shows only the end of the output.
const failures = [];
for (const result of ordered) {
  if (!result.report) {
    // A static check counts as one check.
    if (result.ok) passed += 1;
    else failed += 1;
    continue;
  }
  const report = existsSync(result.report) ? JSON.parse(readFileSync(result.report, 'utf8')) : null;
  passed += report?.numPassedTests ?? 0;
  skipped += (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  const failedTests = report?.numFailedTests ?? 0;
  // A run that failed without a failing test (startup error, unhandled error) still counts as a failure.
  failed += failedTests > 0 ? failedTests : result.ok ? 0 : 1;
  for (const file of report?.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed') {
        // Vitest's polling matchers (waitFor, expect.poll, toMatchScreenshot) copy the stack of a
        // placeholder error whose first line is "Error: STACK_TRACE_ERROR"; the message is further on.
        const lines = (test.failureMessages?.[0] ?? '').split('\n').map((line) => line.trim());
        const message =
          lines
            .filter((line) => line && !/STACK_TRACE_ERROR/.test(line) && !line.startsWith('at '))
            .slice(0, 2)
            .join(' ') ||
          lines[0] ||
          '';
        failures.push(`${result.name} · ${relative(process.cwd(), file.name)} › ${test.fullName}: ${message.slice(0, 300)}`);
      }
}

// A test that needed its retry passed, but is named and counted: a flake is a bug to look at.
const flaky = existsSync(flakyReport)
  ? readFileSync(flakyReport, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];

console.log('\nSummary');
for (const result of ordered) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(1)} s)`);
if (failures.length) {
  console.log('Failed:');
  for (const failure of failures) console.log(`  ${failure}`);
}
if (flaky.length) {
  console.log('Flaky (passed only on a retry):');
  for (const test of flaky)
    console.log(
      `  ${test.project} · ${test.file} › ${test.name} (${test.retries} retr${test.retries === 1 ? 'y' : 'ies'})${test.error ? `: ${test.error}` : ''}`,
    );
}
console.log(`Wall time ${((Date.now() - wallStarted) / 1000).toFixed(1)} s${lanes ? ' (two lanes side by side)' : ''}`);
console.log(`${passed} passed, ${failed} failed, ${flaky.length} flaky${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ordered.every((result) => result.ok) ? 0 : 1);
