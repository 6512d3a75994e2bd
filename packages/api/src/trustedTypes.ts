/**
 * Trusted Types (issue 23): the policies a served page may create, both by the page's inline loader
 * (app/build/entryAfterPaint.ts) before any other script runs. The server's CSP (`trusted-types`,
 * packages/server/src/middleware/csp.ts) allows these names only and no duplicate, so script injected
 * later can neither reuse them nor create its own.
 * - ENTRY_SCRIPT_POLICY turns the entry script's URL, and only that URL, into a TrustedScriptURL.
 * - DEFAULT_POLICY is the one the browser consults for a plain string written to a sink: it lets
 *   the empty string through as HTML (react-aria's live announcer clears its regions with
 *   `innerHTML = ''`) and a same-origin `/assets/` URL as a script URL (Vite's `new Worker(…)` of the
 *   CSV audience parser; script-src allows no other origin anyway), and refuses everything else.
 */
export const ENTRY_SCRIPT_POLICY = 'wasl-entry';
export const DEFAULT_POLICY = 'default';
export const TRUSTED_TYPES_POLICIES = [DEFAULT_POLICY, ENTRY_SCRIPT_POLICY] as const;
