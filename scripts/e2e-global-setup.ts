/**
 * One real `npm start` (fresh temporary DATA_DIR, free PORT) and one headless Chromium for the whole
 * e2e file set; tests connect to the browser and open a context each (app/e2e/harness.ts).
 * The app is built first unless WASL_E2E_BUILT=1 (scripts/test.mjs builds it once for the budgets
 * and this step).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
    /** The app secret `npm start` checks Meta's webhook signatures with (the tests sign inbound replies). */
    whatsappAppSecret: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, server: ChildProcess, log: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start did not answer ${url} within ${timeoutMs / 1000} s:\n${log()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wasl-e2e-'));
  const whatsappAppSecret = randomBytes(16).toString('hex');
  let output = '';
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SKIP_BUILD: process.env.WASL_E2E_BUILT === '1' ? '1' : '0',
      // Each browser context presents its own client address (X-Forwarded-For), so the tests' many
      // sign-ins from one machine stay under the per-address login limit, as real users would.
      TRUST_PROXY: '1',
      // The per-account limit (10 per 15 minutes) is not: a dozen test files sign the demo merchant
      // in, and password confirmations count too. Its own behaviour is tested in the server's tests.
      AUTH_ACCOUNT_LIMIT: '500',
      // The sandbox's number onboarding and template review take 8 s instead of 20: the tests still
      // see each step arrive, without waiting 20 s twice (docs/performance.md).
      CONTACT_APPROVAL_SECONDS: '8',
      // Signed inbound WhatsApp webhooks (a customer's reply in feedback.e2e.ts); the sandbox still sends.
      WHATSAPP_APP_SECRET: whatsappAppSecret,
      // Third-party page views stay off: no request may leave the machine.
      VITE_GTM_ID: '',
      VITE_META_PIXEL_ID: '',
    },
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  const baseURL = `http://localhost:${port}`;
  const browser = await chromium.launchServer({ executablePath: chromiumPath, args: [...chromiumArgs], headless: true });
  const stop = async () => {
    await browser.close().catch(() => undefined);
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${baseURL}/merchant/v1.0/openapi.json`, server, () => output, 240_000);
    const index = await fetch(`${baseURL}/`);
    if (!(await index.text()).includes('<div id="root">')) throw new Error(`npm start does not serve the built app:\n${output}`);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('whatsappAppSecret', whatsappAppSecret);
  return async () => {
    await stop();
    if (process.env.WASL_E2E_SERVER_LOG === '1') console.log(output);
  };
}
