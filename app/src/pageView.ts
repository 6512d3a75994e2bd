import type { AnalyticsIds } from './analytics';

// Read as `import.meta.env.VITE_…` literally, so Vite replaces each at build time and, with no id,
// the minifier drops the reporter's import altogether.
const gtmId = import.meta.env.VITE_GTM_ID as string | undefined;
const pixelId = import.meta.env.VITE_META_PIXEL_ID as string | undefined;
/** The tag manager's and pixel's ids, read at build time (see analytics.ts). */
export const configuredIds: AnalyticsIds = {
  gtm: gtmId?.trim() || undefined,
  pixel: pixelId?.trim() || undefined,
};

let reporter: Promise<(path: string, title: string) => void> | undefined;

/**
 * One page view per route change. The reporter (analytics.ts) is a lazy chunk fetched only when an
 * id is configured: with none, the first load carries none of it and nothing is requested.
 */
export function reportPageView(path: string, title: string): void {
  if (!gtmId?.trim() && !pixelId?.trim()) return;
  reporter ??= import('./analytics').then((module) => module.browserReporter(configuredIds));
  void reporter.then((report) => report(path, title));
}
