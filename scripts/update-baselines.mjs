#!/usr/bin/env node
// `npm run test:update-baselines [-- <story files>]`: accept new screenshots, one mode at a time.
// Then every baseline it wrote is checked for a blank image (one colour throughout): an update once
// caught dialogs before they had opened, and such a baseline would accept any later blank screenshot.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { storyModes } from './vitest-steps.mjs';

const baselines = fileURLToPath(new URL('../.storybook/__baselines__/', import.meta.url));
const started = Date.now();
const files = process.argv.slice(2);
let failed = false;
for (const mode of storyModes) {
  console.log(`\n▶ baselines ${mode}`);
  const { status } = spawnSync('npx', ['vitest', 'run', '--project', `stories:${mode}`, ...files, '--update'], { stdio: 'inherit' });
  failed ||= status !== 0;
}

/** True when every pixel of the PNG has the same colour. */
export const isBlank = (buffer) => {
  const { data } = PNG.sync.read(buffer);
  const first = data.readUInt32BE(0);
  for (let index = 4; index < data.length; index += 4) if (data.readUInt32BE(index) !== first) return false;
  return true;
};

const written = readdirSync(baselines).filter((name) => name.endsWith('.png') && statSync(path.join(baselines, name)).mtimeMs >= started);
const blank = written.filter((name) => isBlank(readFileSync(path.join(baselines, name))));
console.log(`\n${written.length} baselines written, ${blank.length} blank`);
for (const name of blank) console.log(`✗ ${name} is one colour throughout: the story was captured before it rendered; run it again`);
process.exit(failed || blank.length > 0 ? 1 : 0);
