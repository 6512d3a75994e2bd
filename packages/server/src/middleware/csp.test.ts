import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { DEFAULT_POLICY, ENTRY_SCRIPT_POLICY } from '@wasl/api/trustedTypes';
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes, styleAttributeHashes } from './csp.ts';

const noFlash = "\n      document.documentElement.setAttribute('dir', 'rtl');\n    ";
const staticDir = mkdtempSync(path.join(tmpdir(), 'wasl-csp-'));
writeFileSync(
  path.join(staticDir, 'index.html'),
  `<!doctype html><html><head><title>Wasl</title><script>${noFlash}</script>` +
    '<script type="module" crossorigin src="/assets/index.js"></script></head><body></body></html>',
);
writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *');
mkdirSync(path.join(staticDir, '.vite'));
writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), '{}');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** The directives of a policy header, by name. */
const directives = (header: string | null) =>
  new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  );

let t: TestApp;
let withIds: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { staticDir } });
  withIds = await createTestApp({ config: { staticDir, thirdParty: { gtmId: 'GTM-TEST', metaPixelId: '123' } } });
}, 60_000);
afterAll(async () => {
  await t.close();
  await withIds.close();
});

describe('security headers of HTML answers', () => {
  it('a strict CSP with the inline script by hash, styles by a nonce that is in the page', async () => {
    for (const url of ['/', '/dashboard', '/index.html', '/campaign/4?step=2']) {
      const res = await t.get(url);
      expect(res.status, url).toBe(200);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", sha256(noFlash)]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      // Trusted Types: every DOM XSS sink refused; the loader's two policies, no duplicate of either.
      expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
      expect(csp.get('trusted-types')).toEqual([DEFAULT_POLICY, ENTRY_SCRIPT_POLICY]);
      const style = csp.get('style-src') ?? [];
      expect(style[0]).toBe("'self'");
      expect(style).toHaveLength(2);
      const nonce = /^'nonce-([A-Za-z0-9+/=]{20,})'$/.exec(style[1] ?? '')?.[1];
      expect(nonce, 'style nonce').toBeDefined();
      // Where react-aria reads it (meta name="csp-nonce"), first in <head>.
      expect(res.text).toContain(`<head><meta name="csp-nonce" content="" nonce="${nonce}" />`.replace('<head>', '<head>\n    '));
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-security-policy')).not.toMatch(/unsafe-(inline|eval)/);
    }
  });

  it('a page visit to a path with a dot (an agentEmail segment) gets the app; a missing file stays 404', async () => {
    const page = await t.get('/agents/sara@example.com', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await t.get('/assets/missing.js')).status).toBe(404);
    expect((await t.get('/agents/sara@example.com')).status).toBe(404);
  });

  it('a fresh nonce on every answer', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add((await t.get('/auth')).headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]!);
    expect(nonces.size).toBe(5);
  });

  it('no CSP on non-HTML files and API answers, but nosniff everywhere', async () => {
    expect((await t.get('/.vite/manifest.json')).status, 'build metadata is not served').toBe(404);
    const text = await t.get('/robots.txt');
    expect(text.headers.get('content-security-policy')).toBeNull();
    expect(text.headers.get('x-content-type-options')).toBe('nosniff');
    const api = await t.get('/merchant/v1.0/header');
    expect(api.status).toBe(403);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('tag manager and pixel hosts only when their ids are configured', async () => {
    expect((await t.get('/')).headers.get('content-security-policy')).not.toMatch(/googletagmanager|facebook/);
    const csp = directives((await withIds.get('/')).headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://connect.facebook.net']));
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://www.facebook.com']));
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['https://www.facebook.com']));
    const gtmOnly = directives(contentSecurityPolicy({ scriptHashes: [], nonce: 'n', thirdParty: { gtmId: 'GTM-X' } }));
    expect(gtmOnly.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    // Their loaders inject scripts through DOM sinks: with them, no Trusted Types (ADR 023).
    expect(csp.has('require-trusted-types-for')).toBe(false);
    expect(gtmOnly.has('trusted-types')).toBe(false);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written and ignores external and empty ones', () => {
    const html = `<script>a()</script><script type="module" src="/x.js"></script><SCRIPT nonce="x">\nb()\n</SCRIPT><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('\nb()\n')]);
  });
});

describe('styleAttributeHashes', () => {
  it("hashes each distinct style attribute's value as the browser reads it (entities decoded)", () => {
    const html =
      '<div style="position:fixed;width:1px"></div><span style="position:fixed;width:1px"></span><p style="font-family:&quot;X&quot;"></p>';
    const sha = (value: string) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`;
    expect(styleAttributeHashes(html)).toEqual([sha('position:fixed;width:1px'), sha('font-family:"X"')]);
    expect(styleAttributeHashes('<div data-style="x"></div>')).toEqual([]);
  });

  it("allows exactly those values with 'unsafe-hashes', and adds nothing when a page has none", () => {
    const withAttributes = contentSecurityPolicy({ scriptHashes: [], nonce: 'n', styleAttributeHashes: ["'sha256-abc'"] });
    expect(withAttributes).toContain("style-src-attr 'unsafe-hashes' 'sha256-abc'");
    expect(contentSecurityPolicy({ scriptHashes: [], nonce: 'n' })).not.toContain('style-src-attr');
  });
});

describe('inlineStyleHashes', () => {
  it('hashes each distinct <style> body exactly as served, and style-src lists them beside the nonce', () => {
    const css = '.a{color:red}\n.b{color:blue}';
    const html = `<head><style>${css}</style><STYLE media="print">${css}</STYLE><style>p{margin:0}</style></head><div style="x"></div>`;
    expect(inlineStyleHashes(html)).toEqual([sha256(css), sha256('p{margin:0}')]);
    expect(inlineStyleHashes('<link rel="stylesheet" href="/a.css">')).toEqual([]);
    const policy = directives(contentSecurityPolicy({ scriptHashes: [], nonce: 'n', styleHashes: [sha256(css)] }));
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-n'", sha256(css)]);
  });
});
