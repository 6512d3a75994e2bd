/**
 * Path patterns of the app's route table: `/support/:ticketId` (one segment), `/inspect/:id+` (one or
 * more segments), a trailing `/*` (anything below). Shared by the app's router (app/src/routing/match.ts)
 * and the server, which picks the strings of the page it serves before the app runs.
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
