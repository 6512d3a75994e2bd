/**
 * Route coverage: every entry of the @wasl/api route table is called, with a 2xx answer, by at least
 * one server test — so every answer of every route has been checked against its schema
 * (harness.ts `checkAnswer`). The harness records what each test file reached in this run's folder
 * (provided by route-coverage.setup.ts); the setup's teardown runs `uncoveredRoutes` once every
 * server test file that uses the harness has run (the whole unit project, `packages/server`, or the
 * postgres step), and fails the run naming the routes no test reached.
 */
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { routeList, type RouteName } from '@wasl/api';

/**
 * Routes no server test can answer 2xx, each with why (an explicit list; keep it short). Answers of
 * these still go through the harness's check whenever a test calls them.
 */
export const UNCOVERED_ON_PURPOSE: Partial<Record<RouteName, string>> = {};

const seen = new Set<string>();
/** The running test file; undefined outside Vitest (the benchmarks build apps with this harness too). */
const testFile = (): string | undefined => {
  try {
    return expect.getState().testPath;
  } catch {
    return undefined;
  }
};

function write(dir: string | undefined, line: { file: string; route?: RouteName }): void {
  if (!dir) return;
  const key = `${line.file}\0${line.route ?? ''}`;
  if (seen.has(key)) return;
  seen.add(key);
  appendFileSync(`${dir}/${process.pid}.jsonl`, `${JSON.stringify(line)}\n`);
}

/** Records that the current test file uses the harness. */
export function recordTestFile(dir: string | undefined): void {
  const file = testFile();
  if (file) write(dir, { file });
}

/** Records a 2xx answer of a route-table entry in the current test file. */
export function recordRouteHit(dir: string | undefined, route: RouteName): void {
  write(dir, { file: testFile() ?? '(unknown)', route });
}

/** What the run's harnesses recorded: the test files and the routes answered 2xx. */
export function readHits(dir: string): { files: Set<string>; routes: Set<string> } {
  const files = new Set<string>();
  const routes = new Set<string>();
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.jsonl')) continue;
    for (const text of readFileSync(`${dir}/${name}`, 'utf8').split('\n')) {
      if (!text) continue;
      const line = JSON.parse(text) as { file: string; route?: string };
      files.add(line.file);
      if (line.route) routes.add(line.route);
    }
  }
  return { files, routes };
}

/** The route-table entries no test answered 2xx, minus those uncovered on purpose. */
export function uncoveredRoutes(hit: ReadonlySet<string>, allowed: Partial<Record<string, string>> = UNCOVERED_ON_PURPOSE): string[] {
  return routeList.map((r) => r.name).filter((name) => !hit.has(name) && allowed[name] === undefined);
}
