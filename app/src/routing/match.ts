/**
 * The route table's lookups, apart from wouter so the table can be tested in node and the same
 * function decides what the router renders. Patterns: @wasl/api/pagePaths (the server reads them too).
 */
import { matchPath, type Params } from '@wasl/api/pagePaths';

export { matchPath, type Params };

/** The first entry of `table` whose pattern matches, with its parameters. */
export function findRoute<T extends { path: string }>(table: readonly T[], pathname: string): { route: T; params: Params } | null {
  for (const route of table) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/**
 * A `next` target is only followed when it is a path on this site ("/orders?page=2"), never
 * another origin ("//evil.example", "https://…", "/\\evil"), so the login page cannot be used to
 * send a merchant elsewhere.
 */
export function safeNext(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (/^\/(auth|new_account|forgot_password|reset_password)(?:[/?#]|$)/.test(next)) return fallback;
  return next;
}

/** The campaign wizard's `step` query: 1–3, default 1 (SPEC §2, §4, §9). */
export function campaignStep(search: string): 1 | 2 | 3 {
  const value = Number(new URLSearchParams(search).get('step'));
  return value === 2 || value === 3 ? value : 1;
}
