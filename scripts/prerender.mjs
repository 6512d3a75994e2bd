#!/usr/bin/env node
// Step 4 of `npm run build -w @wasl/app` (issue 10): every public and docs page (app/src/site/pages.ts
// reads them from the route table) rendered to HTML in English and Arabic with the build-time
// renderer (app/dist/.ssr/render.js), into the site entry's HTML (app/dist/site.html), as
// app/dist/prerendered/<lang>/<path>/index.html; plus sitemap.xml and robots.txt. The server
// (packages/server/src/middleware/static.ts) answers a page's path with the visitor's language.
//
// URL scheme: a page has one address per language for search engines — English at the bare path
// (`/pricing`), Arabic at `?lang=ar` — and the bare path is also the x-default, answered in the
// visitor's language (cookie `i18next`, else Accept-Language, else English; `Vary`). Absolute URLs
// carry the placeholder origin below, which the server replaces with its PUBLIC_URL.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'app/dist');
const out = path.join(dist, 'prerendered');
const ORIGIN = '__WASL_ORIGIN__';
const templateFile = path.join(dist, 'site.html');
if (!existsSync(templateFile)) throw new Error('app/dist/site.html is missing: run the site build first (WASL_BUILD=site vite build)');
// The site entry is started by an inline loader after the first paint (app/build/entryAfterPaint.ts,
// `wasl-entry-after-paint`): the page is complete without it.
const template = readFileSync(templateFile, 'utf8');
if (!/var url='\/assets\/site-[\w-]+\.js'/.test(template))
  throw new Error('app/dist/site.html: expected the entry loader of /assets/site-….js (app/build/entryAfterPaint.ts)');
const {
  appRoutes,
  pages,
  pageDataId,
  privatePaths: privatePrefixes,
  renderPage,
} = await import(pathToFileURL(path.join(root, 'app/dist/.ssr/render.js')).href);

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside <script>: nothing in it may close the element or open a comment.
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** Addresses of a page: English at the path (also x-default), Arabic at ?lang=ar. */
export const pageUrl = (pagePath, lang) => `${ORIGIN}${pagePath}${lang === 'ar' ? '?lang=ar' : ''}`;

const ogLocale = { en: 'en_US', ar: 'ar_SA' };

// The page's CSS inlined into its <head> (the server allows the <style> by its hash,
// packages/server/src/middleware/csp.ts): no render-blocking request before the first paint, and the
// screen's own CSS (a lazy chunk's, which the browser would only fetch with that chunk, after the
// JavaScript) styles the HTML from the start instead of shifting it after hydration. A file is
// inlined when the page's HTML uses one of its classes; files in dependency order (each chunk's
// static imports first, as the browser applies them), the entry's first.
const siteManifest = JSON.parse(readFileSync(path.join(dist, '.vite/site-manifest.json'), 'utf8'));
const cssOrder = [];
const visit = (key, seen) => {
  if (seen.has(key) || !siteManifest[key]) return;
  seen.add(key);
  for (const imported of siteManifest[key].imports ?? []) visit(imported, seen);
  for (const file of siteManifest[key].css ?? []) if (!cssOrder.includes(file)) cssOrder.push(file);
};
const visited = new Set();
for (const key of ['site.html', ...Object.keys(siteManifest)]) visit(key, visited);
const entryCss = siteManifest['site.html']?.css ?? [];
const cssFiles = cssOrder.map((file) => {
  const text = readFileSync(path.join(dist, file), 'utf8').trim();
  if (/<\/style/i.test(text)) throw new Error(`${file} contains </style>: it cannot be inlined`);
  return { file, text, classes: new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1])) };
});
const stylesheetLinks = /\s*<link rel="stylesheet"[^>]*>/g;
if ((template.match(stylesheetLinks) ?? []).length !== entryCss.length)
  throw new Error('app/dist/site.html: expected one <link rel="stylesheet"> per CSS file of the site entry');
/** The <style> of a page: the entry's CSS and every other file whose classes its HTML uses. */
function inlineCss(html) {
  const used = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
  const texts = cssFiles
    .filter(({ file, classes }) => entryCss.includes(file) || [...classes].some((name) => used.has(name)))
    .map(({ text }) => text);
  return `<style>${texts.join('\n')}</style>`;
}

