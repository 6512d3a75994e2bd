#!/usr/bin/env node
// `npm test`: every check, in order of cost. Prints each step's time and a closing summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { projectArgs, vitestSteps } from './vitest-steps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reportDir = `${root}node_modules/.cache/vitest-reports`;
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const only = process.argv.slice(2);
const steps = [
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'types', command: 'npx', args: ['tsc', '-b'] },
  ...vitestSteps.map((step, index) => ({
    name: step.name,
    command: 'npx',
    args: [
      'vitest',
      'run',
      ...projectArgs(step.projects),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportDir}/${index}.json`,
    ],
    report: `${reportDir}/${index}.json`,
  })),
].filter((step) => only.length === 0 || only.some((word) => step.name.startsWith(word)));

const results = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const status = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  }).status;
  results.push({ name: step.name, ok: status === 0, seconds: (Date.now() - started) / 1000, report: step.report });
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const result of results) {
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
}

console.log('\nSummary');
for (const result of results) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(1)} s)`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
