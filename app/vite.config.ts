import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { entryAfterPaint } from './build/entryAfterPaint';
import { inlineStringsMarker } from './build/inlineStringsMarker';
import { nativeLinks } from './build/nativeLinks';

// Three builds (app/package.json "build"): the app (index.html); the pre-rendered site's light entry
// (`WASL_BUILD=site`, site.html: public and docs pages, no merchant code, its own manifest); and the
// build-time renderer of those pages (`--ssr src/site/render.tsx`, into dist/.ssr, which the server
// never serves (dot folder), run by scripts/prerender.mjs). The decisions: docs/adr/005-the-build-pipeline.md;
// the plugins: app/build/, one module each.
const site = process.env.WASL_BUILD === 'site';

/** The site entry: what it imports statically in one file (one gzip stream), lazy chunks by hash. */
const siteOutput = {
  chunkFileNames: 'assets/[hash:8].js',
  codeSplitting: { groups: [{ name: 'site', tags: ['$initial' as const], priority: 2 }] },
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
