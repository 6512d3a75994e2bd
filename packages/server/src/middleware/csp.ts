/**
 * The Content-Security-Policy of every HTML answer (issue 9, "Security headers").
 *
 * - Scripts: 'self' plus the sha256 of each inline script of the served page (the no-flash script
 *   of app/index.html), computed from the file itself so an edit to it can never drift from the header.
 * - Styles: 'self', the sha256 of each inline `<style>` (a pre-rendered page's CSS) and a per-answer nonce. react-aria injects one `<style>` (usePress) and reads its
 *   nonce from `<meta name="csp-nonce">`, preferring the meta's `nonce` property, which the browser
 *   hides from the DOM attribute (so injected markup cannot read it back).
 * - Third-party hosts (tag manager, social-ads pixel) only when their ids are configured.
 * - Trusted Types (issue 23): `require-trusted-types-for 'script'`, so every DOM XSS sink
 *   (innerHTML, script src/text, eval…) throws in browsers that support them. Two policies are
 *   allowed, both created first by the page's inline loader (@wasl/api/trustedTypes): one starts
 *   the entry script, the default one lets only an empty string through as HTML (react-aria clears
 *   its live regions so). Nothing else writes a sink (React renders text as text; zod runs jitless). A tag manager
 *   and a pixel do inject scripts through those sinks, so with either configured the page goes
 *   without Trusted Types (decided in ADR 023: their script-src hosts are the merchant's choice).
 */
import { createHash, randomBytes } from 'node:crypto';
import { TRUSTED_TYPES_POLICIES } from '@wasl/api/trustedTypes';

/** Which third-party page-view hosts to allow; each only when its id is configured. */
export interface ThirdParty {
  gtmId?: string | undefined;
  metaPixelId?: string | undefined;
}

/** Google Tag Manager + the Google Analytics endpoints it sends page views to. */
const GTM = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};
/** Meta (Facebook) pixel. */
const PIXEL = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
};

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' sources of every inline (no src) script in the page, exactly as served. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/**
 * 'sha256-…' sources of every `<style>` element of the page as served: a pre-rendered page carries its
 * CSS inline (scripts/prerender.mjs), so its first paint waits for no stylesheet request.
 */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_STYLE)].map((match) => match[1] ?? ''))].map(
    (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * 'sha256-…' sources of the style attributes a pre-rendered page carries (react-aria's visually
 * hidden select of the phone field, say). CSP refuses every style attribute parsed from HTML unless
 * `style-src-attr 'unsafe-hashes'` lists its exact value; after hydration React sets styles through
 * the CSSOM, which CSP allows.
 */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set(
    [...html.matchAll(STYLE_ATTRIBUTE)].map((m) => (m[1] ?? '').replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!)),
  );
  return [...values].map((value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`);
}

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(options: {
  scriptHashes: string[];
  nonce: string;
  thirdParty?: ThirdParty;
  /** Exact style attribute values of a pre-rendered page (styleAttributeHashes). */
  styleAttributeHashes?: string[];
  /** Its inline `<style>` elements (inlineStyleHashes). */
  styleHashes?: string[];
}): string {
  const { scriptHashes, nonce, thirdParty = {}, styleAttributeHashes: styleAttributes = [], styleHashes = [] } = options;
  const hosts = [thirdParty.gtmId ? GTM : undefined, thirdParty.metaPixelId ? PIXEL : undefined].filter((h) => h !== undefined);
  const extra = (kind: 'script' | 'connect' | 'img') => [...new Set(hosts.flatMap((h) => h[kind]))];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...extra('script')],
    ['style-src', "'self'", `'nonce-${nonce}'`, ...styleHashes],
    ...(styleAttributes.length > 0 ? [['style-src-attr', "'unsafe-hashes'", ...styleAttributes] as [string, ...string[]]] : []),
    // Vite inlines small fonts and images as data: URIs; logo previews use blob: URLs.
    ['font-src', "'self'", 'data:'],
    ['img-src', "'self'", 'data:', 'blob:', ...extra('img')],
    ['connect-src', "'self'", ...extra('connect')],
    ['manifest-src', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ...(hosts.length === 0
      ? ([
          ['require-trusted-types-for', "'script'"],
          ['trusted-types', ...TRUSTED_TYPES_POLICIES],
        ] as [string, ...string[]][])
      : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Puts the nonce where react-aria looks for it: first thing in <head>. */
export function withNonceMeta(html: string, nonce: string): string {
  const meta = `<meta name="csp-nonce" content="" nonce="${nonce}" />`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`) : meta + html;
}
