import { fileURLToPath } from 'node:url';

/**
 * The pre-rendered pages' builds (site entry and renderer): @wasl/ui's Link on a native anchor
 * (packages/ui/src/Link/NativeLink.tsx). Those pages are separate documents with no RouterProvider,
 * where react-aria's Link navigates natively as well; its press code was ≈ 8 KB of their first load.
 */
export const nativeLinks = {
  name: 'wasl-native-links',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (source === './Link' && importer && /packages[\\/]ui[\\/]src[\\/]Link[\\/]index\.ts$/.test(importer))
      return fileURLToPath(new URL('../../packages/ui/src/Link/NativeLink.tsx', import.meta.url));
    return null;
  },
};
