import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite';
import { baseNamespaces } from './src/routing/namespaces';

// Three builds (app/package.json "build"): the app (index.html); the pre-rendered site's light entry
// (`WASL_BUILD=site`, site.html: public and docs pages, no merchant code, its own manifest); and the
// build-time renderer of those pages (`--ssr src/site/render.tsx`, into dist/.ssr, which the server
// never serves (dot folder), run by scripts/prerender.mjs).
const site = process.env.WASL_BUILD === 'site';

/** The site entry: what it imports statically in one file (one gzip stream), lazy chunks by hash. */
const siteOutput = {
  chunkFileNames: 'assets/[hash:8].js',
  codeSplitting: { groups: [{ name: 'site', tags: ['$initial' as const], priority: 2 }] },
};

/**
 * index.html names the shell's namespaces for the server, which inlines them in the visitor's language
 * in place of this comment (packages/server middleware/static.ts): the first load then fetches only
 * the route's own namespaces instead of eight more files after the entry. The dev server leaves it.
 */
const inlineStringsMarker: Plugin = {
  name: 'wasl-inline-strings-marker',
  transformIndexHtml: (html) => html.replace('<!--wasl-strings-->', `<!--wasl-strings:${baseNamespaces.join(',')}-->`),
};

/**
 * The built pages (index.html, site.html) start their entry script after the first paint, from a
 * small inline loader, instead of a `<script type="module">` the browser may fetch and run before it
 * paints: a pre-rendered page is complete HTML without it, and the app's page first shows its boot
 * splash (the server fills it in, static.ts). The loader waits for the whole document (hydration needs
 * all of #root) and a painted frame, or loads at once in a hidden tab, which paints no frames. CSP
 * allows it by its hash like every inline script (server csp.ts). docs/performance.md, "After the
 * first paint".
 */
const loadAfterPaint = (src: string) =>
  `<script>(function(){var load=function(){var s=document.createElement('script');s.type='module';s.src='${src}';document.head.appendChild(s)};var start=function(){if(document.hidden)load();else requestAnimationFrame(function(){setTimeout(load)})};if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',start);else start()})()</script>`;

const entryAfterPaint: Plugin = {
  name: 'wasl-entry-after-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { filename, bundle }) {
      const entry = /<script type="module" crossorigin src="(\/assets\/[\w-]+\.js)"><\/script>/;
      const src = entry.exec(html)?.[1];
      if (!src) throw new Error('wasl-entry-after-paint: no <script type="module" src="/assets/….js"> in the built page');
      const page = html.replace(entry, loadAfterPaint(src));
      // The site's pages get their CSS inlined per page by scripts/prerender.mjs.
      return filename.endsWith('index.html') ? inlineEntryCss(page, bundle) : page;
    },
  },
};

/**
 * The app's page carries its entry's CSS in a <style> (≈ 5 KB gzip): the boot splash paints from the
 * HTML alone and the entry's download starts without waiting for a stylesheet (Lighthouse /dashboard
 * LCP −0.2 s). The `<link … disabled>` left in its place is never fetched; it is there for Vite's
 * preload helper, which skips a stylesheet already linked, so the lazy chunks that list the entry's
 * CSS as a dependency do not fetch it again. CSP allows the <style> by its hash (server csp.ts).
 */
function inlineEntryCss(html: string, bundle: IndexHtmlTransformContext['bundle']): string {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w-]+\.css)">/;
  const file = link.exec(html)?.[1];
  const asset = file ? bundle?.[file] : undefined;
  if (!file || asset?.type !== 'asset') throw new Error('wasl-entry-after-paint: no entry stylesheet in the built index.html');
  const css = String(asset.source);
  if (/<\/style/i.test(css)) throw new Error(`${file} contains </style>: it cannot be inlined`);
  return html.replace(link, () => `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`);
}

/**
 * The pre-rendered pages' builds (site entry and renderer): @wasl/ui's Link on a native anchor
 * (packages/ui/src/Link/NativeLink.tsx). Those pages are separate documents with no RouterProvider,
 * where react-aria's Link navigates natively as well; its press code was ≈ 8 KB of their first load.
 */
