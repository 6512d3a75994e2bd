/**
 * Path patterns of the route table: `/support/:ticketId` (one segment), `/inspect/:id+` (one or more
 * segments), a trailing `/*` (anything below). Kept apart from wouter so the table can be tested in
 * node and the same function decides what the router renders.
 */
export type Params = Record<string, string>;

interface Compiled {
  regex: RegExp;
  names: string[];
}

const cache = new Map<string, Compiled>();

function compile(pattern: string): Compiled {
  const cached = cache.get(pattern);
  if (cached) return cached;
  const names: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*') {
      source += '(?:/.*)?';
    } else if (segment.startsWith(':')) {
      const rest = segment.endsWith('+');
      names.push(segment.slice(1, rest ? -1 : undefined));
      source += rest ? '/(.+)' : '/([^/]+)';
    } else {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    }
  }
  const compiled = { regex: new RegExp(`^${source || '/'}/?$`, 'i'), names };
  cache.set(pattern, compiled);
  return compiled;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The pattern's parameters when `pathname` matches it, else null. */
export function matchPath(pattern: string, pathname: string): Params | null {
  const { regex, names } = compile(pattern);
  const found = regex.exec(pathname);
  if (!found) return null;
  return Object.fromEntries(names.map((name, index) => [name, decode(found[index + 1] ?? '')]));
}

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
