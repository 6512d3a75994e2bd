#!/usr/bin/env node
// `npm test`: every check, in order of cost. Prints each step's time and a closing summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reportFile = `${root}node_modules/.cache/vitest-report.json`;
mkdirSync(`${root}node_modules/.cache`, { recursive: true });

const only = process.argv.slice(2);
const steps = [
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'types', command: 'npx', args: ['tsc', '-b'] },
  {
    name: 'vitest (unit, components, stories × 4 modes with axe and screenshots)',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
  },
].filter((step) => only.length === 0 || only.some((word) => step.name.startsWith(word)));

const results = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const status = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } }).status;
  results.push({ name: step.name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(reportFile) && steps.some((step) => step.name.startsWith('vitest'))) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
// Each non-test step counts as one check.
for (const result of results) {
  if (result.name.startsWith('vitest')) {
    if (!result.ok && failed === 0) failed += 1;
    continue;
  }
  if (result.ok) passed += 1;
  else failed += 1;
}

console.log('\nSummary');
for (const result of results) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(1)} s)`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
