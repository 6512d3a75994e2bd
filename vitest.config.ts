import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { modeName, modes, rtlTwinTag } from './.storybook/globals.ts';
import { chromiumArgs, chromiumPath, pinnedChromium, screenshotArgs } from './scripts/chromium.mjs';
import { exactComparator, storyComparatorOptions } from './scripts/screenshot-comparator.ts';

const root = path.dirname(new URL(import.meta.url).pathname);

// Components assert behaviour: Debian's Chromium, as the e2e tests and Lighthouse.
const debianChromium = playwright({
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs] },
});

// Stories are photographed: the Chromium pinned in the lockfile, blind to the machine's fonts (ADR 003).
const pinned = await pinnedChromium();
const pinnedRenderer = playwright({
  launchOptions: { executablePath: pinned.executablePath, env: pinned.env, args: [...chromiumArgs, ...screenshotArgs] },
});

/**
 * Screenshots compare exactly (scripts/screenshot-comparator.ts): with a pinned renderer the same
 * story gives the same bytes everywhere, and a removed word or a recoloured icon must fail.
 * See docs/visual-regression.md.
 */
const screenshotOptions = {
  comparatorName: 'exact' as const,
  comparatorOptions: storyComparatorOptions,
  comparators: { exact: exactComparator },
  // Time to get two identical consecutive captures; generous for a busy 2-core machine.
  timeout: 15_000,
  resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) => path.join(root, '.storybook/__baselines__', `${arg}${ext}`),
  resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) => path.join(root, '.visual-diff', `${arg}${ext}`),
};

// A fresh object per project: Vitest names the browser instance after its project.
const browser = (provider: typeof debianChromium) => ({
  enabled: true,
  headless: true,
  provider,
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1024, height: 768 },
  screenshotFailures: false,
  expect: { toMatchScreenshot: screenshotOptions },
});

const storyProject = (mode: (typeof modes)[number]): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [
    storybookTest({
      configDir: path.join(root, '.storybook'),
      initialGlobals: { ...mode },
      // RTL twins repeat what the base story does in the Arabic modes (see .storybook/globals.ts).
      tags: { exclude: [rtlTwinTag] },
    }),
  ],
  test: {
    name: `stories:${modeName(mode)}`,
    provide: { 'wasl/visual-mode': modeName(mode) },
    browser: browser(pinnedRenderer),
    // One page for all story files of a mode, as in Storybook itself: the files no longer each
    // reload the preview, React, react-aria and the stories' modules (setup + import fell from about
    // 150 s to 25 s per mode). .storybook/vitest.setup.ts resets what a story could leave behind.
    isolate: false,
    // A story that fails is run again (twice at most) and, if it then passes, reported as flaky and
    // named in npm test's summary: on a loaded 2-core machine an overlay can miss its first frames or
    // a screenshot two identical captures. A real regression fails all three times. (The dialog
    // flakes of sessions 8–10 had a cause, now fixed: .storybook/no-virtual-keyboard.ts.)
    // docs/visual-regression.md.
    retry: 2,
    // A story's play function, axe, the font check and the screenshot all count against this. The
    // heaviest (FlowCanvas "Five Hundred Nodes": 500 outline buttons, each asked for its fonts in the
    // light modes) took 6.8 s idle and 12.2 s beside the e2e and postgres steps; on a slower machine
    // it passed the browser default of 15 s in all three tries. A real hang still fails, later.
    testTimeout: 45_000,
    setupFiles: ['.storybook/vitest.setup.ts'],
  },
});

export default defineConfig({
  // scripts/test.mjs gives each lane of browser runs its own cache of pre-bundled dependencies.
  ...(process.env.WASL_VITE_CACHE_DIR ? { cacheDir: process.env.WASL_VITE_CACHE_DIR } : {}),
  plugins: [vanillaExtractPlugin(), react()],
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-aria-components',
      // .storybook/vitest.setup.ts resets its interaction modality: one shared copy with the components'.
      'react-aria',
      // TimeField is built on react-aria's hooks, not on react-aria-components' TimeField (whose
      // module brings every calendar system): the entry points it imports.
      'react-aria/filterDOMProps',
      'react-aria/mergeProps',
      'react-aria/useFocusRing',
      'react-aria/useHover',
      'react-aria/useTimeField',
      'react-stately/useTimeFieldState',
      'i18next',
      'react-i18next',
      'jotai',
      'lucide-react',
      '@testing-library/react',
      'storybook/test',
      'storybook/preview-api',
      '@storybook/react-vite',
      // Injected by the vanilla-extract transform, so Vite's scanner cannot see them; discovering
      // them mid-run reloads the browser and fails the first test file of a fresh clone.
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@internationalized/date',
      // Reached through @wasl/api (validators, schemas, client).
      'zod',
      'ofetch',
      // Reached through app/ (router, resource atoms) in component tests.
      'wouter',
      'wouter/use-browser-location',
      'jotai/utils',
      // The screen stories: the memory router and msw.
      'wouter/memory-location',
      // The chatbot flow canvas.
      '@xyflow/react',
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      // The SVG sanitiser comparison (packages/server/src/lib/svg-sanitiser.browser.test.ts, ADR 022).
      'dompurify',
    ],
  },
  test: {
    // Read from the root config: browsers on a loaded 2-core machine can take a while to connect.
    browser: { connectTimeout: 180_000 },
    // After the last test and every teardown, Vitest waits this long for the process to exit by
    // itself before it exits it. It never does: the browser projects' Vite servers bundle this config
    // with rolldown, whose native thread-safe functions stay referenced (found with the
    // hanging-process reporter), so every browser step sat idle 10 s (the default) at its end.
    teardownTimeout: 3_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // The server suites make dozens of calls on PGlite per test; with the story lane beside
          // them on two cores (scripts/test.mjs) 5 s is not enough for the longest. Time is not what they assert.
          testTimeout: 20_000,
          include: ['{tokens,packages,app,tools,scripts}/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.browser.test.ts'],
          // Every route of the route table answered 2xx by some server test (packages/server/test/route-coverage.ts).
          globalSetup: ['packages/server/test/route-coverage.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['{packages,app}/**/*.test.tsx', '{packages,app,.storybook}/**/*.browser.test.ts'],
          exclude: ['**/node_modules/**'],
          browser: browser(debianChromium),
          setupFiles: ['.storybook/vitest.components.setup.ts'],
        },
      },
      {
        // The real `npm start` driven by headless Chromium (scripts/e2e-global-setup.ts): one server and
        // one browser for all files, run one file at a time on our 2-core machines.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['app/e2e/**/*.e2e.ts'],
          globalSetup: ['scripts/e2e-global-setup.ts'],
          fileParallelism: false,
          testTimeout: 45_000,
          hookTimeout: 60_000,
        },
      },
      ...modes.map(storyProject),
    ],
  },
});
