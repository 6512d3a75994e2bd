#!/usr/bin/env node
// `npm start`: build the dashboard, then serve it and the API on one origin (ARCHITECTURE.md).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the dashboard…');
  if (run('npm', ['run', 'build', '-w', '@wasl/app', '--silent']) !== 0) process.exit(1);
}

const env = {
  ...process.env,
  PORT: process.env.PORT ?? '3000',
  DATA_DIR: process.env.DATA_DIR ?? `${root}.data`,
  STATIC_DIR: process.env.STATIC_DIR ?? `${root}app/dist`,
  LOCALES_DIR: process.env.LOCALES_DIR ?? `${root}packages/i18n/locales`,
};
const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
