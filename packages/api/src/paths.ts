/**
 * The API's base paths and path-template helpers. Pure (no zod): the server, the client and the
 * app import the bases from here instead of writing `/merchant/v1.0` again.
 */
export const MERCHANT_BASE = '/merchant/v1.0';
export const PUBLIC_BASE = '/public/v1.0';
export const INTEGRATION_BASE = '/integration/v1.0';

/** Path parameter names of a path template: `/a/{id}/b/{kind}` → `['id', 'kind']`. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z_]+)\}/g)].map((match) => match[1] ?? '');
}

/** A path template in Hono/Express syntax: `{id}` → `:id`. */
export const toColonPath = (path: string): string => path.replace(/\{([A-Za-z_]+)\}/g, ':$1');

/** Fills a path template; values are URI-encoded so an id cannot add path segments. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