const nativeLinks = {
  name: 'wasl-native-links',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (source === './Link' && importer && /packages[\\/]ui[\\/]src[\\/]Link[\\/]index\.ts$/.test(importer))
      return fileURLToPath(new URL('../packages/ui/src/Link/NativeLink.tsx', import.meta.url));
    return null;
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    inlineStringsMarker,
    ...(isSsrBuild ? [] : [entryAfterPaint]),
    ...(site || isSsrBuild ? [nativeLinks] : []),
    // Keep only react-aria's English and Arabic strings (the product's two languages).
    { ...optimizeLocales.vite({ locales: ['en', 'ar'] }), enforce: 'pre' },
    vanillaExtractPlugin(),
    react(),
  ],
  resolve: {
    alias: [
      // i18next's API as far as our code uses it, ~13 KB less of every first load (src/site/lite; its
      // test compares it with i18next): the pre-rendered pages and, since issue 9's /auth budget, the
      // app too (its entry 111.9 → 96.3 KB gzip). Storybook and the tests keep i18next (root config).
      { find: /^i18next$/, replacement: fileURLToPath(new URL('src/site/lite/i18next.ts', import.meta.url)) },
      { find: /^react-i18next$/, replacement: fileURLToPath(new URL('src/site/lite/react-i18next.tsx', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('src/build/useSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  // manifest: scripts/check-budgets.mjs follows the entry and each route's chunk through it.
  build: {
    outDir: isSsrBuild ? 'dist/.ssr' : 'dist',
    copyPublicDir: !isSsrBuild,
    // The site build adds to the app's dist.
    emptyOutDir: !site,
    sourcemap: !isSsrBuild,
    manifest: isSsrBuild ? false : site ? '.vite/site-manifest.json' : true,
    // Browsers of the build target preload modules natively (Safari < 17 merely skips the hint);
    // Vite's polyfill cost ~0.4 KB of the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A property read is assumed to have no side effect (Rollup's "smallest" preset does the same),
      // so reads whose value is unused are dropped: ≈ 0.2 KB of the first load.
      treeshake: { propertyReadSideEffects: false },
      output: {
        // Lazy chunks are named by a short hash only: every chunk's file name is listed in the entry's
        // preload map and import statements, where names and random characters barely compress
        // (≈ 0.1 KB of /auth each way). The manifest (.vite/manifest.json) maps sources to files.
        chunkFileNames: 'assets/[hash:8].js',
        codeSplitting: {
          groups: [
            // Everything the entry imports statically in one file: the first load used to be seven
            // files whose separate gzip streams cost ~4 KB (121.0 → 116.8 KB for /).
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // What the sign-in form adds to the entry (fields, form, validators, the submit action) in
            // one file instead of ~15; the other auth, profile and onboarding screens share it.
            // Measured (check-budgets): /auth 129.9 → 126.4 KB gzip; in Chromium /auth requests
            // 12 scripts instead of 24.
            {
              name: 'forms',
              test: /packages[\\/]ui[\\/]src[\\/](Form|Field|TextField|EmailField|PasswordField)[\\/]|packages[\\/]api[\\/]src[\\/](validators|validation[\\/]core)|app[\\/]src[\\/](screens[\\/]FormAlert|state[\\/](onboarding|failure|mutation|auth))/,
            },
            // What / shares with the form screens (card, link, screen styles) stays out of 'forms', so /
            // does not load the fields (priority over 'forms', under 'initial').
            {
              name: 'public',
              test: /app[\\/]src[\\/]screens[\\/]screens\.css|packages[\\/]ui[\\/]src[\\/](Card|EmptyState|Link|Field[\\/]Field\.css)/,
              priority: 1,
            },
            // Small modules the dashboard's layout shares with other lazy screens (lucide's runtime, a few
            // react-aria utilities, useResource.ts) in one file instead of eight: separate gzip streams
            // cost ~1 KB of the layout's own budget.
            {
              name: 'lazy-common',
              test: /lucide-react[\\/]dist[\\/]esm[\\/](shared[\\/]|createLucideIcon|Icon\.mjs|context|icons[\\/](check|x)\.mjs)|@internationalized[\\/]string|react-aria[\\/]dist[\\/]private[\\/](i18n[\\/]useLocalizedStringFormatter|utils[\\/](animation|keyboard|isScrollable)|visually-hidden)|react-stately[\\/]dist[\\/]private[\\/]overlays[\\/]useOverlayTriggerState|app[\\/]src[\\/]state[\\/](resource|useResource)/,
            },
            // The signed-in layout and everything it imports that no group above took, in one chunk:
            // every signed-in route loads the layout, so nothing here is wasted on any of them, and the
            // first load of /dashboard requested ~25 small chunks for it one by one.
            { name: 'layout', test: /app[\\/]src[\\/]shell[\\/]DashboardLayout/ },
          ],
        },
      },
      // The site build: its own input and output (the app's chunk groups would pull the app's entry in).
      ...(site && !isSsrBuild ? { input: fileURLToPath(new URL('site.html', import.meta.url)), output: siteOutput } : {}),
      ...(isSsrBuild ? { output: {} } : {}),
    },
  },
  ssr: {
    // The workspace packages are TypeScript and vanilla-extract sources: bundled, not required at runtime.
    noExternal: [/^@wasl\//],
  },
  server: {
    port: 5173,
    // The API runs beside the dev server; one origin in production (npm start).
    proxy: { '/merchant': 'http://localhost:3000', '/public': 'http://localhost:3000', '/locales': 'http://localhost:3000' },
  },
}));
