#!/usr/bin/env node
// `npm run test:update-baselines [-- <story files>]`: accept new screenshots, one mode at a time.
import { spawnSync } from 'node:child_process';
import { storyModes } from './vitest-steps.mjs';

const files = process.argv.slice(2);
let failed = false;
for (const mode of storyModes) {
  console.log(`\n▶ baselines ${mode}`);
  const { status } = spawnSync('npx', ['vitest', 'run', '--project', `stories:${mode}`, ...files, '--update'], { stdio: 'inherit' });
  failed ||= status !== 0;
}
process.exit(failed ? 1 : 0);