rmSync(out, { recursive: true, force: true });
const written = [];
for (const page of pages) {
  for (const lang of ['en', 'ar']) {
    const rendered = await renderPage(page.path, lang);
    // A complete document only: a pending Suspense boundary would show its skeleton without
    // JavaScript (and its swap script would need JavaScript). Style attributes are allowed by the
    // server's CSP through their hashes (middleware/csp.ts styleAttributeHashes).
    if (rendered.html.includes('<template id="B:'))
      throw new Error(`${page.path} (${lang}): pre-rendered HTML has a pending Suspense boundary`);
    const other = lang === 'en' ? 'ar' : 'en';
    const head = [
      `<title>${escapeHtml(rendered.title)}</title>`,
      `<meta name="description" content="${escapeHtml(rendered.description)}" />`,
      `<link rel="canonical" href="${pageUrl(page.path, lang)}" />`,
      `<link rel="alternate" hreflang="en" href="${pageUrl(page.path, 'en')}" />`,
      `<link rel="alternate" hreflang="ar" href="${pageUrl(page.path, 'ar')}" />`,
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}${page.path}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(rendered.siteName)}" />`,
      `<meta property="og:title" content="${escapeHtml(rendered.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(rendered.description)}" />`,
      `<meta property="og:url" content="${pageUrl(page.path, lang)}" />`,
      `<meta property="og:locale" content="${ogLocale[lang]}" />`,
      `<meta property="og:locale:alternate" content="${ogLocale[other]}" />`,
      `<script type="application/json" id="${pageDataId}">${scriptJson({ lang, path: page.path, resources: rendered.resources })}</script>`,
    ].join('\n    ');
    const html = template
      .replace(stylesheetLinks, '')
      .replace('<!--site-css-->', inlineCss(rendered.html))
      .replace(/<html lang="en" dir="ltr"/, `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`)
      .replace(/\s*<title>[^<]*<\/title>/, '')
      .replace('<!--site-head-->', head)
      .replace('<!--site-app-->', rendered.html);
    if (
      html.includes('<!--site-head-->') ||
      html.includes('<!--site-app-->') ||
      !html.includes('<style>') ||
      !html.includes(`lang="${lang}"`)
    )
      throw new Error(
        'app/site.html lost its placeholders (<html lang="en" dir="ltr", <!--site-css-->, <!--site-head-->, <!--site-app-->)',
      );
    const file = path.join(out, lang, page.path, 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    written.push(file);
  }
}

const alternates = (pagePath) =>
  ['en', 'ar']
    .map((lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${pageUrl(pagePath, lang)}" />`)
    .concat(`    <xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${pagePath}" />`)
    .join('\n');
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ...pages.flatMap((page) =>
    ['en', 'ar'].map((lang) => `  <url>\n    <loc>${escapeHtml(pageUrl(page.path, lang))}</loc>\n${alternates(page.path)}\n  </url>`),
  ),
  '</urlset>',
  '',
].join('\n');
writeFileSync(path.join(out, 'sitemap.xml'), sitemap);

// Everything that is not a pre-rendered page is the merchant app (SPEC §2's private routes, the
// sign-in screens, the API): not for search engines.
const robots = [
  'User-agent: *',
  ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
  'Disallow: /merchant/',
  'Disallow: /integration/',
  'Allow: /',
  '',
  `Sitemap: ${ORIGIN}/sitemap.xml`,
  '',
].join('\n');
writeFileSync(path.join(out, 'robots.txt'), robots);
// What the server needs to answer these paths (packages/server/src/middleware/static.ts).
writeFileSync(
  path.join(out, 'pages.json'),
  JSON.stringify({ pages: pages.map(({ path: p, logout, signedInTo }) => ({ path: p, logout, signedInTo })) }, null, 2),
);
// Each app route's pattern and namespaces: the server inlines the strings of the route it serves.
writeFileSync(path.join(out, 'routes.json'), JSON.stringify({ routes: appRoutes }, null, 2));
// The template has served its purpose; it is not a page of the site.
rmSync(templateFile);
console.log(`pre-rendered ${written.length} pages (${pages.length} × en, ar) into app/dist/prerendered, with sitemap.xml and robots.txt`);
