/**
 * Vitest global setup of the unit project: gives the harness a fresh folder for this run's route
 * hits and, after the run, fails it if a route-table entry was answered 2xx by no server test —
 * when every server test file that uses the harness ran (a targeted run of a few files skips the
 * check). See route-coverage.ts.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { readHits, uncoveredRoutes } from './route-coverage.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    'wasl/route-hits': string;
  }
}

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The server test files that create a test app (the ones whose answers are checked). */
function harnessFiles(dir = serverDir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...harnessFiles(path));
    else if (entry.name.endsWith('.test.ts') && readFileSync(path, 'utf8').includes('createTestApp(')) out.push(path);
  }
  return out;
}

export default function setup(project: TestProject): () => void {
  const dir = join(root, 'node_modules/.cache/wasl-route-hits', `${process.pid}-${Date.now().toString(36)}`);
  mkdirSync(dir, { recursive: true });
  project.provide('wasl/route-hits', dir);
  return () => {
    try {
      const { files, routes } = readHits(dir);
      const missed = harnessFiles().filter((file) => !files.has(file));
      // A targeted run: the check needs every server test file that uses the harness.
      if (missed.length > 0) {
        if (files.size > 0)
          console.log(`Route coverage: not checked (${missed.length} server test file(s) using the harness did not run).`);
        return;
      }
      const uncovered = uncoveredRoutes(routes);
      console.log(`Route coverage: ${routes.size} route-table entries answered 2xx by the server tests; ${uncovered.length} not.`);
      if (uncovered.length > 0) {
        // Vitest reports an error thrown by a global teardown but still exits 0: set the exit code.
        console.error(
          `Route coverage: ${uncovered.length} route(s) of the route table answered 2xx in no server test ` +
            `(add a call, or an explained entry to UNCOVERED_ON_PURPOSE in ${relative(root, join(serverDir, 'test/route-coverage.ts'))}): ${uncovered.join(', ')}`,
        );
        process.exitCode = 1;
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
